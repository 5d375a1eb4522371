import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGiftCard,
  checkoutBody,
  countOrders,
  createCheckoutShop,
  giftCardBalance,
  newBrowser,
  place,
  post,
  readOrder,
  setStock,
  stockOf,
  type CheckoutShop,
} from './checkout-shop';

/**
 * POST /api/checkout and GET /api/orders/{id} in the commerce Worker (docs/checkout.md):
 * server pricing, every refusal with its field, stock, idempotency and who may read an order.
 * The payment provider is the test's (checkout-shop.ts); payments themselves are in
 * checkout-payments.test.ts, races in checkout-concurrency.test.ts.
 */
let shop: CheckoutShop;

beforeAll(async () => {
  shop = await createCheckoutShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

/** F00001-21x30: a frame with counted stock, SEK 199 from 1, 179 from 3, 159 from 10. */
const FRAME = 'F00001-21x30';

describe('the server prices the order', () => {
  it('one frame at its single-piece price, home delivery below the threshold, VAT included in the total', async () => {
    const { status, body } = await post(shop, 'sv', checkoutBody('sv', { expected_total: 248 }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'pending_payment',
      totals: { lines: 199, discount: 0, shipping: 49, gift_cards: 0, total: 248, vat: 49.6, currency: 'SEK' },
      payment: { kind: 'card', session_id: expect.any(String), redirect_url: expect.stringContaining('/pay/'), app_url: null },
    });
    expect(body.order_id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(body.order_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('three pieces reach the quantity tier and the free-delivery threshold', async () => {
    const { status, body } = await post(shop, 'sv', checkoutBody('sv', { items: [{ sku: FRAME, quantity: 3 }], expected_total: 537 }));
    expect(status).toBe(201);
    expect(body.totals).toMatchObject({ lines: 537, shipping: 0, total: 537, vat: 107.4 });
  });

  it('a campaign line costs what sync-cart says, with its ordinary price beside it', async () => {
    const items = [{ sku: 'P00045-30x30', quantity: 1 }];
    const synced = (await (
      await shop.call('sv', '/api/sync-cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items }),
      })
    ).json()) as { price: number; ordinary_price: number; campaign: string | null }[];
    expect(synced[0]!.campaign).toBe('autumn-sale');
    const placed = await place(shop, 'sv', checkoutBody('sv', { items }));
    expect(placed.status).toBe(201);
    expect(placed.body.totals.lines).toBe(synced[0]!.price);
    const order = await readOrder(shop, 'sv', placed.body.order_id, placed.body.order_token);
    expect(order.body.lines[0]).toMatchObject({
      sku: 'P00045-30x30',
      quantity: 1,
      price: synced[0]!.price,
      ordinary_price: synced[0]!.ordinary_price,
      vat: 25,
    });
    expect(synced[0]!.ordinary_price).toBeGreaterThan(synced[0]!.price);
  });

  it('a coupon discounts the lines it covers, rounded as the cart shows it (crowns)', async () => {
    const body = checkoutBody('sv', { items: [{ sku: FRAME, quantity: 2 }], coupons: ['frames15'], expected_total: 387 });
    const { status, body: answer } = await post(shop, 'sv', body);
    expect(status).toBe(201);
    // 398 - 15 % (59.70 → 60) = 338, below 499: delivery 49.
    expect(answer.totals).toMatchObject({ lines: 398, discount: 60, shipping: 49, total: 387, vat: 77.4 });
    const order = await readOrder(shop, 'sv', answer.order_id, answer.order_token);
    expect(order.body.coupons).toEqual([{ code: 'FRAMES15', discount: 60 }]);
  });

  it('free delivery counts the lines after discount', async () => {
    // 537 - 15 % (80.55 → 81) = 456 < 499: delivery is charged.
    const { status, body } = await post(
      shop,
      'sv',
      checkoutBody('sv', { items: [{ sku: FRAME, quantity: 3 }], coupons: ['FRAMES15'], expected_total: 505 }),
    );
    expect(status).toBe(201);
    expect(body.totals).toMatchObject({ lines: 537, discount: 81, shipping: 49, total: 505 });
  });

  it('express is never free; a service point costs its own price', async () => {
    const express = await post(
      shop,
      'sv',
      checkoutBody('sv', { items: [{ sku: FRAME, quantity: 3 }], shipping_method: 'express', expected_total: 666 }),
    );
    expect(express.status).toBe(201);
    expect(express.body.totals.shipping).toBe(129);
    const point = await post(
      shop,
      'sv',
      checkoutBody('sv', { shipping_method: 'service_point', service_point: 'SE-11122-2', expected_total: 238 }),
    );
    expect(point.status).toBe(201);
    const order = await readOrder(shop, 'sv', point.body.order_id, point.body.order_token);
    expect(order.body.shipping).toMatchObject({
      method: 'service_point',
      price: 39,
      service_point: { id: 'SE-11122-2', postal_code: '111 22' },
      lead_days: [2, 4],
    });
  });

  it('a gift card pays part: the rest is what the payment method pays, and VAT is that part of it', async () => {
    await addGiftCard(shop, 'PART-PAID-0000-0001', 'SEK', 100);
    const { status, body } = await post(shop, 'sv', checkoutBody('sv', { gift_cards: ['part paid 0000 0001'], expected_total: 148 }));
    expect(status).toBe(201);
    expect(body.totals).toMatchObject({ lines: 199, shipping: 49, gift_cards: 100, total: 148, vat: 49.6 });
    expect(await giftCardBalance(shop, 'PART-PAID-0000-0001')).toBe(0);
    const order = await readOrder(shop, 'sv', body.order_id, body.order_token);
    expect(order.body.gift_cards).toEqual([{ code: '****-****-****-0001', amount: 100 }]);
  });

  it('gift cards that pay it all: no payment session, paid at once, the rest stays on the card, a confirmation e-mail', async () => {
    await addGiftCard(shop, 'FULL-PAID-0000-0001', 'SEK', 500);
    const { status, body } = await post(shop, 'sv', checkoutBody('sv', { gift_cards: ['FULL-PAID-0000-0001'], expected_total: 0 }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'paid', payment: null, totals: { gift_cards: 248, total: 0, vat: 49.6 } });
    expect(await giftCardBalance(shop, 'FULL-PAID-0000-0001')).toBe(252);
    const order = await readOrder(shop, 'sv', body.order_id, body.order_token);
    expect(order.body).toMatchObject({ status: 'paid', payment: null, paid_at: expect.any(String) });
    const outbox = (await (await shop.call('sv', '/api/dev/outbox')).json()) as { messages: Record<string, unknown>[] };
    const mail = outbox.messages.find((message) => message.order_id === body.order_id);
    expect(mail).toMatchObject({ to: 'anna@example.com', kind: 'order-confirmation', subject: `Orderbekräftelse ${body.order_id}` });
    expect(mail!.text).toContain('Leveransadress');
    expect(mail!.html).toMatch(/<table[ >]/);
  });

  it('euro prices keep their cents; VAT at the market rate (de 19 %)', async () => {
    const { status, body } = await place(shop, 'de', checkoutBody('de'));
    expect(status).toBe(201);
    const { lines, shipping, total, vat } = body.totals as { lines: number; shipping: number; total: number; vat: number };
    expect(shipping).toBe(lines >= 49 ? 0 : 4.95);
    expect(total).toBeCloseTo(lines + shipping, 2);
    expect(vat).toBe(Math.round(((total * 19) / 119) * 100) / 100);
  });
});

describe('a field that is wrong is a 422 naming it', () => {
  it.each([
    ['contact.email', { contact: { email: 'not-an-email', phone: '+46 70 123 45 67' } }, 'contact.email is not a valid e-mail address'],
    ['contact.phone', { contact: { email: 'anna@example.com', phone: '12' } }, 'contact.phone must have 6 to 15 digits'],
    [
      'address.postal_code',
      { address: { ...checkoutBody('sv').address, postal_code: 'SW1A 1AA' } },
      'address.postal_code must be a postal code of Sverige, e.g. 123 45',
    ],
    ['address.first_name', { address: { ...checkoutBody('sv').address, first_name: '  ' } }, 'address.first_name must not be empty'],
    ['shipping_method', { shipping_method: 'drone' }, 'shipping_method must be one of home, service_point, express, email'],
    [
      'service_point',
      { shipping_method: 'service_point', service_point: null },
      'service_point is required for delivery to a service point',
    ],
    ['payment_method', { payment_method: 'ideal' }, 'payment_method must be one offered in Sverige: card, bankid, pay_later, invoice'],
    ['gift_cards.0', { gift_cards: ['nonsense'] }, 'gift_cards[0] is not a gift card code, e.g. ABCD-EFGH-JKLM-NPQR'],
    ['gift_cards', { gift_cards: ['DEMO-SEKA-2345-6789', 'demo seka 2345 6789'] }, 'gift_cards holds the same gift card twice'],
    ['items', { items: [] }, 'items must hold at least one line'],
    ['items.0.quantity', { items: [{ sku: 'F00001-21x30', quantity: -1 }] }, 'items[0].quantity must be an integer from 0 to 5000'],
    ['checkout_id', { checkout_id: 'short' }, 'checkout_id must be at least 8 characters'],
    [
      'shop_origin',
      { shop_origin: 'http://sv.localhost:8787/checkout' },
      'shop_origin must be an http or https origin such as https://artlane.se',
    ],
    ['shop_origin', { shop_origin: undefined }, 'shop_origin is required'],
    ['expected_total', { expected_total: -1 }, 'expected_total must not be negative'],
  ])('%s: %j', async (field, overrides, message) => {
    const { status, body } = await post(shop, 'sv', checkoutBody('sv', overrides as never));
    expect(status).toBe(422);
    expect(body).toEqual({ error: message, field });
  });

  it.each([
    [
      'an unknown SKU',
      {
        items: [
          { sku: 'F00001-21x30', quantity: 1 },
          { sku: 'NOPE-1', quantity: 1 },
        ],
      },
      'items.1.sku',
      'items[1].sku NOPE-1 is not sold in this shop',
    ],
    ['only empty lines', { items: [{ sku: 'F00001-21x30', quantity: 0 }] }, 'items', 'items must hold at least one product'],
    ['an unknown coupon', { coupons: ['NOPE'] }, 'coupons.0', 'coupons[0] NOPE is not a valid code'],
    ['an expired coupon', { coupons: ['WELCOME10', 'SUMMER-2023'] }, 'coupons.1', 'coupons[1] SUMMER-2023 is not a valid code'],
    [
      'express to a remote area',
      { shipping_method: 'express', address: { ...checkoutBody('sv').address, postal_code: '981 31', city: 'Kiruna' } },
      'shipping_method',
      'shipping_method express is not offered for postal code 981 31',
    ],
    [
      'a service point of another postal code',
      { shipping_method: 'service_point', service_point: 'SE-99999-1' },
      'service_point',
      'service_point must be one of the service points near 111 22',
    ],
    [
      'an unknown gift card',
      { gift_cards: ['ZZZZ-ZZZZ-ZZZZ-ZZZZ'] },
      'gift_cards.0',
      'gift_cards[0] ZZZZ-ZZZZ-ZZZZ-ZZZZ is not a gift card of this shop',
    ],
    [
      'a gift card of another currency',
      { gift_cards: ['DEMO-SEKA-2345-6789', 'DEMO-EURA-2345-6789'] },
      'gift_cards.1',
      'gift_cards[1] DEMO-EURA-2345-6789 is a gift card in EUR: this shop takes gift cards in SEK',
    ],
  ])('%s', async (_name, overrides, field, message) => {
    const { status, body } = await post(shop, 'sv', checkoutBody('sv', { expected_total: 248, ...overrides } as never));
    expect(status).toBe(422);
    expect(body).toEqual({ error: message, field });
  });

  it('an expired gift card and a used-up one are refused by name (de)', async () => {
    const expired = await post(shop, 'de', checkoutBody('de', { gift_cards: ['DEMO-EXPD-2345-6789'] }));
    expect(expired).toEqual({
      status: 422,
      body: { error: 'gift_cards[0] DEMO-EXPD-2345-6789 expired on 2024-01-31', field: 'gift_cards.0' },
    });
    const used = await post(shop, 'de', checkoutBody('de', { gift_cards: ['DEMO-EURB-2345-6789'] }));
    expect(used).toEqual({ status: 422, body: { error: 'gift_cards[0] DEMO-EURB-2345-6789 has no balance left', field: 'gift_cards.0' } });
  });

  it('a body that is no checkout at all is a 400', async () => {
    expect((await post(shop, 'sv', '{"checkout_id":')).status).toBe(400);
    expect((await post(shop, 'sv', '[]')).status).toBe(400);
    const unknown = await post(shop, 'sv', { ...checkoutBody('sv'), colour: 'blue' });
    expect(unknown).toEqual({ status: 400, body: { error: 'body has an unknown field "colour"' } });
  });
});

describe('stock', () => {
  it('more than the stock is sold_out naming the SKU, and nothing is reserved', async () => {
    await setStock(shop, 'F00002-21x30', 2);
    const { status, body } = await post(
      shop,
      'sv',
      checkoutBody('sv', { items: [{ sku: 'F00002-21x30', quantity: 3 }], expected_total: 1000 }),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'sold_out', field: 'items', skus: ['F00002-21x30'] });
    expect(await stockOf(shop, 'F00002-21x30')).toBe(2);
  });

  it('two lines of one SKU count together', async () => {
    await setStock(shop, 'F00003-21x30', 3);
    const items = [
      { sku: 'F00003-21x30', quantity: 2 },
      { sku: 'F00003-21x30', quantity: 2, metadata: { margin: true } },
    ];
    const { status, body } = await post(shop, 'sv', checkoutBody('sv', { items, expected_total: 1 }));
    expect(status).toBe(409);
    expect(body.skus).toEqual(['F00003-21x30']);
  });

  it('an order takes its units from the stock; out of stock is sold out, back orders are sold', async () => {
    await setStock(shop, 'F00004-21x30', 5);
    const placed = await place(shop, 'sv', checkoutBody('sv', { items: [{ sku: 'F00004-21x30', quantity: 2 }] }));
    expect(placed.status).toBe(201);
    expect(await stockOf(shop, 'F00004-21x30')).toBe(3);
    await setStock(shop, 'F00005-21x30', 10, 'outofstock');
    expect((await post(shop, 'sv', checkoutBody('sv', { items: [{ sku: 'F00005-21x30', quantity: 1 }] }))).body.code).toBe('sold_out');
    await setStock(shop, 'F00006-21x30', 0, 'backorder');
    const backOrdered = await place(shop, 'sv', checkoutBody('sv', { items: [{ sku: 'F00006-21x30', quantity: 4 }] }));
    expect(backOrdered.status).toBe(201);
    expect(await stockOf(shop, 'F00006-21x30')).toBe(0);
  });
});

describe('the total the shopper saw', () => {
  it('a different expected_total is total_changed with the server total, and no order is made', async () => {
    const body = checkoutBody('sv', { expected_total: 247.99 });
    const { status, body: answer } = await post(shop, 'sv', body);
    expect(status).toBe(409);
    expect(answer).toEqual({
      error: expect.stringMatching(/^The total is now 248\skr$/),
      code: 'total_changed',
      field: 'items',
      total: 248,
    });
    expect(await countOrders(shop, body.checkout_id)).toBe(0);
  });
});

describe('one order per checkout', () => {
  it('submitting the same checkout again updates its order in place: one order, stock reserved once, the new total', async () => {
    await setStock(shop, 'F00007-21x30', 10);
    const body = checkoutBody('sv', { items: [{ sku: 'F00007-21x30', quantity: 2 }] });
    const first = await place(shop, 'sv', body);
    expect(first.status).toBe(201);
    expect(await stockOf(shop, 'F00007-21x30')).toBe(8);
    const second = await place(shop, 'sv', { ...body, items: [{ sku: 'F00007-21x30', quantity: 3 }] });
    expect(second.status).toBe(200);
    expect(second.body.order_id).toBe(first.body.order_id);
    expect(second.body.totals.lines).toBeGreaterThan(first.body.totals.lines);
    expect(await countOrders(shop, body.checkout_id)).toBe(1);
    expect(await stockOf(shop, 'F00007-21x30')).toBe(7);
    // The first session is cancelled, a new one opened; the new token reads the order, the
    // first one was revoked when the second was issued (issue 22: only the current token reads).
    expect(shop.provider.sessions.get(first.body.payment.session_id)!.status).toBe('cancelled');
    expect(second.body.payment.session_id).not.toBe(first.body.payment.session_id);
    expect((await readOrder(shop, 'sv', first.body.order_id, second.body.order_token)).body.totals).toEqual(second.body.totals);
    expect((await readOrder(shop, 'sv', first.body.order_id, first.body.order_token)).status).toBe(404);
  });

  it('the units an order holds count as available when it is submitted again', async () => {
    await setStock(shop, 'F00008-21x30', 2);
    const body = checkoutBody('sv', { items: [{ sku: 'F00008-21x30', quantity: 2 }] });
    expect((await place(shop, 'sv', body)).status).toBe(201);
    expect(await stockOf(shop, 'F00008-21x30')).toBe(0);
    expect((await place(shop, 'sv', body)).status).toBe(200);
    expect(await stockOf(shop, 'F00008-21x30')).toBe(0);
  });

  it('two submits at once make one order', async () => {
    await setStock(shop, 'F00009-21x30', 20);
    const body = checkoutBody('sv', { items: [{ sku: 'F00009-21x30', quantity: 1 }] });
    body.expected_total = (await post(shop, 'sv', body)).body.total as number;
    const answers = await Promise.all([post(shop, 'sv', body), post(shop, 'sv', body)]);
    // The first to insert made it (201); the other found it and repriced it in place (200).
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.order_id).toBe(answers[1]!.body.order_id);
    expect(await countOrders(shop, body.checkout_id)).toBe(1);
    expect(await stockOf(shop, 'F00009-21x30')).toBe(19);
  });

  it('a paid checkout is already_placed', async () => {
    await addGiftCard(shop, 'ONCE-ONLY-0000-0001', 'SEK', 1000);
    const body = checkoutBody('sv', { gift_cards: ['ONCE-ONLY-0000-0001'], expected_total: 0 });
    const first = await post(shop, 'sv', body);
    expect(first.body.status).toBe('paid');
    const again = await post(shop, 'sv', body);
    expect(again).toEqual({
      status: 409,
      body: { error: 'This checkout has been placed already', code: 'already_placed', order_id: first.body.order_id },
    });
    expect(await giftCardBalance(shop, 'ONCE-ONLY-0000-0001')).toBe(752);
  });

  it('a gift card held by the order is given back when it is submitted without it', async () => {
    await addGiftCard(shop, 'GIVE-BACK-0000-0001', 'SEK', 100);
    const body = checkoutBody('sv', { gift_cards: ['GIVE-BACK-0000-0001'] });
    expect((await place(shop, 'sv', body)).status).toBe(201);
    expect(await giftCardBalance(shop, 'GIVE-BACK-0000-0001')).toBe(0);
    // The same card again: what the order holds counts as its balance.
    expect((await place(shop, 'sv', body)).body.totals.gift_cards).toBe(100);
    expect((await place(shop, 'sv', { ...body, gift_cards: [] })).status).toBe(200);
    expect(await giftCardBalance(shop, 'GIVE-BACK-0000-0001')).toBe(100);
  });
});

describe('who a checkout belongs to (issue 22)', () => {
  it('a known checkout id submitted from another browser is refused and changes nothing of the order or its payment', async () => {
    await setStock(shop, 'F00007-30x40', 5);
    const owner = newBrowser();
    const body = checkoutBody('sv', { items: [{ sku: 'F00007-30x40', quantity: 2 }] });
    const placed = await place(shop, 'sv', body, owner);
    expect(placed.status).toBe(201);
    const session = placed.body.payment.session_id as string;
    const db = await shop.db();
    const rowOf = () => db.prepare('SELECT * FROM orders WHERE id = ?').bind(placed.body.order_id).first();
    const before = await rowOf();
    const calls = shop.provider.calls.length;

    // The id is in the address bar, the cancel_url and the history: another browser sends it.
    for (const stranger of [newBrowser(), newBrowser('203.0.113.66')]) {
      const refused = await post(shop, 'sv', { ...body, contact: { email: 'mallory@example.com', phone: '+46 70 000 00 00' } }, stranger);
      expect(refused).toEqual({
        status: 403,
        body: { error: 'This checkout was started in another browser: start a new checkout', code: 'checkout_elsewhere' },
      });
    }
    expect(await rowOf()).toEqual(before);
    expect(shop.provider.calls.length).toBe(calls);
    expect(shop.provider.sessions.get(session)!.status).toBe('pending');
    expect(await stockOf(shop, 'F00007-30x40')).toBe(3);
    expect((await readOrder(shop, 'sv', placed.body.order_id, placed.body.order_token)).body.contact.email).toBe('anna@example.com');

    // The shopper's own browser goes on as before.
    const again = await post(shop, 'sv', body, owner);
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(placed.body.order_id);
  });

  it('a paid checkout names its order only to its own browser', async () => {
    await addGiftCard(shop, 'PAID-ELSE-0000-0001', 'SEK', 1000);
    const owner = newBrowser();
    const body = checkoutBody('sv', { gift_cards: ['PAID-ELSE-0000-0001'], expected_total: 0 });
    const paid = await post(shop, 'sv', body, owner);
    expect(paid.body.status).toBe('paid');
    const stranger = await post(shop, 'sv', body, newBrowser());
    expect(stranger.status).toBe(403);
    expect(JSON.stringify(stranger.body)).not.toContain(paid.body.order_id);
    expect((await post(shop, 'sv', body, owner)).body).toMatchObject({ code: 'already_placed', order_id: paid.body.order_id });
  });

  it('an order stored before checkouts were bound to a browser cannot be submitted again by anyone', async () => {
    const owner = newBrowser();
    const body = checkoutBody('sv');
    const placed = await place(shop, 'sv', body, owner);
    const db = await shop.db();
    await db.prepare('UPDATE orders SET checkout_key_hash = NULL WHERE id = ?').bind(placed.body.order_id).run();
    expect((await post(shop, 'sv', body, owner)).status).toBe(403);
    expect((await post(shop, 'sv', body, newBrowser())).status).toBe(403);
  });

  it('a submit without a usable x-checkout-key is a 400 and stores nothing', async () => {
    const body = checkoutBody('sv');
    for (const key of ['', 'short', 'x'.repeat(101), 'not base64url, with spaces and commas!!!!!']) {
      const response = await shop.call('sv', '/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'x-checkout-key': key } : {}) },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^x-checkout-key is required/);
    }
    expect(await countOrders(shop, body.checkout_id)).toBe(0);
  });
});

describe('the order token', () => {
  it('each submit issues the order’s only token: every earlier one stops reading it', async () => {
    const body = checkoutBody('sv');
    const first = await place(shop, 'sv', body);
    // A token handed out before issue 22 (to whoever resubmitted the id) is revoked too.
    const db = await shop.db();
    await db
      .prepare("INSERT INTO order_tokens (token_hash, order_id, created_at) VALUES (?, ?, '2026-11-01T00:00:00.000Z')")
      .bind('ab'.repeat(32), first.body.order_id)
      .run();
    const second = await post(shop, 'sv', body);
    expect(second.status).toBe(200);
    expect(second.body.order_token).not.toBe(first.body.order_token);
    expect((await readOrder(shop, 'sv', first.body.order_id, first.body.order_token)).status).toBe(404);
    expect((await readOrder(shop, 'sv', first.body.order_id, second.body.order_token)).status).toBe(200);
    const tokens = await db
      .prepare('SELECT COUNT(*) AS n FROM order_tokens WHERE order_id = ?')
      .bind(first.body.order_id)
      .first<{ n: number }>();
    expect(tokens!.n).toBe(1);
  });

  it('two submits of one browser at once: the answer naming the order’s current session carries the token that reads it', async () => {
    const body = checkoutBody('sv');
    body.expected_total = (await post(shop, 'sv', body)).body.total as number;
    const answers = await Promise.all([post(shop, 'sv', body), post(shop, 'sv', body)]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    const id = answers[0]!.body.order_id as string;
    const db = await shop.db();
    const { payment_session_id: current } = (await db
      .prepare('SELECT payment_session_id FROM orders WHERE id = ?')
      .bind(id)
      .first<{ payment_session_id: string }>())!;
    const reads = await Promise.all(answers.map((answer) => readOrder(shop, 'sv', id, answer.body.order_token as string)));
    // Each answer was given only if no other submit changed the order after it wrote its
    // token, so the answer given last names the current session and holds the live token.
    expect(reads.map((read) => read.status)).toEqual(answers.map((answer) => (answer.body.payment.session_id === current ? 200 : 404)));
    expect(reads.filter((read) => read.status === 200)).toHaveLength(1);
  });
});

describe('who may read an order', () => {
  it('only with its token: any other token, none, or an unknown id is the same 404', async () => {
    const { body } = await place(shop, 'sv', checkoutBody('sv'));
    const good = await readOrder(shop, 'sv', body.order_id, body.order_token);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({
      order_id: body.order_id,
      checkout_id: expect.any(String),
      status: 'pending_payment',
      locale: 'sv',
      currency: 'SEK',
      contact: { email: 'anna@example.com', phone: '+46 70 123 45 67' },
      address: { first_name: 'Anna', postal_code: '111 22', city: 'Stockholm' },
      payment: { kind: 'card', status: 'pending', decline_reason: null, app_url: null },
      lines: [{ sku: FRAME, name: expect.any(String), slug: expect.any(String), thumb: expect.any(String), quantity: 1, price: 199 }],
      totals: { total: 248, currency: 'SEK' },
    });
    const notFound = { status: 404, body: { error: 'Not found' } };
    const token = body.order_token as string;
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await readOrder(shop, 'sv', body.order_id, other)).toEqual(notFound);
    expect(await readOrder(shop, 'sv', body.order_id, '')).toEqual(notFound);
    expect(await readOrder(shop, 'sv', '0'.repeat(26), body.order_token)).toEqual(notFound);
    expect(await readOrder(shop, 'sv', 'not-an-id', body.order_token)).toEqual(notFound);
    expect(await readOrder(shop, 'da', body.order_id, body.order_token)).toEqual(notFound);
    const row = await (
      await shop.db()
    )
      .prepare('SELECT token_hash FROM order_tokens WHERE order_id = ?')
      .bind(body.order_id)
      .first<{ token_hash: string }>();
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(body.order_token);
  });

  it('answers are never cached', async () => {
    const { body } = await place(shop, 'sv', checkoutBody('sv'));
    const response = await shop.call('sv', `/api/orders/${body.order_id}`, { headers: { 'x-order-token': body.order_token } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    await response.arrayBuffer();
  });
});
