import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../scripts/lib/stripe-fake.mjs';
import { checkoutBody, createCheckoutShop, place, readOrder, type Answer, type CheckoutShop } from './checkout-shop';

/**
 * The commerce Worker with PAYMENTS_PROVIDER "stripe" (docs/payments.md "The Stripe
 * adapter"), built as it deploys and run in workerd, against the fake Stripe of the contract
 * tests (scripts/lib/stripe-fake.mjs, every request checked against Stripe's description):
 * an order opens a Checkout Session, its status is read from Stripe on the shopper's return
 * and on every webhook event, and events that are replayed, stale, wrongly signed or about
 * an amount that is not the order's change nothing. STRIPE_FAKE_PORT picks the fake's port.
 */
const WEBHOOK_SECRET = 'whsec_artlanecheckout';
let fake: FakeStripe;
let shop: CheckoutShop;

beforeAll(async () => {
  fake = await startFakeStripe({ port: Number(process.env.STRIPE_FAKE_PORT ?? 0) });
  shop = await createCheckoutShop({
    seedProducts: 60,
    vars: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_artlanecheckout',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_ORIGIN: fake.origin,
    },
  });
});
afterAll(async () => {
  await shop?.dispose();
  await fake?.close();
});

async function placeOrder(locale = 'sv', overrides: Parameters<typeof checkoutBody>[1] = {}) {
  const placed = await place(shop, locale, checkoutBody(locale, { items: [{ sku: 'F00001-21x30', quantity: 1 }], ...overrides }));
  expect(placed.status).toBe(201);
  return {
    id: placed.body.order_id as string,
    token: placed.body.order_token as string,
    session: placed.body.payment?.session_id as string,
    payment: placed.body.payment as Record<string, unknown>,
  };
}

