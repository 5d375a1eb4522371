// The fake Stripe's ledger (./stripe-fake.mjs): Checkout Sessions, PaymentIntents, charges
// and refunds related the way Stripe relates them, and what Stripe does to them: create,
// expand, capture, cancel, refund, expire, list, and what the shopper does on the hosted page
// (pay, settle). No HTTP and no contract here: the server checks every request and answer.
import { randomBytes } from 'node:crypto';

export const newId = (prefix) => `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's error answer (the description's `error` schema). */
export const stripeError = (status, message, extra = {}) => ({
  status,
  json: { error: { type: 'invalid_request_error', message, ...extra } },
});

/**
 * A new, empty ledger. `seconds()`: its clock (Unix seconds); `origin()`: the fake's address,
 * for the hosted page's URL of a new session.
 */
export function createLedger({ seconds, origin }) {
  const sessions = new Map();
  const intents = new Map();
  const charges = new Map();

  function createSession(params) {
    const lineItems = params.line_items ?? [];
    const currency = lineItems[0]?.price_data?.currency ?? null;
    if (lineItems.some((item) => item.price_data?.currency !== currency))
      return stripeError(400, 'All line items must have the same currency');
    const amount = lineItems.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
    const created = seconds();
    const expiresAt = params.expires_at === undefined ? created + 24 * 3600 : Number(params.expires_at);
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600)
      return stripeError(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation', {
        param: 'expires_at',
      });
    const id = newId('cs');
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, status: null },
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created,
      currency,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_email: params.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      mode: params.mode,
      payment_intent: null,
      payment_method_types: params.payment_method_types ?? ['card'],
      payment_status: 'unpaid',
      shipping_options: [],
      status: 'open',
      success_url: params.success_url ?? null,
      url: `${origin()}/c/pay/${id}`,
    };
    sessions.set(id, { session, intentData: params.payment_intent_data ?? {} });
    return { status: 200, json: session };
  }

  /** `object` with the ids named in `expand` (dotted paths) replaced by their objects. */
  function expanded(object, expand) {
    const copy = structuredClone(object);
    for (const path of expand) {
      let holder = copy;
      const keys = path.split('.');
      for (const [index, key] of keys.entries()) {
        const value = holder?.[key];
        if (typeof value === 'string') holder[key] = structuredClone(intents.get(value) ?? charges.get(value) ?? value);
        if (index < keys.length - 1) holder = holder?.[key];
      }
    }
    return copy;
  }

  const sessionAnswer = (id, expand) => {
    const entry = sessions.get(id);
    return entry
      ? { status: 200, json: expanded(entry.session, expand) }
      : stripeError(404, `No such checkout.session: '${id}'`, { code: 'resource_missing', param: 'session' });
  };
  const intentMissing = (id) => stripeError(404, `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
  const unexpectedState = (intent, action) =>
    stripeError(400, `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`, {
      code: 'payment_intent_unexpected_state',
    });

  function capture(intent) {
    if (intent.status !== 'requires_capture') return unexpectedState(intent, 'captured');
    const charge = charges.get(intent.latest_charge);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.amount_capturable = 0;
    Object.assign(charge, { captured: true, amount_captured: charge.amount });
    sessionOfIntent(intent.id).payment_status = 'paid';
    return { status: 200, json: intent };
  }

  function cancelIntent(intent) {
    if (!['requires_capture', 'requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status))
      return unexpectedState(intent, 'canceled');
    intent.status = 'canceled';
    intent.canceled_at = seconds();
    intent.cancellation_reason = 'requested_by_customer';
    intent.amount_capturable = 0;
    return { status: 200, json: intent };
  }

  function refund(params) {
    const intent = intents.get(params.payment_intent);
    if (!intent) return intentMissing(params.payment_intent);
    const charge = charges.get(intent.latest_charge);
    if (intent.status !== 'succeeded' || !charge?.captured)
      return stripeError(400, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
    const left = charge.amount_captured - charge.amount_refunded;
    if (left === 0) return stripeError(400, `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (amount > left)
      return stripeError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
      });
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const created = { id: newId('re'), object: 'refund', amount, charge: charge.id, created: seconds(), currency: intent.currency };
    Object.assign(created, {
      metadata: params.metadata ?? {},
      payment_intent: intent.id,
      reason: params.reason ?? null,
      status: 'succeeded',
    });
    return { status: 200, json: created };
  }

  function sessionOfIntent(intentId) {
    for (const { session } of sessions.values()) if (session.payment_intent === intentId) return session;
    return null;
  }

  function listSessions(query) {
    const data = [...sessions.values()]
      .map(({ session }) => session)
      .filter((session) => !query.payment_intent || session.payment_intent === query.payment_intent)
      .reverse();
    const limit = Number(query.limit ?? 10);
    return {
      status: 200,
      json: { object: 'list', url: '/v1/checkout/sessions', has_more: data.length > limit, data: data.slice(0, limit) },
    };
  }

  /** The charge of a payment, captured or only authorized. */
  function newCharge(intent, session, captured) {
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: captured ? intent.amount : 0,
      amount_refunded: 0,
      billing_details: { address: null, email: session.customer_email, name: null, phone: null },
      captured,
      created: seconds(),
      currency: intent.currency,
      disputed: false,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded',
    };
    charges.set(charge.id, charge);
    return charge;
  }

  /**
   * What the shopper does on Stripe's page: `outcome` "authorized" (a method the shop
   * captures later), "succeeded" (paid at once: iDEAL, Swish, or capture automatic),
   * "processing" (an asynchronous method that has not said yet) or "failed" (an
   * asynchronous payment that failed). The session completes with a PaymentIntent (and a
   * charge) in that state. Answers the session.
   */
  function pay(sessionId, outcome) {
    const entry = sessions.get(sessionId);
    if (!entry) throw new Error(`fake Stripe: no session ${sessionId}`);
    const { session, intentData } = entry;
    if (session.status !== 'open') throw new Error(`fake Stripe: session ${sessionId} is ${session.status}`);
    const manual = intentData.capture_method === 'manual';
    if (outcome === 'authorized' && !manual)
      throw new Error(`fake Stripe: session ${sessionId} captures at once; it cannot be only authorized`);
    const created = seconds();
    const intent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_capturable: outcome === 'authorized' ? session.amount_total : 0,
      amount_received: outcome === 'succeeded' ? session.amount_total : 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: manual ? 'manual' : 'automatic',
      confirmation_method: 'automatic',
      created,
      currency: session.currency,
      last_payment_error:
        outcome === 'failed'
          ? { type: 'card_error', code: 'payment_intent_payment_attempt_failed', decline_code: 'generic_decline' }
          : null,
      latest_charge: null,
      livemode: false,
      metadata: intentData.metadata ?? {},
      payment_method_types: session.payment_method_types,
      status: { authorized: 'requires_capture', succeeded: 'succeeded', processing: 'processing', failed: 'requires_payment_method' }[
        outcome
      ],
    };
    if (!intent.status) throw new Error(`fake Stripe: unknown outcome ${outcome}`);
    if (outcome === 'authorized' || outcome === 'succeeded') intent.latest_charge = newCharge(intent, session, outcome === 'succeeded').id;
    intents.set(intent.id, intent);
    Object.assign(session, {
      status: 'complete',
      payment_intent: intent.id,
      url: null,
      payment_status: outcome === 'succeeded' ? 'paid' : 'unpaid',
    });
    return session;
  }

  /** An asynchronous payment (pay(…, "processing")) ends: "succeeded" or "failed". */
  function settle(sessionId, outcome) {
    const { session } = sessions.get(sessionId);
    const intent = intents.get(session.payment_intent);
    if (intent?.status !== 'processing') throw new Error(`fake Stripe: session ${sessionId} has no processing payment`);
    if (outcome === 'succeeded') {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = newCharge(intent, session, true).id;
      session.payment_status = 'paid';
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'payment_intent_payment_attempt_failed', decline_code: 'generic_decline' };
    }
    return session;
  }

  /** Expires an open session (POST /v1/checkout/sessions/{session}/expire). */
  function expireSession(id, expand) {
    const entry = sessions.get(id);
    if (!entry) return sessionAnswer(id, []);
    if (entry.session.status !== 'open')
      return stripeError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${entry.session.status}".`,
      );
    entry.session.status = 'expired';
    entry.session.url = null;
    return sessionAnswer(id, expand);
  }

  /** Captures or cancels a PaymentIntent (POST /v1/payment_intents/{intent}/capture|cancel). */
  function intentAction(id, action, expand) {
    const intent = intents.get(id);
    if (!intent) return intentMissing(id);
    const answer = action === 'capture' ? capture(intent) : cancelIntent(intent);
    return answer.status === 200 ? { status: 200, json: expanded(intent, expand) } : answer;
  }

  return {
    sessions,
    intents,
    charges,
    createSession,
    listSessions,
    sessionAnswer,
    expireSession,
    intentAction,
    refund,
    pay,
    settle,
    /** A charge's current snapshot, for a charge.refunded event. */
    chargeOf: (sessionId) => charges.get(intents.get(sessions.get(sessionId)?.session.payment_intent)?.latest_charge),
  };
}
