import type { OrderTotals } from '../../../../shared/order-totals';
import type { CheckoutRequest } from '../../../../shared/schemas/checkout';
import type { Store } from '../context';
import { totalsOf, type LineRecord, type OrderRecord } from './orders/records';
import type { Quote } from './quote';

/**
 * The rows POST /api/checkout writes and the answer it gives, made from the submitted
 * checkout and its quote (./quote.ts); free of I/O, so ./submit.ts only decides when.
 */
export interface CheckoutAnswer {
  order_id: string;
  order_token: string;
  status: OrderRecord['status'];
  checkout_id: string;
  totals: OrderTotals & { currency: string };
  payment: { kind: string; session_id: string; redirect_url: string | null; app_url: string | null } | null;
}

/** The answer of POST /api/checkout: the order, its one token (shown once) and where to pay. */
export function answerOf(order: OrderRecord, token: string, payment: CheckoutAnswer['payment']): CheckoutAnswer {
  return {
    order_id: order.id,
    order_token: token,
    status: order.status,
    checkout_id: order.checkout_id,
    totals: totalsOf(order),
    payment,
  };
}

/**
 * The order row a submit writes: a new order, or `current` repriced in place (its id and
 * creation kept, its version one up). Payment fields start empty: the session is opened
 * after the batch (./submit.ts).
 */
export function orderRecord(
  ctx: { store: Store; now: Date },
  body: CheckoutRequest & { shop_origin: string },
  quote: Quote,
  current: OrderRecord | null,
  newId: string,
  owner: Pick<OrderRecord, 'checkout_key_hash' | 'hold_client'>,
): OrderRecord {
  const { store } = ctx;
  const time = ctx.now.toISOString();
  const { totals } = quote;
  return {
    id: current?.id ?? newId,
    checkout_id: body.checkout_id,
    version: (current?.version ?? 0) + 1,
    locale: store.locale,
    sid: store.sid,
    currency: store.currency,
    status: 'pending_payment',
    email: body.contact.email,
    contact: JSON.stringify(body.contact),
    // An order e-mailed (gift cards alone) keeps no postal address, even one that was sent.
    address: JSON.stringify(
      quote.shipping.method === 'email' ? { ...body.address, care_of: '', street: '', postal_code: '', city: '' } : body.address,
    ),
    shipping: JSON.stringify(quote.shipping),
    coupons: JSON.stringify(quote.coupons),
    newsletter: body.newsletter ? 1 : 0,
    shop_origin: body.shop_origin,
    vat_rate: store.vat,
    lines_total: totals.lines,
    discount: totals.discount,
    shipping_total: totals.shipping,
    gift_cards_total: totals.gift_cards,
    total: totals.total,
    vat: totals.vat,
    // What the shopper chose; 'gift_card' when gift cards pay it all and none was sent.
    payment_kind: body.payment_method ?? 'gift_card',
    payment_session_id: null,
    payment_status: null,
    payment_decline_reason: null,
    payment_redirect_url: null,
    payment_app_url: null,
    capture_claimed_at: null,
    captured: 0,
    created_at: current?.created_at ?? time,
    updated_at: time,
    reserved_at: time,
    paid_at: null,
    cancelled_at: null,
    ...owner,
  };
}

/** The order's lines as stored: each quoted line at its position, metadata as JSON text. */
export function lineRecords(orderId: string, quote: Quote): LineRecord[] {
  return quote.lines.map(({ metadata, is_gift_card, ...fields }, position) => ({
    order_id: orderId,
    position,
    ...fields,
    metadata: metadata === null || metadata === undefined ? null : JSON.stringify(metadata),
    is_gift_card: is_gift_card ? 1 : 0,
  }));
}
