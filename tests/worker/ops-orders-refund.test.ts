import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPS_TOKEN } from '../../scripts/lib/shop.mjs';
import { createTestShop, SHOP_START_MS, type TestShop } from './harness';
import { commerceCall, providerSession, purchase } from './local-provider-purchase';

/**
 * Refunds (issue 24, docs/operations.md "Refunds"): POST /api/ops/orders/{id}/refund gives
 * money back through the payment provider interface, end to end with the local provider;
 * it is safe to repeat (idempotency key), audited, and refuses an unpaid order (409) and
 * more than is left (422).
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
}, SHOP_START_MS);
afterAll(async () => {
  await shop?.dispose();
});

let keys = 0;
const newKey = () => `refund-test-key-${++keys}`;

function refund(orderId: string, body: Record<string, unknown>, token: string | null = LOCAL_OPS_TOKEN) {
  return commerceCall(shop, `/api/ops/orders/${orderId}/refund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ operator: 'anna-ops', ...body }),
  });
}

async function refunded(orderId: string) {
  const db = await shop.commerceDb();
  return db
    .prepare('SELECT refunded_payment, refunded_gift_cards, payment_status FROM orders WHERE id = ?')
    .bind(orderId)
    .first<{ refunded_payment: number; refunded_gift_cards: number; payment_status: string }>();
}

describe('POST /api/ops/orders/{id}/refund', () => {
  it('refunds part of a paid order through the local provider, once however often the form is sent, and audits it', async () => {
    const order = await purchase(shop);
    const key = newKey();
    const first = await refund(order.order_id, { idempotency_key: key, amount: 50 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.audit).toMatchObject({
      operator: 'anna-ops',
      action: 'refund',
      idempotency_key: key,
      request: { amount: 50 },
      outcome: 'done',
      provider_answer: {
        payment: { id: order.payment.session_id, status: 'captured', refunded_amount: 5000 },
        split: { payment: 50, giftCards: [] },
      },
    });
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ status: 'captured', refunded_amount: 5000 });
    // The same submission again: the same answer, nothing refunded twice.
    const again = await refund(order.order_id, { idempotency_key: key, amount: 50 });
    expect(again).toEqual(first);
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ refunded_amount: 5000 });
    expect(await refunded(order.order_id)).toEqual({ refunded_payment: 50, refunded_gift_cards: 0, payment_status: 'captured' });

    // The rest (no amount): the session is refunded in full.
    const rest = await refund(order.order_id, { idempotency_key: newKey() });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ status: 'refunded', refunded_amount: order.total * 100 });
    expect(await refunded(order.order_id)).toEqual({ refunded_payment: order.total, refunded_gift_cards: 0, payment_status: 'refunded' });

    const detail = await commerceCall(shop, `/api/ops/orders/${order.order_id}`, {
      headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}` },
    });
    expect(detail.body.audit.map((row: { outcome: string; request: unknown }) => [row.outcome, row.request])).toEqual([
      ['done', { amount: 50 }],
      ['done', { whole: true }],
    ]);
  });

  it('gives the payment back first, then the gift card: its balance grows by its part', async () => {
    const db = await shop.commerceDb();
    await db
      .prepare(
        "INSERT INTO gift_cards (code, currency, initial_amount, balance, expires_at) VALUES ('RFND-TEST-CARD-2345', 'SEK', 100, 100, '2099-12-31T23:59:59.000Z')",
      )
      .run();
    const order = await purchase(shop, true, { gift_cards: ['RFND-TEST-CARD-2345'] });
    expect(await db.prepare("SELECT balance FROM gift_cards WHERE code = 'RFND-TEST-CARD-2345'").first('balance')).toBe(0);
    const answer = await refund(order.order_id, { idempotency_key: newKey(), amount: order.total + 30 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.audit.provider_answer.split).toEqual({ payment: order.total, giftCards: [{ position: 0, amount: 30 }] });
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ status: 'refunded', refunded_amount: order.total * 100 });
    expect(await db.prepare("SELECT balance FROM gift_cards WHERE code = 'RFND-TEST-CARD-2345'").first('balance')).toBe(30);
    expect(await refunded(order.order_id)).toEqual({ refunded_payment: order.total, refunded_gift_cards: 30, payment_status: 'refunded' });
    // 70 of the card is left to give back, and no more.
    const tooMuch = await refund(order.order_id, { idempotency_key: newKey(), amount: 70.01 });
    expect(tooMuch.body.error).toBe('amount can be at most 70.00 SEK, what is left to refund');
  });

  it('refuses more than is left to refund (422), audited, and gives nothing back', async () => {
    const order = await purchase(shop);
    const tooMuch = await refund(order.order_id, { idempotency_key: newKey(), amount: order.total + 0.01 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toBe(`amount can be at most ${order.total.toFixed(2)} SEK, what is left to refund`);
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ status: 'captured', refunded_amount: 0 });
    const detail = await commerceCall(shop, `/api/ops/orders/${order.order_id}`, {
      headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}` },
    });
    expect(detail.body.audit).toMatchObject([{ outcome: 'refused', operator: 'anna-ops', message: tooMuch.body.error }]);
  });

  it('refuses an unpaid order (409)', async () => {
    const order = await purchase(shop, false);
    const answer = await refund(order.order_id, { idempotency_key: newKey() });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/is not paid \(pending_payment\)/);
  });

  it('refuses without the operator token (401), an unknown order (404) and a body it cannot read (400)', async () => {
    const order = await purchase(shop, false);
    expect((await refund(order.order_id, { idempotency_key: newKey() }, null)).status).toBe(401);
    expect((await refund('NOSUCHORDER', { idempotency_key: newKey() })).status).toBe(404);
    const bad = await refund(order.order_id, { idempotency_key: 'short', amount: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/idempotency_key/);
  });
});
