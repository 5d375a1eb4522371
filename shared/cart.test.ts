import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartTotal,
  clampQuantity,
  clearCheckout,
  emptyCart,
  itemCount,
  MAX_CART_LINES,
  mergeServerLines,
  metadataKey,
  LINE_LIMITS,
  parseLineMetadata,
  parseTemplateFields,
  setQuantity,
  upsertLines,
  type ServerLine,
} from './cart';
import { roundMoney } from './money';
import { unitPrice } from './pricing';
import { cartLine } from './testing';
import type { CartLine } from './types';

const tiers = [
  { q: 1, p: 299 },
  { q: 3, p: 249 },
  { q: 10, p: 199 },
];

const line = (overrides: Partial<CartLine> = {}): CartLine =>
  cartLine({ uuid: 'a', thumb: '', pricing: tiers, categories: [], ...overrides });

const { uuid: _uuid, ...incoming } = line();
const counter = () => {
  let next = 0;
  return () => `new-${++next}`;
};

describe('addLine', () => {
  it.each<[string, Partial<CartLine>, Partial<CartLine>, number]>([
    ['the same plain product merges', {}, {}, 1],
    ['another sku is a new line', {}, { sku: 'P1-30x40' }, 2],
    ['another product is a new line', {}, { product_id: 2 }, 2],
    ['metadata on the new line keeps it apart', {}, { metadata: { margin: true } }, 2],
    ['metadata on the existing line keeps it apart', { metadata: { template: { values: { t: 'Hi' } } } }, {}, 2],
    ['a cross-sell line never merges', { cross_selling_product_id: 9 }, {}, 2],
    ['a coupon gift never merges', {}, { added_by_coupon: 'SPRING-25' }, 2],
  ])('%s', (_name, existing, adding, lineCount) => {
    const result = addLine([line(existing)], { ...incoming, ...adding }, counter());
    expect(result).toHaveLength(lineCount);
  });

  it('a changed custom poster design is a new line, the same design again too (docs/cart.md "Cart rules": metadata never merges)', () => {
    const design = (line1: string) => ({ template: { values: { template: 'typography', line1, font: 'inter' } } });
    const first = addLine([], { ...incoming, metadata: design('Hej') }, counter());
    const changed = addLine(first, { ...incoming, metadata: design('Hej då') }, counter());
    expect(changed.map((l) => l.metadata?.template?.values.line1)).toEqual(['Hej', 'Hej då']);
    expect(addLine(changed, { ...incoming, metadata: design('Hej') }, counter())).toHaveLength(3);
  });

  it('a merge reprices the line from its tiers', () => {
    const [merged] = addLine([line({ quantity: 2 })], { ...incoming, quantity: 1 }, counter());
    expect(merged).toMatchObject({ uuid: 'a', quantity: 3, price: 249 });
  });

  it('a new line gets a fresh uuid and its tier price', () => {
    const result = addLine([], { ...incoming, quantity: 10 }, counter());
    expect(result).toEqual([expect.objectContaining({ uuid: 'new-1', quantity: 10, price: 199 })]);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [9000, 5000],
  ])('an incoming quantity of %d becomes %d', (quantity, expected) => {
    expect(addLine([], { ...incoming, quantity }, counter())[0]?.quantity).toBe(expected);
  });

  it('a full cart takes no new line but still merges', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => line({ uuid: `l${index}`, sku: `S${index}` }));
    expect(addLine(full, { ...incoming, sku: 'new' }, counter())).toBe(full);
    expect(addLine(full, { ...incoming, sku: 'S0' }, counter())[0]?.quantity).toBe(2);
  });

  it('a merge stops at 5000', () => {
    expect(addLine([line({ quantity: 4990 })], { ...incoming, quantity: 20 }, counter())[0]?.quantity).toBe(5000);
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 10 }), fc.integer({ min: 1, max: 100 }), fc.boolean()])(
    'merging or appending adds exactly the incoming quantity',
    (quantities, adding, isSameProduct) => {
      const lines = quantities.map((quantity, index) => line({ uuid: `l${index}`, sku: `S${index}`, quantity }));
      const result = addLine(lines, { ...incoming, sku: isSameProduct ? 'S0' : 'other', quantity: adding }, counter());
      expect(itemCount(result)).toBe(itemCount(lines) + adding);
      expect(new Set(result.map((entry) => entry.uuid)).size).toBe(result.length);
    },
  );
});

