import { describe, expect, it } from 'vitest';
import { availableQuantity } from './lines';

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
