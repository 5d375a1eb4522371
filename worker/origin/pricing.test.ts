import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { availableQuantity } from './actions/cart-lines';
import { roundMoney, tierPrice } from './pricing';

const tiers = [
  { q: 1, p: 349 },
  { q: 3, p: 319 },
  { q: 10, p: 279 },
];

describe('tierPrice (SPEC 4: the highest tier the quantity reaches)', () => {
  it.each([
    [0, 349],
    [1, 349],
    [2, 349],
    [3, 319],
    [9, 319],
    [10, 279],
    [5000, 279],
  ])('%i pieces cost %d each', (quantity, price) => {
    expect(tierPrice(tiers, quantity)).toBe(price);
  });

  it('does not depend on the order tiers are listed in', () => {
    expect(tierPrice([...tiers].reverse(), 4)).toBe(319);
  });

  test.prop([fc.integer({ min: 0, max: 4999 })])('never costs more per piece when buying one more', (quantity) => {
    expect(tierPrice(tiers, quantity + 1)).toBeLessThanOrEqual(tierPrice(tiers, quantity));
  });
});

describe('availableQuantity', () => {
  it.each([
    ['printed on demand', 'instock', null, Infinity],
    ['counted stock', 'instock', 120, 120],
    ['low stock', 'lowstock', 3, 3],
    ['back-ordered (sold anyway)', 'backorder', 0, Infinity],
    ['out of stock', 'outofstock', 0, 0],
  ] as const)('%s', (_name, status, stock, expected) => {
    expect(availableQuantity(status, stock)).toBe(expected);
  });
});

test.prop([fc.integer({ min: 0, max: 10_000_000 })])('roundMoney keeps whole cents', (cents) => {
  expect(roundMoney(cents / 100 + 0.001)).toBe(cents / 100);
});
