import { toMinorUnits, type PaymentProvider, type PaymentSession } from './provider';
import { orderAnswer } from '../orders/answer';
import { confirmationEmail } from '../../mail/order-confirmation';
import { queueEmail, queueOncePerOrder } from '../../mail/outbox';
import { paymentFailedEmail } from '../../mail/payment-failed';
import { cardsToIssue, issueStatements, type IssuedCard } from '../gift-cards/issue';
import type { RandomBytes } from '../orders/ids';
import {
  checkVersion,
  endChecks,
  isConstraintError,
  loadOrder,
  releaseGiftCards,
  spendGiftCards,
  type OrderRecord,
  type StoredOrder,
} from '../orders/records';

/**
 * What a payment session's status does to its order — one function for the status read
 * (GET /api/orders/{id}), the webhook and the scheduler, so whichever comes first has the
 * effect and the others find it done (docs/checkout.md, steps 4 and 5):
 *
 * - authorized: captured once, then the order is paid (gift card amounts spent, the
 *   confirmation e-mail written to the outbox in the same batch);
 * - captured: paid;
 * - declined, cancelled, expired: payment_failed, keeping the stock and newsletter code so
 *   the shopper can pay again by submitting the same checkout (until the hold ends), but
 *   giving gift card amounts back at once: a card is held only while a payment is open
 *   (docs/checkout.md "What an unpaid order holds"); the next submit holds it again; the
 *   shopper is e-mailed that the payment failed, once per order;
 * - pending: nothing yet.
 *
 * Capturing exactly once: the caller that claims the capture (one UPDATE that bumps the
 * order's version and sets capture_claimed_at) is the only one that calls the provider;
 * the others answer the order as it is. A claim left by a caller that died is taken over
 * after CLAIM_TIMEOUT_MS (the provider's capture is idempotent, so even then nobody pays
 * twice).
 */
export interface PaymentContext {
  db: D1Database;
  provider: PaymentProvider;
  now: Date;
}

export const CLAIM_TIMEOUT_MS = 60_000;

const FAILED = new Set(['declined', 'cancelled', 'expired']);

/**
 * What makes a session of the order's own disagree with it, or null when it agrees: its
 * reference is the order, its currency the order's, its amount the order's total in minor
 * units, and a captured session captured all of it. A session that disagrees never changes
 * the order, whoever reports it (a webhook signed with a leaked secret, a provider fault):
 * an order is paid only by its own amount (issue 22; OWASP ASVS 11.1.2, business logic).
 */
export function sessionMismatch(order: Pick<OrderRecord, 'id' | 'currency' | 'total'>, session: PaymentSession): string | null {
  const amount = toMinorUnits(order.total);
  const differences = [
    session.reference !== order.id ? `reference ${session.reference || '(none)'} is not order ${order.id}` : '',
    session.currency !== order.currency ? `currency ${session.currency || '(none)'} is not ${order.currency}` : '',
    session.amount !== amount ? `amount ${session.amount} is not ${amount}` : '',
    session.status === 'captured' && session.captured_amount !== amount
      ? `captured_amount ${session.captured_amount} is not ${amount}`
      : '',
  ].filter(Boolean);
  return differences.length > 0 ? differences.join('; ') : null;
}

export async function applySession(ctx: PaymentContext, stored: StoredOrder, session: PaymentSession): Promise<StoredOrder> {
  const { order } = stored;
  if (session.id !== order.payment_session_id || order.status === 'cancelled') {
    // A session the order no longer uses (it was repriced or cancelled) never pays it; an
    // authorization on it is voided so the shopper is not charged for nothing.
    if (session.status === 'authorized') await ctx.provider.cancel(session.id).catch(() => undefined);
    return stored;
  }
  if (order.status === 'paid') return stored;
  const mismatch = sessionMismatch(order, session);
  if (mismatch) {
    console.warn('orders: a payment session that does not agree with its order changes nothing', order.id, session.id, mismatch);
    return stored;
  }
  if (session.status === 'authorized') return captureOnce(ctx, stored, session);
  if (session.status === 'captured') return markPaid(ctx, stored, order.version);
  if (FAILED.has(session.status)) return markFailed(ctx, stored, session);
  return stored;
}

/** For an order waiting for its payment: the provider's word on the session, applied. Provider faults leave it as it is. */
export async function refreshPayment(ctx: PaymentContext, stored: StoredOrder): Promise<StoredOrder> {
  const { order } = stored;
  if (order.status !== 'pending_payment' || order.payment_session_id === null) return stored;
  let session: PaymentSession;
  try {
    session = await ctx.provider.readSession(order.payment_session_id);
  } catch (error) {
    console.warn('orders: reading the payment session failed', order.id, error instanceof Error ? error.message : error);
    return stored;
  }
  return applySession(ctx, stored, session);
}

async function reload(ctx: PaymentContext, stored: StoredOrder): Promise<StoredOrder> {
  return (await loadOrder(ctx.db, { id: stored.order.id })) ?? stored;
}

