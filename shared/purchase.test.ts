import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  clampPurchaseQuantity,
  customPosterLines,
  frameAfterSizeChange,
  frameOfferPrice,
  framesForSize,
  frameOverlay,
  initialVariation,
  linesTotal,
  piecePrice,
  purchaseLines,
  templateValues,
  typedQuantity,
  photoPixels,
  isPhotoMissing,
  type FrameOffer,
  type PurchaseProduct,
  type Selection,
} from './purchase';
import type { Variation } from './types';

const variation = (id: number, name: string, p: number, extra: Partial<Variation> = {}): Variation => ({
  id,
  sku: `P-${name}`,
  name,
  stock_status: 'instock',
  prices: {
    n: [
      { q: 1, p },
      { q: 3, p: p - 50 },
    ],
  },
  ...extra,
});

const poster: PurchaseProduct = {
  id: 7,
  sku: 'P-7',
  name: 'Misty lake',
  slug: 'misty-lake',
  thumb: '/t.svg',
  type: 2,
  template_id: 2,
  vat: 25,
  group_id: 1,
  discount_category: 'posters',
  categories: [3],
  variations: [
    variation(71, '30x40 cm', 299),
    variation(72, '50x70 cm', 399, { prices: { n: [{ q: 1, p: 399 }], c: [{ q: 1, p: 299 }] } }),
  ],
  pieces: 1,
  options: { margin: true, black_and_white: false },
  fields: [],
};

const frame = (id: number, sizes: string[], status: Variation['stock_status'] = 'instock'): FrameOffer => ({
  id,
  name: `Frame ${id}`,
  slug: `frame-${id}`,
  thumb: `/f${id}.svg`,
  swatch: null,
  overlays: { portrait: null, landscape: null },
  group_id: 2,
  vat: 25,
  variations: sizes.map((size, i) => ({ ...variation(id * 100 + i, size, 199), sku: `F${id}-${size}`, size, stock_status: status })),
});

const frames = [frame(1, ['30x40 cm', '50x70 cm']), frame(2, ['50x70 cm']), frame(3, ['70x100 cm'])];

const choose = (overrides: Partial<Selection> = {}): Selection => ({
  variationId: 71,
  frameId: null,
  quantity: 1,
  margin: false,
  blackAndWhite: false,
  values: {},
  ...overrides,
});

describe('frames for a size', () => {
  it.each([
    ['30x40 cm', [1]],
    ['50x70 cm', [1, 2]],
    ['21x30 cm', []],
  ])('%s fits frames %j', (size, ids) => {
    expect(framesForSize(frames, size).map(({ frame }) => frame.id)).toEqual(ids);
  });
});

describe('the overlay of a frame', () => {
  const offer = { overlays: { portrait: '/p.svg', landscape: '/l.svg' } };
  it.each([
    ['a portrait picture', { w: 3500, h: 5000 }, '/p.svg'],
    ['a landscape picture', { w: 5000, h: 3500 }, '/l.svg'],
    ['a square picture', { w: 3000, h: 3000 }, '/p.svg'],
  ])('%s takes its own', (_, picture, expected) => {
    expect(frameOverlay(offer, picture)).toBe(expected);
  });
});

describe('the frame after a size change', () => {
  const offers = [...frames, frame(4, ['30x40 cm']), frame(5, ['50x70 cm'], 'outofstock')];
  it.each([
    ['no frame stays no frame', null, '50x70 cm', null],
    ['a frame made in the new size is kept', 1, '50x70 cm', 1],
    ['a frame not made in the new size is dropped', 4, '50x70 cm', null],
    ['a frame sold out in the new size is dropped', 5, '50x70 cm', null],
    ['an unknown frame is dropped', 99, '50x70 cm', null],
  ])('%s', (_, frameId, size, expected) => {
    expect(frameAfterSizeChange(offers, frameId, size)).toBe(expected);
  });
});

describe('piecePrice', () => {
  it.each([
    [1, { price: 299, ordinary: 299 }],
    [3, { price: 249, ordinary: 249 }],
  ])('at %i pieces', (quantity, expected) => expect(piecePrice(poster.variations[0]!.prices, quantity)).toEqual(expected));

  it('a campaign shows the original price and discount', () => {
    expect(piecePrice(poster.variations[1]!.prices, 1)).toEqual({ price: 299, ordinary: 399, o: 399, d: 25 });
  });
});

