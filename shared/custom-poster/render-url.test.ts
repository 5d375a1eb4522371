import { describe, expect, it } from 'vitest';
import { parseTemplateValues } from '../cart-links';
import { encodeValues } from './designs';
import { designSummary, lineThumb, renderUrl, sheetOf } from './render-url';
import { sampleStarMap, sampleTypography } from './samples';

const typography = encodeValues(sampleTypography);
const starMap = encodeValues(sampleStarMap);

describe('the picture of a design', () => {
  it('is the render route PNG with the values as the product link carries them', () => {
    const url = new URL(renderUrl(typography)!, 'https://shop.test');
    expect(url.pathname).toBe('/render-custom-poster/typography.png');
    expect(parseTemplateValues(url.searchParams.get('v'))).toEqual(typography);
    expect(url.searchParams.has('poster')).toBe(false);
  });

  it('names the sheet and the format when asked', () => {
    expect(renderUrl(starMap, { format: 'svg', sheet: '30x40' })).toMatch(/^\/render-custom-poster\/star-map\.svg\?v=[\w-]+&poster=30x40$/);
  });

  it.each([
    ['no values', null],
    ['an unknown template', { template: 'city-map', city: 'Oslo' }],
    ['older texts without a template', { title: 'Us' }],
  ])('is none for %s', (_name, values) => {
    expect(renderUrl(values)).toBeNull();
  });
});

describe('the sheet of a size', () => {
  it.each([
    ['50x70 cm', '50x70'],
    ['21 × 30 cm', '21x30'],
    ['70x100', '70x100'],
    ['30x30 cm', null],
    ['A4', null],
    [null, null],
  ])('%s → %s', (size, sheet) => {
    expect(sheetOf(size)).toBe(sheet);
  });
});

describe('the summary on a cart line', () => {
  it.each<[string, Record<string, string> | null, string[]]>([
    ['typography: its lines, blank ones left out', typography, ['Home is where', 'the heart is ♥']],
    ['star map: place, date and caption', starMap, ['Göteborg, Sverige', '2019-06-21', 'The night we met — 21.06.2019']],
    ['older texts: as they are', { title: 'Us', subtitle: ' ' }, ['Us']],
    ['nothing', null, []],
  ])('%s', (_name, values, summary) => {
    expect(designSummary(values)).toEqual(summary);
  });
});

describe('the picture of a cart or order line', () => {
  const values = encodeValues(sampleTypography);
  it('is a custom poster’s design on the line’s size', () => {
    expect(lineThumb({ thumb: '/api/images/c.svg', variation_name: '30x40 cm', metadata: { template: { values } } })).toBe(
      renderUrl(values, { sheet: '30x40' }),
    );
  });
  it.each([
    ['a plain line', { thumb: '/api/images/p.svg', variation_name: '50x70 cm', metadata: null }, '/api/images/p.svg'],
    [
      'older texts without a template',
      { thumb: '/api/images/c.svg', metadata: { template: { values: { title: 'Anna' } } } },
      '/api/images/c.svg',
    ],
    ['an order line without a picture', { thumb: null, metadata: null }, null],
    [
      'a photo poster whose key is no photo key',
      { thumb: '/api/images/b.svg', metadata: { photo: { key: 'artists/1/avatar.jpg' } } },
      '/api/images/b.svg',
    ],
  ])('is the line’s own thumb for %s', (_name, line, expected) => {
    expect(lineThumb(line)).toBe(expected);
  });

  it('is a photo poster’s own photo made small, on any line that carries it (cart or order)', () => {
    const photo = { key: 'photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', width: 4032, height: 3024 };
    const expected = '/api/photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg?size=thumb';
    expect(lineThumb({ thumb: '/api/images/byop-sample.svg', variation_name: '50x70 cm', metadata: { photo } })).toBe(expected);
    expect(lineThumb({ thumb: null, metadata: { photo } })).toBe(expected);
  });
});