describe('setQuantity', () => {
  const cart = [line({ uuid: 'a', quantity: 2 }), line({ uuid: 'b', sku: 'P1-30x40', quantity: 1 })];

  it.each([
    [3, 249],
    [9, 249],
    [10, 199],
    [1, 299],
  ])('%i pieces cost %i each', (quantity, price) => {
    expect(setQuantity(cart, 'a', quantity)[0]).toMatchObject({ quantity, price });
  });

  it('0 removes the line', () => {
    expect(setQuantity(cart, 'a', 0).map((entry) => entry.uuid)).toEqual(['b']);
  });

  it.each([-1, 1.5, Number.NaN, 5001, Number.POSITIVE_INFINITY])('%d is rejected', (quantity) => {
    expect(setQuantity(cart, 'a', quantity)).toBe(cart);
  });

  it('an unknown line or an unchanged quantity changes nothing', () => {
    expect(setQuantity(cart, 'x', 3)).toBe(cart);
    expect(setQuantity(cart, 'a', 2)).toBe(cart);
  });

  it('a new quantity clears the server adjustment note', () => {
    const adjusted = [line({ quantity: 2, adjusted_quantity: 2, cart_notice: 'Few left' })];
    expect(setQuantity(adjusted, 'a', 1)[0]).toMatchObject({ adjusted_quantity: null, cart_notice: 'Few left' });
  });

  it.each<[string, Partial<CartLine>, number, number]>([
    ['a coupon gift keeps its quantity', { added_by_coupon: 'GIFT' }, 3, 1],
    ['a coupon gift cannot be removed here', { added_by_coupon: 'GIFT' }, 0, 1],
    ['a cross-sell line keeps its quantity', { cross_selling_product_id: 7 }, 3, 1],
    ['a cross-sell offer can be declined', { cross_selling_product_id: 7 }, 0, 0],
  ])('%s', (_name, overrides, quantity, lineCount) => {
    const locked = [line({ ...overrides, price: 0 })];
    const result = setQuantity(locked, 'a', quantity);
    expect(result).toHaveLength(lineCount);
    if (lineCount) expect(result[0]).toMatchObject({ quantity: 1, price: 0 });
  });

  test.prop([fc.oneof(fc.integer({ min: -10, max: 6000 }), fc.double()), fc.integer({ min: 1, max: 5000 })])(
    'never yields a line with a quantity outside 1..5000 or a wrong tier price',
    (quantity, start) => {
      const result = setQuantity([line({ quantity: start })], 'a', quantity);
      for (const entry of result) {
        expect(Number.isInteger(entry.quantity) && entry.quantity >= 1 && entry.quantity <= 5000).toBe(true);
        if (entry.quantity !== start) expect(entry.price).toBe(unitPrice(tiers, entry.quantity));
      }
    },
  );
});

