import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { encodeTemplateValues, parseTemplateValues, productHref, TEMPLATE_PARAM } from './cart-links';

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
    ['a value over 200 characters', encodeTemplateValues({ a: 'x'.repeat(201) })],
    ['more than 20 fields', encodeTemplateValues(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])))],
    ['nothing', null],
  ])('%s is rejected', (_name, value) => {
    expect(parseTemplateValues(value)).toBeNull();
  });

  test.prop([fc.dictionary(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 200 }), { maxKeys: 20 })])(
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
