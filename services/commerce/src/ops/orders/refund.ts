import type { Context } from 'hono';
import * as v from 'valibot';
import { roundMoney } from '../../../../../shared/money';
import type { ApiEnv } from '../../context';
import { check, endChecks, isConstraintError } from '../../checkout/orders/records';
import { configuredProvider } from '../../checkout/payments/configured';
import { PaymentProviderError, toMinorUnits, type PaymentSession } from '../../checkout/payments/provider';
import { readBody } from '../../http/body';
import { HttpError, notFound } from '../../http/errors';
import { claimAnswer, claimOrRepeat, endAudit, newClaim, repeatedAnswer } from './audit';
import { refundable, splitRefund, type RefundablePart } from './refund-split';
import { lineRefund, type RefundableLine } from './line-refund';
import { refundMail } from '../../mail/refund-mail';
import { queueEmail } from '../../mail/outbox';

/**
 * POST /api/ops/orders/{id}/refund (operator; docs/operations.md "Refunds", docs/api.md):
 * gives back the whole order (neither `amount` nor `lines`), `amount` of it, or some `lines`
 * (units of order lines, worth their price share: ./line-refund.ts, capped by what is left):
 * the payment's part through the provider interface's refund (the local provider or Stripe
 * alike), then the gift cards' part to their balances (./refund-split.ts). Idempotent by `idempotency_key` (one per form
 * submission) and written to the audit log (./audit.ts), refusals too: an order that is not
 * paid is 409, more than is left to refund 422.
 */
export const refundRequest = v.object({
  idempotency_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency_key must be 8–100 letters, digits, - or _')),
  operator: v.pipe(v.string(), v.trim(), v.minLength(1, 'operator must not be empty'), v.maxLength(200, 'operator is too long')),
  amount: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0.01, 'amount must be at least 0.01'))),
  lines: v.optional(
    v.pipe(
      v.array(
        v.object({
          position: v.pipe(v.number(), v.integer('position must be a whole number'), v.minValue(0, 'position must be 0 or more')),
          quantity: v.pipe(v.number(), v.integer('quantity must be a whole number'), v.minValue(1, 'quantity must be at least 1')),
        }),
      ),
      v.minLength(1, 'lines must name at least one line'),
      v.maxLength(200, 'lines names too many lines'),
    ),
  ),
});

/** What the operator asked for, as the audit log keeps it. */
function askedFor(body: v.InferOutput<typeof refundRequest>) {
  if (body.lines) return { lines: body.lines };
  return body.amount === undefined ? { whole: true } : { amount: body.amount };
}

interface RefundOrderRow {
  id: string;
  status: string;
  email: string;
  locale: string;
  /** JSON; the refund e-mail greets the shopper by first name. */
  address: string;
  shop_origin: string;
  currency: string;
  total: number;
  gift_cards_total: number;
  refunded_payment: number;
  refunded_gift_cards: number;
  payment_session_id: string | null;
  captured: number;
}

async function refundablePart(db: D1Database, order: RefundOrderRow): Promise<RefundablePart> {
  const { results } = await db
    .prepare("SELECT position, amount, refunded FROM order_gift_cards WHERE order_id = ? AND status = 'spent' ORDER BY position")
    .bind(order.id)
    .all<{ position: number; amount: number; refunded: number }>();
  return { payment: { paid: order.total, refunded: order.refunded_payment }, giftCards: results };
}

const refundableLines = async (db: D1Database, orderId: string) =>
  (
    await db
      .prepare(
        'SELECT position, quantity, refunded_quantity, price, discount, is_gift_card, name, variation_name FROM order_lines WHERE order_id = ?',
      )
      .bind(orderId)
      .all<RefundableLine & { name: string; variation_name: string | null }>()
  ).results;

const sessionAnswer = (session: PaymentSession) => ({
  id: session.id,
  status: session.status,
  captured_amount: session.captured_amount,
  refunded_amount: session.refunded_amount,
});

