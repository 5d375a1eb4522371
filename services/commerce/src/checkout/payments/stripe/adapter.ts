import Stripe from 'stripe';
import { parseSignatureHeader, SIGNATURE_TOLERANCE_SECONDS } from '../../../../../../shared/http/signature';
import { PaymentProviderError, type NewSession, type PaymentProvider, type PaymentSession, type WebhookEvent } from '../provider';
import { checkoutSessionParams, paymentIntentIdOf, paymentSessionOf, SESSION_EXPAND, type OrderLine } from './session';

/**
 * The provider interface (../provider.ts, docs/payments.md) on Stripe: one hosted Checkout
 * Session per order attempt, read back from Stripe whenever the shop needs its status (on the
 * shopper's return, on every webhook event, by the scheduler), captured once, expired or
 * voided when the order is abandoned, refunded whole or in part. Through the official SDK
 * with its fetch client and Web Crypto (the Workers runtime has no Node http or crypto).
 */

/**
 * The Stripe API version the adapter speaks: the version of the OpenAPI description its
 * contract tests check every request against (tests/fixtures/stripe/openapi.json). The SDK
 * sends it as Stripe-Version on every call, so Stripe answers in the shapes the tests know
 * whatever the account's default version is.
 */
export const STRIPE_API_VERSION = '2024-04-10';

/** How long one Stripe call may take before the checkout gives up on it (502), as for the local provider. */
const TIMEOUT_MS = 10_000;
/** Stripe's webhook signatures older (or newer) than this are refused: its SDK's default, the shop's own for Artlane-Signature. */
export const WEBHOOK_TOLERANCE_SECONDS = SIGNATURE_TOLERANCE_SECONDS;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /**
   * Where the API is (https://api.stripe.com unless set): the contract tests and the
   * e2e point it at the fake Stripe behind the validating proxy; nothing else differs.
   */
  apiOrigin?: string;
  /** The order's lines as Stripe's page shows them (by order id); absent: one line of the total. */
  linesOf?: (session: NewSession) => Promise<readonly OrderLine[]>;
}

/** The SDK's connection options for an API origin other than Stripe's own. */
function connection(apiOrigin: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiOrigin) return {};
  const url = new URL(apiOrigin);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** The events the shop's webhook endpoint subscribes to at Stripe (docs/payments.md "Going live in a market"). */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const;

