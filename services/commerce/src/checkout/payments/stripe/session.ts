import type Stripe from 'stripe';
import type { LocaleCode } from '../../../../../../shared/locales';
import type { NewSession, PaymentSession, SessionStatus } from '../provider';
import { checkoutLocale, STRIPE_METHODS, stripeMethodFor } from './methods';

/**
 * The two translations between the shop's payment sessions (../provider.ts) and Stripe's
 * Checkout Sessions, pure so they are tested without Stripe: the parameters a session is
 * opened with, and the shop's status of a Checkout Session read back with its
 * PaymentIntent (and that one's latest charge) expanded.
 */

/**
 * How long a Checkout Session takes payments. Stripe refuses an expires_at less than 30
 * minutes after it creates the session, and it creates it a moment after the shop asks
 * (clocks differ too): exactly 30 minutes is refused, so 5 minutes more. The shop's own
 * hold (RESERVATION_MINUTES, 15 by default) ends first, and the scheduler then expires the session.
 */
export const SESSION_LIFETIME_SECONDS = 35 * 60;

/** What Stripe is asked to expand when a Checkout Session is read: the payment and its charge (captured and refunded amounts). */
export const SESSION_EXPAND = ['payment_intent', 'payment_intent.latest_charge'];

/**
 * Stripe's API takes amounts in the currency's minor unit, which for most currencies is a
 * hundredth (docs.stripe.com/currencies): the shop's minor units (../provider.ts
 * toMinorUnits, ×100) are Stripe's for SEK, DKK, EUR, GBP, PLN… Zero-decimal currencies (JPY,
 * KRW…) take whole units, and HUF, ISK and TWD are taken ×100 but charged in whole units
 * only. The shop sells in none of those today; an amount Stripe would read otherwise than
 * the shop means is refused here rather than charged wrongly.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const WHOLE_UNITS_ONLY = new Set(['HUF', 'ISK', 'TWD']);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Why Stripe would not charge `amount` (the shop's minor units, ×100) in `currency` as the shop means it; null when it would. */
export function stripeAmountProblem(amount: number, currency: string): string | null {
  const code = currency.toUpperCase();
  if (!Number.isSafeInteger(amount) || amount <= 0) return `${amount} is not a positive whole number of minor units`;
  if (ZERO_DECIMAL.has(code) || THREE_DECIMAL.has(code))
    return `${code} does not have two decimals at Stripe: the shop's minor units (×100) would be charged wrongly`;
  if (WHOLE_UNITS_ONLY.has(code) && amount % 100 !== 0) return `Stripe charges ${code} in whole units only, not ${amount / 100}`;
  return null;
}

export interface OrderLine {
  name: string;
  quantity: number;
  /** Price of one unit in minor units, VAT included. */
  unit_amount: number;
}

/**
 * The Checkout Session for a shop session: one payment (mode payment) of the order's total in
 * its currency, for the method that serves the kind in the market (./methods.ts), on
 * Stripe's page in the shop's language, with the order as client_reference_id (and in
 * metadata with the kind), the shop's own success and cancel addresses, and capture left to
 * the shop where the method allows it (the shop captures once it has checked the session
 * against the order: ../apply-session.ts). The order's lines are shown when they add up to
 * the total exactly (no discount or gift card); otherwise one line "Order …" of the total, so
 * Stripe never charges an amount the shop did not compute.
 */
export function checkoutSessionParams(
  session: NewSession,
  lines: readonly OrderLine[],
  now: Date,
): Stripe.Checkout.SessionCreateParams & { payment_method_types: string[] } {
  const locale = session.locale as LocaleCode;
  const method = stripeMethodFor(locale, session.kind);
  if (!method) throw new Error(`No Stripe payment method serves "${session.kind}" in the ${session.locale} market`);
  const amountProblem = stripeAmountProblem(session.amount, session.currency);
  if (amountProblem) throw new Error(`Stripe cannot charge order ${session.reference}: ${amountProblem}`);
  const currency = session.currency.toLowerCase();
  const itemized = lines.length > 0 && lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0) === session.amount;
  const items = itemized ? lines : [{ name: `Artlane order ${session.reference}`, quantity: 1, unit_amount: session.amount }];
  return {
    mode: 'payment',
    client_reference_id: session.reference,
    customer_email: session.customer.email,
    locale: checkoutLocale(locale) as Stripe.Checkout.SessionCreateParams.Locale,
    payment_method_types: [method],
    line_items: items.map((line) => ({
      quantity: line.quantity,
      price_data: { currency, unit_amount: line.unit_amount, product_data: { name: line.name.slice(0, 250) } },
    })),
    success_url: session.return_url,
    cancel_url: session.cancel_url,
    expires_at: Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_SECONDS,
    metadata: { order: session.reference, kind: session.kind },
    payment_intent_data: {
      ...(STRIPE_METHODS[method].separateCapture ? { capture_method: 'manual' as const } : {}),
      metadata: { order: session.reference, kind: session.kind },
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The PaymentIntent of a Checkout Session read with SESSION_EXPAND (null: none yet, or not expanded). */
export function paymentIntentOf(checkout: Stripe.Checkout.Session): Stripe.PaymentIntent | null {
  const intent = checkout.payment_intent;
  return intent && typeof intent === 'object' ? intent : null;
}

export const paymentIntentIdOf = (checkout: Stripe.Checkout.Session): string | null => idOf(checkout.payment_intent);

/**
 * The shop's status of a Checkout Session (docs/payments.md "The Stripe adapter"):
 * - open: pending (the shopper is on Stripe's page, or left it);
 * - complete, its payment requires_capture: authorized; succeeded: captured, or refunded
 *   when all of it has been refunded; processing: pending (an asynchronous method has not
 *   said yet); requires_payment_method: declined (an asynchronous payment failed);
 *   canceled: cancelled (the authorization was voided);
 * - expired: expired, or cancelled when its payment was voided.
 */
export function statusOf(checkout: Stripe.Checkout.Session): SessionStatus {
  const intent = paymentIntentOf(checkout);
  if (checkout.status === 'expired') return intent?.status === 'canceled' ? 'cancelled' : 'expired';
  if (checkout.status !== 'complete' || !intent) return 'pending';
  switch (intent.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return intent.amount_received > 0 && refundedOf(intent) >= intent.amount_received ? 'refunded' : 'captured';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      return 'declined';
    default:
      return 'pending';
  }
}

function refundedOf(intent: Stripe.PaymentIntent): number {
  const charge = intent.latest_charge;
  return charge && typeof charge === 'object' ? charge.amount_refunded : 0;
}

/** A Checkout Session (read with SESSION_EXPAND) as the shop's payment session: amounts in minor units, the currency upper case. */
export function paymentSessionOf(checkout: Stripe.Checkout.Session): PaymentSession {
  const intent = paymentIntentOf(checkout);
  const status = statusOf(checkout);
  const error = intent?.last_payment_error;
  const created = new Date(checkout.created * 1000).toISOString();
  return {
    id: checkout.id,
    reference: checkout.client_reference_id ?? '',
    kind: checkout.metadata?.kind ?? '',
    amount: checkout.amount_total ?? 0,
    currency: (checkout.currency ?? '').toUpperCase(),
    status,
    decline_reason: status === 'declined' ? (error?.decline_code ?? error?.code ?? 'payment_failed') : null,
    captured_amount: intent?.status === 'succeeded' ? intent.amount_received : 0,
    refunded_amount: intent ? refundedOf(intent) : 0,
    created_at: created,
    updated_at: intent ? new Date(intent.created * 1000).toISOString() : created,
  };
}
