import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENTS } from '../../scripts/lib/shop.mjs';
import { createTestShop, type TestShop } from './harness';
import { commerceCall, payByCard, placeOrder, PROVIDER_ORIGIN } from './local-provider-purchase';

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

async function orderStatus(id: string) {
  const db = await shop.commerceDb();
  return (await db.prepare('SELECT status, captured FROM orders WHERE id = ?').bind(id).first<{ status: string; captured: number }>())!;
}

describe('paying with the local provider', () => {
  it('a card payment: back to the confirmation page, the webhook captures it and the order is paid', async () => {
    const order = await placeOrder(shop);
    expect(order.payment.redirect_url).toMatch(new RegExp(`^${PROVIDER_ORIGIN}/pay/`));
    const back = await payByCard(shop, order.payment.redirect_url, '4242 4242 4242 4242');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://sv.localhost:8787/checkout/confirmation/${order.order_id}`);
    // The webhook alone (no status read) makes it paid.
    await vi.waitFor(async () => expect(await orderStatus(order.order_id)).toEqual({ status: 'paid', captured: 1 }), {
      timeout: 10_000,
      interval: 50,
    });
    const read = await commerceCall(shop, `/api/orders/${order.order_id}`, { headers: { 'x-order-token': order.order_token } });
    expect(read.body).toMatchObject({ status: 'paid', payment: { kind: 'card', status: 'captured' } });
    const session = await (
      await shop.mf.getWorker(PAYMENTS)
    ).fetch(`${PROVIDER_ORIGIN}/v1/sessions/${order.payment.session_id}`, {
      headers: { authorization: 'Bearer local-payments-key' },
    } as never);
    expect(await (session as unknown as Response).json()).toMatchObject({ status: 'captured', captured_amount: 24800 });
  });

  it('a declined card: the status read fails the order with the reason', async () => {
    const order = await placeOrder(shop);
    expect((await payByCard(shop, order.payment.redirect_url, '4000 0000 0000 0002')).status).toBe(303);
    const read = await commerceCall(shop, `/api/orders/${order.order_id}`, { headers: { 'x-order-token': order.order_token } });
    expect(read.body).toMatchObject({ status: 'payment_failed', payment: { status: 'declined', decline_reason: 'card_declined' } });
  });
});