export async function refundOrder(c: Context<ApiEnv>): Promise<Response> {
  const db = c.env.DB;
  const id = c.req.param('id') ?? '';
  const body = await readBody(c.req.raw, refundRequest);
  if (body.lines && body.amount !== undefined) throw new HttpError(400, 'Give either amount or lines, not both', { field: 'amount' });
  const order = await db
    .prepare(
      `SELECT id, status, email, locale, address, shop_origin, currency, total, gift_cards_total, refunded_payment, refunded_gift_cards, payment_session_id, captured
         FROM orders WHERE id = ?`,
    )
    .bind(id)
    .first<RefundOrderRow>();
  if (!order) throw notFound('No such order');
  const claim = newClaim(id, 'refund', body, askedFor(body));
  const repeat = await repeatedAnswer(c, db, claim);
  if (repeat) return repeat;
  const refuse = async (status: 409 | 422, message: string) => {
    const first = await claimOrRepeat(c, db, claim, 'refused', { message, status });
    if (first) return first;
    throw new HttpError(status, message);
  };
  if (order.status !== 'paid') return refuse(409, `Order ${id} is not paid (${order.status}): there is nothing to refund`);
  const part = await refundablePart(db, order);
  const left = refundable(part);
  if (left <= 0) return refuse(422, `Order ${id} is refunded in full already`);
  let lines: { position: number; quantity: number; amount: number }[] = [];
  /** The refunded lines as the shopper's e-mail names them. */
  let mailLines: { name: string; variation_name: string | null; quantity: number }[] | undefined;
  let amount = roundMoney(body.amount ?? left, 2);
  if (body.lines) {
    const orderLines = await refundableLines(db, id);
    const priced = lineRefund(orderLines, body.lines);
    if (!priced.ok) return refuse(422, priced.message);
    lines = priced.lines;
    mailLines = lines.map((line) => {
      const { name, variation_name } = orderLines.find((orderLine) => orderLine.position === line.position)!;
      return { name, variation_name, quantity: line.quantity };
    });
    // Capped by what is left: an amount refunded before may have given back part of these lines already.
    amount = Math.min(priced.amount, left);
  }
  if (amount > left) return refuse(422, `amount can be at most ${left.toFixed(2)} ${order.currency}, what is left to refund`);

  const first = await claimOrRepeat(c, db, claim, 'pending');
  if (first) return first;
  const split = splitRefund(part, amount);
  let providerAnswer: ReturnType<typeof sessionAnswer> | null = null;
  if (split.payment > 0) {
    try {
      if (!order.payment_session_id) throw new PaymentProviderError('The order has no payment session');
      const session = await configuredProvider(c.env).refund(
        order.payment_session_id,
        toMinorUnits(split.payment),
        `refund-${id}-${claim.key}`,
      );
      providerAnswer = sessionAnswer(session);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      const message = `The payment provider refused the refund: ${error.message}`;
      await endAudit(db, claim, {
        outcome: 'failed',
        status: 502,
        message,
        providerAnswer: { error: error.message, status: error.status },
      }).run();
      throw new HttpError(502, message);
    }
  }
  const giftCardsBack = roundMoney(
    split.giftCards.reduce((sum, card) => sum + card.amount, 0),
    2,
  );
  // The shopper's e-mail about it, written in the batch that records the refund (so a refund that is undone writes none).
  const mail = await refundMail(order, { amount, currency: order.currency, ...(mailLines ? { lines: mailLines } : {}) });
  try {
    await db.batch([
      db
        .prepare(
          `UPDATE orders SET refunded_payment = ROUND(refunded_payment + ?, 2), refunded_gift_cards = ROUND(refunded_gift_cards + ?, 2),
                  refunded_lines = ROUND(refunded_lines + ?, 2), payment_status = COALESCE(?, payment_status), version = version + 1,
                  updated_at = ? WHERE id = ?`,
        )
        .bind(split.payment, giftCardsBack, lines.length > 0 ? amount : 0, providerAnswer?.status ?? null, claim.now, id),
      // Two refunds at once never give back more than was paid.
      check(db, 'SELECT refunded_payment + refunded_gift_cards <= total + gift_cards_total + 0.001 FROM orders WHERE id = ?', id),
      ...lines.flatMap((line) => [
        db
          .prepare('UPDATE order_lines SET refunded_quantity = refunded_quantity + ? WHERE order_id = ? AND position = ?')
          .bind(line.quantity, id, line.position),
        // Two line refunds at once never give back more units than were bought.
        check(db, 'SELECT refunded_quantity <= quantity FROM order_lines WHERE order_id = ? AND position = ?', id, line.position),
      ]),
      ...split.giftCards.flatMap((card) => [
        db
          .prepare(
            `UPDATE gift_cards SET balance = ROUND(balance + ?, 2)
              WHERE code = (SELECT code FROM order_gift_cards WHERE order_id = ? AND position = ?)`,
          )
          .bind(card.amount, id, card.position),
        db
          .prepare('UPDATE order_gift_cards SET refunded = ROUND(refunded + ?, 2) WHERE order_id = ? AND position = ?')
          .bind(card.amount, id, card.position),
      ]),
      queueEmail(db, mail, { now: claim.now, orderId: id, sendAfter: claim.now }),
      endAudit(db, claim, {
        outcome: 'done',
        status: 200,
        providerAnswer: { payment: providerAnswer, split, ...(lines.length > 0 ? { lines } : {}) },
      }),
      endChecks(db),
    ]);
  } catch (error) {
    if (!isConstraintError(error)) throw error;
    const message = 'Another refund of this order was made at the same time; nothing more was given back to the gift cards';
    await endAudit(db, claim, { outcome: 'failed', status: 409, message, providerAnswer: { payment: providerAnswer, split } }).run();
    throw new HttpError(409, message);
  }
  return claimAnswer(c, db, claim);
}
