import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetDemoSales } from '../../scripts/lib/shop.mjs';
import { createTestShop, type TestShop } from './harness';

/**
 * `npm start`'s demo sales (scripts/lib/shop.mjs resetDemoSales): made again at every start,
 * whatever the hour, never twice the same order, shoppers' orders untouched.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 200 });
});
afterAll(async () => {
  await shop?.dispose();
});

it('makes the same sales again at any hour of a day, one order row per sale', async () => {
  const db = await shop.commerceDb();
  let first = -1;
  for (const hour of [0, 3, 6, 9, 14, 22]) {
    const count = await resetDemoSales(shop.mf, new Date(Date.UTC(2026, 10, 25, hour, 30)));
    const rows = await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE id LIKE 'demo-%' AND status = 'paid'").first<{ n: number }>();
    expect(rows!.n, `at ${hour}:30`).toBe(count);
    if (first < 0) first = count;
    expect(count, `at ${hour}:30`).toBe(first);
  }
  expect(first).toBeGreaterThan(20);
});
