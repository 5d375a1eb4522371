import { HttpError } from '../http/errors';
import { check } from './orders/records';

/**
 * What one client's unpaid orders may hold (docs/checkout.md "What an unpaid order holds").
 * An unpaid order takes the last units of a limited edition, a gift card's balance or a
 * one-time newsletter code from everyone else until it is paid or its hold ends. So:
 * - a hold is short (RESERVATION_MINUTES, 15 by default), and a gift card is held only
 *   while the order's payment is open (./payments/apply-session.ts gives it back when a payment fails);
 * - a client — as the storefront names it in x-client-key: its address, as for the abuse
 *   limits — whose orders took a hold MAX_UNPAID_HOLDS times within HOLD_MEMORY_HOURS
 *   without being paid (open or ended) gets no new hold until the oldest of them is that
 *   old. Ordering again every RESERVATION_MINUTES to keep a limited edition sold out then
 *   takes a new address for every few orders, all day long; a shopper who pays is never
 *   counted (a paid order forgets its client).
 *
 * orders.hold_client is set only while an order holds something (migration 0019), cleared
 * when it is paid and by the scheduler once it is older than the memory. Orders that hold
 * nothing (posters printed on demand, no gift card, no newsletter code) are never counted
 * or refused here; neither are callers that name no client (operators' tools and tests
 * calling the commerce Worker directly: the storefront always names one).
 */
export const MAX_UNPAID_HOLDS = 3;
export const HOLD_MEMORY_HOURS = 6;
const MEMORY_MS = HOLD_MEMORY_HOURS * 60 * 60_000;

/** A client's unpaid orders that took a hold: ?1 the client's hash, ?2 the oldest reserved_at remembered. */
const UNPAID_HOLDS = `FROM orders WHERE hold_client = ?1 AND status != 'paid' AND reserved_at >= ?2`;

export interface HoldLimit {
  db: D1Database;
  /** SHA-256 of the client's key. */
  client: string;
  now: Date;
}

const remembered = (now: Date) => new Date(now.getTime() - MEMORY_MS).toISOString();

/**
 * Refuses a hold for `orderId` (429 with Retry-After: when the oldest counted order is
 * forgotten) when the client's other unpaid orders took MAX_UNPAID_HOLDS holds already.
 */
export async function checkUnpaidHolds(limit: HoldLimit, orderId: string): Promise<void> {
  const { results } = await limit.db
    .prepare(`SELECT reserved_at ${UNPAID_HOLDS} AND id != ?3 ORDER BY reserved_at LIMIT ?4`)
    .bind(limit.client, remembered(limit.now), orderId, MAX_UNPAID_HOLDS)
    .all<{ reserved_at: string }>();
  if (results.length < MAX_UNPAID_HOLDS) return;
  const retryAfter = Math.max(1, Math.ceil((Date.parse(results[0]!.reserved_at) + MEMORY_MS - limit.now.getTime()) / 1000));
  throw new HttpError(
    429,
    `${MAX_UNPAID_HOLDS} orders of yours held stock, gift cards or a discount code without being paid: ` +
      `pay an open one, or try again in ${Math.ceil(retryAfter / 60)} minutes`,
    { code: 'unpaid_orders' },
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * The same rule inside the batch that writes the order's holds (ADR 0014), so orders of
 * one client submitted at once cannot all slip under it: counted with this order written.
 */
export const unpaidHoldsCheck = (limit: HoldLimit) =>
  check(limit.db, `SELECT COUNT(*) <= ${MAX_UNPAID_HOLDS} ${UNPAID_HOLDS}`, limit.client, remembered(limit.now));

/** The scheduler's part: clients of orders older than the memory are forgotten. */
export const forgetOldHolds = (db: D1Database, now: Date) =>
  db.prepare('UPDATE orders SET hold_client = NULL WHERE hold_client IS NOT NULL AND reserved_at < ?').bind(remembered(now));