describe('purchaseLines', () => {
  it('a poster alone is one plain line at its tier price', () => {
    const [line, ...rest] = purchaseLines(poster, frames, choose({ quantity: 3 }));
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ product_id: 7, sku: 'P-30x40 cm', quantity: 3, price: 249, variation_name: '30x40 cm', metadata: null });
  });

  it('the chosen frame for the size comes as a second line', () => {
    const lines = purchaseLines(poster, frames, choose({ variationId: 72, frameId: 2, quantity: 2 }));
    expect(lines.map((l) => [l.sku, l.quantity, l.template_id])).toEqual([
      ['P-50x70 cm', 2, 2],
      ['F2-50x70 cm', 2, 6],
    ]);
  });

  it('a frame that does not fit the size is not added', () => {
    expect(purchaseLines(poster, frames, choose({ frameId: 3 }))).toHaveLength(1);
  });

  it('a set of three gets three frames per set', () => {
    const set = { ...poster, type: 3 as const, pieces: 3 };
    expect(purchaseLines(set, frames, choose({ frameId: 1, quantity: 2 }))[1]!.quantity).toBe(6);
  });

  it.each([
    ['a poster, one piece', 1, 1, 1, 199],
    ['a poster, three pieces (the 3-piece tier)', 1, 3, 3, 149],
    ['a set of three, one set (the 3-piece tier)', 3, 1, 3, 149],
    ['a set of two, one set', 2, 1, 2, 199],
  ])('%s: the frame option shows what the cart line charges', (_, pieces, quantity, count, each) => {
    const product = { ...poster, type: pieces > 1 ? (3 as const) : (2 as const), pieces };
    const shown = frameOfferPrice(product, frames[0]!.variations[0]!, quantity);
    expect(shown).toEqual({ count, each });
    const frameLine = purchaseLines(product, frames, choose({ frameId: 1, quantity }))[1]!;
    expect([frameLine.quantity, frameLine.price]).toEqual([shown.count, shown.each]);
  });

  it('margin is metadata only when the product offers it', () => {
    expect(purchaseLines(poster, frames, choose({ margin: true, blackAndWhite: true }))[0]!.metadata).toEqual({ margin: true });
  });

  it('an out-of-stock size adds nothing', () => {
    const sold = { ...poster, variations: [variation(71, '30x40 cm', 299, { stock_status: 'outofstock' })] };
    expect(purchaseLines(sold, frames, choose())).toEqual([]);
  });

  it('a custom poster needs its text, cut to each field', () => {
    const custom = {
      ...poster,
      template_id: 4 as const,
      options: { margin: false, black_and_white: false },
      fields: [{ key: 'title', label: 'Title', max: 5 }],
    };
    expect(purchaseLines(custom, frames, choose())).toEqual([]);
    expect(purchaseLines(custom, frames, choose({ values: { title: '  Anna Svensson ', other: 'x' } }))[0]!.metadata).toEqual({
      template: { values: { title: 'Anna' } },
    });
  });

  it('a standard product has no variation name', () => {
    const standard = { ...poster, type: 1 as const, variations: [variation(9, 'Misty lake', 99)] };
    expect(purchaseLines(standard, [], choose({ variationId: 9 }))[0]!.variation_name).toBeNull();
  });

  test.prop([fc.integer({ min: -10, max: 10_000 }), fc.boolean()])('quantities stay 1..5000 and the total adds up', (quantity, framed) => {
    const lines = purchaseLines(poster, frames, choose({ quantity, frameId: framed ? 1 : null }));
    for (const line of lines) {
      expect(line.quantity).toBeGreaterThanOrEqual(1);
      expect(line.quantity).toBeLessThanOrEqual(5000);
    }
    expect(linesTotal(lines)).toBe(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
  });
});

