import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/**
 * Shops that start on a copy of a catalog seeded once per run (./seeded-databases.ts): each
 * has the whole catalog, and what one writes, no other shop (nor a later copy) sees.
 */
describe('a shop on a copy of a seeded database', () => {
  let first: TestShop;
  let second: TestShop;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestShop({ seedProducts: 60 }), createTestShop({ seedProducts: 60 })]);
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  const productCount = async (shop: TestShop) => Number((await shop.get('en', '/api/products?per_page=1&nc=1')).headers.get('x-records'));

  it('has the whole seeded catalog', async () => {
    expect(await productCount(first)).toBe(60);
    expect(await productCount(second)).toBe(60);
  });

  it("keeps its writes to itself: another shop's copy, and a copy made later, are as seeded", async () => {
    const marks = async (shop: TestShop) =>
      (await (await shop.commerceDb()).prepare("SELECT COUNT(*) AS n FROM meta WHERE key = 'test-mark'").first<{ n: number }>())?.n;
    await (await first.commerceDb()).prepare("INSERT INTO meta (key, value) VALUES ('test-mark', 'written by the first shop')").run();
    expect(await marks(first)).toBe(1);
    expect(await marks(second)).toBe(0);
    const later = await createTestShop({ seedProducts: 60 });
    try {
      expect(await marks(later)).toBe(0);
      expect(await productCount(later)).toBe(60);
    } finally {
      await later.dispose();
    }
  });
});
