import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGiftCard,
  API_KEY,
  checkoutBody,
  createCheckoutShop,
  giftCardBalance,
  place,
  post,
  postWebhook,
  readOrder,
  setStock,
  sign,
  stockOf,
  type CheckoutShop,
} from './checkout-shop';

/**
 * Paying an order (docs/checkout.md steps 3–5): the payment session, the status read, the
 * signed webhook, capturing once, a declined payment paid again, the provider failing, and
 * the scheduler giving back what abandoned orders hold. The provider is the test's own
 * (checkout-shop.ts), so its sessions are set to any status at once.
 */
let shop: CheckoutShop;

beforeAll(async () => {
  shop = await createCheckoutShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

const MINUTE = 60_000;

async function placeCard(overrides: Parameters<typeof checkoutBody>[1] = {}) {
  const body = checkoutBody('sv', overrides);
  const placed = await place(shop, 'sv', body);
  expect(placed.status).toBe(201);
  return {
    body,
    id: placed.body.order_id as string,
    token: placed.body.order_token as string,
    session: placed.body.payment?.session_id as string,
  };
}

function event(session: unknown, type: string, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data: { session } });
}

const sessionView = (id: string) => {
  const { webhook_url: _w, return_url: _r, cancel_url: _c, customer: _cu, ...session } = shop.provider.sessions.get(id)!;
  return session;
};

describe('the payment session', () => {
  it('is opened with the order total in minor units, the way back to the shop and the webhook of the store', async () => {
    const { body, id, session } = await placeCard({ items: [{ sku: 'F00001-21x30', quantity: 1 }] });
    const opened = shop.provider.sessions.get(session)!;
    expect(opened).toMatchObject({
      reference: id,
      kind: 'card',
      amount: 24800,
      currency: 'SEK',
      locale: 'sv',
      country: 'SE',
      customer: { email: 'anna@example.com', name: 'Anna Andersson', phone: '+46 70 123 45 67' },
      return_url: `http://sv.localhost:8787/checkout/confirmation/${id}`,
      cancel_url: `http://sv.localhost:8787/checkout/${body.checkout_id}?payment=cancelled`,
      webhook_url: 'http://commerce.internal/api/payments/webhook?locale=sv&sid=1',
    });
    expect(API_KEY).toBeTruthy(); // the fake provider answers 401 without the bearer key
  });

  it('bankid answers the app page, shown while the order waits', async () => {
    const { id, token } = await placeCard({ payment_method: 'bankid' });
    const order = await readOrder(shop, 'sv', id, token);
    expect(order.body.payment).toEqual({
      kind: 'bankid',
      status: 'pending',
      decline_reason: null,
      app_url: expect.stringContaining('/app/'),
    });
  });
});