describe('upsertLines (pre-filled cart)', () => {
  it('sets the quantity of a plain line instead of adding to it', () => {
    const result = upsertLines([line({ quantity: 2 })], [{ ...incoming, quantity: 3 }], counter());
    expect(result).toEqual([expect.objectContaining({ uuid: 'a', quantity: 3, price: 249 })]);
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 5 })])('loading the same cart twice changes nothing', (quantities) => {
    const lines = quantities.map((quantity, index) => ({ ...incoming, sku: `S${index}`, quantity }));
    const once = upsertLines([], lines, counter());
    expect(upsertLines(once, lines, counter())).toEqual(once);
  });

  const poster = (values: Record<string, string>, quantity = 1) => ({
    ...incoming,
    sku: 'C1',
    quantity,
    metadata: { template: { values } },
  });

  it('a line with the same options or texts takes the quantity; other choices of the product are new lines', () => {
    const local = [
      line({ uuid: 'm', metadata: { black_and_white: true, margin: true } }),
      line({ uuid: 'c', sku: 'C1', metadata: { template: { values: { title: 'Us' } } } }),
    ];
    const result = upsertLines(
      local,
      [
        { ...incoming, quantity: 4, metadata: { margin: true, black_and_white: true } },
        poster({ title: 'Us' }, 2),
        poster({ title: 'Them' }),
        { ...incoming, quantity: 1, metadata: { margin: true } },
      ],
      counter(),
    );
    expect(result.map(({ uuid, sku, quantity, metadata }) => [uuid, sku, quantity, metadata])).toEqual([
      ['m', 'P1-50x70', 4, { black_and_white: true, margin: true }],
      ['c', 'C1', 2, { template: { values: { title: 'Us' } } }],
      ['new-1', 'C1', 1, { template: { values: { title: 'Them' } } }],
      ['new-2', 'P1-50x70', 1, { margin: true }],
    ]);
  });

  it('two identical custom posters stay two lines, and a second trip does not double them', () => {
    const carried = [poster({ title: 'Us' }), poster({ title: 'Us' }, 3)];
    const there = upsertLines([], carried, counter());
    expect(there.map((entry) => entry.quantity)).toEqual([1, 3]);
    expect(upsertLines(there, carried, counter())).toEqual(there);
  });

  it('coupon gifts and cross-sells are never matched', () => {
    const gift = line({ uuid: 'g', added_by_coupon: 'GIFT' });
    const result = upsertLines([gift], [{ ...incoming, quantity: 2 }], counter());
    expect(result.map((entry) => [entry.uuid, entry.quantity])).toEqual([
      ['g', 1],
      ['new-1', 2],
    ]);
  });

  it("a line already in the cart takes the server's adjustment of the quantity asked for", () => {
    const result = upsertLines([line({ quantity: 2 })], [{ ...incoming, quantity: 4, adjusted_quantity: 4 }], counter());
    expect(result).toEqual([expect.objectContaining({ uuid: 'a', quantity: 4, adjusted_quantity: 4 })]);
  });

  it('keepMatched (an answer older than the cart) adds missing lines only', () => {
    const result = upsertLines([line({ quantity: 7 })], [{ ...incoming, quantity: 2 }, poster({ title: 'Us' })], counter(), {
      keepMatched: true,
    });
    expect(result.map((entry) => [entry.uuid, entry.quantity])).toEqual([
      ['a', 7],
      ['new-1', 1],
    ]);
  });

  test.prop([
    fc.array(
      fc.record({
        sku: fc.constantFrom('A', 'B'),
        quantity: fc.integer({ min: 1, max: 50 }),
        title: fc.option(fc.constantFrom('x', 'y'), { nil: undefined }),
      }),
      { maxLength: 8 },
    ),
  ])('a carried cart taken there and back never doubles a line', (items) => {
    const lines = items.map(({ sku, quantity, title }) => ({
      ...incoming,
      sku,
      quantity,
      metadata: title === undefined ? null : { template: { values: { title } } },
    }));
    const there = upsertLines([], lines, counter());
    const back = upsertLines(there, there, counter());
    expect(back).toEqual(there);
  });
});

describe('parseTemplateFields', () => {
  const many = Object.fromEntries(Array.from({ length: LINE_LIMITS.templateFields + 1 }, (_, i) => [`f${i}`, 'x']));
  it.each([
    [
      { title: 'Stockholm', year: '2026' },
      { title: 'Stockholm', year: '2026' },
      { title: 'Stockholm', year: '2026' },
    ],
    [{ title: 'Stockholm', size: 3 }, { title: 'Stockholm' }, undefined],
    [{ '': 'x' }, undefined, undefined],
    [{ ['k'.repeat(LINE_LIMITS.templateKey + 1)]: 'x' }, undefined, undefined],
    [{ title: 'x'.repeat(LINE_LIMITS.templateValue + 1) }, undefined, undefined],
    [many, undefined, undefined],
  ])('%j: lenient %j, strict %j', (values, lenient, strict) => {
    expect(parseTemplateFields(values)).toEqual(lenient);
    expect(parseTemplateFields(values, { strict: true })).toEqual(strict);
  });
});

