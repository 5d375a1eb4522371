import type { PaymentsBindings } from './context';
import { signatureHeader } from '../../../shared/http/signature';

/**
 * Delivers a recorded webhook event (sessions.ts insertEvent) to its URL, signed, retrying
 * with backoff on a network error or an answer other than 2xx. It runs after the answer
 * (ctx.waitUntil), so a receiver that is down never breaks a hosted page or an API call.
 * Each attempt is recorded on the event (webhook_events: status, attempts, last_http_status,
 * last_error); a fresh timestamp is signed per attempt, as the receiver allows 300 s.
 */
export const RETRY_DELAYS_MS = [500, 2_000, 5_000];
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Webhook URLs on this host go through the COMMERCE service binding (the commerce Worker). */
export const COMMERCE_HOST = 'commerce.internal';

export async function deliverEvent(env: PaymentsBindings, event: { id: string; url: string; body: string }): Promise<void> {
  const secret = env.PAYMENTS_WEBHOOK_SECRET;
  for (let attempt = 0; ; attempt++) {
    let httpStatus: number | null = null;
    let error: string | null = null;
    try {
      if (!secret) throw new Error('PAYMENTS_WEBHOOK_SECRET is not configured');
      const headers = {
        'content-type': 'application/json',
        'artlane-signature': await signatureHeader(secret, event.body, new Date()),
        'user-agent': 'artlane-payments-local/1',
      };
      const init = { method: 'POST', headers, body: event.body, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) };
      const response = await fetcherFor(env, event.url).fetch(event.url, init);
      httpStatus = response.status;
      await response.body?.cancel();
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const isDelivered = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
    const delay = RETRY_DELAYS_MS[attempt];
    const status = isDelivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    await env.DB.prepare(
      `UPDATE webhook_events SET attempts = attempts + 1, status = ?, last_http_status = ?, last_error = ?,
         delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END WHERE id = ?`,
    )
      .bind(status, httpStatus, error ?? (isDelivered ? null : `HTTP ${httpStatus}`), status, new Date().toISOString(), event.id)
      .run();
    if (status !== 'pending') {
      if (status === 'failed') console.warn(`payments: webhook ${event.id} to ${event.url} failed after ${attempt + 1} attempts`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** The COMMERCE service binding for commerce.internal URLs, the network for any other. */
function fetcherFor(env: PaymentsBindings, url: string): { fetch: typeof fetch } {
  // Wrapped: workerd refuses the global fetch called as another object's method.
  if (new URL(url).hostname !== COMMERCE_HOST) return { fetch: (input, init) => fetch(input, init) };
  if (!env.COMMERCE) throw new Error(`no COMMERCE service binding to reach ${COMMERCE_HOST}`);
  return env.COMMERCE;
}