describe('the status read', () => {
  it('an authorized session is captured once and the order is paid, with one confirmation e-mail', async () => {
    const { id, token, session } = await placeCard();
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('pending_payment');
    shop.provider.set(session, 'authorized');
    const paid = await readOrder(shop, 'sv', id, token);
    expect(paid.body).toMatchObject({ status: 'paid', paid_at: expect.any(String), payment: { kind: 'card', status: 'captured' } });
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('paid');
    expect(shop.provider.captures(session)).toBe(1);
    const outbox = (await (await shop.call('sv', '/api/dev/outbox')).json()) as { messages: { order_id: string; subject: string }[] };
    expect(outbox.messages.filter((message) => message.order_id === id)).toHaveLength(1);
  });

  it('a declined payment keeps the reservation; submitting the checkout again opens a new session', async () => {
    await setStock(shop, 'F00010-21x30', 5);
    const { body, id, token, session } = await placeCard({ items: [{ sku: 'F00010-21x30', quantity: 2 }] });
    shop.provider.set(session, 'declined', 'card_declined');
    const failed = await readOrder(shop, 'sv', id, token);
    expect(failed.body).toMatchObject({ status: 'payment_failed', payment: { status: 'declined', decline_reason: 'card_declined' } });
    expect(await stockOf(shop, 'F00010-21x30')).toBe(3);
    const retry = await post(shop, 'sv', body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ order_id: id, status: 'pending_payment' });
    expect(retry.body.payment.session_id).not.toBe(session);
    expect(await stockOf(shop, 'F00010-21x30')).toBe(3);
    shop.provider.set(retry.body.payment.session_id as string, 'authorized');
    expect((await readOrder(shop, 'sv', id, retry.body.order_token as string)).body.status).toBe('paid');
  });

  it('a failed payment e-mails the shopper once per order, in the order’s language, back to its shop’s checkout', async () => {
    const { body, id, token, session } = await placeCard();
    shop.provider.set(session, 'declined', 'card_declined');
    await readOrder(shop, 'sv', id, token);
    const retry = await post(shop, 'sv', body);
    shop.provider.set(retry.body.payment.session_id as string, 'declined', 'card_declined');
    expect((await readOrder(shop, 'sv', id, retry.body.order_token as string)).body.status).toBe('payment_failed');
    const outbox = (await (await shop.call('sv', '/api/dev/outbox')).json()) as {
      messages: { order_id: string; kind: string; to: string; subject: string; text: string }[];
    };
    const failed = outbox.messages.filter((message) => message.order_id === id && message.kind === 'payment-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ to: 'anna@example.com', subject: `Betalningen för order ${id} gick inte igenom` });
    expect(failed[0]!.text).toContain('http://sv.localhost:8787/checkout');
    expect(outbox.messages.filter((message) => message.order_id === id && message.kind === 'order-confirmation')).toHaveLength(0);
  });

  it('a session cancelled on the provider page fails the order the same way', async () => {
    const { id, token, session } = await placeCard();
    shop.provider.set(session, 'cancelled');
    expect((await readOrder(shop, 'sv', id, token)).body).toMatchObject({ status: 'payment_failed', payment: { status: 'cancelled' } });
  });

  it('an order whose session was authorized is already placed', async () => {
    const { body, session, id } = await placeCard();
    shop.provider.set(session, 'authorized');
    const again = await post(shop, 'sv', body);
    expect(again).toEqual({ status: 409, body: { error: 'This checkout has been placed already', code: 'already_placed', order_id: id } });
    expect(shop.provider.captures(session)).toBe(1);
  });
});