describe("parseLineMetadata (held to the API's limits)", () => {
  const values = (count: number, text = 'x') => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, text]));
  it.each<[string, unknown, unknown, unknown]>([
    ['nothing', undefined, null, null],
    ['an empty object', {}, null, null],
    [
      'poster options',
      { margin: true, black_and_white: false },
      { margin: true, black_and_white: false },
      { margin: true, black_and_white: false },
    ],
    [
      '20 texts of 200 characters',
      { template: { values: values(20, 'x'.repeat(200)) } },
      { template: { values: values(20, 'x'.repeat(200)) } },
      { template: { values: values(20, 'x'.repeat(200)) } },
    ],
    ['21 texts', { template: { values: values(21) } }, undefined, undefined],
    ['a text of 201 characters', { template: { values: { a: 'x'.repeat(201) } } }, undefined, undefined],
    ['a key of 41 characters', { template: { values: { ['k'.repeat(41)]: 'x' } } }, undefined, undefined],
    ['an unknown field', { margin: true, colour: 'red' }, { margin: true }, undefined],
    ['a flag that is not a boolean', { margin: 'yes' }, null, undefined],
    ['a text that is not a string', { template: { values: { a: 1, b: 'x' } } }, { template: { values: { b: 'x' } } }, undefined],
    ['not an object', 'margin', null, undefined],
  ])('%s', (_name, value, lenient, strict) => {
    expect(parseLineMetadata(value)).toEqual(lenient);
    expect(parseLineMetadata(value, { strict: true })).toEqual(strict);
  });

  it('metadataKey does not depend on the order of fields', () => {
    expect(metadataKey({ margin: true, black_and_white: true })).toBe(metadataKey({ black_and_white: true, margin: true }));
    expect(metadataKey(null)).toBe(metadataKey({}));
    expect(metadataKey({ margin: true })).not.toBe(metadataKey({ margin: false }));
  });
});

describe('cartTotal', () => {
  it.each<[string, CartLine[], boolean, number, number]>([
    ['empty', [], true, 0, 0],
    ['prices include VAT, whole kronor', [line({ quantity: 3, price: 249 })], true, 0, 747],
    ['without VAT, two decimals', [line({ quantity: 1, price: 299 })], false, 0, 239.2],
    ['each line is rounded', [line({ price: 9.99, vat: 25 }), line({ price: 9.99, vat: 25 })], false, 2, 15.98],
    ['a coupon gift at 0 counts as 0', [line({ quantity: 2, price: 100 }), line({ price: 0, added_by_coupon: 'GIFT' })], true, 2, 200],
    [
      'a cross-sell line counts at its own price',
      [line({ price: 100 }), line({ price: 49.5, cross_selling_product_id: 3 })],
      true,
      2,
      149.5,
    ],
  ])('%s', (_name, lines, vat, decimals, total) => {
    expect(cartTotal(lines, { vat, decimals })).toBe(total);
  });

  // Totals stay below 5 000 000: above that shared/money's roundMoney is off by a cent
  // (its epsilon, 1e-9 x the scaled amount, reaches 0.5), reported to its owner.
  const lines = fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
      quantity: fc.integer({ min: 1, max: 500 }),
      vat: fc.constantFrom(0, 6, 12, 25),
    }),
    { maxLength: 8 },
  );

  test.prop([lines, fc.boolean(), fc.constantFrom(0, 2)])(
    'is rounded to the currency and does not depend on order',
    (specs, vat, decimals) => {
      const cart = specs.map((spec, index) => line({ ...spec, uuid: String(index) }));
      const total = cartTotal(cart, { vat, decimals });
      expect(roundMoney(total, vat ? decimals : 2)).toBe(total);
      expect(cartTotal([...cart].reverse(), { vat, decimals })).toBe(total);
    },
  );

  test.prop([lines])('with VAT and cents it is the exact sum of price x quantity', (specs) => {
    const cart = specs.map((spec, index) => line({ ...spec, uuid: String(index) }));
    const cents = specs.reduce((sum, spec) => sum + Math.round(spec.price * 100) * spec.quantity, 0);
    expect(cartTotal(cart, { vat: true, decimals: 2 })).toBe(cents / 100);
  });
});

