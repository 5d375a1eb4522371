import type { PaymentProvider } from './payments/provider';
import { cancelUnpaid } from './orders/cancel';
import { markDueSent } from '../mail/outbox';
import { forgetOldHolds } from './holds';
import { refreshPayment } from './payments/apply-session';
import { loadOrder } from './orders/records';

/**
 * The scheduler's work (cron every minute, docs/checkout.md "Scheduled"): unpaid orders
 * whose reservation is older than `reservationMinutes` are cancelled — their payment
 * session cancelled at the provider (its faults do not keep the stock), their stock, gift
 * card amounts and newsletter code given back — and e-mails whose time has come are marked
 * sent, and clients of old unpaid orders are forgotten (./holds.ts). An order whose session
 * turns out authorized is captured and paid instead: the shopper paid just in time. `now`
 * is the scheduled time, so tests move the clock.
 */
export interface ExpiryContext {
  db: D1Database;
  provider: PaymentProvider;
  now: Date;
  reservationMinutes: number;
}

/** Orders handled per run; the next minute takes the rest. */
const BATCH = 50;

/** Short, so an unpaid order keeps stock from others briefly (docs/checkout.md "What an unpaid order holds"). */
export const DEFAULT_RESERVATION_MINUTES = 15;

/** RESERVATION_MINUTES as configured, or the default when unset or not a positive number. */
export function reservationMinutes(value: string | undefined): number {
  const minutes = Number(value);
  return value && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_RESERVATION_MINUTES;
}

export async function expireOrders(ctx: ExpiryContext): Promise<{ cancelled: string[]; paid: string[] }> {
  const cutoff = new Date(ctx.now.getTime() - ctx.reservationMinutes * 60_000).toISOString();
  const { results } = await ctx.db
    .prepare(
      `SELECT id FROM orders WHERE status IN ('pending_payment', 'payment_failed') AND reserved_at < ? ORDER BY reserved_at LIMIT ${BATCH}`,
    )
    .bind(cutoff)
    .all<{ id: string }>();
  const cancelled: string[] = [];
  const paid: string[] = [];
  for (const { id } of results) {
    let stored = await loadOrder(ctx.db, { id });
    if (!stored) continue;
    stored = await refreshPayment(ctx, stored);
    const { order } = stored;
    if (order.status === 'paid') {
      paid.push(id);
      continue;
    }
    if (order.status === 'cancelled' || order.reserved_at >= cutoff) continue;
    if (order.payment_status === 'authorized') continue; // being captured right now
    if (order.payment_session_id && order.status === 'pending_payment') {
      await ctx.provider.cancel(order.payment_session_id).catch((error: unknown) => {
        console.warn('orders: cancelling an expired session failed', id, error instanceof Error ? error.message : error);
      });
    }
    if (await cancelUnpaid(ctx.db, order, ctx.now)) cancelled.push(id);
  }
  await ctx.db.batch([markDueSent(ctx.db, ctx.now), forgetOldHolds(ctx.db, ctx.now)]);
  return { cancelled, paid };
}
