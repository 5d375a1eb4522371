import type { Context } from 'hono';
import * as v from 'valibot';
import type { ApiEnv } from '../../context';
import { cancelUnpaid } from '../../checkout/orders/cancel';
import { loadOrder } from '../../checkout/orders/records';
import { refreshPayment } from '../../checkout/payments/apply-session';
import { configuredProvider } from '../../checkout/payments/configured';
import { PaymentProviderError } from '../../checkout/payments/provider';
import { readBody } from '../../http/body';
import { HttpError, notFound } from '../../http/errors';
import { claimAnswer, claimOrRepeat, endAudit, newClaim, repeatedAnswer } from './audit';
import { refundRequest } from './refund';

/**
 * POST /api/ops/orders/{id}/cancel (operator; docs/operations.md "Cancelling an unpaid
 * order"): the provider's word on the session is read first (a shopper who paid a moment ago
 * is not cancelled: 409, refund instead), then the session is cancelled at the provider and
 * the order with its holds (stock, gift card amounts, newsletter code) given back, as when
 * its reservation ends. Idempotent by key and audited like a refund.
 */
export const cancelRequest = v.pick(refundRequest, ['idempotency_key', 'operator']);

export async function cancelOrder(c: Context<ApiEnv>): Promise<Response> {
  const db = c.env.DB;
  const id = c.req.param('id') ?? '';
  const body = await readBody(c.req.raw, cancelRequest);
  const provider = configuredProvider(c.env);
  let stored = await loadOrder(db, { id });
  if (!stored) throw notFound('No such order');
  const now = new Date();
  const claim = newClaim(id, 'cancel', body, {}, now);
  const repeat = (await repeatedAnswer(c, db, claim)) ?? (await claimOrRepeat(c, db, claim, 'pending'));
  if (repeat) return repeat;
  const refuse = async (status: 409 | 502, message: string, providerAnswer?: unknown) => {
    await endAudit(db, claim, { outcome: status === 409 ? 'refused' : 'failed', status, message, providerAnswer }).run();
    throw new HttpError(status, message);
  };
  stored = await refreshPayment({ db, provider, now }, stored);
  const { order } = stored;
  if (order.status === 'paid') return refuse(409, `Order ${id} is paid: refund it instead of cancelling`);
  if (order.status === 'cancelled') return refuse(409, `Order ${id} is cancelled already`);
  if (order.payment_status === 'authorized')
    return refuse(409, `Order ${id}'s payment is authorized and being captured: refund it once paid`);
  let providerAnswer: unknown = null;
  if (order.payment_session_id && order.status === 'pending_payment') {
    try {
      const session = await provider.cancel(order.payment_session_id);
      providerAnswer = { id: session.id, status: session.status };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      return refuse(502, `The payment provider did not cancel the session: ${error.message}`, {
        error: error.message,
        status: error.status,
      });
    }
  }
  if (!(await cancelUnpaid(db, order, now)))
    return refuse(409, `Order ${id} changed while it was being cancelled; look at it again`, providerAnswer);
  await endAudit(db, claim, { outcome: 'done', status: 200, providerAnswer }).run();
  return claimAnswer(c, db, claim);
}
