import type { Context } from 'hono';
import type { ApiEnv } from '../../context';
import { loadOrder, totalsOf, type GiftCardRecord, type OrderRecord } from '../../checkout/orders/records';
import { providerName } from '../../checkout/payments/config';
import { notFound } from '../../http/errors';

/**
 * GET /api/ops/orders/{id} (operator; docs/api.md "Operator calls"): everything an operator
 * needs to answer a shopper about one order: its lines and totals, the shopper's contact and
 * address (only here, never in the list), the payment as the shop knows it (provider, kind,
 * session and its status, captured), the provider's events on its session, the e-mails the
 * outbox holds for it, the gift cards it used, and every operator action on it (order_audit).
 * No card data: the shop never has any (the provider's page takes the card).
 */
type StoredLine = NonNullable<Awaited<ReturnType<typeof loadOrder>>>['lines'][number];

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Columns of migrations 0020 and 0024 that loadOrder's `SELECT *` reads too: what was given back. */
interface Refunded {
  refunded_payment: number;
  refunded_gift_cards: number;
  refunded_lines: number;
}

export async function orderDetail(c: Context<ApiEnv>): Promise<Response> {
  const db = c.env.DB;
  const stored = await loadOrder(db, { id: c.req.param('id') ?? '' });
  if (!stored) throw notFound('No such order');
  const order = stored.order as OrderRecord & Refunded;
  const [events, emails, audit] = await db.batch<unknown>([
    db
      .prepare('SELECT id, type, session_id, received_at, mismatch FROM payment_events WHERE session_id = ? ORDER BY received_at, id')
      .bind(order.payment_session_id ?? ''),
    db
      .prepare('SELECT id, created_at, recipient, kind, subject, send_after, sent_at FROM outbox WHERE order_id = ? ORDER BY id')
      .bind(order.id),
    db
      .prepare(
        `SELECT id, created_at, operator, action, idempotency_key, request, outcome, message, provider_answer
           FROM order_audit WHERE order_id = ? ORDER BY id`,
      )
      .bind(order.id),
  ]);
  const auditRows = audit!.results as { request: string; provider_answer: string | null }[];
  return c.json({
    order: {
      id: order.id,
      status: order.status,
      locale: order.locale,
      sid: order.sid,
      email: order.email,
      contact: parsedJson(order.contact),
      address: parsedJson(order.address),
      shipping: parsedJson(order.shipping),
      coupons: parsedJson(order.coupons),
      created_at: order.created_at,
      updated_at: order.updated_at,
      paid_at: order.paid_at,
      cancelled_at: order.cancelled_at,
      totals: totalsOf(order),
      refunded: { payment: order.refunded_payment, gift_cards: order.refunded_gift_cards, lines: order.refunded_lines },
    },
    lines: (stored.lines as (StoredLine & { refunded_quantity: number })[]).map((line) => {
      const { position, sku, product_id, name, variation_name, quantity, refunded_quantity, price, discount, vat, is_gift_card } = line;
      return {
        position,
        sku,
        product_id,
        name,
        variation_name,
        quantity,
        price,
        discount,
        vat,
        is_gift_card: is_gift_card === 1,
        refunded_quantity,
      };
    }),
    payment: {
      provider: providerName(c.env),
      kind: order.payment_kind,
      session_id: order.payment_session_id,
      status: order.payment_status,
      decline_reason: order.payment_decline_reason,
      captured: order.captured === 1,
    },
    payment_events: events!.results,
    emails: emails!.results,
    gift_cards: (stored.giftCards as (GiftCardRecord & { refunded: number })[]).map(({ code, amount, status, refunded }) => ({
      code,
      amount,
      status,
      refunded,
    })),
    audit: auditRows.map((row) => ({
      ...row,
      request: parsedJson(row.request),
      provider_answer: row.provider_answer === null ? null : parsedJson(row.provider_answer),
    })),
  });
}
