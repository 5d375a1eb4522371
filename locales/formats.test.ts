import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../shared/locales';
import { formatLongDate, formatMoney } from '../shared/money';

/**
 * Money and long dates in every language (docs/shop-rules.md "Limits and constants"): currency per language (SEK sv,
 * DKK da, GBP en, EUR the rest), no decimals for sv and da, two for the others; long
 * dates with year, short month, day, hour and minute. Spaces are normalised because ICU
 * uses narrow and non-breaking spaces.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const EXAMPLES: [LocaleCode, string, string, string][] = [
  // code, 1234.5, 0.99, 2026-03-05 14:07 UTC
  ['sv', '1 235 kr', '1 kr', '5 mars 2026 14:07'],
  ['da', '1.235 kr.', '1 kr.', '5. mar. 2026, 14.07'],
  ['de', '1.234,50 €', '0,99 €', '5. März 2026, 14:07'],
  ['cs', '1 234,50 €', '0,99 €', '5. 3. 2026 14:07'],
  ['en', '£1,234.50', '£0.99', '5 Mar 2026, 14:07'],
  ['es', '1234,50 €', '0,99 €', '5 mar 2026, 14:07'],
  ['et', '1234,50 €', '0,99 €', '5. märts 2026, 14:07'],
  ['fi', '1 234,50 €', '0,99 €', '5.3.2026 klo 14.07'],
  ['fr', '1 234,50 €', '0,99 €', '5 mars 2026, 14:07'],
  ['hr', '1.234,50 €', '0,99 €', '5. ožu 2026. 14:07'],
  ['hu', '1234,50 EUR', '0,99 EUR', '2026. márc. 5. 14:07'],
  ['it', '1234,50 €', '0,99 €', '5 mar 2026, 14:07'],
  ['lt', '1 234,50 €', '0,99 €', '2026-03-05 14:07'],
  ['lv', '1234,50 €', '0,99 €', '2026. g. 5. marts 14:07'],
  ['nl', '€ 1.234,50', '€ 0,99', '5 mrt 2026, 14:07'],
  ['pl', '1234,50 €', '0,99 €', '5 mar 2026, 14:07'],
  ['pt', '1234,50 €', '0,99 €', '5/03/2026, 14:07'],
  ['ro', '1.234,50 EUR', '0,99 EUR', '5 mar. 2026, 14:07'],
  ['sl', '1234,50 €', '0,99 €', '5. mar. 2026, 14:07'],
];

describe('money and dates per language', () => {
  it('the table covers every language', () => {
    expect(EXAMPLES.map(([code]) => code).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(EXAMPLES)('%s: %s, %s, %s', (code, large, small, date) => {
    const locale = LOCALES[code];
    expect(plain(formatMoney(1234.5, locale))).toBe(large);
    expect(plain(formatMoney(0.99, locale))).toBe(small);
    expect(plain(formatLongDate(new Date('2026-03-05T14:07:00Z'), locale))).toBe(date);
  });

  it.each(LOCALE_CODES)('%s uses its currency', (code) => {
    const expected = { sv: 'SEK', da: 'DKK', en: 'GBP' }[code as string] ?? 'EUR';
    expect(LOCALES[code].currency).toBe(expected);
  });

  const fractionDigits = (text: string, code: LocaleCode) => {
    const parts = new Intl.NumberFormat(LOCALES[code].iso, { style: 'currency', currency: LOCALES[code].currency }).formatToParts(1.5);
    const separator = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    const digits = plain(text).replace(/[^\d.,]/g, '');
    const index = digits.lastIndexOf(separator);
    return index < 0 ? 0 : digits.length - index - 1;
  };

  test.prop([fc.constantFrom(...LOCALE_CODES), fc.integer({ min: 0, max: 10_000_000 })])(
    'sv and da show whole amounts, the others exactly two decimals',
    (code, cents) => {
      const text = formatMoney(cents / 100, LOCALES[code]);
      expect(fractionDigits(text, code)).toBe(code === 'sv' || code === 'da' ? 0 : 2);
    },
  );

  test.prop([fc.constantFrom(...LOCALE_CODES), fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })])(
    'a long date names the year, the day and the time to the minute',
    (code, date) => {
      const text = plain(formatLongDate(date, LOCALES[code]));
      expect(text).toContain(String(date.getUTCFullYear()));
      expect(text).toMatch(new RegExp(`\\b0?${date.getUTCDate()}\\b`));
      const hh = String(date.getUTCHours()).padStart(2, '0');
      const mm = String(date.getUTCMinutes()).padStart(2, '0');
      expect(text).toMatch(new RegExp(`${hh}[:.]${mm}`));
    },
  );
});
