import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { derivePrice, tiersOfText, tiersText, unitPrice } from './pricing';

const tiers = [
  { q: 1, p: 299 },
  { q: 3, p: 249 },
  { q: 10, p: 199 },
];

describe('unitPrice', () => {
  it.each([
    [1, 299],
    [2, 299],
    [3, 249],
    [9, 249],
    [10, 199],
    [5000, 199],
    [0, 299],
  ])('%i pieces cost %i each', (quantity, price) => {
    expect(unitPrice(tiers, quantity)).toBe(price);
  });

  it('does not depend on the order the tiers come in', () => {
    expect(unitPrice([...tiers].reverse(), 4)).toBe(249);
  });

  test.prop([
    fc.array(fc.record({ q: fc.integer({ min: 1, max: 100 }), p: fc.integer({ min: 1, max: 10_000 }) }), { minLength: 1 }),
    fc.integer({ min: 1, max: 5000 }),
  ])('the price is the price of the highest tier reached', (list, quantity) => {
    const reached = list.filter((t) => t.q <= quantity).sort((a, b) => a.q - b.q);
    const price = unitPrice(list, quantity);
    if (reached.length > 0) expect(price).toBe(reached[reached.length - 1]!.p);
    else expect(list.map((t) => t.p)).toContain(price);
  });
});

describe('derivePrice', () => {
  it('a campaign price shows the original and the discount percent', () => {
    expect(derivePrice({ n: [{ q: 1, p: 400 }], c: [{ q: 1, p: 300 }] })).toEqual({ price: 300, o: 400, d: 25 });
  });

  it('without a campaign there is no original price', () => {
    expect(derivePrice({ n: tiers })).toEqual({ price: 299 });
  });

  it('a campaign that is not cheaper is ignored', () => {
    expect(derivePrice({ n: [{ q: 1, p: 100 }], c: [{ q: 1, p: 120 }] })).toEqual({ price: 100 });
  });
});

describe("tiers as text (a card option's attribute)", () => {
  it.each([
    [
      [
        { q: 1, p: 109 },
        { q: 3, p: 99 },
        { q: 10, p: 79 },
      ],
      '1:109 3:99 10:79',
    ],
    [[{ q: 1, p: 14.95 }], '1:14.95'],
    [[], ''],
  ])('%j is written %j', (tiers, text) => {
    expect(tiersText(tiers)).toBe(text);
    expect(tiersOfText(text)).toEqual(tiers);
  });

  it.each(['1:', ':5', '1:2:3', 'a:b', '1;2', '  '])('%j gives no tier', (text) => {
    expect(tiersOfText(text)).toEqual([]);
  });

  test.prop([fc.array(fc.record({ q: fc.integer({ min: 1, max: 5000 }), p: fc.double({ min: 0, max: 1e6, noNaN: true }) }))])(
    'reads back what it wrote',
    (tiers) => {
      expect(tiersOfText(tiersText(tiers))).toEqual(tiers);
    },
  );
});
