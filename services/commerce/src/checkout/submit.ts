import type { CheckoutRequest } from '../../../../shared/schemas/checkout';
import type { PaymentKind } from '../../../../shared/payment-methods';
import type { Store } from '../context';
import { HttpError } from '../http/errors';
import { toMinorUnits, type OpenedSession, type PaymentProvider } from './payments/provider';
import { checkoutElsewhere, isSameBrowser } from './binding';
import { checkUnpaidHolds, unpaidHoldsCheck, type HoldLimit } from './holds';
import { cryptoRandomBytes, newOrderId, newOrderToken, sha256Hex, type RandomBytes } from './orders/ids';
import { paidStatements, refreshPayment } from './payments/apply-session';
import { answerOf, lineRecords, orderRecord, type CheckoutAnswer } from './order-rows';
import { cancelUnpaid } from './orders/cancel';
import { fieldError, quoteCheckout } from './quote';
import {
  checkVersion,
  endChecks,
  holdGiftCards,
  insertOrder,
  isConstraintError,
  loadOrder,
  releaseAll,
  replaceLines,
  replaceOrder,
  replaceToken,
  reserveStock,
  takeNewsletterCodes,
  type OrderRecord,
  type StoredOrder,
} from './orders/records';

/**
 * POST /api/checkout (docs/checkout.md): price, reserve, store, open the payment session.
 *
 * Everything an order holds (stock, gift card amounts, a newsletter code) is taken in the
 * same D1 batch that writes the order, and every such batch checks what it relies on
 * (./orders/records.ts, batch_checks), so it either all happens or none of it does:
 * - a new checkout inserts its order; a second insert for the same checkout_id breaks
 *   UNIQUE and its batch is undone;
 * - a checkout submitted again (an unpaid order) is repriced in place: the batch checks the
 *   order's version, gives back what it held and takes what it needs now;
 * - a batch undone because someone else got there first (the last units, the gift card's
 *   balance, the order itself) is prepared again from fresh reads, which then say sold out,
 *   a changed total or the other submit's order.
 * Only then is the payment session opened; when the provider fails, the order gives back
 * all it holds and is cancelled (502), so nothing stays reserved.
 *
 * A checkout belongs to the browser whose checkout key started it (./binding.ts): another
 * key's submit is refused before anything is read or changed. Each submit issues the
 * order's one token (earlier ones are revoked), and a client's unpaid orders hold only so
 * much at a time (./holds.ts).
 */
export interface CheckoutContext {
  db: D1Database;
  store: Store;
  provider: PaymentProvider;
  now: Date;
  /** Where the provider posts webhooks, without locale and sid ('' for none). */
  webhookUrl: string;
  random?: RandomBytes;
  /** Whether a photo poster's photo is still stored (R2); absent: not asked. */
  photoExists?: (key: string) => Promise<boolean>;
  /** The browser's checkout key (x-checkout-key): the checkout is bound to it. */
  checkoutKey: string;
  /** The client as the storefront names it (x-client-key), for the hold limit; absent: no limit. */
  client?: string;
}

/** Who is submitting, as stored: SHA-256 of the checkout key and of the client. */
interface Submitter {
  keyHash: string;
  client: string | null;
}

/** Tries before giving up on a checkout others keep changing under it (409). */
const ATTEMPTS = 8;

export async function submitCheckout(
  ctx: CheckoutContext,
  body: CheckoutRequest & { shop_origin: string },
): Promise<{ status: 200 | 201; answer: CheckoutAnswer }> {
  // 201 when this request made the order, even if a later try of it found it changed.
  const state = { created: false };
  const submitter: Submitter = {
    keyHash: await sha256Hex(ctx.checkoutKey),
    client: ctx.client ? await sha256Hex(ctx.client) : null,
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = await attemptCheckout(ctx, body, submitter, state);
    if (result) return result;
  }
  throw new HttpError(409, 'This checkout is being changed by another request: try again', { code: 'in_progress' });
}

