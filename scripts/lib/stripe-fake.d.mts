import type { StripeContract } from './stripe-contract.mjs';

type StripeObject = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface FakeStripeCall {
  method: string;
  path: string;
  query: StripeObject;
  body: StripeObject;
  idempotencyKey: string | null;
}

export type FakePayment = 'authorized' | 'succeeded' | 'processing' | 'failed';

export interface FakeStripe {
  readonly origin: string;
  /** What a request, an answer or an event broke of Stripe's description; a test expects []. */
  problems: string[];
  calls: FakeStripeCall[];
  sessions: Map<string, { session: StripeObject; intentData: StripeObject }>;
  intents: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  /** The shopper on Stripe's page: the session completes with a payment in that state. */
  pay(sessionId: string, outcome: FakePayment): StripeObject;
  /** A processing payment ends. */
  settle(sessionId: string, outcome: 'succeeded' | 'failed'): StripeObject;
  /** An event as Stripe sends it (checked against the description's event schema). */
  event(type: string, object: StripeObject | undefined, options?: { id?: string; created?: number }): StripeObject & { id: string };
  /** The raw body and its Stripe-Signature, by the SDK's test helper. */
  signed(body: StripeObject, secret: string, timestamp?: number): { payload: string; signature: string };
  chargeOf(sessionId: string): StripeObject | undefined;
  close(): Promise<void>;
}

export function startFakeStripe(options?: {
  port?: number;
  host?: string;
  now?: () => number;
  contract?: StripeContract;
}): Promise<FakeStripe>;
