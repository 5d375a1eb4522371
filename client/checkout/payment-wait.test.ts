import { beforeEach, describe, expect, it } from 'vitest';
import { state as cart } from '../state/cart';
import { fakeServer, fakeTimers, type Reply } from '../state/testing';
import { failureMessage, paymentStep, POLL_MS, waitForPayment } from './payment-wait';
import { checkoutOf, LABELS } from './testing';

/** An order as GET /api/orders/{id} answers it, in `status`, paid in the app with `payment` status. */
const order = (status: string, paymentStatus = 'pending') => ({
  order_id: 'order-1',
  checkout_id: 'checkout-1',
  status,
  currency: 'SEK',
  contact: { email: 'anna@example.com' },
  address: { first_name: 'Anna', last_name: 'Berg', street: 'Storgatan 1', postal_code: '114 55', city: 'Stockholm' },
  shipping: { method: 'home', price: 49 },
  payment: { kind: 'bankid', status: paymentStatus, app_url: 'bankid:///?autostarttoken=1' },
  lines: [],
  totals: { lines: 299, discount: 0, shipping: 49, gift_cards: 0, total: 348, vat: 69.6 },
});

beforeEach(() => {
  checkoutOf();
});

describe('where a placed order goes', () => {
  it('to the provider’s payment page, the provider’s order kept on the cart per kind and language', () => {
    const answer = { order_id: 'order-1', payment: { kind: 'pay_later', session_id: 'ps_1', redirect_url: 'https://pay.example/ps_1' } };
    expect(paymentStep('order-1', answer, 'de')).toEqual({ kind: 'provider', url: 'https://pay.example/ps_1' });
    expect(cart.payLaterOrder).toEqual({ id: 'ps_1', locale: 'de' });
    expect(cart.cardOrder).toBeNull();
  });

  it('to waiting here for a kind paid in an app, and to the confirmation otherwise', () => {
    const bankid = { payment: { kind: 'bankid', session_id: 'ps_2', app_url: 'bankid:///?autostarttoken=2', redirect_url: null } };
    expect(paymentStep('order-2', bankid, 'sv')).toEqual({ kind: 'app', appUrl: 'bankid:///?autostarttoken=2' });
    // An app address for a kind that is not paid in an app is not waited for.
    const card = { payment: { kind: 'card', session_id: 'ps_3', app_url: 'bankid:///?x', redirect_url: null } };
    expect(paymentStep('order-3', card, 'sv')).toEqual({ kind: 'confirmation', path: '/checkout/confirmation/order-3' });
    expect(paymentStep('order-4', { payment: null }, 'sv')).toEqual({ kind: 'confirmation', path: '/checkout/confirmation/order-4' });
  });
});

describe('waiting for a payment in an app', () => {
  function watching(replies: Reply[]) {
    const server = fakeServer(() => replies.shift() ?? { body: order('pending_payment') });
    const timers = fakeTimers();
    const seen: string[] = [];
    const stop = waitForPayment(
      'order-1',
      { paid: () => seen.push('paid'), failed: (failed) => seen.push(`failed ${failed.payment?.status}`) },
      { fetch: server.fetch, ...timers },
    );
    /** One poll: the timer fires, then the answer is read. */
    const poll = async () => {
      timers.advance(POLL_MS);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { server, timers, seen, stop, poll };
  }

  it('looks every two seconds until the order is paid, then goes no further', async () => {
    const watch = watching([{ body: order('pending_payment') }, { body: order('paid', 'captured') }]);
    expect(watch.server.calls).toHaveLength(0);
    await watch.poll();
    expect(watch.server.paths()).toEqual(['/api/orders/order-1']);
    expect(watch.seen).toEqual([]);
    await watch.poll();
    expect(watch.seen).toEqual(['paid']);
    expect(watch.timers.pendingCount).toBe(0);
  });

  it('stops at a failed payment and says why', async () => {
    const watch = watching([{ body: order('payment_failed', 'cancelled') }]);
    await watch.poll();
    expect(watch.seen).toEqual(['failed cancelled']);
    expect(watch.timers.pendingCount).toBe(0);
    expect(failureMessage(order('payment_failed', 'cancelled') as never, LABELS)).toBe(LABELS.paymentCancelled);
    expect(failureMessage(order('cancelled', 'expired') as never, LABELS)).toBe(LABELS.paymentExpired);
    expect(failureMessage(order('payment_failed', 'declined') as never, LABELS)).toBe(LABELS.paymentDeclined);
  });

  it('tries again after a look that failed: offline, an error, an answer it cannot read', async () => {
    const watch = watching(['offline', { status: 503, body: {} }, { body: { status: 'paid' } }, { body: order('paid', 'captured') }]);
    for (let look = 0; look < 3; look += 1) await watch.poll();
    expect(watch.seen).toEqual([]);
    expect(watch.timers.pendingCount).toBe(1);
    await watch.poll();
    expect(watch.seen).toEqual(['paid']);
  });

  it('looks no more once stopped, even at an answer already on its way', async () => {
    const watch = watching([{ body: order('paid', 'captured') }]);
    watch.timers.advance(POLL_MS);
    watch.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(watch.seen).toEqual([]);
    expect(watch.timers.pendingCount).toBe(0);
  });
});
