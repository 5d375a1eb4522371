/**
 * The commerce API's operator order answers (docs/api.md "Operator calls", docs/operations.md
 * "Orders") as the storefront's /__ops/orders reads them. Objects are read loosely (extra
 * fields are ignored); an answer of another shape is shown as "could not be read".
 */
import * as v from 'valibot';

const nullableString = v.nullable(v.string());

/** One row of GET /api/ops/orders: e-mail and name, no other personal data. */
export const opsOrderRow = v.object({
  id: v.string(),
  created_at: v.string(),
  status: v.string(),
  email: v.string(),
  name: v.string(),
  locale: v.string(),
  currency: v.string(),
  total: v.number(),
  gift_cards_total: v.number(),
  payment_kind: v.string(),
  payment_status: nullableString,
});
export type OpsOrderRow = v.InferOutput<typeof opsOrderRow>;

export const opsOrderListAnswer = v.object({
  orders: v.array(opsOrderRow),
  page: v.number(),
  page_size: v.number(),
  has_more: v.boolean(),
});
export type OpsOrderListAnswer = v.InferOutput<typeof opsOrderListAnswer>;

const record = v.record(v.string(), v.unknown());

export const opsAuditRow = v.object({
  id: v.number(),
  created_at: v.string(),
  operator: v.string(),
  action: v.string(),
  idempotency_key: v.string(),
  request: v.unknown(),
  outcome: v.string(),
  message: nullableString,
  provider_answer: v.unknown(),
});
export type OpsAuditRow = v.InferOutput<typeof opsAuditRow>;

/** GET /api/ops/orders/{id}: everything about one order. */
export const opsOrderAnswer = v.object({
  order: v.object({
    id: v.string(),
    status: v.string(),
    locale: v.string(),
    email: v.string(),
    contact: v.nullable(record),
    address: v.nullable(record),
    shipping: v.nullable(record),
    created_at: v.string(),
    paid_at: nullableString,
    cancelled_at: nullableString,
    totals: v.object({
      lines: v.number(),
      discount: v.number(),
      shipping: v.number(),
      gift_cards: v.number(),
      total: v.number(),
      vat: v.number(),
      currency: v.string(),
    }),
    /** Given back to the payment and to gift cards; `lines` is the part of both that was for lines. */
    refunded: v.object({ payment: v.number(), gift_cards: v.number(), lines: v.number() }),
  }),
  lines: v.array(
    v.object({
      position: v.number(),
      sku: v.string(),
      name: v.string(),
      variation_name: nullableString,
      quantity: v.number(),
      price: v.number(),
      discount: v.number(),
      vat: v.number(),
      is_gift_card: v.boolean(),
      /** Units of the line given back by line refunds. */
      refunded_quantity: v.number(),
    }),
  ),
  payment: v.object({
    provider: v.string(),
    kind: v.string(),
    session_id: nullableString,
    status: nullableString,
    decline_reason: nullableString,
    captured: v.boolean(),
  }),
  payment_events: v.array(
    v.object({ id: v.string(), type: v.string(), session_id: v.string(), received_at: v.string(), mismatch: nullableString }),
  ),
  emails: v.array(
    v.object({
      id: v.number(),
      created_at: v.string(),
      recipient: v.string(),
      kind: v.string(),
      subject: v.string(),
      send_after: nullableString,
      sent_at: nullableString,
    }),
  ),
  gift_cards: v.array(v.object({ code: v.string(), amount: v.number(), status: v.string(), refunded: v.number() })),
  audit: v.array(opsAuditRow),
});
export type OpsOrderAnswer = v.InferOutput<typeof opsOrderAnswer>;