describe('the webhook', () => {
  it('a bad, missing or stale signature is a 400 and changes nothing', async () => {
    const { id, token, session } = await placeCard();
    shop.provider.set(session, 'authorized');
    const raw = event(sessionView(session), 'session.authorized');
    expect((await postWebhook(shop, 'sv', raw, null)).status).toBe(400);
    expect((await postWebhook(shop, 'sv', raw, sign(raw, new Date(), 'another-secret'))).status).toBe(400);
    expect((await postWebhook(shop, 'sv', raw, sign(raw, new Date(Date.now() - 301_000)))).status).toBe(400);
    expect((await postWebhook(shop, 'sv', `${raw} `, sign(raw))).status).toBe(400);
    expect((await postWebhook(shop, 'sv', raw, 't=abc,v1=00')).body).toEqual({ error: 'Bad or missing Artlane-Signature' });
    expect(shop.provider.captures(session)).toBe(0);
    const db = await shop.db();
    expect((await db.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())!.status).toBe(
      'pending_payment',
    );
    expect(token).toBeTruthy();
  });

  it('a signed event applies the session: authorized is captured and paid; a replay changes nothing', async () => {
    const { id, token, session } = await placeCard();
    shop.provider.set(session, 'authorized');
    const raw = event(sessionView(session), 'session.authorized', `evt_replay_${id}`);
    expect(await postWebhook(shop, 'sv', raw, sign(raw))).toEqual({ status: 200, body: { received: true } });
    expect(shop.provider.captures(session)).toBe(1);
    const paid = await readOrder(shop, 'sv', id, token);
    expect(paid.body.status).toBe('paid');
    expect(await postWebhook(shop, 'sv', raw, sign(raw))).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(shop.provider.captures(session)).toBe(1);
    expect((await readOrder(shop, 'sv', id, token)).body).toEqual(paid.body);
  });

  it('a declined event fails the order', async () => {
    const { id, token, session } = await placeCard();
    const declined = { ...sessionView(session), status: 'declined', decline_reason: 'insufficient_funds' };
    shop.provider.set(session, 'declined', 'insufficient_funds');
    const raw = event(declined, 'session.declined');
    expect((await postWebhook(shop, 'sv', raw, sign(raw))).status).toBe(200);
    expect((await readOrder(shop, 'sv', id, token)).body.payment).toMatchObject({
      status: 'declined',
      decline_reason: 'insufficient_funds',
    });
  });

  it('a signed session.captured for 1 SEK does not pay a 248 SEK order: kept as a mismatch, the session read back from the provider', async () => {
    const { id, token, session } = await placeCard();
    const calls = shop.provider.calls.length;
    const forged = { ...sessionView(session), status: 'captured', amount: 100, captured_amount: 100 };
    const raw = event(forged, 'session.captured');
    expect(await postWebhook(shop, 'sv', raw, sign(raw))).toEqual({ status: 200, body: { received: true } });
    expect((await readOrder(shop, 'sv', id, token)).body).toMatchObject({ status: 'pending_payment', paid_at: null });
    expect(shop.provider.calls.slice(calls)).toContain(`GET /v1/sessions/${session}`);
    const db = await shop.db();
    const kept = await db.prepare('SELECT mismatch FROM payment_events WHERE session_id = ?').bind(session).first<{ mismatch: string }>();
    expect(kept!.mismatch).toBe('amount 100 is not 24800; captured_amount 100 is not 24800');
    expect(await db.prepare("SELECT 1 FROM outbox WHERE order_id = ? AND kind = 'order-confirmation'").bind(id).first()).toBeNull();
  });

  it('another currency or another order’s reference changes nothing either; what the provider says on reading back is applied', async () => {
    const { id, token, session } = await placeCard();
    const other = await placeCard();
    for (const [change, expected] of [
      [{ currency: 'EUR' }, 'currency EUR is not SEK'],
      [{ reference: other.id }, `reference ${other.id} is not order ${id}`],
    ] as const) {
      const raw = event({ ...sessionView(session), status: 'captured', captured_amount: 24800, ...change }, 'session.captured');
      expect((await postWebhook(shop, 'sv', raw, sign(raw))).status).toBe(200);
      const db = await shop.db();
      const kept = await db
        .prepare('SELECT mismatch FROM payment_events WHERE id = ?')
        .bind(JSON.parse(raw).id)
        .first<{ mismatch: string }>();
      expect(kept!.mismatch).toBe(expected);
      expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('pending_payment');
    }
    // The shopper did pay meanwhile: the session read back says so, and that is applied.
    shop.provider.set(session, 'authorized');
    const raw = event({ ...sessionView(session), status: 'captured', amount: 1, captured_amount: 1 }, 'session.captured');
    expect((await postWebhook(shop, 'sv', raw, sign(raw))).status).toBe(200);
    expect(shop.provider.captures(session)).toBe(1);
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('paid');
  });

  it('a status read whose session disagrees with the order neither captures nor pays it', async () => {
    const { id, token, session } = await placeCard();
    shop.provider.set(session, 'authorized').amount = 100;
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('pending_payment');
    expect(shop.provider.captures(session)).toBe(0);
  });

  it('the webhook and status reads racing capture exactly once', async () => {
    const { id, token, session } = await placeCard();
    shop.provider.set(session, 'authorized');
    shop.provider.latencyMs = 30;
    try {
      const raw = event(sessionView(session), 'session.authorized');
      const results = await Promise.all([
        postWebhook(shop, 'sv', raw, sign(raw)),
        readOrder(shop, 'sv', id, token),
        readOrder(shop, 'sv', id, token),
        postWebhook(shop, 'sv', raw, sign(raw)),
        readOrder(shop, 'sv', id, token),
      ]);
      expect(results.every((result) => result.status === 200)).toBe(true);
    } finally {
      shop.provider.latencyMs = 0;
    }
    expect(shop.provider.captures(session)).toBe(1);
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('paid');
    const db = await shop.db();
    const mails = await db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE order_id = ?').bind(id).first<{ n: number }>();
    expect(mails!.n).toBe(1);
  });
});