describe('clearCheckout', () => {
  it('resets checkout and provider orders, keeps the cart and its preferences', () => {
    const state = {
      ...emptyCart(),
      vat: false,
      postalCode: '11122',
      items: [line()],
      isInternal: true,
      checkoutID: 'c1',
      cardOrder: { id: 'k1', locale: 'sv' },
      payLaterOrder: { id: 'p1', locale: 'sv' },
      invoiceOrder: { id: 'i1', locale: 'de' },
      shippingMethod: 'postnord',
      paymentMethod: 'card',
      servicePoint: 'sp-1',
      campaignData: { utm_source: 'news' },
    };
    expect(clearCheckout(state)).toEqual({ ...emptyCart(), vat: false, postalCode: '11122', items: [line()], isInternal: true });
  });
});

describe('mergeServerLines', () => {
  const local = [line({ uuid: 'a', quantity: 2, metadata: { template: { values: { title: 'Home' } } } }), line({ uuid: 'b', sku: 'S2' })];
  const current = { sentRevision: 4, currentRevision: 4, newUuid: counter() };

  it('the server decides price, name, stock, notices and adjusted quantity', () => {
    const server: ServerLine[] = [
      {
        ...line({
          uuid: 'a',
          name: 'Mountains (new)',
          price: 199,
          stock_status: 'lowstock',
          cart_notice: 'Few left',
          quantity: 1,
          adjusted_quantity: 1,
        }),
        metadata: null,
      },
    ];
    const [merged, ...rest] = mergeServerLines(local, server, current);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({
      uuid: 'a',
      name: 'Mountains (new)',
      price: 199,
      stock_status: 'lowstock',
      cart_notice: 'Few left',
      quantity: 1,
    });
    expect(merged?.metadata).toEqual({ template: { values: { title: 'Home' } } });
  });

  it('a late answer never overwrites a newer local change', () => {
    expect(mergeServerLines(local, [], { ...current, sentRevision: 3 })).toBe(local);
  });

  it.each<[string, Partial<CartLine>, Partial<CartLine>, number | null]>([
    ['stays when the next answer, for the adjusted quantity, no longer reports it', { quantity: 3 }, { quantity: 3 }, 3],
    ['is replaced by a new adjustment', { quantity: 3 }, { quantity: 2, adjusted_quantity: 2 }, 2],
    ['goes when the server answers another quantity', { quantity: 3 }, { quantity: 5 }, null],
  ])('an adjustment the shopper has not seen yet %s', (_name, mine, answer, expected) => {
    const adjusted = [line({ uuid: 'a', adjusted_quantity: 3, ...mine })];
    const [merged] = mergeServerLines(adjusted, [line({ uuid: 'a', adjusted_quantity: null, ...answer })], current);
    expect(merged?.adjusted_quantity).toBe(expected);
  });

  it('a line the server adds without a uuid gets a fresh one', () => {
    const { uuid: _, ...gift } = line({ sku: 'GIFT', added_by_coupon: 'SPRING-25', price: 0 });
    const merged = mergeServerLines(local, [line({ uuid: 'a' }), gift], { ...current, newUuid: counter() });
    expect(merged.map((entry) => entry.uuid)).toEqual(['a', 'new-1']);
  });

  it('without uuids, lines are matched by product', () => {
    const { uuid: _, ...echo } = line({ sku: 'S2', price: 10 });
    expect(mergeServerLines(local, [echo], current)).toEqual([expect.objectContaining({ uuid: 'b', price: 10 })]);
  });

  test.prop([fc.array(fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined }), { maxLength: 8 }), fc.nat(5), fc.nat(5)])(
    'uuids stay unique, and late answers change nothing',
    (uuids, sent, now) => {
      const server = uuids.map((uuid) => ({ ...incoming, ...(uuid ? { uuid } : {}) }));
      const merged = mergeServerLines(local, server, { sentRevision: sent, currentRevision: now, newUuid: counter() });
      if (sent < now) expect(merged).toBe(local);
      else expect(new Set(merged.map((entry) => entry.uuid)).size).toBe(server.length);
    },
  );
});

describe('itemCount and clampQuantity', () => {
  it('counts pieces', () => {
    expect(itemCount([line({ quantity: 2 }), line({ quantity: 3 })])).toBe(5);
  });

  test.prop([fc.double()])('clampQuantity is always an integer in 1..5000', (value) => {
    const quantity = clampQuantity(value);
    expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= 5000).toBe(true);
  });
});
