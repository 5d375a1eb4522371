import { HttpError } from '../http';
import { check } from './records';

/**
 * What one client's unpaid orders may hold at a time (docs/checkout.md "What an unpaid
 * order holds"). An unpaid order takes the last units of a limited edition, a gift card's
 * balance or a one-time newsletter code from everyone else until it is paid or its hold
 * ends. Holds are short (RESERVATION_MINUTES), a gift card is held only while the order's
 * payment is open (payment.ts), and a client — as the storefront names it in x-client-key,
 * its address for the abuse limits — with MAX_HOLDING_ORDERS unpaid orders that hold
 * something gets no new hold until one is paid or ends: keeping a limited edition sold out
 * then takes as many addresses as orders, every RESERVATION_MINUTES.
 *
 * Orders that hold nothing (posters printed on demand, no gift card, no newsletter code) are
 * not counted and never refused here; neither are callers that name no client (operators'
 * tools and tests calling the commerce Worker directly; the storefront always names one).
 */
export const MAX_HOLDING_ORDERS = 3;

/** A client's unpaid orders that still hold something: ?1 the client's hash, ?2 the oldest reserved_at still held. */
const HOLDING = `FROM orders o WHERE o.hold_client = ?1 AND o.status IN ('pending_payment', 'payment_failed') AND o.reserved_at >= ?2
  AND (EXISTS (SELECT 1 FROM stock_reservations r WHERE r.order_id = o.id)
    OR EXISTS (SELECT 1 FROM order_gift_cards g WHERE g.order_id = o.id AND g.status = 'held')
    OR EXISTS (SELECT 1 FROM newsletter_subscribers n WHERE n.code_used_by_order = o.id))`;

export interface HoldLimit {
  db: D1Database;
  /** SHA-256 of the client's key. */
  client: string;
  now: Date;
  reservationMinutes: number;
}

const oldestHeld = ({ now, reservationMinutes }: HoldLimit) => new Date(now.getTime() - reservationMinutes * 60_000).toISOString();

/**
 * Refuses (429 with Retry-After: when the client's oldest hold ends) a hold for `orderId`
 * when the client's other unpaid orders already hold MAX_HOLDING_ORDERS times.
 */
export async function checkHoldingOrders(limit: HoldLimit, orderId: string): Promise<void> {
  const { results } = await limit.db
    .prepare(`SELECT o.reserved_at ${HOLDING} AND o.id != ?3 ORDER BY o.reserved_at LIMIT ?4`)
    .bind(limit.client, oldestHeld(limit), orderId, MAX_HOLDING_ORDERS)
    .all<{ reserved_at: string }>();
  if (results.length < MAX_HOLDING_ORDERS) return;
  const endsAt = Date.parse(results[0]!.reserved_at) + limit.reservationMinutes * 60_000;
  const retryAfter = Math.max(1, Math.ceil((endsAt - limit.now.getTime()) / 1000));
  throw new HttpError(
    429,
    `${MAX_HOLDING_ORDERS} unpaid orders of yours already hold stock, gift cards or a discount code: pay one of them, or try again in ${Math.ceil(retryAfter / 60)} minutes`,
    { code: 'unpaid_orders' },
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * The same rule inside the batch that writes the order's holds (ADR 0014), so two orders
 * of one client submitted at once cannot both slip under it: counted after this order's
 * holds are written, itself included.
 */
export const holdingOrdersCheck = (limit: HoldLimit) =>
  check(limit.db, `SELECT COUNT(*) <= ${MAX_HOLDING_ORDERS} ${HOLDING}`, limit.client, oldestHeld(limit));
