import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { checkoutFieldError, checkoutRequest } from '../../../../shared/schemas/checkout';
import type { OriginBindings, OriginEnv } from '../context';
import { badRequest, HttpError, notFound, readJsonBody } from '../http';
import { orderAnswer } from '../orders/answer';
import { submitCheckout } from '../orders/checkout';
import { mediaBucket } from '../artists/media';
import { CHECKOUT_KEY_PATTERN } from '../orders/binding';
import { ORDER_ID_PATTERN, sha256Hex, timingSafeEqual } from '../orders/ids';
import { applySession, refreshPayment, sessionMismatch } from '../orders/payment';
import { loadOrder, tokenHashesOf } from '../orders/records';
import { LOCAL_PAYMENTS_ORIGIN } from '../payments/http';
import { PaymentProviderError, type WebhookEvent } from '../payments/provider';
import { paymentProvider } from '../payments/select';

/** The purchase calls of docs/checkout.md: place an order, read it, the provider's webhook, the local outbox. */
export const checkoutRoutes = new Hono<OriginBindings>();

/** Orders and e-mails are personal: never kept by a cache. */
const privateJson = (c: Context<OriginBindings>, body: unknown, status: 200 | 201 = 200) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(body as object, status);
};

/**
 * The origin shoppers are sent back to after paying: an http(s) origin, and one of
 * SHOP_ORIGINS when that list is configured (so a forged shop_origin cannot send the
 * provider's return to another site; OWASP ASVS 5.1.5, open redirects).
 */