async function postStripeWebhook(raw: string, signature: string | null, locale = 'sv'): Promise<Answer> {
  const response = await shop.call(locale, '/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const captures = (session: string) => {
  const intent = fake.sessions.get(session)?.session.payment_intent;
  return fake.calls.filter((call) => call.path === `/v1/payment_intents/${intent}/capture`).length;
};
const orderStatus = async (id: string) =>
  (await (await shop.db()).prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())!.status;

describe('an order paid through Stripe', () => {
  it("opens a Checkout Session of the order's total, language and addresses, and sends the shopper to Stripe's page", async () => {
    const { id, session, payment } = await placeOrder();
    expect(payment).toMatchObject({ kind: 'card', redirect_url: `${fake.origin}/c/pay/${session}` });
    expect(fake.sessions.get(session)!.session).toMatchObject({
      client_reference_id: id,
      amount_total: 24_800,
      currency: 'sek',
      locale: 'sv',
      payment_method_types: ['card'],
      success_url: `http://sv.localhost:8787/checkout/confirmation/${id}`,
    });
    expect(fake.problems).toEqual([]);
  });

  it("is paid on the shopper's return: the status is read from Stripe and the payment captured once", async () => {
    const { id, token, session } = await placeOrder();
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('pending_payment');
    fake.pay(session, 'authorized');
    expect((await readOrder(shop, 'sv', id, token)).body).toMatchObject({ status: 'paid', payment: { kind: 'card', status: 'captured' } });
    expect((await readOrder(shop, 'sv', id, token)).body.status).toBe('paid');
    expect(captures(session)).toBe(1);
    expect(fake.problems).toEqual([]);
  });

  it('opens iDEAL in the Netherlands and Klarna for pay later, each paid through its session', async () => {
    const ideal = await placeOrder('nl', { payment_method: 'ideal' });
    expect(fake.sessions.get(ideal.session)!.session).toMatchObject({ payment_method_types: ['ideal'], currency: 'eur', locale: 'nl' });
    fake.pay(ideal.session, 'succeeded'); // iDEAL is paid at once: nothing to capture
    expect((await readOrder(shop, 'nl', ideal.id, ideal.token)).body).toMatchObject({ status: 'paid', payment: { status: 'captured' } });
    expect(captures(ideal.session)).toBe(0);
    const klarna = await placeOrder('sv', { payment_method: 'pay_later' });
    expect(fake.sessions.get(klarna.session)!.session.payment_method_types).toEqual(['klarna']);
    fake.pay(klarna.session, 'authorized');
    expect((await readOrder(shop, 'sv', klarna.id, klarna.token)).body.status).toBe('paid');
    expect(captures(klarna.session)).toBe(1);
    expect(fake.problems).toEqual([]);
  });
});

describe("Stripe's webhook", () => {
  it('a signed checkout.session.completed pays the order; the same event again changes nothing', async () => {
    const { id, token, session } = await placeOrder();
    const completed = fake.signed(fake.event('checkout.session.completed', fake.pay(session, 'authorized')), WEBHOOK_SECRET);
    expect(await postStripeWebhook(completed.payload, completed.signature)).toEqual({ status: 200, body: { received: true } });
    expect(captures(session)).toBe(1);
    const paid = await readOrder(shop, 'sv', id, token);
    expect(paid.body.status).toBe('paid');
    const again = fake.signed(JSON.parse(completed.payload), WEBHOOK_SECRET);
    expect(await postStripeWebhook(again.payload, again.signature)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(captures(session)).toBe(1);
    expect((await readOrder(shop, 'sv', id, token)).body).toEqual(paid.body);
    expect(fake.problems).toEqual([]);
  });

  it('a wrongly signed, stale, future or unsigned event is a 400 and changes nothing', async () => {
    const { id, session } = await placeOrder();
    const body = fake.event('checkout.session.completed', fake.pay(session, 'authorized'));
    const now = Math.floor(Date.now() / 1000);
    const good = fake.signed(body, WEBHOOK_SECRET);
    const calls = fake.calls.length;
    for (const signature of [
      fake.signed(body, 'whsec_someoneelse').signature,
      // A minute past the 300 s tolerance either way: the worker's clock runs on from this
      // test's `now` (a second or more on a loaded machine, and 301 s ahead became 299 s). The
      // exact edge is shared/http/signature.test.ts's, on a fixed clock.
      fake.signed(body, WEBHOOK_SECRET, now - 360).signature,
      fake.signed(body, WEBHOOK_SECRET, now + 360).signature,
      't=abc,v1=00',
      null,
    ]) {
      expect(await postStripeWebhook(good.payload, signature)).toEqual({ status: 400, body: { error: 'Bad or missing Stripe-Signature' } });
    }
    expect((await postStripeWebhook(`${good.payload} `, good.signature)).status).toBe(400);
    expect(fake.calls.length).toBe(calls); // Stripe was not even asked
    expect(await orderStatus(id)).toBe('pending_payment');
    const db = await shop.db();
    expect(await db.prepare('SELECT 1 FROM payment_events WHERE id = ?').bind(body.id).first()).toBeNull();
  });

  it("an event's body alone never pays: Stripe, asked, says the session is still open", async () => {
    const { id, session } = await placeOrder();
    const forged = { ...fake.sessions.get(session)!.session, status: 'complete', payment_status: 'paid' };
    const { payload, signature } = fake.signed(fake.event('checkout.session.completed', forged), WEBHOOK_SECRET);
    expect((await postStripeWebhook(payload, signature)).status).toBe(200);
    expect(await orderStatus(id)).toBe('pending_payment');
  });

  it("a session whose amount at Stripe is not the order's total pays nothing: kept as a mismatch, nothing captured", async () => {
    const { id, session } = await placeOrder();
    // Stripe's session says 1 SEK (a session opened for another amount, a tampered order): signed, read back, refused.
    const entry = fake.sessions.get(session)!;
    Object.assign(entry.session, { amount_total: 100, amount_subtotal: 100 });
    const { payload, signature } = fake.signed(fake.event('checkout.session.completed', fake.pay(session, 'authorized')), WEBHOOK_SECRET);
    expect((await postStripeWebhook(payload, signature)).status).toBe(200);
    expect(await orderStatus(id)).toBe('pending_payment');
    expect(captures(session)).toBe(0);
    const db = await shop.db();
    const kept = await db.prepare('SELECT mismatch FROM payment_events WHERE session_id = ?').bind(session).first<{ mismatch: string }>();
    expect(kept!.mismatch).toBe('amount 100 is not 24800');
    expect(await db.prepare("SELECT 1 FROM outbox WHERE order_id = ? AND kind = 'order-confirmation'").bind(id).first()).toBeNull();
  });

  it('an asynchronous payment that fails fails the order; charge.refunded is received with the session found from its payment', async () => {
    const failing = await placeOrder();
    fake.pay(failing.session, 'processing');
    const failed = fake.signed(fake.event('checkout.session.async_payment_failed', fake.settle(failing.session, 'failed')), WEBHOOK_SECRET);
    expect((await postStripeWebhook(failed.payload, failed.signature)).status).toBe(200);
    expect(await orderStatus(failing.id)).toBe('payment_failed');

    const { session } = await placeOrder();
    const completed = fake.signed(fake.event('checkout.session.completed', fake.pay(session, 'authorized')), WEBHOOK_SECRET);
    await postStripeWebhook(completed.payload, completed.signature);
    const refunded = fake.signed(fake.event('charge.refunded', fake.chargeOf(session)), WEBHOOK_SECRET);
    expect(await postStripeWebhook(refunded.payload, refunded.signature)).toEqual({ status: 200, body: { received: true } });
    const db = await shop.db();
    expect(await db.prepare('SELECT session_id FROM payment_events WHERE id = ?').bind(JSON.parse(refunded.payload).id).first()).toEqual({
      session_id: session,
    });
    expect(fake.problems).toEqual([]);
  });

  it('an event of a type the shop does not act on is received once, and Stripe is not asked about it', async () => {
    const calls = fake.calls.length;
    const other = fake.signed(fake.event('customer.created', { id: 'cus_test_1', object: 'customer' }), WEBHOOK_SECRET);
    expect(await postStripeWebhook(other.payload, other.signature)).toEqual({ status: 200, body: { received: true } });
    expect(await postStripeWebhook(other.payload, other.signature)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(fake.calls.length).toBe(calls);
  });
});