/** One try; null when a batch was undone by a concurrent change and the caller should try again. */
async function attemptCheckout(
  ctx: CheckoutContext,
  body: CheckoutRequest & { shop_origin: string },
  submitter: Submitter,
  state: { created: boolean },
) {
  const { db, store } = ctx;
  let current = await loadOrder(db, { checkoutId: body.checkout_id });
  if (current) {
    // First, before the provider is asked or anything is said about the order.
    if (!isSameBrowser(current.order, submitter.keyHash)) throw checkoutElsewhere();
    if (current.order.locale !== store.locale) throw fieldError('checkout_id', 'checkout_id belongs to a checkout of another shop');
    current = await refreshPayment(ctx, current);
    const { order } = current;
    // A payment that went through (or is being captured) is the order placed.
    if (order.status === 'paid' || (order.status === 'pending_payment' && order.payment_status === 'authorized')) {
      throw new HttpError(409, 'This checkout has been placed already', { code: 'already_placed', order_id: order.id });
    }
  }

  const quote = await quoteCheckout(db, store, body, ctx.now, current, ctx.photoExists);
  const random = ctx.random ?? cryptoRandomBytes;
  const token = newOrderToken(random);
  const time = ctx.now.toISOString();
  const isPaidByGiftCards = quote.totals.total <= 0;
  const holds = quote.reservations.length + quote.giftCards.length + quote.newsletterCodes.length > 0;
  const holdLimit: HoldLimit | null =
    submitter.client && holds && !isPaidByGiftCards ? { db, client: submitter.client, now: ctx.now } : null;
  const order = orderRecord(ctx, body, quote, current?.order ?? null, newOrderId(random), {
    checkout_key_hash: submitter.keyHash,
    hold_client: holdLimit?.client ?? null,
  });
  if (holdLimit) await checkUnpaidHolds(holdLimit, order.id);
  const lines = lineRecords(order.id, quote);
  let stored: StoredOrder = {
    order,
    lines,
    giftCards: quote.giftCards.map((card, position) => ({
      order_id: order.id,
      position,
      code: card.code,
      amount: card.amount,
      status: 'held',
    })),
    reservations: quote.reservations,
    newsletterCodes: quote.newsletterCodes,
  };
  const paid = isPaidByGiftCards ? await paidStatements(db, stored, ctx.now, random) : null;

  const statements = [
    ...(current
      ? [
          checkVersion(db, order.id, current.order.version),
          ...releaseAll(db, order.id),
          db.prepare('DELETE FROM order_gift_cards WHERE order_id = ?').bind(order.id),
          replaceOrder(db, order),
        ]
      : [insertOrder(db, order)]),
    ...replaceLines(db, order.id, lines),
    ...reserveStock(db, order.id, quote.reservations),
    ...holdGiftCards(db, order.id, quote.giftCards),
    ...takeNewsletterCodes(db, order.id, quote.newsletterCodes, time),
    ...(holdLimit ? [unpaidHoldsCheck(holdLimit)] : []),
    ...replaceToken(db, order.id, await sha256Hex(token), time),
    ...(paid ? paid.statements : []),
    endChecks(db),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    if (isConstraintError(error)) return null;
    throw error;
  }
  if (paid) stored = { ...stored, order: paid.order };
  if (!current) state.created = true;
  const status = state.created ? 201 : 200;

  // The session the order had before is of no use now (a declined one cannot be cancelled: fine).
  const previousSession = current?.order.payment_session_id;
  if (previousSession) await ctx.provider.cancel(previousSession).catch(() => undefined);
  if (isPaidByGiftCards) return { status, answer: answerOf(stored.order, token, null) } as const;

  let session: OpenedSession;
  try {
    session = await ctx.provider.createSession(newSession(ctx, body, order));
  } catch (error) {
    console.warn('checkout: opening the payment session failed', order.id, error instanceof Error ? error.message : error);
    await cancelUnpaid(db, order, ctx.now).catch(() => undefined);
    throw new HttpError(502, 'The payment provider is not answering: nothing was charged, try again in a moment');
  }
  const withSession: OrderRecord = {
    ...order,
    version: order.version + 1,
    payment_session_id: session.id,
    payment_status: 'pending',
    payment_redirect_url: session.redirect_url,
    payment_app_url: session.app_url,
  };
  try {
    await db.batch([
      checkVersion(db, order.id, order.version),
      db
        .prepare(
          `UPDATE orders SET version = version + 1, payment_session_id = ?, payment_status = 'pending', payment_redirect_url = ?,
                  payment_app_url = ? WHERE id = ?`,
        )
        .bind(session.id, session.redirect_url, session.app_url, order.id),
      endChecks(db),
    ]);
  } catch (error) {
    // Another submit of this checkout changed the order meanwhile: this session is not its.
    await ctx.provider.cancel(session.id).catch(() => undefined);
    if (isConstraintError(error)) return null;
    throw error;
  }
  return {
    status,
    answer: answerOf(withSession, token, {
      kind: order.payment_kind,
      session_id: session.id,
      redirect_url: session.redirect_url,
      app_url: session.app_url,
    }),
  } as const;
}

function newSession(ctx: CheckoutContext, body: CheckoutRequest & { shop_origin: string }, order: OrderRecord) {
  const { store } = ctx;
  const webhook = ctx.webhookUrl ? new URL(ctx.webhookUrl) : null;
  webhook?.searchParams.set('locale', store.locale);
  webhook?.searchParams.set('sid', String(store.sid));
  return {
    reference: order.id,
    // Only opened when something is left to pay, which quoteCheckout made sure has a kind.
    kind: order.payment_kind as PaymentKind,
    amount: toMinorUnits(order.total),
    currency: store.currency,
    locale: store.locale,
    country: store.info.countryCode,
    customer: { email: body.contact.email, name: `${body.address.first_name} ${body.address.last_name}`, phone: body.contact.phone },
    return_url: `${body.shop_origin}/checkout/confirmation/${order.id}`,
    cancel_url: `${body.shop_origin}/checkout/${encodeURIComponent(body.checkout_id)}?payment=cancelled`,
    webhook_url: webhook?.href ?? '',
  };
}