describe('when the provider fails', () => {
  it('the checkout is a 502 and nothing stays reserved; the same checkout works once the provider is back', async () => {
    await setStock(shop, 'F00001-50x70', 10);
    await addGiftCard(shop, 'DOWN-TIME-0000-0001', 'SEK', 50);
    const body = checkoutBody('sv', { items: [{ sku: 'F00001-50x70', quantity: 1 }], gift_cards: ['DOWN-TIME-0000-0001'] });
    body.expected_total = (await post(shop, 'sv', body)).body.total as number;
    shop.provider.isDown = true;
    try {
      const failed = await post(shop, 'sv', body);
      expect(failed.status).toBe(502);
      expect(failed.body.error).toMatch(/payment provider/);
    } finally {
      shop.provider.isDown = false;
    }
    expect(await stockOf(shop, 'F00001-50x70')).toBe(10);
    expect(await giftCardBalance(shop, 'DOWN-TIME-0000-0001')).toBe(50);
    const again = await post(shop, 'sv', body);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('pending_payment');
    expect(await stockOf(shop, 'F00001-50x70')).toBe(9);
    expect(await giftCardBalance(shop, 'DOWN-TIME-0000-0001')).toBe(0);
  });

  it('a status read while the provider is down answers the order as it is', async () => {
    const { id, token } = await placeCard();
    shop.provider.isDown = true;
    try {
      const order = await readOrder(shop, 'sv', id, token);
      expect(order.status).toBe(200);
      expect(order.body.status).toBe('pending_payment');
    } finally {
      shop.provider.isDown = false;
    }
  });
});

