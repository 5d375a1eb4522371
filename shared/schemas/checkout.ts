/**
 * The checkout's contact and delivery address (issue 11, first part), one schema per
 * market, and the whole checkout request (checkoutRequest): the same rules for the form
 * in the browser and for the commerce API. A postal
 * code is accepted as shoppers type it (spaces, lower case, a missing dash or the country
 * prefix left out) and stored the way the postal service writes it.
 */
import * as v from 'valibot';
import { MAX_COUPON_CODES } from '../coupons';
import { GIFT_CARD_EXAMPLE, normalizeGiftCardCode } from '../gift-card';
import { isRecord } from '../json';
import type { LocaleCode } from '../locales';
import { LOCALES } from '../locales';
import { PAYMENT_KINDS, PAYMENT_KINDS_BY_LOCALE, offersPaymentKind } from '../payment-methods';
import { cartItems } from './cart';
import { emailAddress } from './requests';
import { describe } from './describe';
import { amount, flag, list, text } from './rules';

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

/**
 * Delivery methods a checkout may choose (services/commerce/src/checkout/delivery/methods.ts prices
 * them). `email` is the one way an order of gift cards alone is delivered, and only such an
 * order's: nothing goes by post, so there is no charge and no street address.
 */
export const SHIPPING_METHODS = ['home', 'service_point', 'express', 'email'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
/** The methods that deliver by post: the rows the checkout page draws for an order with goods to send. */
export const POSTAL_SHIPPING_METHODS = ['home', 'service_point', 'express'] as const satisfies readonly ShippingMethod[];
/** The address fields only a delivery by post needs (the page leaves them out for an e-mail delivery). */
export const POSTAL_ADDRESS_FIELDS = ['care_of', 'street', 'postal_code', 'city'] as const;

/** At most this many gift cards pay one order. */
export const MAX_GIFT_CARDS = 3;

/** The cart's checkoutID: the idempotency key of its order. */
export const checkoutId = v.pipe(text(8, 100), v.regex(/^[A-Za-z0-9-]+$/, 'may hold only letters, digits and dashes'));

/** A gift card code as typed, in its canonical form XXXX-XXXX-XXXX-XXXX. */
export const giftCardCode = v.pipe(
  text(1, 40),
  v.transform((typed) => normalizeGiftCardCode(typed)),
  v.check((code): boolean => code !== null, `is not a gift card code, e.g. ${GIFT_CARD_EXAMPLE}`),
  v.transform((code) => code as string),
);

/** The shop's own origin (scheme, host, port; nothing else), over http or https. */
export const shopOrigin = v.pipe(
  text(1, 200),
  v.check((value) => isHttpOrigin(value), 'must be an http or https origin such as https://artlane.se'),
);

export function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * POST /api/checkout (docs/checkout.md) for a market: the cart, its coupons and gift cards,
 * contact, delivery address, delivery and payment choices and the total the shopper saw.
 * The checkout page checks its form with it before it submits; the commerce API answers a
 * value that breaks it with 422 and the field's path (checkoutFieldError). `shop_origin` is
 * added by the storefront, so the page leaves it out and the API requires it.
 */
export const checkoutRequest = (locale: LocaleCode) => {
  const { email, phone, street, postal_code, city, ...names } = checkoutAddress(locale).entries;
  // Required for a delivery by post only (checked below).
  const address = { ...names, street: v.optional(street), postal_code: v.optional(postal_code), city: v.optional(city) };
  return v.pipe(
    v.custom<Record<string, unknown>>(isRecord, 'must be an object'),
    v.strictObject(
      {
        checkout_id: checkoutId,
        items: v.pipe(cartItems, v.minLength(1, 'must hold at least one line')),
        coupons: v.nullish(list(text(0, 50), MAX_COUPON_CODES), []),
        gift_cards: v.pipe(
          v.nullish(list(giftCardCode, MAX_GIFT_CARDS), []),
          v.transform((codes) => codes ?? []),
        ),
        contact: v.strictObject({ email, phone }, 'must be an object'),
        address: v.strictObject(address, 'must be an object'),
        shipping_method: v.picklist(SHIPPING_METHODS, `must be one of ${SHIPPING_METHODS.join(', ')}`),
        service_point: v.nullish(text(1, 100), null),
        // null when gift cards pay it all: the commerce API requires one when anything is left to pay.
        payment_method: v.nullish(
          v.pipe(
            v.picklist(PAYMENT_KINDS, `must be one of ${PAYMENT_KINDS.join(', ')}`),
            v.check(
              (kind) => offersPaymentKind(locale, kind),
              `must be one offered in ${LOCALES[locale].country}: ${PAYMENT_KINDS_BY_LOCALE[locale].join(', ')}`,
            ),
          ),
          null,
        ),
        expected_total: amount(1e9),
        newsletter: v.optional(flag, false),
        shop_origin: v.optional(shopOrigin),
      },
      'must be an object',
    ),
    v.forward(
      v.check(
        (body) => body.shipping_method !== 'service_point' || body.service_point !== null,
        'is required for delivery to a service point',
      ),
      ['service_point'],
    ),
    v.forward(
      v.check((body) => new Set(body.gift_cards.map((code) => code)).size === body.gift_cards.length, 'holds the same gift card twice'),
      ['gift_cards'],
    ),
    // Required for a delivery by post, as a missing field of the address is.
    v.forward(
      v.check((body) => body.shipping_method === 'email' || body.address.street !== undefined, 'is required'),
      ['address', 'street'],
    ),
    v.forward(
      v.check((body) => body.shipping_method === 'email' || body.address.postal_code !== undefined, 'is required'),
      ['address', 'postal_code'],
    ),
    v.forward(
      v.check((body) => body.shipping_method === 'email' || body.address.city !== undefined, 'is required'),
      ['address', 'city'],
    ),
    // Left out for an e-mail delivery: '' (the commerce API keeps no postal address for one).
    v.transform((body) => ({
      ...body,
      address: {
        ...body.address,
        street: body.address.street ?? '',
        postal_code: body.address.postal_code ?? '',
        city: body.address.city ?? '',
      },
    })),
  );
};
export type CheckoutRequest = v.InferOutput<ReturnType<typeof checkoutRequest>>;

/**
 * The field a checkout error belongs to, as a dotted path ("contact.email", "gift_cards.0"),
 * and the sentence to show beside it. `isShape` marks a body that is not a checkout at all
 * (not an object, or a field the call does not know): a 400, not a field to correct.
 */
export function checkoutFieldError(issues: readonly v.BaseIssue<unknown>[]): { field: string; error: string; isShape: boolean } {
  const issue = issues[0];
  const keys = (issue?.path ?? []).map((item) => String(item.key));
  const isUnknownField = issue?.type === 'strict_object' && issue.expected === 'never';
  return {
    field: (isUnknownField ? keys.slice(0, -1) : keys).join('.') || 'body',
    error: describe(issues),
    isShape: keys.length === 0 || isUnknownField,
  };
}
