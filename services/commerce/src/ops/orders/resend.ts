import type { Context } from 'hono';
import * as v from 'valibot';
import type { ApiEnv } from '../../context';
import { cardsToIssue } from '../../checkout/gift-cards/issue';
import { loadOrder, type StoredOrder } from '../../checkout/orders/records';
import { queueConfirmation } from '../../checkout/payments/apply-session';
import { readBody } from '../../http/body';
import { HttpError, notFound } from '../../http/errors';
import { claimAnswer, claimOrRepeat, endAudit, newClaim, repeatedAnswer } from './audit';
import { refundRequest } from './refund';

/**
 * POST /api/ops/orders/{id}/resend (operator; docs/operations.md "Resending the confirmation
 * e-mail"): the paid order's confirmation goes to the outbox again, written by the same
 * function as at payment (queueConfirmation). Idempotent by key and audited like a refund;
 * an order that is not paid has no confirmation to send (409).
 */
export const resendRequest = v.pick(refundRequest, ['idempotency_key', 'operator']);

/**
 * The confirmation of a paid order, again. Its bought gift cards are listed as at payment: by
 * amount, recipient and send day, which cardsToIssue draws from the lines and the payment
 * time alone (the codes it draws are never in the confirmation, so they do not matter here).
 */
export function confirmationAgain(db: D1Database, paid: StoredOrder, now: string): Promise<D1PreparedStatement> {
  const bought = cardsToIssue(paid.order, paid.lines, new Date(paid.order.paid_at ?? now));
  return queueConfirmation(db, paid, bought, now);
}

export async function resendConfirmation(c: Context<ApiEnv>): Promise<Response> {
  const db = c.env.DB;
  const id = c.req.param('id') ?? '';
  const body = await readBody(c.req.raw, resendRequest);
  const stored = await loadOrder(db, { id });
  if (!stored) throw notFound('No such order');
  const claim = newClaim(id, 'resend_confirmation', body, {});
  const repeat = await repeatedAnswer(c, db, claim);
  if (repeat) return repeat;
  if (stored.order.status !== 'paid') {
    const message = `Order ${id} is not paid (${stored.order.status}): it has no confirmation to send`;
    const first = await claimOrRepeat(c, db, claim, 'refused', { message, status: 409 });
    if (first) return first;
    throw new HttpError(409, message);
  }
  const first = await claimOrRepeat(c, db, claim, 'pending');
  if (first) return first;
  await db.batch([
    await confirmationAgain(db, stored, claim.now),
    endAudit(db, claim, { outcome: 'done', status: 200, providerAnswer: null }),
  ]);
  return claimAnswer(c, db, claim);
}
