import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64Url, parseAtc, parseCjevent, parseDiscountCode, parseLandingParams } from './query-params';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('parseDiscountCode (disc)', () => {
  it.each<[string | null, string | null]>([
    ['SPRING-25', 'SPRING-25'],
    [' welcome10 ', 'welcome10'],
    ['abc', 'abc'],
    ['ab', null],
    ['spring 25', null],
    ['räv-10', null],
    ['<script>', null],
    ['A'.repeat(50), 'A'.repeat(50)],
    ['A'.repeat(51), null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseDiscountCode(value)).toBe(expected);
  });
});

describe('parseCjevent', () => {
  it.each<[string | null, string | null]>([
    ['a1b2-c3d4', 'a1b2-c3d4'],
    ['x', 'x'],
    ['a_b', null],
    ['a;b', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseCjevent(value)).toBe(expected);
  });
});

describe('parseAtc', () => {
  it.each<[string, string | null, { sku: string; quantity: number }[]]>([
    [
      'base64 pairs',
      base64('P1-50x70:2;P2:1'),
      [
        { sku: 'P1-50x70', quantity: 2 },
        { sku: 'P2', quantity: 1 },
      ],
    ],
    ['base64url without padding', base64url('P1?x:3'), [{ sku: 'P1?x', quantity: 3 }]],
    ['a + that arrived as a space', base64('P1>>:1').replace('+', ' '), [{ sku: 'P1>>', quantity: 1 }]],
    ['invalid pairs are dropped', base64('A:0;B:5001;C:1.5;D:-1;:4;E;F:x;G:7'), [{ sku: 'G', quantity: 7 }]],
    ['a repeated sku adds up to at most 5000', base64('A:4000;A:4000'), [{ sku: 'A', quantity: 5000 }]],
    ['a sku may contain a colon', base64('A:B:2'), [{ sku: 'A:B', quantity: 2 }]],
    ['control characters are refused', base64('A\u0000:2'), []],
    ['not base64', '%%%', []],
    ['empty', '', []],
    ['missing', null, []],
  ])('%s', (_name, value, expected) => {
    expect(parseAtc(value)).toEqual(expected);
  });

  test.prop([fc.string()])('never throws on arbitrary text', (value) => {
    expect(Array.isArray(parseAtc(value))).toBe(true);
  });

  test.prop([fc.string({ unit: 'binary' })])('never throws on the base64 of arbitrary text, and keeps quantities in 1..5000', (text) => {
    for (const item of parseAtc(base64(text))) {
      expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= 5000).toBe(true);
      expect(item.sku.length).toBeGreaterThan(0);
    }
  });

  const items = fc.uniqueArray(
    fc.record({
      // Printable text, including ':' and characters outside Latin-1 (UTF-8 in base64).
      sku: fc
        .string({ unit: fc.constantFrom(...'Pp09-_:./ äö€😀'), minLength: 1, maxLength: 20 })
        .map((sku) => sku.trim())
        .filter((sku) => sku.length > 0),
      quantity: fc.integer({ min: 1, max: 5000 }),
    }),
    { selector: (item) => item.sku, maxLength: 10 },
  );

  test.prop([items])('reads back every list of printable skus and quantities, in order', (list) => {
    expect(parseAtc(base64(list.map((item) => `${item.sku}:${item.quantity}`).join(';')))).toEqual(list);
  });
});

describe('parseLandingParams', () => {
  it('reads every parameter of a landing URL', () => {
    const search = `?disc=SPRING-25&cjevent=abc-123&atc=${encodeURIComponent(base64('P1:2'))}&utm_source=newsletter`;
    expect(parseLandingParams(search)).toEqual({
      discountCode: 'SPRING-25',
      cjevent: 'abc-123',
      atc: [{ sku: 'P1', quantity: 2 }],
      campaign: { utm_source: 'newsletter' },
    });
  });

  test.prop([fc.string()])('never throws on an arbitrary query string', (search) => {
    expect(() => parseLandingParams(search)).not.toThrow();
  });
});

describe('base64url of the browser’s links', () => {
  test.prop([fc.string({ unit: 'binary' })])('is RFC 4648 base64url without padding, and reads back as the same text', (text) => {
    const encoded = encodeBase64Url(text);
    expect(encoded).toBe(base64url(text));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodeBase64(encoded)).toBe(Buffer.from(text, 'utf8').toString('utf8'));
  });
});
