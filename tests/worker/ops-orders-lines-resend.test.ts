import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPS_TOKEN } from '../../scripts/lib/shop.mjs';
import { createTestShop, SHOP_START_MS, type TestShop } from './harness';
import { commerceCall, providerSession, purchase } from './local-provider-purchase';
import { operatorToken } from './ops-token';
import { ORDER_COOKIE, withOrder } from '../../worker/api/order-cookie';

/**
 * Refunds of some lines and resending the confirmation e-mail (issue 24, docs/operations.md
 * "Refunds" and "Resending the confirmation e-mail"), end to end with the local provider:
 * a line refund gives back its units' price share (payment first, then gift cards), is safe
 * to repeat and audited; a resend writes the confirmation to the outbox again, once per key.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
}, SHOP_START_MS);
afterAll(async () => {
  await shop?.dispose();
});

let keys = 0;
const newKey = () => `lines-test-key-${++keys}`;
const TWO_LINES = {
  items: [
    { sku: 'F00001-21x30', quantity: 3 },
    { sku: 'F00002-21x30', quantity: 1 },
  ],
};

function post(orderId: string, action: 'refund' | 'resend', body: Record<string, unknown>, token: string | null = LOCAL_OPS_TOKEN) {
  return commerceCall(shop, `/api/ops/orders/${orderId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ operator: 'anna-ops', ...body }),
  });
}

async function lineFacts(orderId: string) {
  const db = await shop.commerceDb();
  const { results } = await db
    .prepare('SELECT position, quantity, price, discount, refunded_quantity FROM order_lines WHERE order_id = ? ORDER BY position')
    .bind(orderId)
    .all<{ position: number; quantity: number; price: number; discount: number; refunded_quantity: number }>();
  const order = await db
    .prepare('SELECT refunded_payment, refunded_gift_cards, refunded_lines FROM orders WHERE id = ?')
    .bind(orderId)
    .first<{ refunded_payment: number; refunded_gift_cards: number; refunded_lines: number }>();
  return { lines: results, order: order! };
}

describe('a refund of some lines', () => {
  it('gives back the units’ price share through the provider, once per key, and counts the units refunded', async () => {
    const order = await purchase(shop, true, TWO_LINES);
    const before = await lineFacts(order.order_id);
    const unit = before.lines[0]!.price;
    const key = newKey();
    const first = await post(order.order_id, 'refund', { idempotency_key: key, lines: [{ position: 0, quantity: 2 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.audit).toMatchObject({
      action: 'refund',
      outcome: 'done',
      request: { lines: [{ position: 0, quantity: 2 }] },
      provider_answer: { split: { payment: unit * 2, giftCards: [] }, lines: [{ position: 0, quantity: 2, amount: unit * 2 }] },
    });
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ refunded_amount: unit * 2 * 100 });
    expect(await post(order.order_id, 'refund', { idempotency_key: key, lines: [{ position: 0, quantity: 2 }] })).toEqual(first);
    const after = await lineFacts(order.order_id);
    expect(after.lines.map((line) => line.refunded_quantity)).toEqual([2, 0]);
    expect(after.order).toEqual({ refunded_payment: unit * 2, refunded_gift_cards: 0, refunded_lines: unit * 2 });

    // One unit is left of line 0: two more are refused (422), audited, nothing given back.
    const tooMany = await post(order.order_id, 'refund', { idempotency_key: newKey(), lines: [{ position: 0, quantity: 2 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toBe('Line 0 has 1 of 3 left to refund, not 2');
    const unknown = await post(order.order_id, 'refund', { idempotency_key: newKey(), lines: [{ position: 7, quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('The order has no line 7');
    expect(await providerSession(shop, order.payment.session_id)).toMatchObject({ refunded_amount: unit * 2 * 100 });

    const both = await post(order.order_id, 'refund', { idempotency_key: newKey(), amount: 10, lines: [{ position: 1, quantity: 1 }] });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe('Give either amount or lines, not both');
  });

  it('splits like an amount refund (the payment first, then the gift card) and is capped by what is left', async () => {
    const db = await shop.commerceDb();
    await db
      .prepare(
        "INSERT INTO gift_cards (code, currency, initial_amount, balance, expires_at) VALUES ('LINE-TEST-CARD-2345', 'SEK', 100, 100, '2099-12-31T23:59:59.000Z')",
      )
      .run();
    const order = await purchase(shop, true, { ...TWO_LINES, gift_cards: ['LINE-TEST-CARD-2345'] });
    // Most of the payment is given back as an amount first: 40 less than line 1 is left of it, and the card's 100.
    const cheap = (await lineFacts(order.order_id)).lines[1]!.price;
    const paymentLeft = cheap - 40;
    expect((await post(order.order_id, 'refund', { idempotency_key: newKey(), amount: order.total - paymentLeft })).status).toBe(200);
    // Line 1 (one unit): what is left of the payment, then 40 of the card.
    const answer = await post(order.order_id, 'refund', { idempotency_key: newKey(), lines: [{ position: 1, quantity: 1 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.audit.provider_answer.split).toEqual({
      payment: paymentLeft,
      giftCards: [{ position: 0, amount: cheap - paymentLeft }],
    });
    expect(await db.prepare("SELECT balance FROM gift_cards WHERE code = 'LINE-TEST-CARD-2345'").first('balance')).toBe(
      cheap - paymentLeft,
    );
    // Two units of line 0 are worth more than the rest of the card: the refund gives back what is left, no more.
    const capped = await post(order.order_id, 'refund', { idempotency_key: newKey(), lines: [{ position: 0, quantity: 2 }] });
    expect(capped.status, JSON.stringify(capped.body)).toBe(200);
    expect(capped.body.audit.provider_answer.split).toEqual({
      payment: 0,
      giftCards: [{ position: 0, amount: 100 - (cheap - paymentLeft) }],
    });
    expect(await db.prepare("SELECT balance FROM gift_cards WHERE code = 'LINE-TEST-CARD-2345'").first('balance')).toBe(100);
    const after = await lineFacts(order.order_id);
    expect(after.lines.map((line) => line.refunded_quantity)).toEqual([2, 1]);
    expect(after.order.refunded_lines).toBe(paymentLeft + 100);
  });

  it('is what the order page’s form sends for the ticked lines', async () => {
    const order = await purchase(shop, true, TWO_LINES);
    const token = await operatorToken({ sub: 'form-operator' });
    const page = await (await shop.get('sv', `/__ops/orders/${order.order_id}`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(page).toContain('name="refund_line" value="1"');
    expect(page).toContain('name="quantity_0"');
    const key = /name="idempotency_key" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const answer = await shop.get('sv', `/__ops/orders/${order.order_id}/refund`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://sv.localhost:8787',
        authorization: `Bearer ${token}`,
      },
      body: new URLSearchParams([
        ['idempotency_key', key],
        ['refund_line', '1'],
        ['quantity_1', '1'],
        ['quantity_0', '3'],
        ['amount', ''],
      ]).toString(),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('role="status">Refunded.');
    expect((await lineFacts(order.order_id)).lines.map((line) => line.refunded_quantity)).toEqual([0, 1]);

    const typo = await shop.get('sv', `/__ops/orders/${order.order_id}/refund`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://sv.localhost:8787',
        authorization: `Bearer ${token}`,
      },
      body: new URLSearchParams([
        ['idempotency_key', 'form-lines-typo-1'],
        ['refund_line', '0'],
        ['quantity_0', 'two'],
      ]).toString(),
    });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain('role="alert">Give how many of line 0 to refund as a whole number');
    const noLine = await shop.get('sv', `/__ops/orders/${order.order_id}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://sv.localhost:8787', authorization: `Bearer ${token}` },
      body: JSON.stringify({ idempotency_key: 'script-lines-typo-1', lines: [{ position: 'first', quantity: 1 }] }),
    });
    expect(noLine.status).toBe(400);
    expect(await noLine.json()).toEqual({ error: 'Name each line to refund by its number (#) on the order page' });
    expect((await lineFacts(order.order_id)).lines.map((line) => line.refunded_quantity)).toEqual([0, 1]);
  });
});

describe('POST /api/ops/orders/{id}/resend', () => {
  async function confirmations(orderId: string) {
    const db = await shop.commerceDb();
    const { results } = await db
      .prepare("SELECT recipient, subject, body, send_after FROM outbox WHERE order_id = ? AND kind = 'order-confirmation' ORDER BY id")
      .bind(orderId)
      .all<{ recipient: string; subject: string; body: string; send_after: string }>();
    return results;
  }

  it('writes the paid order’s confirmation to the outbox again, the same message, once per key, audited', async () => {
    const order = await purchase(shop);
    const [atPayment] = await confirmations(order.order_id);
    expect(atPayment).toBeDefined();
    const key = newKey();
    const first = await post(order.order_id, 'resend', { idempotency_key: key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.audit).toMatchObject({ action: 'resend_confirmation', operator: 'anna-ops', outcome: 'done' });
    expect(await post(order.order_id, 'resend', { idempotency_key: key })).toEqual(first);
    const after = await confirmations(order.order_id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ recipient: atPayment!.recipient, subject: atPayment!.subject, body: atPayment!.body });
    expect(after[1]!.send_after > atPayment!.send_after).toBe(true);
  });

  it('refuses an unpaid order (409, audited) and a caller without the token (401)', async () => {
    const order = await purchase(shop, false);
    const refused = await post(order.order_id, 'resend', { idempotency_key: newKey() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/is not paid \(pending_payment\): it has no confirmation to send/);
    expect(await confirmations(order.order_id)).toEqual([]);
    expect((await post(order.order_id, 'resend', { idempotency_key: newKey() }, null)).status).toBe(401);
    const detail = await commerceCall(shop, `/api/ops/orders/${order.order_id}`, {
      headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}` },
    });
    expect(detail.body.audit).toMatchObject([{ action: 'resend_confirmation', outcome: 'refused' }]);
  });

  it('is the order page’s “Resend the confirmation” form', async () => {
    const order = await purchase(shop);
    const token = await operatorToken({ sub: 'form-operator' });
    const page = await (await shop.get('sv', `/__ops/orders/${order.order_id}`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(page).toContain(`action="/__ops/orders/${order.order_id}/resend"`);
    const key = /name="idempotency_key" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const answer = await shop.get('sv', `/__ops/orders/${order.order_id}/resend`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://sv.localhost:8787',
        authorization: `Bearer ${token}`,
      },
      body: new URLSearchParams({ idempotency_key: key }).toString(),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('role="status">The confirmation e-mail is in the outbox again.');
    expect(await confirmations(order.order_id)).toHaveLength(2);
  });
});

describe('a refunded order on the shopper’s confirmation page', () => {
  it('says how much was refunded, in the shopper’s language, after a line refund and an amount refund', async () => {
    const order = await purchase(shop, true, TWO_LINES);
    const cookie = `${ORDER_COOKIE}=${withOrder([], { id: order.order_id, token: order.order_token })}`;
    const path = `/checkout/confirmation/${order.order_id}`;
    const before = await (await shop.get('sv', path, { headers: { cookie } })).text();
    expect(before).toContain('data-order-complete');
    expect(before).not.toContain('data-testid="order-refunded"');

    const unit = (await lineFacts(order.order_id)).lines[1]!.price;
    expect((await post(order.order_id, 'refund', { idempotency_key: newKey(), lines: [{ position: 1, quantity: 1 }] })).status).toBe(200);
    expect((await post(order.order_id, 'refund', { idempotency_key: newKey(), amount: 10 })).status).toBe(200);
    const page = await shop.get('sv', path, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    const amount = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 }).format(unit + 10);
    expect(html.replace(/\s/g, ' ')).toContain(
      `data-testid="order-refunded">Vi har betalat tillbaka ${amount.replace(/\s/g, ' ')} av den här beställningen.`,
    );
    expect(html).toContain('<dt>Återbetalt</dt>');
  });
});

describe('the cancel form of /__ops/orders/{id}', () => {
  it('is on an unpaid order’s page only, and cancels it for the signed-in operator', async () => {
    const token = await operatorToken({ sub: 'form-operator' });
    const read = async (orderId: string) =>
      (await shop.get('sv', `/__ops/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).text();
    const paid = await purchase(shop);
    expect(await read(paid.order_id)).not.toContain(`action="/__ops/orders/${paid.order_id}/cancel"`);
    const unpaid = await purchase(shop, false);
    const page = await read(unpaid.order_id);
    expect(page).toContain(`action="/__ops/orders/${unpaid.order_id}/cancel"`);
    expect(page).not.toContain(`action="/__ops/orders/${unpaid.order_id}/resend"`);
    const key = /name="idempotency_key" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const answer = await shop.get('sv', `/__ops/orders/${unpaid.order_id}/cancel`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://sv.localhost:8787',
        authorization: `Bearer ${token}`,
      },
      body: new URLSearchParams({ idempotency_key: key }).toString(),
    });
    expect(answer.status).toBe(200);
    const after = await answer.text();
    expect(after).toContain('role="status">Cancelled: its holds are released and its payment session cancelled.');
    expect(after).toContain('form-operator');
    expect(await providerSession(shop, unpaid.payment.session_id)).toMatchObject({ status: 'cancelled' });
  });
});
