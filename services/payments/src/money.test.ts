import { describe, expect, it } from 'vitest';
import { formatAmount, isDeclinedName, passesCreditCheck } from './money';

const intl = (value: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(value);

describe('amounts in minor units', () => {
  it.each([
    [123450, 'SEK', 'sv', 1234.5],
    [2999, 'EUR', 'de', 29.99],
    [2999, 'EUR', 'nl-NL', 29.99],
    [395, 'GBP', 'en-GB', 3.95],
    [100000, 'DKK', 'da', 1000],
  ])('%i %s in %s is written as Intl writes %d', (minor, currency, locale, major) => {
    expect(formatAmount(minor, currency, locale)).toBe(intl(major, currency, locale));
  });

  it('shows the currency as the locale writes it', () => {
    expect(formatAmount(2999, 'EUR', 'de')).toMatch(/^29,99\s€$/);
    expect(formatAmount(395, 'GBP', 'en-GB')).toBe('£3.95');
  });
});

describe('the invoice credit check', () => {
  it.each([
    ['Anna', 30_000_00, 'SEK', true],
    ['Anna', 30_000_01, 'SEK', false],
    ['Anna', 20_000_00, 'DKK', true],
    ['Anna', 20_000_01, 'DKK', false],
    ['Anna', 3_000_00, 'EUR', true],
    ['Anna', 3_000_01, 'EUR', false],
    ['Anna', 3_000_01, 'GBP', false],
    ['Anna Decline', 100, 'SEK', false],
    ['Anna', 100, 'USD', false],
  ])('%s, %i %s: approved %s', (name, amount, currency, expected) => {
    expect(passesCreditCheck(name, amount, currency)).toBe(expected);
  });

  it.each([
    ['decline', true],
    ['Mr DECLINED', true],
    ['Declan', false],
  ])('name "%s" is declined: %s', (name, expected) => {
    expect(isDeclinedName(name)).toBe(expected);
  });
});