describe('the scheduler', () => {
  it('cancels unpaid orders past the reservation time and gives back their stock and gift card amounts', async () => {
    await setStock(shop, 'F00002-50x70', 10);
    await addGiftCard(shop, 'LATE-PAYS-0000-0001', 'SEK', 20);
    const pending = await placeCard({ items: [{ sku: 'F00002-50x70', quantity: 3 }], gift_cards: ['LATE-PAYS-0000-0001'] });
    const failed = await placeCard({ items: [{ sku: 'F00002-50x70', quantity: 2 }] });
    shop.provider.set(failed.session, 'declined', 'card_declined');
    expect((await readOrder(shop, 'sv', failed.id, failed.token)).body.status).toBe('payment_failed');
    expect(await stockOf(shop, 'F00002-50x70')).toBe(5);

    await shop.scheduled(new Date(Date.now() + 29 * MINUTE));
    expect((await readOrder(shop, 'sv', pending.id, pending.token)).body.status).toBe('pending_payment');

    await shop.scheduled(new Date(Date.now() + 31 * MINUTE));
    const cancelled = await readOrder(shop, 'sv', pending.id, pending.token);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    expect((await readOrder(shop, 'sv', failed.id, failed.token)).body.status).toBe('cancelled');
    expect(shop.provider.sessions.get(pending.session)!.status).toBe('cancelled');
    expect(await stockOf(shop, 'F00002-50x70')).toBe(10);
    expect(await giftCardBalance(shop, 'LATE-PAYS-0000-0001')).toBe(20);
    // Run again: nothing is given back twice.
    await shop.scheduled(new Date(Date.now() + 32 * MINUTE));
    expect(await stockOf(shop, 'F00002-50x70')).toBe(10);
    expect(await giftCardBalance(shop, 'LATE-PAYS-0000-0001')).toBe(20);
  });

  it('an order whose session was authorized meanwhile is captured, not cancelled', async () => {
    const { id, token, session } = await placeCard();
    shop.provider.set(session, 'authorized');
    await shop.scheduled(new Date(Date.now() + 31 * MINUTE));
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('paid');
    expect(shop.provider.captures(session)).toBe(1);
  });

  it('releases even when the provider cannot cancel the session', async () => {
    await setStock(shop, 'F00003-50x70', 4);
    const { id, token } = await placeCard({ items: [{ sku: 'F00003-50x70', quantity: 4 }] });
    shop.provider.isDown = true;
    try {
      await shop.scheduled(new Date(Date.now() + 31 * MINUTE));
    } finally {
      shop.provider.isDown = false;
    }
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('cancelled');
    expect(await stockOf(shop, 'F00003-50x70')).toBe(4);
  });

  it('a newsletter code is held by one unpaid order and free again when that order is cancelled', async () => {
    const subscribed = await shop.call('sv', '/api/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'news@example.com' }),
    });
    const { code } = (await subscribed.json()) as { code: string };
    const first = await placeCard({ coupons: [code] });
    expect((await readOrder(shop, 'sv', first.id, first.token)).body.coupons).toEqual([{ code, discount: 20 }]);
    const second = await post(shop, 'sv', checkoutBody('sv', { coupons: [code], expected_total: 228 }));
    expect(second).toEqual({ status: 422, body: { error: `coupons[0] ${code} is not a valid code`, field: 'coupons.0' } });
    await shop.scheduled(new Date(Date.now() + 31 * MINUTE));
    expect((await post(shop, 'sv', checkoutBody('sv', { coupons: [code], expected_total: 228 }))).status).toBe(201);
  });

  it('has e-mails whose send time has come sent', async () => {
    const db = await shop.db();
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await db
      .prepare(
        "INSERT INTO outbox (created_at, recipient, kind, subject, body, send_after) VALUES (?, 'gift@example.com', 'gift-card', 'A gift', 'For you', ?)",
      )
      .bind(new Date().toISOString(), future)
      .run();
    await shop.scheduled(new Date());
    const early = await db.prepare("SELECT sent_at FROM outbox WHERE recipient = 'gift@example.com'").first<{ sent_at: string | null }>();
    expect(early!.sent_at).toBeNull();
    await shop.scheduled(new Date(Date.now() + 3 * 86_400_000));
    // Handed to the mail queue, whose consumer sends it and marks it sent (tests/worker/mail-delivery.test.ts).
    const late = () => db.prepare("SELECT sent_at FROM outbox WHERE recipient = 'gift@example.com'").first<{ sent_at: string | null }>();
    await expect.poll(async () => (await late())!.sent_at, { timeout: 30_000, interval: 200 }).not.toBeNull();
  });
});

describe('configuration', () => {
  it('SHOP_ORIGINS limits where shoppers are sent back to; the dev outbox exists only with the local provider', async () => {
    const other = await createCheckoutShop({
      seedProducts: 60,
      vars: { SHOP_ORIGINS: 'https://artlane.se, http://sv.localhost:8787', PAYMENTS_ORIGIN: '' },
    });
    try {
      const refused = await post(other, 'sv', checkoutBody('sv', { shop_origin: 'https://evil.example' }));
      expect(refused).toEqual({ status: 422, body: { error: "shop_origin is not one of the shop's origins", field: 'shop_origin' } });
      expect((await place(other, 'sv', checkoutBody('sv'))).status).toBe(201);
      const outbox = await other.call('sv', '/api/dev/outbox');
      expect(outbox.status).toBe(404);
      await outbox.arrayBuffer();
    } finally {
      await other.dispose();
    }
  });
});