describe('the typed quantity', () => {
  it.each([
    ['', null],
    [' ', null],
    ['3', 3],
    [' 13 ', 13],
    ['0', 0],
    ['9999', 9999],
    ['1.5', null],
    ['-2', null],
    ['1e3', null],
  ])('%j is %j', (text, expected) => expect(typedQuantity(text)).toBe(expected));

  test.prop([fc.string()])('typed text, once clamped, is always 1..5000', (text) => {
    const quantity = clampPurchaseQuantity(typedQuantity(text) ?? 1);
    expect(quantity).toBeGreaterThanOrEqual(1);
    expect(quantity).toBeLessThanOrEqual(5000);
  });
});

describe('the photo a BYOP poster needs', () => {
  it.each([
    ['21x30 cm', { width: 1241, height: 1772 }],
    ['50x70 cm', { width: 2953, height: 4134 }],
    ['70x100 cm', { width: 4134, height: 5906 }],
    ['30 x 30 cm', { width: 1772, height: 1772 }],
    ['Gift card', null],
  ])('%s: %j', (size, expected) => expect(photoPixels(size)).toEqual(expected));
});

describe('a photo poster (BYOP) is bought with its photo', () => {
  const byop: PurchaseProduct = { ...poster, template_id: 5, options: { margin: true, black_and_white: true } };
  const photo = { key: 'photos/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', width: 4200, height: 3000 };

  it('no line until a photo is uploaded', () => {
    expect(isPhotoMissing(byop, choose())).toBe(true);
    expect(purchaseLines(byop, frames, choose())).toEqual([]);
  });

  it('the line carries the photo with the chosen options, and its frame none', () => {
    const lines = purchaseLines(byop, frames, choose({ photo, margin: true, blackAndWhite: true, frameId: 1 }));
    expect(lines.map((line) => line.metadata)).toEqual([{ margin: true, black_and_white: true, photo }, null]);
  });

  it('another template never carries a photo', () => {
    expect(isPhotoMissing(poster, choose())).toBe(false);
    expect(purchaseLines(poster, frames, choose({ photo }))[0]!.metadata).toBeNull();
  });
});

describe('helpers', () => {
  it('the first buyable variation is chosen at first', () => {
    expect(initialVariation([variation(1, 'a', 1, { stock_status: 'outofstock' }), variation(2, 'b', 1)])?.id).toBe(2);
    expect(initialVariation([])).toBeUndefined();
  });

  it.each([
    [0, 1],
    [1.7, 1],
    [Number.NaN, 1],
    [6000, 5000],
  ])('quantity %d becomes %d', (value, expected) => expect(clampPurchaseQuantity(value)).toBe(expected));

  it('drops unknown template keys', () => {
    expect(templateValues([{ key: 'a', label: 'A', max: 3 }], { a: 'abcdef', b: 'x' })).toEqual({ a: 'abc' });
  });
});

describe('a custom poster from its editor', () => {
  const custom: PurchaseProduct = { ...poster, id: 9, template_id: 4, options: { margin: false, black_and_white: false }, fields: [] };
  const values = { template: 'typography', line1: 'Hej', font: 'inter', layout: 'centered', foreground: '#1a1a1a', background: '#ffffff' };
  const selection = { variationId: 72, frameId: 2, quantity: 2 };

  it('carries the design as metadata.template.values, shows its picture and brings the frame', () => {
    const [line, frameLine, ...rest] = customPosterLines(custom, frames, selection, values, '/render-custom-poster/typography.png?v=x');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ product_id: 9, sku: 'P-50x70 cm', quantity: 2, thumb: '/render-custom-poster/typography.png?v=x' });
    expect(line!.metadata).toEqual({ template: { values } });
    expect(frameLine).toMatchObject({ sku: 'F2-50x70 cm', quantity: 2, metadata: null });
  });

  it('keeps the product picture when there is no render, and copies the values', () => {
    const [line] = customPosterLines(custom, frames, { ...selection, frameId: null }, values, null);
    expect(line!.thumb).toBe('/t.svg');
    expect(line!.metadata!.template!.values).not.toBe(values);
  });

  it('adds nothing in a size that is sold out', () => {
    const soldOut = { ...custom, variations: [variation(72, '50x70 cm', 399, { stock_status: 'outofstock' })] };
    expect(customPosterLines(soldOut, frames, selection, values, null)).toEqual([]);
  });
});
