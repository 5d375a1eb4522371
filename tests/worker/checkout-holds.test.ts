import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MEMORY_HOURS, MAX_UNPAID_HOLDS } from '../../services/commerce/src/checkout/holds';
import {
  addGiftCard,
  checkoutBody,
  createCheckoutShop,
  giftCardBalance,
  newBrowser,
  place,
  readOrder,
  setStock,
  stockOf,
  submit,
  type Browser,
  type CheckoutShop,
} from './checkout-shop';

/**
 * What unpaid orders hold (issue 22, docs/checkout.md "What an unpaid order holds"): one
 * client cannot keep a limited edition sold out or freeze a gift card by ordering again and
 * never paying. Holds are short, a gift card is held only while its payment is open, and a
 * client whose orders took MAX_UNPAID_HOLDS holds without paying gets no new one for
 * HOLD_MEMORY_HOURS.
 */
let shop: CheckoutShop;

beforeAll(async () => {
  shop = await createCheckoutShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

const MINUTE = 60_000;
/** A poster printed on demand: its order holds nothing. */
const ON_DEMAND = 'P00045-30x30';

async function order(browser: Browser, overrides: Parameters<typeof checkoutBody>[1]) {
  const placed = await place(shop, 'sv', checkoutBody('sv', overrides), browser);
  return placed;
}

describe('a client’s unpaid holds', () => {
  it(`after ${MAX_UNPAID_HOLDS} unpaid orders that hold stock, the next hold is 429 with Retry-After, and nothing is reserved`, async () => {
    const sku = 'F00008-30x40';
    await setStock(shop, sku, 20);
    const client = '203.0.113.10';
    let total = 0;
    for (let index = 0; index < MAX_UNPAID_HOLDS; index++) {
      // A new browser each time (cookies dropped): the client is still the same.
      const placed = await order(newBrowser(client), { items: [{ sku, quantity: 1 }] });
      expect(placed.status).toBe(201);
      total = placed.body.totals.total as number;
    }
    expect(await stockOf(shop, sku)).toBe(20 - MAX_UNPAID_HOLDS);

    const body = checkoutBody('sv', { items: [{ sku, quantity: 1 }], expected_total: total });
    const refused = await submit(shop, 'sv', body, newBrowser(client));
    expect(refused.status).toBe(429);
    const answer = (await refused.json()) as { error: string; code: string };
    expect(answer.code).toBe('unpaid_orders');
    expect(answer.error).toMatch(
      /^3 orders of yours held stock, gift cards or a discount code without being paid: .* try again in \d+ minutes$/,
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(HOLD_MEMORY_HOURS * 3600 - 600);
    expect(retryAfter).toBeLessThanOrEqual(HOLD_MEMORY_HOURS * 3600);
    expect(await stockOf(shop, sku)).toBe(20 - MAX_UNPAID_HOLDS);

    // Another client is served; this client's order of something that holds nothing too.
    expect((await order(newBrowser('203.0.113.11'), { items: [{ sku, quantity: 1 }] })).status).toBe(201);
    expect((await order(newBrowser(client), { items: [{ sku: ON_DEMAND, quantity: 1 }] })).status).toBe(201);
  });

  it('orders that ended unpaid still count until they are older than the memory; a paid one never counts', async () => {
    const sku = 'F00009-30x40';
    await setStock(shop, sku, 20);
    const client = '203.0.113.20';
    const placed = [];
    for (let index = 0; index < MAX_UNPAID_HOLDS; index++) placed.push(await order(newBrowser(client), { items: [{ sku, quantity: 1 }] }));
    // The scheduler ends their holds: the stock is back, but the client is remembered.
    await shop.scheduled(new Date(Date.now() + 31 * MINUTE));
    expect(await stockOf(shop, sku)).toBe(20);
    expect((await order(newBrowser(client), { items: [{ sku, quantity: 1 }] })).status).toBe(429);

    // Paying one of them is not possible any more; one more hours ago is forgotten.
    const db = await shop.db();
    const longAgo = new Date(Date.now() - (HOLD_MEMORY_HOURS * 60 + 1) * MINUTE).toISOString();
    await db.prepare('UPDATE orders SET reserved_at = ? WHERE id = ?').bind(longAgo, placed[0]!.body.order_id).run();
    await shop.scheduled(new Date());
    const forgotten = await db.prepare('SELECT hold_client FROM orders WHERE id = ?').bind(placed[0]!.body.order_id).first();
    expect(forgotten).toEqual({ hold_client: null });
    const next = await order(newBrowser(client), { items: [{ sku, quantity: 1 }] });
    expect(next.status).toBe(201);

    // That one is paid: it never counts, so the client may hold once more.
    shop.provider.set(next.body.payment.session_id as string, 'authorized');
    expect((await readOrder(shop, 'sv', next.body.order_id, next.body.order_token)).body.status).toBe('paid');
    expect((await order(newBrowser(client), { items: [{ sku, quantity: 1 }] })).status).toBe(201);
    expect((await order(newBrowser(client), { items: [{ sku, quantity: 1 }] })).status).toBe(429);
  });

  it('one client sending many orders at once gets no more holds than the rule allows', async () => {
    const sku = 'F00010-30x40';
    await setStock(shop, sku, 50);
    const client = '203.0.113.30';
    const total = (await order(newBrowser(), { items: [{ sku, quantity: 1 }] })).body.totals.total as number;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        submit(shop, 'sv', checkoutBody('sv', { items: [{ sku, quantity: 1 }], expected_total: total }), newBrowser(client)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNPAID_HOLDS);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 429 || status === 409)).toBe(true);
    expect(await stockOf(shop, sku)).toBe(50 - 1 - MAX_UNPAID_HOLDS);
  });
});

describe('a gift card', () => {
  it('is held only while its order’s payment is open: a declined or cancelled payment gives it back at once', async () => {
    await addGiftCard(shop, 'OPEN-ONLY-0000-0001', 'SEK', 100);
    const browser = newBrowser('203.0.113.40');
    const body = checkoutBody('sv', { gift_cards: ['OPEN-ONLY-0000-0001'] });
    const placed = await place(shop, 'sv', body, browser);
    expect(placed.status).toBe(201);
    expect(await giftCardBalance(shop, 'OPEN-ONLY-0000-0001')).toBe(0);

    shop.provider.set(placed.body.payment.session_id as string, 'declined', 'card_declined');
    expect((await readOrder(shop, 'sv', placed.body.order_id, placed.body.order_token)).body.status).toBe('payment_failed');
    expect(await giftCardBalance(shop, 'OPEN-ONLY-0000-0001')).toBe(100);

    // Paying again holds it again, for the same amount; a cancelled payment gives it back.
    const again = await place(shop, 'sv', body, browser);
    expect(again.status).toBe(200);
    expect(again.body.totals.gift_cards).toBe(100);
    expect(await giftCardBalance(shop, 'OPEN-ONLY-0000-0001')).toBe(0);
    shop.provider.set(again.body.payment.session_id as string, 'cancelled');
    await readOrder(shop, 'sv', again.body.order_id, again.body.order_token);
    expect(await giftCardBalance(shop, 'OPEN-ONLY-0000-0001')).toBe(100);
  });
});

describe('how long a hold lasts', () => {
  it('RESERVATION_MINUTES unset: 15 minutes', async () => {
    const short = await createCheckoutShop({ seedProducts: 60, vars: { RESERVATION_MINUTES: '' } });
    try {
      await setStock(short, 'F00001-21x30', 5);
      const placed = await place(short, 'sv', checkoutBody('sv', { items: [{ sku: 'F00001-21x30', quantity: 2 }] }));
      expect(placed.status).toBe(201);
      await short.scheduled(new Date(Date.now() + 14 * MINUTE));
      expect((await readOrder(short, 'sv', placed.body.order_id, placed.body.order_token)).body.status).toBe('pending_payment');
      await short.scheduled(new Date(Date.now() + 16 * MINUTE));
      expect((await readOrder(short, 'sv', placed.body.order_id, placed.body.order_token)).body.status).toBe('cancelled');
      expect(await stockOf(short, 'F00001-21x30')).toBe(5);
    } finally {
      await short.dispose();
    }
  });
});