export function allowedShopOrigin(origin: string | undefined, allowList: string | undefined): string {
  if (origin === undefined) throw new HttpError(422, 'shop_origin is required', { field: 'shop_origin' });
  const allowed = (allowList ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (allowed.length > 0 && !allowed.includes(origin))
    throw new HttpError(422, "shop_origin is not one of the shop's origins", { field: 'shop_origin' });
  return origin;
}

/** The webhook address the provider is given: PAYMENTS_WEBHOOK_URL, or the embedded shop's own. */
function webhookUrl(env: OriginEnv): string {
  if (env.PAYMENTS_WEBHOOK_URL) return env.PAYMENTS_WEBHOOK_URL;
  return env.PAYMENTS ? 'http://commerce.internal/api/payments/webhook' : '';
}

/**
 * POST /api/checkout → 201/200 { order_id, order_token, status, checkout_id, totals, payment }.
 * Headers: x-checkout-key (required: the browser's key the checkout is bound to) and
 * x-client-key (the client for the hold limit), both set by the storefront.
 */
checkoutRoutes.post('/api/checkout', async (c) => {
  const store = c.var.store;
  const checkoutKey = c.req.header('x-checkout-key') ?? '';
  if (!CHECKOUT_KEY_PATTERN.test(checkoutKey))
    throw badRequest("x-checkout-key is required: the browser's checkout key, 32 to 100 characters of A-Z, a-z, 0-9, _ and -");
  const client = c.req.header('x-client-key')?.slice(0, 200) || undefined;
  const parsed = v.safeParse(checkoutRequest(store.locale), await readJsonBody(c.req.raw));
  if (!parsed.success) {
    const { field, error, isShape } = checkoutFieldError(parsed.issues);
    throw isShape ? badRequest(error) : new HttpError(422, error, { field });
  }
  const body = parsed.output;
  const shopOrigin = allowedShopOrigin(body.shop_origin, c.env.SHOP_ORIGINS);
  const { status, answer } = await submitCheckout(
    {
      db: c.env.DB,
      store,
      provider: paymentProvider(c.env),
      now: new Date(),
      webhookUrl: webhookUrl(c.env),
      photoExists: async (key) => (await mediaBucket(c.env).head(key)) !== null,
      checkoutKey,
      client,
    },
    { ...body, shop_origin: shopOrigin },
  );
  return privateJson(c, answer, status);
});

/**
 * GET /api/orders/{id} with x-order-token. Any mismatch is the same 404 (no oracle for ids);
 * the token's hash is compared in constant time. An order waiting for its payment first
 * asks the provider (the return URL alone never marks an order paid).
 */
checkoutRoutes.get('/api/orders/:id', async (c) => {
  const id = c.req.param('id');
  const token = c.req.header('x-order-token') ?? '';
  if (!ORDER_ID_PATTERN.test(id) || token === '' || token.length > 200) throw notFound('Not found');
  const [hashes, hash] = await Promise.all([tokenHashesOf(c.env.DB, id), sha256Hex(token)]);
  const matches = hashes.reduce((found, known) => timingSafeEqual(known, hash) || found, false);
  if (!matches) throw notFound('Not found');
  const stored = await loadOrder(c.env.DB, { id });
  if (!stored || stored.order.locale !== c.var.store.locale) throw notFound('Not found');
  const current = await refreshPayment({ db: c.env.DB, provider: paymentProvider(c.env), now: new Date() }, stored);
  return privateJson(c, orderAnswer(current));
});

/**
 * POST /api/payments/webhook: the provider's signed event (Artlane-Signature over the raw
 * body). A replayed event id changes nothing; otherwise the session's status is applied
 * exactly as the status read applies it. An event whose session disagrees with its order
 * (amount, currency, reference: sessionMismatch) is not believed: it is logged, kept in
 * payment_events.mismatch, and the session is read back from the provider, whose answer is
 * applied (and checked) instead.
 */
checkoutRoutes.post('/api/payments/webhook', async (c) => {
  const raw = await c.req.text();
  const provider = paymentProvider(c.env);
  const now = new Date();
  let event: WebhookEvent | null;
  try {
    event = await provider.verifyWebhook(raw, c.req.header(provider.signatureHeader) ?? null, now);
  } catch (error) {
    // A verified event whose session could not be read back (Stripe's adapter reads every one): the provider sends it again.
    if (error instanceof PaymentProviderError)
      throw new HttpError(502, 'The payment provider could not be asked about this event: send it again');
    throw error;
  }
  if (!event)
    throw badRequest(`Bad or missing ${provider.signatureHeader === 'artlane-signature' ? 'Artlane-Signature' : 'Stripe-Signature'}`);
  const db = c.env.DB;
  const seen = await db.prepare('SELECT 1 AS seen FROM payment_events WHERE id = ?').bind(event.id).first();
  if (seen) return privateJson(c, { received: true, duplicate: true });
  if (event.session === null) {
    // A type the shop does not act on: received, kept so a replay is a duplicate too.
    await db
      .prepare('INSERT OR IGNORE INTO payment_events (id, type, session_id, received_at, mismatch) VALUES (?, ?, ?, ?, NULL)')
      .bind(event.id, event.type, '', now.toISOString())
      .run();
    return privateJson(c, { received: true });
  }
  const { session } = event;
  const stored =
    (await loadOrder(db, { sessionId: session.id })) ?? (session.reference ? await loadOrder(db, { id: session.reference }) : null);
  const isCurrent = stored !== null && stored.order.payment_session_id === session.id;
  const mismatch = isCurrent ? sessionMismatch(stored.order, session) : null;
  if (stored && mismatch) {
    console.warn('payments: an event that does not agree with its order; reading the session back', event.id, stored.order.id, mismatch);
    const readBack = await provider.readSession(session.id).catch((error: unknown) => {
      console.warn('payments: reading the session back failed', session.id, error instanceof Error ? error.message : error);
      return null;
    });
    if (readBack) await applySession({ db, provider, now }, stored, readBack);
  } else if (stored) await applySession({ db, provider, now }, stored, session);
  await db
    .prepare('INSERT OR IGNORE INTO payment_events (id, type, session_id, received_at, mismatch) VALUES (?, ?, ?, ?, ?)')
    .bind(event.id, event.type, session.id, now.toISOString(), mismatch)
    .run();
  return privateJson(c, { received: true });
});

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  kind: string;
  order_id: string | null;
  send_after: string | null;
  sent_at: string | null;
  created_at: string;
}

/**
 * GET /api/dev/outbox: the e-mails the shop has written, newest first (at most 100). Only
 * when the local payment provider is configured (PAYMENTS_ORIGIN http://payments.internal,
 * which only the embedded shop of `npm start` and the tests set); anywhere else it does not
 * exist (404).
 */
checkoutRoutes.get('/api/dev/outbox', async (c) => {
  if (c.env.PAYMENTS_ORIGIN !== LOCAL_PAYMENTS_ORIGIN) throw notFound('Not found');
  const { results } = await c.env.DB.prepare(
    'SELECT id, recipient, subject, body, html, kind, order_id, send_after, sent_at, created_at FROM outbox ORDER BY id DESC LIMIT 100',
  ).all<OutboxRow>();
  return privateJson(c, {
    messages: results.map(({ recipient, body, ...row }) => ({ ...row, to: recipient, text: body })),
  });
});
