import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_LENGTH,
  canSubmit,
  isDropdownOpen,
  isLocalPath,
  moveActive,
  normalizeQuery,
  parseSearchParam,
  searchOptions,
  shouldRequest,
} from './search';
import type { ProductSummary } from './types';

describe('the header search rules (docs/browse.md "Header search")', () => {
  it.each([
    ['', false, false, false],
    ['a', false, false, false],
    ['  a  ', false, false, false],
    ['ab', true, false, true],
    [' ab ', true, false, true],
    ['abc', true, true, true],
    ['a b', true, true, true],
    ['     ', false, false, false],
    ['åä', true, false, true],
  ])('%j: dropdown %s, request %s, Enter %s', (text, dropdown, request, enter) => {
    expect(isDropdownOpen(text)).toBe(dropdown);
    expect(shouldRequest(text)).toBe(request);
    expect(canSubmit(text)).toBe(enter);
  });

  test.prop([fc.string()])('a request implies an open dropdown, which implies Enter works', (text) => {
    if (shouldRequest(text)) expect(isDropdownOpen(text)).toBe(true);
    expect(isDropdownOpen(text)).toBe(canSubmit(text));
  });

  test.prop([fc.string({ maxLength: 300 })])('a normalised query is trimmed and at most 100 characters', (text) => {
    const query = normalizeQuery(text);
    expect(query).toBe(query.trim());
    expect([...query].length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(normalizeQuery(query)).toBe(query);
  });
});

describe('moveActive', () => {
  it.each([
    [-1, 1, 3, 0],
    [0, 1, 3, 1],
    [2, 1, 3, -1],
    [-1, -1, 3, 2],
    [0, -1, 3, -1],
    [-1, 1, 0, -1],
  ] as const)('from %i by %i of %i options is %i', (current, delta, count, expected) => {
    expect(moveActive(current, delta, count)).toBe(expected);
  });

  test.prop([fc.integer({ min: -1, max: 20 }), fc.constantFrom(1 as const, -1 as const), fc.integer({ min: 0, max: 20 })])(
    'stays within the options or -1',
    (current, delta, count) => {
      const next = moveActive(Math.min(current, count - 1), delta, count);
      expect(next).toBeGreaterThanOrEqual(-1);
      expect(next).toBeLessThan(Math.max(count, 1));
    },
  );
});

const product = (id: number, slug: string): ProductSummary => ({
  id,
  sku: `P${id}`,
  name: `Poster ${id}`,
  slug,
  type: 2,
  template_id: 2,
  images: [{ t: 3, url: `/t${id}.svg`, w: 280, h: 400 }],
  variations: [],
  group_id: 1,
  prices: { n: [{ q: 1, p: 10 }] },
  vat: 25,
  stock_status: 'instock',
});

describe('searchOptions', () => {
  it('lists hints, products with thumbnails, then all results', () => {
    const options = searchOptions(
      ' mount ',
      [
        { id: 1, hint: 'Mountains', url: '/posters/nature/mountains', url_title: 'Posters › Nature › Mountains' },
        { id: 2, hint: 'Evil', url: 'https://evil.example/', url_title: '' },
      ],
      [product(7, 'misty-mountain')],
      'de',
    );
    expect(options.map((o) => [o.kind, o.href])).toEqual([
      ['hint', '/posters/nature/mountains'],
      ['product', '/produkt/misty-mountain'],
      ['all', '/search-results?query=mount'],
    ]);
    expect(options[1]!.thumb).toEqual({ url: '/t7.svg', w: 280, h: 400 });
  });

  it('uses the product word of the language', () => {
    expect(searchOptions('abc', [], [product(1, 'x')], 'fr')[0]!.href).toBe('/produit/x');
  });
});

describe('isLocalPath', () => {
  it.each([
    ['/a', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
  ])('%s: %s', (url, expected) => expect(isLocalPath(url)).toBe(expected));
});

describe('parseSearchParam', () => {
  it.each([
    [null, null],
    ['', null],
    ['a', null],
    ['  berg  see ', 'berg see'],
  ])('%j is %j', (value, expected) => expect(parseSearchParam(value)).toBe(expected));
});
