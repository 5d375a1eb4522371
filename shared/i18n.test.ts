import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createTranslator, isPluralForms, pluralCategory, rawString } from './i18n';

const CART = { one: 'Cart, {{count}} item', other: 'Cart, {{count}} items' };
const CS = { one: '{{count}} položka', few: '{{count}} položky', many: '{{count}} položky', other: '{{count}} položek' };

describe('createTranslator', () => {
  it.each([
    ['en', { header: { cart: CART } }, 'header.cart', { count: 1 }, 'Cart, 1 item'],
    ['en', { header: { cart: CART } }, 'header.cart', { count: 0 }, 'Cart, 0 items'],
    ['en', { header: { cart: CART } }, 'header.cart', { count: 5 }, 'Cart, 5 items'],
    ['cs', { n: CS }, 'n', { count: 1 }, '1 položka'],
    ['cs', { n: CS }, 'n', { count: 3 }, '3 položky'],
    ['cs', { n: CS }, 'n', { count: 5 }, '5 položek'],
    ['cs', { n: CS }, 'n', { count: 1.5 }, '1,5 položky'],
    // Counts are written as the language writes numbers.
    ['en', { c: CART }, 'c', { count: 1171 }, 'Cart, 1,171 items'],
    ['de', { c: CART }, 'c', { count: 1171 }, 'Cart, 1.171 items'],
    ['sv', { c: CART }, 'c', { count: 1171 }, 'Cart, 1\u00a0171 items'],
    // A category the table lacks falls back to "other".
    ['cs', { n: { one: '{{count}} kus', other: '{{count}} kusů' } }, 'n', { count: 3 }, '3 kusů'],
    // A count that is not a number (a client-side template) takes "other".
    ['en', { c: CART }, 'c', { count: '{{count}}' }, 'Cart, {{count}} items'],
    ['en', { a: { b: 'Hello {{name}}' } }, 'a.b', { name: 'Ann' }, 'Hello Ann'],
    ['en', { a: 'x' }, 'missing.key', undefined, 'missing.key'],
    ['en', { a: { b: 'x' } }, 'a', undefined, 'a'],
  ])('%s %s: %s %j → %s', (code, table, key, params, expected) => {
    expect(createTranslator(code, table)(key, params)).toBe(expected);
  });

  property.prop([fc.constantFrom('sv', 'cs', 'pl', 'lt', 'lv', 'sl', 'ro', 'hr', 'fr', 'en'), fc.nat(100_000)])(
    'always answers a text holding the count, whatever the language and count',
    (code, count) => {
      const t = createTranslator(code, { n: { ...CS, two: '{{count}} x', zero: '{{count}} z' } });
      const digits = t('n', { count }).replace(/[^\d]/g, '');
      expect(digits).toBe(String(count));
    },
  );
});

describe('plural helpers', () => {
  it.each([
    [CART, true],
    [CS, true],
    [{ one: 'x' }, false],
    [{ other: 'x', plenty: 'y' }, false],
    [{ other: 3 }, false],
    ['x', false],
    [null, false],
  ])('isPluralForms(%j) is %s', (value, expected) => expect(isPluralForms(value)).toBe(expected));

  it.each([
    ['en', 1, 'one'],
    ['en', '2', 'other'],
    ['pl', 22, 'few'],
    ['pl', 25, 'many'],
    ['sl', 2, 'two'],
    ['lv', 0, 'zero'],
    ['en', '', 'other'],
    ['en', 'abc', 'other'],
  ] as const)('pluralCategory(%s, %j) is %s', (code, count, expected) => expect(pluralCategory(code, count)).toBe(expected));

  it('rawString gives a string or plural table by its dotted key, else undefined', () => {
    const table = { header: { cart: CART, title: 'Shop' }, n: 3 };
    expect(rawString(table, 'header.cart')).toEqual(CART);
    expect(rawString(table, 'header.title')).toBe('Shop');
    expect(rawString(table, 'header')).toBeUndefined();
    expect(rawString(table, 'n')).toBeUndefined();
    expect(rawString(table, 'header.nope.deeper')).toBeUndefined();
  });
});

describe('Translate.raw', () => {
  it('hands over a plural table whole and a string as it is, placeholders kept', () => {
    const t = createTranslator('en', { header: { cart: CART, hi: 'Hi {{name}}' } });
    expect(t.raw('header.cart')).toEqual(CART);
    expect(t.raw('header.hi')).toBe('Hi {{name}}');
    expect(t.raw('header.nope')).toBeUndefined();
  });
});
