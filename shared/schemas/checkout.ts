/**
 * The checkout's contact and delivery address (issue 11, first part), one schema per
 * market: the same rules for the form in the browser and for the commerce API. A postal
 * code is accepted as shoppers type it (spaces, lower case, a missing dash or the country
 * prefix left out) and stored the way the postal service writes it.
 */
import * as v from 'valibot';
import type { LocaleCode } from '../locales';
import { LOCALES } from '../locales';
import { emailAddress } from './requests';
import { text } from './rules';

interface PostalFormat {
  /** What is left after dropping spaces, dashes and a country prefix, upper-cased. */
  pattern: RegExp;
  /** The written form of a code that matched `pattern`. */
  write: (compact: string) => string;
  /** A code as the postal service writes it, for the form's placeholder and messages. */
  example: string;
}

const digits = (count: number, example: string): PostalFormat => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  write: (code) => code,
  example,
});
const split = (count: number, at: number, separator: string, example: string): PostalFormat => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  write: (code) => `${code.slice(0, at)}${separator}${code.slice(at)}`,
  example,
});

/** The postal code formats of the 19 markets (UPU addressing standards of each country). */
export const POSTAL_FORMATS: Record<string, PostalFormat> = {
  SE: split(5, 3, ' ', '123 45'),
  DK: digits(4, '2100'),
  DE: digits(5, '10115'),
  CZ: split(5, 3, ' ', '110 00'),
  GB: {
    // Outward code (area and district) and inward code (sector and unit), e.g. SW1A 1AA.
    pattern: /^(GIR0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?\d[ABD-HJLNP-UW-Z]{2})$/,
    write: (code) => `${code.slice(0, -3)} ${code.slice(-3)}`,
    example: 'SW1A 1AA',
  },
  ES: digits(5, '28013'),
  EE: digits(5, '10111'),
  FI: digits(5, '00100'),
  FR: digits(5, '75001'),
  HR: digits(5, '10000'),
  HU: digits(4, '1051'),
  IT: digits(5, '00184'),
  LT: { pattern: /^\d{5}$/, write: (code) => `LT-${code}`, example: 'LT-01100' },
  LV: { pattern: /^\d{4}$/, write: (code) => `LV-${code}`, example: 'LV-1050' },
  NL: { pattern: /^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/, write: (code) => `${code.slice(0, 4)} ${code.slice(4)}`, example: '1012 AB' },
  PL: split(5, 2, '-', '00-950'),
  PT: split(7, 4, '-', '1100-148'),
  RO: digits(6, '010011'),
  SI: digits(4, '1000'),
};

/** A postal code in `country`'s written form, or null when it cannot be one there. */
export function normalizePostalCode(country: string, typed: string): string | null {
  const format = POSTAL_FORMATS[country];
  if (!format) return null;
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(new RegExp(`^${country}(?=\\d)`), '');
  return format.pattern.test(compact) ? format.write(compact) : null;
}

/** The market's postal code, typed freely, in its written form. */
export const postalCode = (locale: LocaleCode) => {
  const country = LOCALES[locale].countryCode;
  const example = POSTAL_FORMATS[country]?.example ?? '';
  return v.pipe(
    text(1, 12),
    v.transform((typed) => normalizePostalCode(country, typed)),
    v.check((code): boolean => code !== null, `must be a postal code of ${LOCALES[locale].country}, e.g. ${example}`),
    v.transform((code) => code as string),
  );
};

/** A phone number as shoppers type it: 6 to 15 digits (E.164), an optional +, spaces, dashes, brackets. */
export const phoneNumber = v.pipe(
  text(1, 25),
  v.trim(),
  v.regex(/^\+?[\d\s\-()]+$/, 'may hold only digits, spaces, dashes, brackets and a leading +'),
  v.check((value) => {
    const count = value.replace(/\D/g, '').length;
    return count >= 6 && count <= 15;
  }, 'must have 6 to 15 digits'),
);

const name = v.pipe(text(1, 100), v.trim(), v.minLength(1, 'must not be empty'));
const optionalLine = v.optional(v.pipe(text(0, 100), v.trim()), '');

/** Contact and delivery address of a checkout in `locale`'s market (its country is fixed). */
export const checkoutAddress = (locale: LocaleCode) =>
  v.strictObject(
    {
      email: emailAddress,
      phone: phoneNumber,
      first_name: name,
      last_name: name,
      company: optionalLine,
      care_of: optionalLine,
      street: v.pipe(text(1, 200), v.trim(), v.minLength(1, 'must not be empty')),
      postal_code: postalCode(locale),
      city: name,
    },
    'must be an object',
  );
export type CheckoutAddress = v.InferOutput<ReturnType<typeof checkoutAddress>>;
