import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../../../shared/schemas/checkout';
import { shopperInStockholm } from '../../../../shared/testing';
import { storeFor } from '../http/store';
import { answerOf, lineRecords, orderRecord } from './order-rows';
import type { Quote } from './quote';

const store = storeFor('sv');
const now = new Date('2026-11-28T10:00:00.000Z');

/** A checkout as POST /api/checkout reads it (through the real schema), with the shop origin the route allowed. */
function submitted(overrides: Record<string, unknown> = {}) {
  const body = v.parse(checkoutRequest('sv'), {
    checkout_id: 'checkout-abcdefgh-1',
    items: [{ sku: 'P1-50x70', quantity: 2 }],
    ...shopperInStockholm(),
    shipping_method: 'home',
    payment_method: 'card',
    expected_total: 747,
    newsletter: true,
    ...overrides,
  });
  return { ...body, shop_origin: 'https://artlane.se' };
}

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  lines: [
    {
      sku: 'P1-50x70',
      product_id: 1,
      name: 'Fjäll',
      variation_name: '50x70 cm',
      slug: 'fjall',
      thumb: '/api/images/p1.svg',
      quantity: 2,
      price: 349,
      ordinary_price: 399,
      discount: 0,
      vat: 25,
      metadata: null,
      is_gift_card: false,
    },
    {
      sku: 'G1-500',
      product_id: 9,
      name: 'Presentkort',
      variation_name: null,
      slug: 'presentkort',
      thumb: '/api/images/g1.svg',
      quantity: 1,
      price: 500,
      ordinary_price: 500,
      discount: 0,
      vat: 0,
      metadata: { gift_card: { recipient_name: 'Bo', recipient_email: 'bo@example.com', message: '', send_on: null } },
      is_gift_card: true,
    },
  ],
  coupons: [{ code: 'SPRING-25', discount: 100 }],
  newsletterCodes: [],
  giftCards: [],
  reservations: [{ sku: 'P1-50x70', quantity: 2 }],
  shipping: { method: 'home', price: 49, service_point: null, lead_days: [2, 4] },
  totals: { lines: 1198, discount: 100, shipping: 49, gift_cards: 0, total: 1147, vat: 129.8 },
  ...overrides,
});

const owner = { checkout_key_hash: 'key-hash', hold_client: 'client-hash' };

describe('orderRecord', () => {
  it('makes a new order: the new id, version 1, pending payment, the quote’s totals, no payment yet', () => {
    const order = orderRecord({ store, now }, submitted(), quote(), null, 'NEW-ID', owner);
    expect(order).toMatchObject({
      id: 'NEW-ID',
      checkout_id: 'checkout-abcdefgh-1',
      version: 1,
      locale: 'sv',
      sid: 1,
      currency: 'SEK',
      status: 'pending_payment',
      email: 'anna@example.com',
      newsletter: 1,
      shop_origin: 'https://artlane.se',
      vat_rate: 25,
      lines_total: 1198,
      discount: 100,
      shipping_total: 49,
      gift_cards_total: 0,
      total: 1147,
      vat: 129.8,
      payment_kind: 'card',
      payment_session_id: null,
      payment_status: null,
      captured: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      reserved_at: now.toISOString(),
      paid_at: null,
      cancelled_at: null,
      checkout_key_hash: 'key-hash',
      hold_client: 'client-hash',
    });
    expect(JSON.parse(order.coupons)).toEqual([{ code: 'SPRING-25', discount: 100 }]);
    expect(JSON.parse(order.shipping)).toEqual({ method: 'home', price: 49, service_point: null, lead_days: [2, 4] });
    expect(JSON.parse(order.address)).toMatchObject({ street: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm', care_of: 'Berg' });
  });

  it('reprices a submitted order in place: its id and creation kept, its version one up, reserved again from now', () => {
    const first = orderRecord({ store, now: new Date('2026-11-28T09:50:00.000Z') }, submitted(), quote(), null, 'FIRST-ID', owner);
    const again = orderRecord({ store, now }, submitted(), quote(), { ...first, version: 3 }, 'UNUSED-ID', owner);
    expect(again).toMatchObject({ id: 'FIRST-ID', version: 4, created_at: first.created_at, reserved_at: now.toISOString() });
  });

  it('keeps no postal address for an order delivered by e-mail, only the name', () => {
    const byEmail = quote({ shipping: { method: 'email', price: 0, service_point: null, lead_days: [0, 0] } });
    const order = orderRecord({ store, now }, submitted(), byEmail, null, 'ID', owner);
    expect(JSON.parse(order.address)).toMatchObject({
      first_name: 'Anna',
      last_name: 'Andersson',
      care_of: '',
      street: '',
      postal_code: '',
      city: '',
    });
  });

  it('records gift cards paying it all when no payment method was sent', () => {
    const order = orderRecord({ store, now }, submitted({ payment_method: null }), quote(), null, 'ID', owner);
    expect(order.payment_kind).toBe('gift_card');
  });
});

describe('lineRecords', () => {
  it('stores each line at its position, metadata as JSON text and gift cards marked 1', () => {
    const lines = lineRecords('ORDER', quote());
    expect(lines.map(({ order_id, position, sku, is_gift_card }) => ({ order_id, position, sku, is_gift_card }))).toEqual([
      { order_id: 'ORDER', position: 0, sku: 'P1-50x70', is_gift_card: 0 },
      { order_id: 'ORDER', position: 1, sku: 'G1-500', is_gift_card: 1 },
    ]);
    expect(lines[0]!.metadata).toBeNull();
    expect(JSON.parse(lines[1]!.metadata!)).toEqual(quote().lines[1]!.metadata);
    expect(lines[0]).toMatchObject({ quantity: 2, price: 349, ordinary_price: 399, vat: 25, variation_name: '50x70 cm' });
  });
});

describe('answerOf', () => {
  it('answers the order with its token, its totals in its currency and where to pay', () => {
    const order = orderRecord({ store, now }, submitted(), quote(), null, 'ID', owner);
    const payment = { kind: 'card', session_id: 'ps_1', redirect_url: 'https://pay.example/ps_1', app_url: null };
    expect(answerOf(order, 'TOKEN', payment)).toEqual({
      order_id: 'ID',
      order_token: 'TOKEN',
      status: 'pending_payment',
      checkout_id: 'checkout-abcdefgh-1',
      totals: { lines: 1198, discount: 100, shipping: 49, gift_cards: 0, total: 1147, vat: 129.8, currency: 'SEK' },
      payment,
    });
  });
});
