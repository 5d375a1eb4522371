import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  encodeCartCarry,
  encodeTemplateValues,
  MAX_CARRY_LENGTH,
  parseCartCarry,
  parseTemplateValues,
  productHref,
  TEMPLATE_PARAM,
} from './cart-links';
import { cartLine as testLine } from './testing';
import type { CartLine } from './types';

/** Names the API refuses: they could reach a prototype (shared/schemas/cart). */
const templateKey = fc.string({ minLength: 1, maxLength: 40 }).filter((key) => !['__proto__', 'prototype', 'constructor'].includes(key));

describe('template values of a custom poster link', () => {
  it.each([[{ title: 'Vårt bröllop', date: '2025-06-14' }], [{}], [{ 'line 1': '⭐ Ünïcødé & <b>tags</b> / + = ?' }]])(
    '%j survives the round trip and is URL-safe',
    (values) => {
      const encoded = encodeTemplateValues(values);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(parseTemplateValues(encoded)).toEqual(values);
    },
  );

  it.each([
    ['not base64', '%%%'],
    ['not JSON', encodeTemplateValues({ a: 'b' }).slice(0, 5)],
    ['an array', btoa('["a"]')],
    ['a number value', btoa('{"a":1}')],
    ['an empty key', btoa('{"":"x"}')],
    ['a name that reaches a prototype', btoa('{"constructor":"x"}')],
    ['a value over 200 characters', encodeTemplateValues({ a: 'x'.repeat(201) })],
    ['more than 20 fields', encodeTemplateValues(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])))],
    ['nothing', null],
  ])('%s is rejected', (_name, value) => {
    expect(parseTemplateValues(value)).toBeNull();
  });

  test.prop([fc.dictionary(templateKey, fc.string({ maxLength: 200 }), { maxKeys: 20 })])(
    'any values the API accepts round-trip',
    (values) => {
      expect(parseTemplateValues(encodeTemplateValues(values))).toEqual(values);
    },
  );

  test.prop([fc.string()])('never throws on arbitrary input', (value) => {
    expect(() => parseTemplateValues(value)).not.toThrow();
  });
});

describe('productHref', () => {
  it('links a plain line to its product page', () => {
    expect(productHref('produkt', 'berg i dimma')).toBe('/produkt/berg%20i%20dimma');
  });

  it('links a custom poster with its template values, which the product page can read back', () => {
    const values = { title: 'Vårt bröllop', date: '2025-06-14' };
    const url = new URL(productHref('product', 'star-map', { template: { values } }), 'https://artlane.co.uk');
    expect(url.pathname).toBe('/product/star-map');
    expect(parseTemplateValues(url.searchParams.get(TEMPLATE_PARAM))).toEqual(values);
  });

  it('poster options alone add no query', () => {
    expect(productHref('product', 'x', { margin: true, template: { values: {} } })).toBe('/product/x');
  });
});

const cartLine = (overrides: Partial<CartLine> = {}): CartLine =>
  testLine({ uuid: 'a', thumb: '', pricing: [], categories: [], ...overrides });

