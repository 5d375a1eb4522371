// A small stateful fake of Stripe's API, for the Stripe adapter's contract tests, its e2e
// run and the bench (docs/payments.md "Contract tests"). A test fixture: never deployed.
//
// It keeps Checkout Sessions, PaymentIntents, charges and refunds the way Stripe relates
// them, and checks every request against Stripe's published description
// (./stripe-contract.mjs, tests/fixtures/stripe/openapi.json) before it acts: a request
// the description does not allow is answered as Stripe answers one (400,
// invalid_request_error) and kept in `problems`, so a test that looks at `problems` fails.
// Its own answers and the events it signs are checked against the same description, so
// the fake cannot drift from Stripe's shapes either.
//
// What Stripe does on its hosted page (the shopper pays, authorizes, fails) the test does
// with pay(); the events Stripe would then send are built by event() and signed with the
// official SDK's test helper, exactly as Stripe signs (Stripe-Signature, HMAC-SHA256).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Stripe from 'stripe';
import { loadContract } from './stripe-contract.mjs';

const newId = (prefix) => `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's error answer (the description's `error` schema). */
const stripeError = (status, message, extra = {}) => ({ status, json: { error: { type: 'invalid_request_error', message, ...extra } } });

/**
 * Starts the fake on `host`:`port` (0: any free port). `now()` is its clock in
 * milliseconds. `webhook` ({ url, secret }, optional): where its hosted page sends the
 * events of a payment, signed, as Stripe sends them to the shop's endpoint. Answers
 * { origin, problems, calls, sessions, pay, event, signed, close }.
 */
export async function startFakeStripe({ port = 0, host = '127.0.0.1', now = () => Date.now(), contract, webhook } = {}) {
  contract ??= await loadContract();
  /** What was wrong with a request, an answer or an event, as text: a test expects []. */
  const problems = [];
  /** Every request that passed the contract: { method, path, query, body, idempotencyKey }. */
  const calls = [];
  const sessions = new Map();
  const intents = new Map();
  const charges = new Map();
  const idempotent = new Map();
  const seconds = () => Math.floor(now() / 1000);
  let origin = '';

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
      url: `${origin}/c/pay/${id}`,
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

  function route(op, params, query, body) {
    const expand = [...(query.expand ?? []), ...(body.expand ?? [])];
    switch (`${op.method} ${op.template}`) {
      case 'POST /v1/checkout/sessions':
        return createSession(body);
      case 'GET /v1/checkout/sessions':
        return listSessions(query);
      case 'GET /v1/checkout/sessions/{session}':
        return sessionAnswer(params[0], expand);
      case 'POST /v1/checkout/sessions/{session}/expire': {
        const entry = sessions.get(params[0]);
        if (!entry) return sessionAnswer(params[0], []);
        if (entry.session.status !== 'open')
          return stripeError(
            400,
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${entry.session.status}".`,
          );
        entry.session.status = 'expired';
        entry.session.url = null;
        return sessionAnswer(params[0], expand);
      }
      case 'POST /v1/payment_intents/{intent}/capture':
      case 'POST /v1/payment_intents/{intent}/cancel': {
        const intent = intents.get(params[0]);
        if (!intent) return intentMissing(params[0]);
        const answer = op.template.endsWith('capture') ? capture(intent) : cancelIntent(intent);
        return answer.status === 200 ? { status: 200, json: expanded(intent, expand) } : answer;
      }
      case 'POST /v1/refunds':
        return refund(body);
      default:
        return stripeError(404, `Unrecognized request URL (${op.method}: ${op.template})`);
    }
  }

  async function handle(request) {
    const url = new URL(request.url, 'http://fake.stripe');
    let text = '';
    for await (const chunk of request) text += chunk;
    // Stripe's hosted Checkout page (the e2e's shopper pays here): not the API, so not the description's.
    const page = /^\/c\/pay\/([\w]+)$/.exec(url.pathname);
    if (page) return hostedPage(request.method, page[1], new URLSearchParams(text));
    if (url.pathname === '/favicon.ico') return { status: 404, html: 'no icon' }; // the browser's, on the hosted page
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const checked = contract.checkRequest({ method: request.method, path: url.pathname, query: url.search.slice(1), body: text, headers });
    if (checked.problems.length > 0) {
      problems.push(...checked.problems.map((problem) => `${request.method} ${url.pathname}: ${problem}`));
      return stripeError(checked.op ? 400 : 404, checked.problems.join('; '));
    }
    const idempotencyKey = request.method === 'POST' ? (headers['idempotency-key'] ?? null) : null;
    calls.push({ method: request.method, path: url.pathname, query: checked.query, body: checked.body, idempotencyKey });
    // Stripe answers a POST repeated with its idempotency key as it answered the first time.
    if (idempotencyKey && idempotent.has(idempotencyKey)) return idempotent.get(idempotencyKey);
    const answer = route(checked.op, checked.params, checked.query, checked.body);
    for (const problem of contract.checkAnswer(checked.op, answer.status, answer.json))
      problems.push(`${request.method} ${url.pathname}: the fake's ${problem}`);
    if (idempotencyKey && answer.status < 500) idempotent.set(idempotencyKey, answer);
    return answer;
  }

  /**
   * A minimal stand-in for Stripe's hosted Checkout page: GET shows the amount and the method
   * with a Pay and a Fail button; POST does what the shopper's choice does at Stripe (pay():
   * authorized where the shop captures later, else paid; failed leaves the session open as
   * a declined card does), sends the events Stripe would send to `webhook`, signed, and
   * redirects to success_url (or back to the same page after a failure).
   */
  async function hostedPage(method, id, form) {
    const entry = sessions.get(id);
    if (!entry || entry.session.status !== 'open') return { status: 404, html: '<h1>This Checkout Session is no longer open</h1>' };
    const { session, intentData } = entry;
    if (method === 'POST' && form.get('outcome') === 'pay') {
      pay(id, intentData.capture_method === 'manual' ? 'authorized' : 'succeeded');
      if (webhook) {
        const { payload, signature } = signed(event('checkout.session.completed', session), webhook.secret);
        const delivered = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        }).catch((error) => ({ ok: false, status: error.message }));
        // The shop's endpoint must take Stripe's event (Stripe would send it again otherwise): anything else is a problem of the run.
        if (!delivered.ok) problems.push(`the webhook ${webhook.url} answered ${delivered.status}`);
      }
      return { status: 303, location: session.success_url };
    }
    if (method === 'POST') return { status: 303, location: `/c/pay/${id}?declined=1` };
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    return {
      status: 200,
      html: `<!doctype html><html lang="en"><title>Test Checkout</title><main><h1>Test Checkout</h1>
<p data-testid="amount">${amount}</p><p data-testid="method">${session.payment_method_types.join(', ')}</p>
<form method="post"><button name="outcome" value="pay">Pay ${amount}</button> <button name="outcome" value="fail">Fail</button></form></main></html>`,
    };
  }

  const server = createServer((request, response) => {
    handle(request).then(
      ({ status, json, html, location }) => {
        if (location) {
          response.writeHead(status, { location });
          response.end();
        } else if (html) {
          response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
          response.end(html);
        } else {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
          response.end(JSON.stringify(json));
        }
      },
      (error) => {
        problems.push(`the fake failed: ${error?.stack ?? error}`);
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'fake Stripe failed' } }));
      },
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  origin = `http://${host}:${server.address().port}`;

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

  /**
   * An event as Stripe sends it to a webhook endpoint: `type` about `object` (a session, a
   * charge: a snapshot of it now), checked against the description's event schema.
   */
  function event(type, object, { id = newId('evt'), created = seconds() } = {}) {
    const body = {
      id,
      object: 'event',
      api_version: contract.version,
      created,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    for (const problem of contract.checkObject('event', body)) problems.push(`event ${type}: ${problem}`);
    return body;
  }

  /** The raw body and Stripe-Signature of `body` signed with `secret` at `timestamp` (Unix seconds), by the SDK's test helper. */
  function signed(body, secret, timestamp = seconds()) {
    const payload = JSON.stringify(body, null, 2);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  return {
    get origin() {
      return origin;
    },
    problems,
    calls,
    sessions,
    intents,
    charges,
    pay,
    settle,
    event,
    signed,
    /** A charge's current snapshot, for a charge.refunded event. */
    chargeOf: (sessionId) => charges.get(intents.get(sessions.get(sessionId)?.session.payment_intent)?.latest_charge),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
