import type { PaymentKind } from '../../../../../shared/payment-methods';
import { PAYMENT_SESSION_STATUSES, type PaymentSession, type PaymentSessionStatus } from '../../../../../shared/payment-session';

/**
 * The commerce API's one view of a payment provider (docs/checkout.md, "The payment
 * provider"): the local provider (services/payments) speaks it over HTTP (./http.ts),
 * Stripe through its adapter (./stripe/); ./configured.ts picks one per deployment. Amounts are integers in
 * minor units (öre, cents, pence).
 */
export type SessionStatus = PaymentSessionStatus;
export const SESSION_STATUSES = PAYMENT_SESSION_STATUSES;
export type { PaymentSession };

export interface NewSession {
  /** The order id. */
  reference: string;
  kind: PaymentKind;
  amount: number;
  currency: string;
  locale: string;
  country: string;
  customer: { email: string; name: string; phone: string };
  return_url: string;
  cancel_url: string;
  webhook_url: string;
}

export interface OpenedSession {
  id: string;
  status: SessionStatus;
  redirect_url: string | null;
  app_url: string | null;
}

export type WebhookEventType = 'session.authorized' | 'session.declined' | 'session.cancelled' | 'session.captured' | 'session.refunded';

export interface WebhookEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  /** The session the event is about; null for an event of a type the shop does not act on (received, nothing applied). */
  session: PaymentSession | null;
}

export interface PaymentProvider {
  /** The request header that carries the provider's webhook signature (lower case). */
  readonly signatureHeader: string;
  createSession(session: NewSession): Promise<OpenedSession>;
  readSession(id: string): Promise<PaymentSession>;
  /** Idempotent at the provider: a captured session is answered unchanged. */
  capture(id: string): Promise<PaymentSession>;
  cancel(id: string): Promise<PaymentSession>;
  /** `key`: an idempotency key, where the provider takes one (the same key refunds once). */
  refund(id: string, amount?: number, key?: string): Promise<PaymentSession>;
  /** The event of a webhook whose signature holds at `now`, else null. */
  verifyWebhook(rawBody: string, signature: string | null, now: Date): Promise<WebhookEvent | null>;
}

/** The provider could not be reached or refused the call; `status` is its HTTP answer, if any. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Minor units: 349 SEK is 34900 öre, €28.95 is 2895 cents. */
export const toMinorUnits = (amount: number) => Math.round(amount * 100);
