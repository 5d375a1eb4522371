import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMERCE, PAYMENTS } from '../../scripts/lib/shop.mjs';
import { createTestShop, type TestShop } from './harness';
import { BROWSER, checkoutBody } from './checkout-shop';

/**
 * A purchase end to end inside the embedded shop with the real local payment provider
 * (services/payments, docs/payments.md): the commerce Worker opens the session, the
 * "browser" pays on the provider's hosted page, the provider's signed webhook reaches the
 * commerce Worker through its binding and the order is captured and paid.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

const PROVIDER_ORIGIN = 'http://localhost:8788';

async function commerce(path: string, init: RequestInit = {}) {
  const worker = await shop.mf.getWorker(COMMERCE);
  const url = new URL(`http://commerce.internal${path}`);
  url.searchParams.set('locale', 'sv');
  url.searchParams.set('sid', '1');
  const response = (await worker.fetch(url.href, init as never)) as unknown as Response;
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function placeOrder(overrides: Parameters<typeof checkoutBody>[1] = {}) {
  const body = checkoutBody('sv', overrides);
  const send = () =>
    commerce('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-checkout-key': BROWSER.key },
      body: JSON.stringify(body),
    });
  body.expected_total = (await send()).body.total as number;
  const placed = await send();
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { order_id: string; order_token: string; payment: { session_id: string; redirect_url: string } };
}

/** The hosted card form, filled in and posted as the shopper's browser does. */
async function payByCard(redirectUrl: string, number: string) {
  const payments = await shop.mf.getWorker(PAYMENTS);
  const page = (await payments.fetch(redirectUrl, { redirect: 'manual' } as never)) as unknown as Response;
  const token = /name="token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const answer = (await payments.fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PROVIDER_ORIGIN },
    body: new URLSearchParams({ token, number, expiry: '12/40', cvc: '123', name: 'Anna Andersson' }).toString(),
  } as never)) as unknown as Response;
  await answer.arrayBuffer();
  return answer;
}

async function orderStatus(id: string) {
  const db = await shop.commerceDb();
  return (await db.prepare('SELECT status, captured FROM orders WHERE id = ?').bind(id).first<{ status: string; captured: number }>())!;
}

describe('paying with the local provider', () => {
  it('a card payment: back to the confirmation page, the webhook captures it and the order is paid', async () => {
    const order = await placeOrder();
    expect(order.payment.redirect_url).toMatch(new RegExp(`^${PROVIDER_ORIGIN}/pay/`));
    const back = await payByCard(order.payment.redirect_url, '4242 4242 4242 4242');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://sv.localhost:8787/checkout/confirmation/${order.order_id}`);
    // The webhook alone (no status read) makes it paid.
    await vi.waitFor(async () => expect(await orderStatus(order.order_id)).toEqual({ status: 'paid', captured: 1 }), {
      timeout: 10_000,
      interval: 50,
    });
    const read = await commerce(`/api/orders/${order.order_id}`, { headers: { 'x-order-token': order.order_token } });
    expect(read.body).toMatchObject({ status: 'paid', payment: { kind: 'card', status: 'captured' } });
    const session = await (
      await shop.mf.getWorker(PAYMENTS)
    ).fetch(`${PROVIDER_ORIGIN}/v1/sessions/${order.payment.session_id}`, {
      headers: { authorization: 'Bearer local-payments-key' },
    } as never);
    expect(await (session as unknown as Response).json()).toMatchObject({ status: 'captured', captured_amount: 24800 });
  });

  it('a declined card: the status read fails the order with the reason', async () => {
    const order = await placeOrder();
    expect((await payByCard(order.payment.redirect_url, '4000 0000 0000 0002')).status).toBe(303);
    const read = await commerce(`/api/orders/${order.order_id}`, { headers: { 'x-order-token': order.order_token } });
    expect(read.body).toMatchObject({ status: 'payment_failed', payment: { status: 'declined', decline_reason: 'card_declined' } });
  });
});