describe('the cart carried to another language (?cart=)', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const custom = { template: { values: { title: 'Vårt bröllop', date: '2025-06-14' } } };

  it('carries every line the shopper chose and every code, URL-safe', () => {
    const lines = [
      cartLine({ uuid: 'a', sku: 'P1-50x70', quantity: 2 }),
      cartLine({ uuid: 'b', sku: 'C1-30x40', metadata: custom }),
      cartLine({ uuid: 'c', sku: 'P2-50x70', metadata: { margin: true, black_and_white: true } }),
    ];
    const encoded = encodeCartCarry(lines, ['SPRING-25', 'ART20']);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseCartCarry(encoded)).toEqual({
      items: [
        { sku: 'P1-50x70', quantity: 2 },
        { sku: 'C1-30x40', quantity: 1, metadata: custom },
        { sku: 'P2-50x70', quantity: 1, metadata: { margin: true, black_and_white: true } },
      ],
      codes: ['SPRING-25', 'ART20'],
    });
  });

  it('leaves out coupon gifts, cross-sells and lines the server emptied; nothing to carry is ""', () => {
    const lines = [
      cartLine({ added_by_coupon: 'GIFT' }),
      cartLine({ cross_selling_product_id: 4 }),
      cartLine({ quantity: 0, adjusted_quantity: 0 }),
    ];
    expect(encodeCartCarry(lines, [])).toBe('');
  });

  it('a cart too long for an address carries its first lines', () => {
    const long = { template: { values: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field-${i}`, 'x'.repeat(200)])) } };
    const lines = Array.from({ length: 10 }, (_, i) => cartLine({ uuid: `u${i}`, sku: `C${i}`, metadata: long }));
    const encoded = encodeCartCarry(lines, ['SPRING-25']);
    expect(encoded.length).toBeLessThanOrEqual(MAX_CARRY_LENGTH);
    const carried = parseCartCarry(encoded)!;
    expect(carried.codes).toEqual(['SPRING-25']);
    expect(carried.items.map((item) => item.sku)).toEqual(lines.slice(0, carried.items.length).map((line) => line.sku));
    expect(carried.items.length).toBeGreaterThan(0);
  });

  it('200 plain lines fit', () => {
    const lines = Array.from({ length: 200 }, (_, i) => cartLine({ uuid: `u${i}`, sku: `P0${1000 + i}-50x70`, quantity: 12 }));
    expect(parseCartCarry(encodeCartCarry(lines, []))?.items).toHaveLength(200);
  });

  it.each<[string, unknown]>([
    ['an unknown field', { items: [], codes: [], extra: 1 }],
    ['an unknown line field', { items: [{ sku: 'A', quantity: 1, price: 1 }], codes: [] }],
    ['a sku of 65 characters', { items: [{ sku: 'x'.repeat(65), quantity: 1 }], codes: [] }],
    ['an empty sku', { items: [{ sku: '', quantity: 1 }], codes: [] }],
    ['a control character', { items: [{ sku: 'A\n', quantity: 1 }], codes: [] }],
    ['quantity 0', { items: [{ sku: 'A', quantity: 0 }], codes: [] }],
    ['quantity 5001', { items: [{ sku: 'A', quantity: 5001 }], codes: [] }],
    ['a fractional quantity', { items: [{ sku: 'A', quantity: 1.5 }], codes: [] }],
    ['201 lines', { items: Array.from({ length: 201 }, () => ({ sku: 'A', quantity: 1 })), codes: [] }],
    ['21 codes', { items: [], codes: Array.from({ length: 21 }, (_, i) => `CODE-${i}`) }],
    ['a malformed code', { items: [], codes: ['a!'] }],
    ['metadata with an unknown field', { items: [{ sku: 'A', quantity: 1, metadata: { colour: 'red' } }], codes: [] }],
    [
      'a text of 201 characters',
      { items: [{ sku: 'A', quantity: 1, metadata: { template: { values: { a: 'x'.repeat(201) } } } }], codes: [] },
    ],
    ['items that are not a list', { items: {}, codes: [] }],
    ['an array', []],
  ])('%s makes the whole value invalid', (_name, value) => {
    expect(parseCartCarry(encode(value))).toBeNull();
  });

  it.each([null, '', '%%%', 'bm90IGpzb24', 'x'.repeat(MAX_CARRY_LENGTH + 1)])('%j is not a carried cart', (value) => {
    expect(parseCartCarry(value)).toBeNull();
  });

  test.prop([fc.string({ maxLength: 200 })])('never throws on arbitrary input', (value) => {
    expect(() => parseCartCarry(value)).not.toThrow();
    expect(() => parseCartCarry(Buffer.from(value).toString('base64url'))).not.toThrow();
  });

  test.prop([
    fc.array(
      fc.record({
        sku: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/),
        quantity: fc.integer({ min: 1, max: 5000 }),
        margin: fc.option(fc.boolean(), { nil: undefined }),
        values: fc.option(fc.dictionary(templateKey, fc.string({ maxLength: 60 }), { maxKeys: 3 }), {
          nil: undefined,
        }),
      }),
      { minLength: 1, maxLength: 20 },
    ),
  ])('every line the API accepts round-trips', (items) => {
    const lines = items.map(({ sku, quantity, margin, values }, index) => {
      const metadata = { ...(margin === undefined ? {} : { margin }), ...(values === undefined ? {} : { template: { values } }) };
      return cartLine({ uuid: `u${index}`, sku, quantity, metadata: Object.keys(metadata).length > 0 ? metadata : null });
    });
    const carried = parseCartCarry(encodeCartCarry(lines, []));
    expect(carried?.items).toEqual(lines.map(({ sku, quantity, metadata }) => ({ sku, quantity, ...(metadata ? { metadata } : {}) })));
  });
});
