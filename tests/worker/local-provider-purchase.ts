import { expect, vi } from 'vitest';
import { COMMERCE, PAYMENTS } from '../../scripts/lib/shop.mjs';
import { BROWSER, checkoutBody, type CheckoutBody } from './checkout-shop';
import type { TestShop } from './harness';

/**
 * A real purchase in the embedded shop with the local payment provider (as
 * checkout-local-provider.test.ts makes one): placed in Swedish, paid by card on the
 * provider's hosted page, captured by its webhook. For the tests of what happens after.
 */
export const PROVIDER_ORIGIN = 'http://localhost:8788';

export async function commerceCall(shop: TestShop, path: string, init: RequestInit = {}) {
  const worker = await shop.mf.getWorker(COMMERCE);
  const url = new URL(`http://commerce.internal${path}`);
  url.searchParams.set('locale', 'sv');
  url.searchParams.set('sid', '1');
  const response = (await worker.fetch(url.href, init as never)) as unknown as Response;
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface Purchase {
  order_id: string;
  order_token: string;
  /** What the payment pays (the checkout's total). */
  total: number;
  payment: { session_id: string; redirect_url: string };
}

/** Places an order in Swedish (checked once for its total, then placed); answers it as placed (201). */
export async function placeOrder(shop: TestShop, overrides: Partial<CheckoutBody> = {}): Promise<Purchase> {
  const body = checkoutBody('sv', overrides);
  const send = () =>
    commerceCall(shop, '/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-checkout-key': BROWSER.key },
      body: JSON.stringify(body),
    });
  body.expected_total = (await send()).body.total as number;
  const placed = await send();
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { ...(placed.body as Purchase), total: body.expected_total };
}

/** The provider's hosted card form, filled in with `number` and posted as the shopper's browser does. */
export async function payByCard(shop: TestShop, redirectUrl: string, number: string): Promise<Response> {
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

/** Places an order and, with `pay`, pays it by card and waits until it is paid. */
export async function purchase(shop: TestShop, pay = true, overrides: Partial<CheckoutBody> = {}): Promise<Purchase> {
  const order = await placeOrder(shop, overrides);
  if (!pay) return order;
  await payByCard(shop, order.payment.redirect_url, '4242 4242 4242 4242');
  const db = await shop.commerceDb();
  await vi.waitFor(
    async () => expect(await db.prepare('SELECT status FROM orders WHERE id = ?').bind(order.order_id).first('status')).toBe('paid'),
    { timeout: 10_000, interval: 50 },
  );
  return order;
}

/** The provider's session as it answers it. */
export async function providerSession(shop: TestShop, sessionId: string): Promise<Record<string, unknown>> {
  const payments = await shop.mf.getWorker(PAYMENTS);
  const response = (await payments.fetch(`${PROVIDER_ORIGIN}/v1/sessions/${sessionId}`, {
    headers: { authorization: 'Bearer local-payments-key' },
  } as never)) as unknown as Response;
  return (await response.json()) as Record<string, unknown>;
}
