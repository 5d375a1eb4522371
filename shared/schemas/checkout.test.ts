import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe as group, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '../locales';
import { POSTAL_FORMATS, checkoutAddress, normalizePostalCode, phoneNumber } from './checkout';
import { describe } from './describe';

group('postal codes per market', () => {
  it.each([
    ['SE', '12345', '123 45'],
    ['SE', ' 123 45 ', '123 45'],
    ['SE', 'SE-123 45', '123 45'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'EC1A 1BB', 'EC1A 1BB'],
    ['NL', '1012ab', '1012 AB'],
    ['PL', '00950', '00-950'],
    ['PL', '00-950', '00-950'],
    ['PT', '1100148', '1100-148'],
    ['LT', '01100', 'LT-01100'],
    ['LT', 'LT-01100', 'LT-01100'],
    ['LV', 'lv 1050', 'LV-1050'],
    ['DK', '2100', '2100'],
    ['RO', '010011', '010011'],
  ])('%s: %j is written %j', (country, typed, written) => expect(normalizePostalCode(country, typed)).toBe(written));

  it.each([
    ['SE', '1234'],
    ['SE', '123456'],
    ['DE', '1011'],
    ['GB', '12345'],
    ['GB', 'SW1A'],
    ['NL', '0123 AB'],
    ['NL', '1012 SS'],
    ['DK', 'abcd'],
    ['XX', '12345'],
  ])('%s: %j is not a postal code there', (country, typed) => expect(normalizePostalCode(country, typed)).toBeNull());

  it("every market's example is its own written form", () => {
    for (const code of LOCALE_CODES) {
      const country = LOCALES[code].countryCode;
      const format = POSTAL_FORMATS[country];
      expect(format, country).toBeDefined();
      expect(normalizePostalCode(country, format!.example)).toBe(format!.example);
    }
  });

  test.prop([fc.constantFrom(...Object.keys(POSTAL_FORMATS)), fc.string({ maxLength: 12 })])(
    'a written code reads back as itself, and nothing throws',
    (country, typed) => {
      const written = normalizePostalCode(country, typed);
      if (written !== null) expect(normalizePostalCode(country, written)).toBe(written);
    },
  );
});

group('checkout address', () => {
  const address = {
    email: ' anna@example.com ',
    phone: '+46 70-123 45 67',
    first_name: 'Anna',
    last_name: 'Berg',
    street: 'Storgatan 1',
    postal_code: '11122',
    city: 'Stockholm',
  };

  it('is read as typed and written as the market writes it', () => {
    expect(v.parse(checkoutAddress('sv'), address)).toEqual({
      ...address,
      email: 'anna@example.com',
      postal_code: '111 22',
      company: '',
      care_of: '',
    });
  });

  it.each<[string, 'sv' | 'en' | 'nl', Record<string, unknown>, string]>([
    ['a Swedish code on the English domain', 'en', {}, 'postal_code must be a postal code of United Kingdom, e.g. SW1A 1AA'],
    ['no street', 'sv', { street: '  ' }, 'street must not be empty'],
    ['a phone of letters', 'sv', { phone: 'call me' }, 'phone may hold only digits, spaces, dashes, brackets and a leading +'],
    ['a short phone', 'sv', { phone: '12 34' }, 'phone must have 6 to 15 digits'],
    ['no e-mail', 'nl', { email: undefined }, 'email is required'],
    ['an unknown field', 'sv', { country: 'NO' }, 'body has an unknown field "country"'],
  ])('%s is refused: %j', (_name, locale, change, message) => {
    const result = v.safeParse(checkoutAddress(locale), { ...address, ...change });
    expect(result.success ? 'ok' : describe(result.issues)).toBe(message);
  });

  it.each(['+44 20 7946 0958', '(08) 123 456 78', '0701234567'])('%s is a phone number', (phone) =>
    expect(v.safeParse(phoneNumber, phone).success).toBe(true),
  );
});
