import { Hono } from 'hono';
import type { ApiEnv, CommerceBindings } from '../../context';
import { badRequest } from '../../http/errors';
import { privateJson } from '../../http/private-json';
import { loadOrder } from '../orders/records';
import { applySession, sessionMismatch } from './apply-session';
import { configuredProvider } from './configured';

/** The provider's webhook (docs/checkout.md, step 5): its events applied to their orders. */
export const paymentWebhookRoutes = new Hono<ApiEnv>();

/** The webhook address the provider is given: PAYMENTS_WEBHOOK_URL, or the embedded shop's own. */
export function paymentsWebhookUrl(env: CommerceBindings): string {
  if (env.PAYMENTS_WEBHOOK_URL) return env.PAYMENTS_WEBHOOK_URL;
  return env.PAYMENTS ? 'http://commerce.internal/api/payments/webhook' : '';
}

/**
 * POST /api/payments/webhook: the provider's signed event (Artlane-Signature over the raw
 * body). A replayed event id changes nothing; otherwise the session's status is applied
 * exactly as the status read applies it. An event whose session disagrees with its order
 * (amount, currency, reference: sessionMismatch) is not believed: it is logged, kept in
 * payment_events.mismatch, and the session is read back from the provider, whose answer is
 * applied (and checked) instead.
 */
paymentWebhookRoutes.post('/api/payments/webhook', async (c) => {
  const raw = await c.req.text();
  const provider = configuredProvider(c.env);
  const now = new Date();
  const event = await provider.verifyWebhook(raw, c.req.header('artlane-signature') ?? null, now);
  if (!event) throw badRequest('Bad or missing Artlane-Signature');
  const db = c.env.DB;
  const seen = await db.prepare('SELECT 1 AS seen FROM payment_events WHERE id = ?').bind(event.id).first();
  if (seen) return privateJson(c, { received: true, duplicate: true });
  const stored =
    (await loadOrder(db, { sessionId: event.session.id })) ??
    (event.session.reference ? await loadOrder(db, { id: event.session.reference }) : null);
  const isCurrent = stored !== null && stored.order.payment_session_id === event.session.id;
  const mismatch = isCurrent ? sessionMismatch(stored.order, event.session) : null;
  if (stored && mismatch) {
    console.warn('payments: an event that does not agree with its order; reading the session back', event.id, stored.order.id, mismatch);
    const readBack = await provider.readSession(event.session.id).catch((error: unknown) => {
      console.warn('payments: reading the session back failed', event.session.id, error instanceof Error ? error.message : error);
      return null;
    });
    if (readBack) await applySession({ db, provider, now }, stored, readBack);
  } else if (stored) await applySession({ db, provider, now }, stored, event.session);
  await db
    .prepare('INSERT OR IGNORE INTO payment_events (id, type, session_id, received_at, mismatch) VALUES (?, ?, ?, ?, ?)')
    .bind(event.id, event.type, event.session.id, now.toISOString(), mismatch)
    .run();
  return privateJson(c, { received: true });
});
