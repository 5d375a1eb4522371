import { Hono } from 'hono';
import type { ApiEnv, CommerceBindings } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { privateJson } from '../../http/private-json';
import { loadOrder } from '../orders/records';
import { applySession, sessionMismatch } from './apply-session';
import { configuredProvider } from './configured';
import { PaymentProviderError, type WebhookEvent } from './provider';
import { described } from '../../http/openapi/describe';
import { webhookAnswer } from '../../../../../shared/schemas/answers';

/** The signature header's name as the provider documents it, for the 400's message. */
const SIGNATURE_HEADER_NAMES: Record<string, string> = { 'artlane-signature': 'Artlane-Signature', 'stripe-signature': 'Stripe-Signature' };

/** The provider's webhook (docs/checkout.md, step 5): its events applied to their orders. */
export const paymentWebhookRoutes = new Hono<ApiEnv>();

/** The webhook address the provider is given: PAYMENTS_WEBHOOK_URL, or the embedded shop's own. */
export function paymentsWebhookUrl(env: CommerceBindings): string {
  if (env.PAYMENTS_WEBHOOK_URL) return env.PAYMENTS_WEBHOOK_URL;
  return env.PAYMENTS ? 'http://commerce.internal/api/payments/webhook' : '';
}

/**
 * POST /api/payments/webhook: the provider's signed event (Artlane-Signature, or
 * Stripe-Signature with PAYMENTS_PROVIDER "stripe", over the raw body). A replayed event id changes nothing; otherwise the session's status is applied
 * exactly as the status read applies it. An event whose session disagrees with its order
 * (amount, currency, reference: sessionMismatch) is not believed: it is logged, kept in
 * payment_events.mismatch, and the session is read back from the provider, whose answer is
 * applied (and checked) instead.
 */
paymentWebhookRoutes.post(
  '/api/payments/webhook',
  described({
    tag: 'checkout',
    summary: 'The payment provider’s signed event (the local provider’s Artlane-Signature or Stripe’s Stripe-Signature)',
    headers: {
      'artlane-signature': { description: 'the local provider’s signature' },
      'stripe-signature': { description: 'Stripe’s signature (PAYMENTS_PROVIDER "stripe")' },
    },
    body: { media: ['application/json'], description: 'the provider’s event, as signed', schema: { type: 'object' } },
    answers: { 200: { description: 'received (duplicate: true for an event seen before)', schema: webhookAnswer } },
    errors: { 400: 'a bad or missing signature', 502: 'the provider could not be asked about the event: send it again' },
  }),
  async (c) => {
    const raw = await c.req.text();
    const provider = configuredProvider(c.env);
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
    if (!event) throw badRequest(`Bad or missing ${SIGNATURE_HEADER_NAMES[provider.signatureHeader] ?? provider.signatureHeader}`);
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
  },
);
