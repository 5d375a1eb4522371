import type { CommerceBindings } from '../../context';
import { verifySignature } from '../../../../../shared/http/signature';
import {
  PaymentProviderError,
  SESSION_STATUSES,
  type NewSession,
  type OpenedSession,
  type PaymentProvider,
  type PaymentSession,
  type WebhookEvent,
} from './provider';

/** The local provider's address inside the embedded shop (services/payments). */
export const LOCAL_PAYMENTS_ORIGIN = 'http://payments.internal';

/** How long one provider call may take before the checkout gives up on it (502). */
const TIMEOUT_MS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A session as the provider answers it, checked before the order believes it. */
export function parseSession(value: unknown): PaymentSession | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !SESSION_STATUSES.includes(value.status as never)) return null;
  return {
    id: value.id,
    reference: text(value.reference) ?? '',
    kind: text(value.kind) ?? '',
    amount: count(value.amount),
    currency: text(value.currency) ?? '',
    status: value.status as PaymentSession['status'],
    decline_reason: text(value.decline_reason),
    captured_amount: count(value.captured_amount),
    refunded_amount: count(value.refunded_amount),
    created_at: text(value.created_at) ?? '',
    updated_at: text(value.updated_at) ?? '',
  };
}

/**
 * The provider API of docs/checkout.md over HTTP: through the PAYMENTS service binding when
 * the Worker has one (the embedded shop's local provider), else with fetch to
 * PAYMENTS_ORIGIN. Every call carries the API key as a bearer token.
 */
export function httpPaymentProvider(env: CommerceBindings): PaymentProvider {
  const origin = (env.PAYMENTS_ORIGIN || (env.PAYMENTS ? LOCAL_PAYMENTS_ORIGIN : '')).replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    if (!origin) throw new PaymentProviderError('No payment provider is configured (PAYMENTS_ORIGIN)');
    const request = new Request(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${env.PAYMENTS_API_KEY ?? ''}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    let response: Response;
    try {
      response = env.PAYMENTS ? await env.PAYMENTS.fetch(request) : await fetch(request);
    } catch (error) {
      throw new PaymentProviderError(
        `The payment provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = isRecord(answer) && typeof answer.error === 'string' ? answer.error : `HTTP ${response.status}`;
      throw new PaymentProviderError(
        `The payment provider refused ${method} ${path.split('/').slice(0, 3).join('/')}: ${message}`,
        response.status,
      );
    }
    return answer;
  }

  const session = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const parsed = parseSession(await call(method, path, body));
    if (!parsed) throw new PaymentProviderError(`The payment provider answered ${path} with something that is not a session`);
    return parsed;
  };
  const id = (sessionId: string) => `/v1/sessions/${encodeURIComponent(sessionId)}`;

  return {
    signatureHeader: 'artlane-signature',
    async createSession(input: NewSession): Promise<OpenedSession> {
      const answer = await call('POST', '/v1/sessions', input);
      if (!isRecord(answer) || typeof answer.id !== 'string')
        throw new PaymentProviderError('The payment provider answered without a session id');
      return {
        id: answer.id,
        status: SESSION_STATUSES.includes(answer.status as never) ? (answer.status as OpenedSession['status']) : 'pending',
        redirect_url: text(answer.redirect_url),
        app_url: text(answer.app_url),
      };
    },
    readSession: (sessionId) => session('GET', id(sessionId)),
    capture: (sessionId) => session('POST', `${id(sessionId)}/capture`),
    cancel: (sessionId) => session('POST', `${id(sessionId)}/cancel`),
    refund: (sessionId, amount) => session('POST', `${id(sessionId)}/refund`, amount === undefined ? {} : { amount }),
    async verifyWebhook(rawBody, signature, now): Promise<WebhookEvent | null> {
      if (!(await verifySignature(env.PAYMENTS_WEBHOOK_SECRET ?? '', signature, rawBody, now))) return null;
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!isRecord(event) || typeof event.id !== 'string' || typeof event.type !== 'string' || !isRecord(event.data)) return null;
      const parsed = parseSession(event.data.session);
      if (!parsed) return null;
      return { id: event.id, type: event.type, created: count(event.created), session: parsed };
    },
  };
}
