/**
 * An order as GET /api/orders/{id} answers it (docs/checkout.md), read by the confirmation
 * page, and the GA4 purchase event it makes (docs/shop-rules.md "Analytics events"). The page shows nothing it cannot
 * trust: an answer that does not have this shape is not shown.
 */
import * as v from 'valibot';
import { PAYMENT_KINDS } from './payment-methods';
import { PHOTO_KEY } from './photo-limits';
import { PAYMENT_SESSION_STATUSES } from './payment-session';

const money = v.pipe(v.number(), v.finite());
const text = v.string();
const nullableText = v.nullish(v.string(), null);

export const ORDER_STATUSES = ['pending_payment', 'paid', 'payment_failed', 'cancelled'] as const;

export const orderAnswer = v.object({
  order_id: text,
  checkout_id: text,
  status: v.picklist(ORDER_STATUSES),
  currency: text,
  contact: v.object({ email: text, phone: v.optional(text, '') }),
  address: v.object({
    first_name: text,
    last_name: text,
    company: v.optional(v.nullable(text), ''),
    care_of: v.optional(v.nullable(text), ''),
    street: text,
    postal_code: text,
    city: text,
  }),
  shipping: v.object({
    // shared/schemas/checkout.ts SHIPPING_METHODS (written out: the confirmation page loads no checkout schema).
    method: v.picklist(['home', 'service_point', 'express', 'email']),
    price: money,
    service_point: v.nullish(v.object({ id: text, name: text, street: text, postal_code: text }), null),
  }),
  payment: v.nullish(
    v.object({
      kind: v.picklist(PAYMENT_KINDS),
      status: v.picklist(PAYMENT_SESSION_STATUSES),
      app_url: v.nullish(v.string(), null),
    }),
    null,
  ),
  lines: v.array(
    v.object({
      sku: text,
      name: text,
      variation_name: nullableText,
      thumb: nullableText,
      quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
      price: money,
      // What the line's picture shows (shared/custom-poster/render-url.ts lineThumb): a custom poster's
      // values (its design) and a photo poster's photo; other metadata is not read.
      metadata: v.fallback(
        v.nullish(
          v.object({
            template: v.optional(v.object({ values: v.record(v.string(), v.string()) })),
            photo: v.optional(v.object({ key: v.pipe(v.string(), v.regex(PHOTO_KEY)) })),
          }),
          null,
        ),
        null,
      ),
    }),
  ),
  coupons: v.optional(v.array(v.object({ code: text, discount: money })), []),
  totals: v.object({
    lines: money,
    discount: money,
    shipping: money,
    gift_cards: money,
    total: money,
    vat: money,
  }),
});

export type Order = v.InferOutput<typeof orderAnswer>;

export function parseOrder(value: unknown): Order | null {
  const result = v.safeParse(orderAnswer, value);
  return result.success ? result.output : null;
}

/**
 * GA4's purchase event: the order's id, what was paid in all (lines after discounts plus
 * delivery; gift cards are a way to pay, so they are not taken off), VAT, delivery, the
 * coupons and the lines.
 */
export function purchaseEvent(order: Order): Record<string, unknown> {
  const value = order.totals.lines - order.totals.discount + order.totals.shipping;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.order_id,
      currency: order.currency,
      value: Math.round(value * 100) / 100,
      tax: order.totals.vat,
      shipping: order.totals.shipping,
      ...(order.coupons.length > 0 ? { coupon: order.coupons.map((coupon) => coupon.code).join(',') } : {}),
      items: order.lines.map((line) => ({
        item_id: line.sku,
        item_name: line.name,
        ...(line.variation_name ? { item_variant: line.variation_name } : {}),
        price: line.price,
        quantity: line.quantity,
      })),
    },
  };
}