export function stripePaymentProvider(settings: StripeSettings, now: () => Date = () => new Date()): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    httpClient: Stripe.createFetchHttpClient(),
    timeout: TIMEOUT_MS,
    // One retry of a connection failure or a 409/5xx, with an idempotency key (the SDK adds one to every POST).
    maxNetworkRetries: 1,
    telemetry: false,
    ...connection(settings.apiOrigin),
  });
  const crypto = Stripe.createSubtleCryptoProvider();

  /** Stripe's refusals as the interface's error: 409 for a call the payment's state does not allow, else Stripe's status. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        const unexpectedState = ['payment_intent_unexpected_state', 'charge_already_refunded', 'charge_already_captured'].includes(
          error.code ?? '',
        );
        throw new PaymentProviderError(`Stripe refused ${what}: ${error.message}`, unexpectedState ? 409 : (error.statusCode ?? null));
      }
      throw new PaymentProviderError(`Stripe could not be reached for ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const retrieve = (id: string) =>
    call('reading a Checkout Session', () => stripe.checkout.sessions.retrieve(id, { expand: SESSION_EXPAND }));
  const readSession = async (id: string): Promise<PaymentSession> => paymentSessionOf(await retrieve(id));

  /** The Checkout Session of a PaymentIntent (a charge.refunded event names only the payment). */
  async function sessionOfPayment(paymentIntent: string): Promise<string | null> {
    const list = await call('finding the Checkout Session of a payment', () =>
      stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 }),
    );
    return list.data[0]?.id ?? null;
  }

  const refused = (id: string, session: PaymentSession, what: string) =>
    new PaymentProviderError(`Stripe session ${id} is ${session.status}: it cannot be ${what}`, 409);

  return {
    signatureHeader: 'stripe-signature',

    async createSession(input) {
      const lines = (await settings.linesOf?.(input).catch(() => [])) ?? [];
      const created = await call('opening a Checkout Session', () =>
        stripe.checkout.sessions.create(checkoutSessionParams(input, lines, now()) as Stripe.Checkout.SessionCreateParams),
      );
      if (!created.url) throw new PaymentProviderError(`Stripe opened Checkout Session ${created.id} without a page address`);
      return { id: created.id, status: 'pending', redirect_url: created.url, app_url: null };
    },

    readSession,

    /**
     * Captures an authorized payment once: a captured one is answered as it is (the
     * interface's idempotence), and the capture call carries an idempotency key of the
     * payment, so a retried capture is the same capture at Stripe too.
     */
    async capture(id) {
      const checkout = await retrieve(id);
      const session = paymentSessionOf(checkout);
      if (session.status === 'captured' || session.status === 'refunded') return session;
      const intent = paymentIntentIdOf(checkout);
      if (session.status !== 'authorized' || !intent) throw refused(id, session, 'captured');
      await call('capturing a payment', () => stripe.paymentIntents.capture(intent, {}, { idempotencyKey: `capture-${intent}` }));
      return readSession(id);
    },

    /** An open session is expired (its page stops taking payments); an authorized one's payment is voided. */
    async cancel(id) {
      const checkout = await retrieve(id);
      const session = paymentSessionOf(checkout);
      const intent = paymentIntentIdOf(checkout);
      if (session.status === 'pending' && checkout.status === 'open') {
        await call('expiring a Checkout Session', () => stripe.checkout.sessions.expire(id));
      } else if (session.status === 'authorized' && intent) {
        await call('voiding a payment', () => stripe.paymentIntents.cancel(intent));
      } else throw refused(id, session, 'cancelled');
      return readSession(id);
    },

    /**
     * Refunds a captured payment, all that is left without `amount`. `key`, when given, is
     * the refund's idempotency key: the same refund asked twice (an operator's retry) is
     * made once.
     */
    async refund(id, amount, key) {
      const checkout = await retrieve(id);
      const session = paymentSessionOf(checkout);
      const intent = paymentIntentIdOf(checkout);
      if (session.status !== 'captured' || !intent) throw refused(id, session, 'refunded');
      await call('refunding a payment', () =>
        stripe.refunds.create(
          { payment_intent: intent, ...(amount === undefined ? {} : { amount }) },
          key ? { idempotencyKey: `refund-${key}` } : {},
        ),
      );
      return readSession(id);
    },

    /**
     * Checks Stripe's signature (Stripe-Signature, HMAC-SHA256 with the endpoint's secret,
     * at most WEBHOOK_TOLERANCE_SECONDS from `now`) with the SDK, then reads the session the
     * event is about from Stripe: the event's own body is never believed (a signed event
     * can be an old one replayed, or out of order). Events of other types are answered
     * with no session (received, nothing to apply).
     */
    async verifyWebhook(rawBody, signature, at): Promise<WebhookEvent | null> {
      if (!signature) return null;
      // The SDK refuses a signature older than the tolerance but not one dated ahead of it:
      // the shop refuses both, as it does Artlane-Signature (shared/http/signature.ts).
      const timestamp = parseSignatureHeader(signature)?.timestamp;
      if (timestamp === undefined || Math.abs(at.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return null;
      let event: Stripe.Event;
      try {
        // receivedAt is in milliseconds (the SDK divides it by 1000).
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          crypto,
          at.getTime(),
        );
      } catch {
        return null;
      }
      if (!(STRIPE_EVENTS as readonly string[]).includes(event.type))
        return { id: event.id, type: event.type, created: event.created, session: null };
      const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
      let sessionId: string | null = null;
      if (object.object === 'checkout.session' && typeof object.id === 'string') sessionId = object.id;
      else if (object.object === 'charge' && object.payment_intent) {
        sessionId = await sessionOfPayment(typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent.id);
      }
      const session = sessionId ? await readSession(sessionId) : null;
      return { id: event.id, type: event.type, created: event.created, session };
    },
  };
}
