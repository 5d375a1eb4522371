import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPS_TOKEN } from '../../scripts/lib/shop.mjs';
import { createTestShop, SHOP_START_MS, type TestShop } from './harness';
import { commerceCall, providerSession, purchase } from './local-provider-purchase';
import { operatorToken } from './ops-token';

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

  it('e-mails the shopper about each refund once, in the order’s language, however often the form is sent', async () => {
    const order = await purchase(shop);
    const key = newKey();
    expect((await refund(order.order_id, { idempotency_key: key, amount: 20 })).status).toBe(200);
    expect((await refund(order.order_id, { idempotency_key: key, amount: 20 })).status).toBe(200);
    const db = await shop.commerceDb();
    const { results } = await db
      .prepare("SELECT recipient, subject, body, html FROM outbox WHERE order_id = ? AND kind = 'refund'")
      .bind(order.order_id)
      .all<{ recipient: string; subject: string; body: string; html: string }>();
    expect(results).toHaveLength(1);
    const [mail] = results;
    const placed = await db
      .prepare('SELECT email, locale FROM orders WHERE id = ?')
      .bind(order.order_id)
      .first<{ email: string; locale: string }>();
    expect(placed?.locale).toBe('sv');
    expect(mail?.recipient).toBe(placed?.email);
    expect(mail?.subject).toContain(order.order_id);
    expect(mail?.html).toContain('lang="sv"');
    expect(mail?.body).toMatch(/20(,00)?\s?kr/);
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

describe('the refund form of /__ops/orders/{id}', () => {
  const SV = 'http://sv.localhost:8787';
  async function page(orderId: string) {
    return shop.get('sv', `/__ops/orders/${orderId}`, {
      headers: { authorization: `Bearer ${await operatorToken({ sub: 'form-operator' })}` },
    });
  }
  async function postForm(orderId: string, fields: Record<string, string>, token: string | null = null) {
    return shop.get('sv', `/__ops/orders/${orderId}/refund`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SV,
        authorization: `Bearer ${token ?? (await operatorToken({ sub: 'form-operator' }))}`,
      },
      body: new URLSearchParams(fields).toString(),
    });
  }

  it('refunds the amount typed once, names the operator in the audit log, and shows the order again', async () => {
    const order = await purchase(shop);
    const html = await (await page(order.order_id)).text();
    const key = /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const answer = await postForm(order.order_id, { amount: '20,50', idempotency_key: key! });
    expect(answer.status).toBe(200);
    const after = await answer.text();
    expect(after).toContain('role="status">Refunded.');
    expect(after).toContain('20.50 SEK');
    expect(after).toContain('form-operator');
    // The same form sent again (a double click): one refund.
    expect((await postForm(order.order_id, { amount: '20,50', idempotency_key: key! })).status).toBe(200);
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ refunded_amount: 2050 });
    expect(await refunded(order.order_id)).toMatchObject({ refunded_payment: 20.5 });
  });

  it('says why nothing was refunded: an amount it cannot read (400), more than is left (422), an unpaid order (409)', async () => {
    const order = await purchase(shop);
    const typo = await postForm(order.order_id, { amount: '20 kr', idempotency_key: 'form-key-typo-1' });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain('role="alert">Give the amount to refund as a number');
    const tooMuch = await postForm(order.order_id, { amount: String(order.total + 1), idempotency_key: 'form-key-too-much-1' });
    expect(tooMuch.status).toBe(422);
    expect(await tooMuch.text()).toContain(`amount can be at most ${order.total.toFixed(2)} SEK`);
    const unpaid = await purchase(shop, false);
    const refused = await postForm(unpaid.order_id, { amount: '', idempotency_key: 'form-key-unpaid-1' });
    expect(refused.status).toBe(409);
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ refunded_amount: 0 });
  });

  it('is refused without a valid operator token (401), with nothing refunded', async () => {
    const order = await purchase(shop);
    const forged = await postForm(
      order.order_id,
      { amount: '', idempotency_key: 'form-key-forged-1' },
      await operatorToken({}, new Uint8Array(32).fill(7)),
    );
    expect(forged.status).toBe(401);
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ refunded_amount: 0 });
  });
});

describe('POST /api/ops/orders/{id}/cancel', () => {
  const cancel = (orderId: string, key: string, token: string | null = LOCAL_OPS_TOKEN) =>
    commerceCall(shop, `/api/ops/orders/${orderId}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ operator: 'anna-ops', idempotency_key: key }),
    });

  it('cancels an unpaid order: its session at the provider, its gift card hold given back; once, audited', async () => {
    const db = await shop.commerceDb();
    await db
      .prepare(
        "INSERT INTO gift_cards (code, currency, initial_amount, balance, expires_at) VALUES ('CNCL-TEST-CARD-2345', 'SEK', 20, 20, '2099-12-31T23:59:59.000Z')",
      )
      .run();
    const order = await purchase(shop, false, { gift_cards: ['CNCL-TEST-CARD-2345'] });
    expect(await db.prepare("SELECT balance FROM gift_cards WHERE code = 'CNCL-TEST-CARD-2345'").first('balance')).toBe(0);
    const key = newKey();
    const first = await cancel(order.order_id, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.audit).toMatchObject({
      action: 'cancel',
      operator: 'anna-ops',
      outcome: 'done',
      provider_answer: { status: 'cancelled' },
    });
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ status: 'cancelled' });
    expect(await db.prepare('SELECT status FROM orders WHERE id = ?').bind(order.order_id).first('status')).toBe('cancelled');
    expect(await db.prepare("SELECT balance FROM gift_cards WHERE code = 'CNCL-TEST-CARD-2345'").first('balance')).toBe(20);
    expect(await cancel(order.order_id, key)).toEqual(first);
    const another = await cancel(order.order_id, newKey());
    expect(another.status).toBe(409);
    expect(another.body.error).toMatch(/cancelled already/);
  });

  it('refuses a paid order (409: refund it instead) and a caller without the token (401)', async () => {
    const order = await purchase(shop);
    const paid = await cancel(order.order_id, newKey());
    expect(paid.status).toBe(409);
    expect(paid.body.error).toMatch(/is paid: refund it instead/);
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ status: 'captured' });
    expect((await cancel(order.order_id, newKey(), null)).status).toBe(401);
  });
});