async function captureOnce(ctx: PaymentContext, stored: StoredOrder, session: PaymentSession): Promise<StoredOrder> {
  const { order } = stored;
  const now = ctx.now.toISOString();
  const stale = new Date(ctx.now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const claim = await ctx.db
    .prepare(
      `UPDATE orders SET capture_claimed_at = ?1, payment_status = 'authorized', version = version + 1, updated_at = ?1
        WHERE id = ?2 AND version = ?3 AND status = 'pending_payment' AND payment_session_id = ?4
          AND (capture_claimed_at IS NULL OR capture_claimed_at < ?5)`,
    )
    .bind(now, order.id, order.version, session.id, stale)
    .run();
  if (claim.meta.changes !== 1) return reload(ctx, stored);
  const claimedVersion = order.version + 1;
  let captured: PaymentSession;
  try {
    captured = await ctx.provider.capture(session.id);
  } catch (error) {
    console.warn('orders: capture failed', order.id, error instanceof Error ? error.message : error);
    await ctx.db.prepare('UPDATE orders SET capture_claimed_at = NULL WHERE id = ? AND version = ?').bind(order.id, claimedVersion).run();
    return reload(ctx, stored);
  }
  const claimed = { ...stored, order: { ...order, version: claimedVersion, capture_claimed_at: now, payment_status: 'authorized' } };
  if (captured.status === 'captured') return markPaid(ctx, claimed, claimedVersion);
  return reload(ctx, stored);
}

/**
 * The statements that make an unpaid order paid at `version`: status, gift card amounts
 * spent, the gift cards it bought issued with their e-mails (../gift-cards/issue.ts), the
 * confirmation e-mail. Also used when gift cards pay a whole order at once. `random` draws
 * the new cards' codes.
 */
export async function paidStatements(
  db: D1Database,
  stored: StoredOrder,
  now: Date,
  random?: RandomBytes,
): Promise<{ statements: D1PreparedStatement[]; order: OrderRecord }> {
  const time = now.toISOString();
  const order: OrderRecord = {
    ...stored.order,
    status: 'paid',
    paid_at: time,
    updated_at: time,
    version: stored.order.version + 1,
    captured: stored.order.total > 0 ? 1 : 0,
    payment_status: stored.order.total > 0 ? 'captured' : null,
    payment_decline_reason: null,
    hold_client: null,
  };
  const cards = cardsToIssue(order, stored.lines, now, random);
  const confirmation = await queueConfirmation(
    db,
    { ...stored, order, giftCards: stored.giftCards.map((card) => ({ ...card, status: 'spent' })) },
    cards,
    time,
  );
  return {
    order,
    statements: [
      db
        .prepare(
          `UPDATE orders SET status = 'paid', paid_at = ?1, updated_at = ?1, version = version + 1, captured = ?2,
                  payment_status = ?3, payment_decline_reason = NULL, hold_client = NULL WHERE id = ?4`,
        )
        .bind(time, order.captured, order.payment_status, order.id),
      spendGiftCards(db, order.id),
      ...(await issueStatements(db, cards, order, time)),
      confirmation,
    ],
  };
}

/**
 * The statement that writes a paid order's confirmation e-mail to the outbox at `time`, to go
 * out at once: in the batch that marks it paid, and again when an operator resends it
 * (../../ops/orders/resend.ts). `bought`: the gift cards the order issues (listed by amount
 * and recipient, never by code).
 */
export async function queueConfirmation(
  db: D1Database,
  paid: StoredOrder,
  bought: readonly IssuedCard[],
  time: string,
): Promise<D1PreparedStatement> {
  const email = await confirmationEmail(orderAnswer(paid), bought, paid.order.shop_origin);
  return queueEmail(db, email, { now: time, orderId: paid.order.id, sendAfter: time });
}

/** Tries of the paid batch: one undone only because a new gift card code was drawn twice is tried again with new codes. */
const PAID_ATTEMPTS = 3;

async function markPaid(ctx: PaymentContext, stored: StoredOrder, version: number): Promise<StoredOrder> {
  const current = { ...stored, order: { ...stored.order, version } };
  for (let attempt = 1; ; attempt++) {
    const { statements } = await paidStatements(ctx.db, current, ctx.now);
    try {
      await ctx.db.batch([checkVersion(ctx.db, stored.order.id, version), ...statements, endChecks(ctx.db)]);
      break;
    } catch (error) {
      if (!isConstraintError(error)) throw error;
    }
    // Someone else changed (or paid) the order: their word stands. Otherwise a code collided.
    const fresh = await loadOrder(ctx.db, { id: stored.order.id });
    if (!fresh || fresh.order.version !== version || fresh.order.status === 'paid' || attempt >= PAID_ATTEMPTS) break;
  }
  return reload(ctx, stored);
}

async function markFailed(ctx: PaymentContext, stored: StoredOrder, session: PaymentSession): Promise<StoredOrder> {
  const { order } = stored;
  const time = ctx.now.toISOString();
  const email = await paymentFailedEmail(order);
  try {
    await ctx.db.batch([
      checkVersion(ctx.db, order.id, order.version),
      ctx.db
        .prepare(
          `UPDATE orders SET status = 'payment_failed', payment_status = ?, payment_decline_reason = ?, updated_at = ?,
                  version = version + 1, payment_app_url = NULL WHERE id = ?`,
        )
        .bind(session.status, session.decline_reason, time, order.id),
      ...releaseGiftCards(ctx.db, order.id),
      // Once per order, however often its payment fails.
      queueOncePerOrder(ctx.db, email, { now: time, orderId: order.id, sendAfter: time }),
      endChecks(ctx.db),
    ]);
  } catch (error) {
    if (!isConstraintError(error)) throw error;
  }
  return reload(ctx, stored);
}
