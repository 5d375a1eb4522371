import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVersion, endChecks, holdGiftCards, reserveStock } from '../../services/commerce/src/checkout/orders/records';
import {
  addGiftCard,
  checkoutBody,
  createCheckoutShop,
  giftCardBalance,
  post,
  setStock,
  stockOf,
  type CheckoutShop,
} from './checkout-shop';

/**
 * Orders racing for what is left (docs/checkout.md): stock and gift card balances are taken
 * in the batch that writes the order, so however many checkouts arrive at once, no more
 * units are sold than there are and no card pays more than its balance.
 */
let shop: CheckoutShop;

beforeAll(async () => {
  shop = await createCheckoutShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

describe('simultaneous checkouts', () => {
  it('50 orders for the last 10 pieces: exactly 10 are made, 40 are sold out, the stock ends at 0', async () => {
    const sku = 'F00005-30x40';
    await setStock(shop, sku, 10);
    const probe = await post(shop, 'sv', checkoutBody('sv', { items: [{ sku, quantity: 1 }] }));
    const total = probe.body.total as number;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(shop, 'sv', checkoutBody('sv', { items: [{ sku, quantity: 1 }], expected_total: total }))),
    );
    const made = answers.filter((answer) => answer.status === 201);
    const soldOut = answers.filter((answer) => answer.status === 409 && answer.body.code === 'sold_out');
    expect(made).toHaveLength(10);
    expect(soldOut).toHaveLength(40);
    expect(soldOut.every((answer) => (answer.body.skus as string[]).includes(sku))).toBe(true);
    expect(await stockOf(shop, sku)).toBe(0);
    const db = await shop.db();
    const reserved = await db
      .prepare('SELECT SUM(quantity) AS n, COUNT(*) AS orders FROM stock_reservations WHERE sku = ?')
      .bind(sku)
      .first<{ n: number; orders: number }>();
    expect(reserved).toEqual({ n: 10, orders: 10 });
  });

  it('20 orders redeeming one gift card never spend more than its balance', async () => {
    const code = 'RACE-CARD-0000-0001';
    await addGiftCard(shop, code, 'SEK', 1000);
    // A poster printed on demand: no stock to race for, only the card.
    const items = [{ sku: 'P00045-30x30', quantity: 1 }];
    const orderTotal = (await post(shop, 'sv', checkoutBody('sv', { items }))).body.total as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(shop, 'sv', checkoutBody('sv', { items, gift_cards: [code], expected_total: 0 }))),
    );
    const paid = answers.filter((answer) => answer.status === 201);
    expect(paid.every((answer) => answer.body.status === 'paid')).toBe(true);
    // Each paid order took its whole total from the card; the others were told the card no
    // longer covers it (total_changed) or has nothing left (422).
    expect(paid).toHaveLength(Math.floor(1000 / orderTotal));
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.every((answer) => answer.body.code === 'total_changed' || answer.body.field === 'gift_cards.0')).toBe(true);
    const balance = await giftCardBalance(shop, code);
    expect(balance).toBeGreaterThanOrEqual(0);
    const db = await shop.db();
    const spent = await db
      .prepare("SELECT SUM(amount) AS amount FROM order_gift_cards WHERE code = ? AND status != 'released'")
      .bind(code)
      .first<{ amount: number }>();
    expect(spent!.amount).toBeCloseTo(1000 - balance, 2);
    expect(spent!.amount).toBeLessThanOrEqual(1000);
  });
});

describe('a batch that cannot hold is undone as a whole', () => {
  // The statements of services/commerce/src/checkout/orders/records.ts, run on the shop's D1: a
  // conditional statement that matches nothing does not fail a batch by itself, so each
  // condition is inserted into batch_checks, whose CHECK (ok = 1) aborts the transaction.
  const marker = (db: D1Database, value: string) => db.prepare("INSERT INTO meta (key, value) VALUES ('race-marker', ?)").bind(value);
  const markerOf = async (db: D1Database) =>
    (await db.prepare("SELECT value FROM meta WHERE key = 'race-marker'").first<{ value: string }>())?.value;

  it('taking more units than are left rolls back the other statements of the batch', async () => {
    const db = (await shop.db()) as unknown as D1Database;
    await setStock(shop, 'F00006-30x40', 3);
    await expect(
      db.batch([marker(db, 'stock'), ...reserveStock(db, 'ORDER-A', [{ sku: 'F00006-30x40', quantity: 4 }]), endChecks(db)]),
    ).rejects.toThrow(/CHECK constraint failed/);
    expect(await stockOf(shop, 'F00006-30x40')).toBe(3);
    expect(await markerOf(db)).toBeUndefined();
  });

  it('a hold larger than the balance, or an order changed since it was read, rolls it back too', async () => {
    const db = (await shop.db()) as unknown as D1Database;
    await addGiftCard(shop, 'OVER-DRAW-0000-0001', 'SEK', 10);
    await expect(
      db.batch([marker(db, 'card'), ...holdGiftCards(db, 'ORDER-B', [{ code: 'OVER-DRAW-0000-0001', amount: 10.01 }])]),
    ).rejects.toThrow(/CHECK constraint failed/);
    expect(await giftCardBalance(shop, 'OVER-DRAW-0000-0001')).toBe(10);
    await expect(db.batch([checkVersion(db, 'NO-SUCH-ORDER', 1), marker(db, 'version'), endChecks(db)])).rejects.toThrow(
      /CHECK constraint failed/,
    );
    expect(await markerOf(db)).toBeUndefined();
  });
});
