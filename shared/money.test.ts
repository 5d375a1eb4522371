import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { currencyDecimalsOf, formatMoney, roundMoney } from './money';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['sv', 299, '299 kr'],
    ['sv', 299.6, '300 kr'],
    ['da', 149, '149 kr.'],
    ['en', 19, '£19.00'],
    ['de', 24.9, '24,90 €'],
    ['nl', 24.9, '€ 24,90'],
  ] as const)('%s shows %d as %s', (code, amount, text) => {
    expect(nbsp(formatMoney(amount, LOCALES[code]))).toBe(text);
  });

  it('prices excluding VAT keep two decimals even in sv', () => {
    expect(nbsp(formatMoney(239.2, LOCALES.sv, false))).toBe('239,20 kr');
  });
});

describe('currencyDecimalsOf', () => {
  it.each(Object.values(LOCALES))('$code: its currency has the language’s digits', (locale) => {
    expect(currencyDecimalsOf(locale.currency)).toBe(locale.currencyDecimals);
  });
});

describe('roundMoney', () => {
  it.each([
    [1.005, 2, 1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [19.999, 2, 20],
    [4999999.61, 2, 4999999.61],
    [1234567.125, 2, 1234567.13],
  ])('%d to %d places is %d', (amount, decimals, expected) => {
    expect(roundMoney(amount, decimals)).toBe(expected);
  });

  test.prop([fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(0, 2)])(
    'whole cents stay as they are',
    (cents, decimals) => {
      const amount = decimals === 2 ? cents / 100 : cents;
      expect(roundMoney(amount, decimals)).toBeCloseTo(amount, 10);
    },
  );
});

test.prop([fc.integer({ min: 0, max: 10_000_000 })])('roundMoney to cents keeps whole cents', (cents) => {
  expect(roundMoney(cents / 100 + 0.001, 2)).toBe(cents / 100);
});
