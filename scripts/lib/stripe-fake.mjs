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
import { createServer } from 'node:http';
import Stripe from 'stripe';
import { createLedger, newId, stripeError } from './stripe-fake-ledger.mjs';
import { loadContract } from './stripe-contract.mjs';

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
  const idempotent = new Map();
  const seconds = () => Math.floor(now() / 1000);
  let origin = '';
  const ledger = createLedger({ seconds, origin: () => origin });
  const { sessions, intents, charges, pay, settle } = ledger;

  function route(op, params, query, body) {
    const expand = [...(query.expand ?? []), ...(body.expand ?? [])];
    switch (`${op.method} ${op.template}`) {
      case 'POST /v1/checkout/sessions':
        return ledger.createSession(body);
      case 'GET /v1/checkout/sessions':
        return ledger.listSessions(query);
      case 'GET /v1/checkout/sessions/{session}':
        return ledger.sessionAnswer(params[0], expand);
      case 'POST /v1/checkout/sessions/{session}/expire':
        return ledger.expireSession(params[0], expand);
      case 'POST /v1/payment_intents/{intent}/capture':
        return ledger.intentAction(params[0], 'capture', expand);
      case 'POST /v1/payment_intents/{intent}/cancel':
        return ledger.intentAction(params[0], 'cancel', expand);
      case 'POST /v1/refunds':
        return ledger.refund(body);
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
    chargeOf: ledger.chargeOf,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
