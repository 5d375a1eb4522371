import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  SORTS,
  activeFilterCount,
  apiFilterQuery,
  listingParams,
  pageCount,
  pageWindow,
  parseFilters,
  parsePage,
  parseSort,
  type ListingState,
} from './filters';
import type { ProductAttribute } from './types';

const attributes: ProductAttribute[] = [
  {
    id: 1,
    name: 'Storlek',
    slug: 'storlek',
    values: [
      { id: 1, name: '30x40 cm', slug: '30x40' },
      { id: 2, name: '50x70 cm', slug: '50x70' },
    ],
  },
  {
    id: 2,
    name: 'Färg',
    slug: 'farg',
    values: [
      { id: 3, name: 'Blå', slug: 'bla' },
      { id: 4, name: 'Grön', slug: 'gron' },
    ],
  },
  { id: 3, name: 'Page', slug: 'page', values: [{ id: 5, name: 'x', slug: 'x' }] },
];

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['100000', 100000],
    ['100001', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['02', null],
    ['', null],
    ['abc', null],
    ['1e3', null],
    [' 2', null],
  ])('%j is %j', (value, expected) => expect(parsePage(value)).toBe(expected));

  test.prop([fc.integer({ min: 1, max: 100_000 })])('every page number it writes reads back', (page) => {
    expect(parsePage(String(page))).toBe(page);
  });
});

describe('parseSort', () => {
  it.each([
    [undefined, 'popular'],
    ['', 'popular'],
    ['newest', 'newest'],
    ['price_asc', 'price_asc'],
    ['cheapest', null],
    ['relevance', null],
  ])('%j is %j', (value, expected) => expect(parseSort(value)).toBe(expected));
});

describe('parseFilters', () => {
  it.each([
    ['', []],
    ['storlek=50x70', [['storlek', ['50x70']]]],
    ['storlek=50x70&storlek=30x40', [['storlek', ['30x40', '50x70']]]],
    ['storlek=50x70,30x40', [['storlek', ['30x40', '50x70']]]],
    [
      'farg=gron&storlek=30x40',
      [
        ['storlek', ['30x40']],
        ['farg', ['gron']],
      ],
    ],
    ['storlek=99x99', []],
    ['utm_source=x&colour=blue', []],
    ['page=x', []],
  ])('%s gives %j', (query, expected) => {
    expect(parseFilters(new URLSearchParams(query), attributes)).toEqual(expected);
  });

  it('the API gets one attr[...] parameter per attribute', () => {
    expect(
      apiFilterQuery([
        ['storlek', ['30x40', '50x70']],
        ['farg', ['bla']],
      ]),
    ).toEqual({
      'attr[storlek]': '30x40,50x70',
      'attr[farg]': 'bla',
    });
  });
});

const state = fc.record({
  page: fc.integer({ min: 1, max: 500 }),
  sort: fc.constantFrom(...SORTS),
  filters: fc.subarray(['30x40', '50x70']).chain((sizes) =>
    fc.subarray(['bla', 'gron']).map((colours) => {
      const filters: ListingState['filters'] = [];
      if (sizes.length) filters.push(['storlek', sizes]);
      if (colours.length) filters.push(['farg', colours]);
      return filters;
    }),
  ),
});

describe('listingParams', () => {
  it('leaves out the defaults', () => {
    expect(listingParams({ page: 1, sort: DEFAULT_SORT, filters: [] }).toString()).toBe('');
    expect(listingParams({ page: 2, sort: 'newest', filters: [['storlek', ['50x70']]] }, { query: 'berg' }).toString()).toBe(
      'query=berg&storlek=50x70&sort=newest&page=2',
    );
  });

  test.prop([state])('a view written to a URL reads back as the same view', (view) => {
    const params = listingParams(view);
    expect({ page: parsePage(params.get('page')), sort: parseSort(params.get('sort')), filters: parseFilters(params, attributes) }).toEqual(
      view,
    );
  });

  test.prop([state])('the canonical query is a fixed point', (view) => {
    const params = listingParams(view);
    const again = listingParams({
      page: parsePage(params.get('page'))!,
      sort: parseSort(params.get('sort'))!,
      filters: parseFilters(params, attributes),
    });
    expect(again.toString()).toBe(params.toString());
  });

  it('counts active filter values', () => {
    expect(
      activeFilterCount([
        ['storlek', ['30x40', '50x70']],
        ['farg', ['bla']],
      ]),
    ).toBe(3);
  });
});

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [2000, 84],
  ])('%i products make %i pages', (records, pages) => expect(pageCount(records)).toBe(pages));

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])('page %i of %i links to %j', (current, total, expected) => expect(pageWindow(current, total)).toEqual(expected));

  test.prop([fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 })])(
    'the window holds the first, last and current page in order, no gap twice',
    (a, b) => {
      const [current, total] = a <= b ? [a, b] : [b, a];
      const pages = pageWindow(current, total);
      expect(pages).toContain(1);
      expect(pages).toContain(total);
      expect(pages).toContain(current);
      const numbers = pages.filter((p): p is number => p !== null);
      expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
      pages.forEach((p, i) => i > 0 && p === null && expect(pages[i - 1]).not.toBeNull());
    },
  );
});
