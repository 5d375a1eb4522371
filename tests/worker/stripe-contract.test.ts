import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/lib/stripe-contract.mjs';
import { startFakeStripe } from '../../scripts/lib/stripe-fake.mjs';
import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import { PAYMENT_KINDS_BY_LOCALE } from '../../shared/payment-methods';
import { PaymentProviderError, type NewSession, type PaymentProvider } from '../../services/commerce/src/checkout/payments/provider';
import { STRIPE_API_VERSION, stripePaymentProvider } from '../../services/commerce/src/checkout/payments/stripe/adapter';

/**
 * The Stripe adapter through the official SDK against a stateful fake Stripe
 * (scripts/lib/stripe-fake.mjs) that checks every request, and its own answers, against
 * Stripe's published OpenAPI description (tests/fixtures/stripe/openapi.json, API
 * 2024-04-10): what the adapter sends is what Stripe's description allows, and a request it
 * does not allow fails. STRIPE_FAKE_PORT picks the fake's port (default: any free one).
 */
const SECRET_KEY = 'sk_test_artlanecontract';
const WEBHOOK_SECRET = 'whsec_artlanecontract';

let contract: Awaited<ReturnType<typeof loadContract>>;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let adapter: PaymentProvider;

beforeAll(async () => {
  contract = await loadContract();
  fake = await startFakeStripe({ port: Number(process.env.STRIPE_FAKE_PORT ?? 0), contract });
  adapter = stripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiOrigin: fake.origin });
});
afterAll(async () => {
  await fake?.close();
});
afterEach(() => {
  // Every request the adapter sent, every answer and event of the fake, as Stripe's description allows.
  expect(fake.problems.splice(0)).toEqual([]);
});

let orders = 0;
function newSession(locale: (typeof LOCALE_CODES)[number], overrides: Partial<NewSession> = {}): NewSession {
  const { countryCode, currency } = LOCALES[locale];
  const reference = `ORDER${String(++orders).padStart(5, '0')}`;
  return {
    reference,
    kind: 'card',
    amount: 34_900,
    currency,
    locale,
    country: countryCode,
    customer: { email: 'anna@example.com', name: 'Anna Andersson', phone: '+46 70 123 45 67' },
    return_url: `https://${locale}.artlane.example/checkout/confirmation/${reference}`,
    cancel_url: `https://${locale}.artlane.example/checkout/c1?payment=cancelled`,
    webhook_url: '',
    ...overrides,
  };
}

const lastCall = () => fake.calls.at(-1)!;

describe('opening a Checkout Session', () => {
  it('sends what the description allows: the total in minor units, the currency, language, order and addresses', async () => {
    const opened = await adapter.createSession(newSession('sv'));
    expect(opened).toEqual({
      id: expect.stringMatching(/^cs_test_/),
      status: 'pending',
      redirect_url: `${fake.origin}/c/pay/${opened.id}`,
      app_url: null,
    });
    const call = lastCall();
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', idempotencyKey: expect.any(String) });
    expect(call.body).toMatchObject({
      mode: 'payment',
      client_reference_id: `ORDER${String(orders).padStart(5, '0')}`,
      locale: 'sv',
      payment_method_types: ['card'],
      line_items: [{ quantity: 1, price_data: { currency: 'sek', unit_amount: 34_900 } }], // as Stripe reads the form (numbers from text)
      success_url: expect.stringMatching(/^https:\/\/sv\.artlane\.example\/checkout\/confirmation\//),
      payment_intent_data: { capture_method: 'manual' },
    });
    expect(fake.sessions.get(opened.id)?.session).toMatchObject({ amount_total: 34_900, currency: 'sek', status: 'open' });
  });

  it('opens a session for every kind of every market, each with the method docs/payments.md names', async () => {
    const opened: string[] = [];
    for (const locale of LOCALE_CODES) {
      for (const kind of PAYMENT_KINDS_BY_LOCALE[locale]) {
        const session = await adapter.createSession(newSession(locale, { kind }));
        opened.push(`${locale} ${kind} ${fake.sessions.get(session.id)!.session.payment_method_types.join()}`);
      }
    }
    expect(opened).toContain('sv bankid swish');
    expect(opened).toContain('da bankid mobilepay');
    expect(opened).toContain('fi bankid mobilepay');
    expect(opened).toContain('nl ideal ideal');
    expect(opened).toContain('de invoice klarna');
    expect(opened).toContain('en pay_later klarna');
    expect(opened).toHaveLength(LOCALE_CODES.reduce((sum, locale) => sum + PAYMENT_KINDS_BY_LOCALE[locale].length, 0));
  });

  it('fails a request the description does not allow: a method Stripe has no name for, an unknown parameter, another API version', async () => {
    const sdk = (apiVersion = STRIPE_API_VERSION) =>
      new Stripe(SECRET_KEY, { apiVersion: apiVersion as Stripe.LatestApiVersion, ...connection(fake.origin), maxNetworkRetries: 0 });
    // The SDK's types follow its newest API version; the request is the pinned version's (payment_method_types is in it).
    const valid: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      success_url: 'https://artlane.example/ok',
      line_items: [{ quantity: 1, price_data: { currency: 'sek', unit_amount: 100, product_data: { name: 'x' } } }],
    };
    const withParams = (extra: Record<string, unknown>) => ({ ...valid, ...extra }) as Stripe.Checkout.SessionCreateParams;
    await expect(sdk().checkout.sessions.create(withParams({ payment_method_types: ['bankid'] }))).rejects.toThrow(
      /payment_method_types\/0 must be equal to one of the allowed values/,
    );
    await expect(sdk().checkout.sessions.create(withParams({ colour: 'red' }))).rejects.toThrow(
      /must NOT have additional properties: colour/,
    );
    await expect(sdk('2020-08-27').checkout.sessions.create(valid)).rejects.toThrow(
      /Stripe-Version is "2020-08-27", the description is 2024-04-10/,
    );
    expect(fake.problems.splice(0)).toHaveLength(3);
    // The same request as the description allows it passes.
    await expect(sdk().checkout.sessions.create(valid)).resolves.toMatchObject({ object: 'checkout.session', amount_total: 100 });
  });

  it("checks the fake's answers too: a session that is not in Stripe's shape is refused", () => {
    const op = contract.operationOf('GET', '/v1/checkout/sessions/cs_test_1')!;
    expect(contract.checkAnswer(op, 200, { id: 'cs_test_1', object: 'checkout.session', created: 'yesterday' }).join('\n')).toMatch(
      /must have required property 'mode'[\s\S]*\/created must be integer/,
    );
  });
});

describe('reading, capturing, cancelling and refunding', () => {
  async function paid(outcome: 'authorized' | 'succeeded', overrides: Partial<NewSession> = {}) {
    const opened = await adapter.createSession(newSession('sv', overrides));
    fake.pay(opened.id, outcome);
    return opened.id;
  }

  it('reads an open session as pending and a completed one as authorized, with the order and kind', async () => {
    const opened = await adapter.createSession(newSession('sv'));
    expect(await adapter.readSession(opened.id)).toMatchObject({ id: opened.id, status: 'pending', amount: 34_900, currency: 'SEK' });
    fake.pay(opened.id, 'authorized');
    expect(await adapter.readSession(opened.id)).toMatchObject({ status: 'authorized', kind: 'card', captured_amount: 0 });
    expect(lastCall()).toMatchObject({ method: 'GET', query: { expand: ['payment_intent', 'payment_intent.latest_charge'] } });
  });

  it('captures exactly once: a second capture answers the captured session without asking Stripe to capture again', async () => {
    const id = await paid('authorized');
    expect(await adapter.capture(id)).toMatchObject({ status: 'captured', captured_amount: 34_900 });
    const captures = () => fake.calls.filter((call) => call.path.endsWith('/capture'));
    expect(captures()).toHaveLength(1);
    expect(captures()[0]!.idempotencyKey).toMatch(/^capture-pi_test_/);
    expect(await adapter.capture(id)).toMatchObject({ status: 'captured' });
    expect(captures()).toHaveLength(1);
  });

  it('reads a method paid at once (Swish, iDEAL) as captured', async () => {
    const id = await paid('succeeded', { kind: 'bankid' });
    expect(await adapter.readSession(id)).toMatchObject({ status: 'captured', captured_amount: 34_900, kind: 'bankid' });
  });

  it('cancels an open session by expiring it, and an authorized one by voiding its payment', async () => {
    const open = await adapter.createSession(newSession('sv'));
    expect(await adapter.cancel(open.id)).toMatchObject({ status: 'expired' });
    expect(lastCall().path).toBe(`/v1/checkout/sessions/${open.id}`);
    expect(fake.calls.some((call) => call.path === `/v1/checkout/sessions/${open.id}/expire`)).toBe(true);
    const authorized = await paid('authorized');
    expect(await adapter.cancel(authorized)).toMatchObject({ status: 'cancelled' });
    await expect(adapter.cancel(authorized)).rejects.toMatchObject({ status: 409 });
  });

  it('refunds in part, then all that is left; the same refund key refunds once; nothing is left to refund after', async () => {
    const id = await paid('authorized');
    await adapter.capture(id);
    expect(await adapter.refund(id, 10_000, 'ops-1')).toMatchObject({ status: 'captured', refunded_amount: 10_000 });
    expect(await adapter.refund(id, 10_000, 'ops-1')).toMatchObject({ status: 'captured', refunded_amount: 10_000 });
    expect(fake.calls.filter((call) => call.path === '/v1/refunds').map((call) => call.idempotencyKey)).toEqual([
      'refund-ops-1',
      'refund-ops-1',
    ]);
    expect(await adapter.refund(id)).toMatchObject({ status: 'refunded', refunded_amount: 34_900 });
    await expect(adapter.refund(id)).rejects.toMatchObject({ status: 409 });
  });

  it("answers Stripe's refusals as the interface's errors: 409 for a state that does not allow the call, Stripe's status otherwise", async () => {
    const open = await adapter.createSession(newSession('sv'));
    await expect(adapter.refund(open.id)).rejects.toMatchObject({ name: 'PaymentProviderError', status: 409 });
    await expect(adapter.capture(open.id)).rejects.toMatchObject({ status: 409 });
    const missing = adapter.readSession('cs_test_nosuchsession');
    await expect(missing).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(missing).rejects.toMatchObject({ status: 404, message: /No such checkout.session/ });
  });
});

describe('webhook events', () => {
  it('verifies a signed event with the SDK and reads its session back from Stripe', async () => {
    const opened = await adapter.createSession(newSession('sv'));
    const completed = fake.event('checkout.session.completed', fake.pay(opened.id, 'authorized'));
    const { payload, signature } = fake.signed(completed, WEBHOOK_SECRET);
    const reads = fake.calls.length;
    expect(await adapter.verifyWebhook(payload, signature, new Date())).toMatchObject({
      id: completed.id,
      type: 'checkout.session.completed',
      session: { id: opened.id, status: 'authorized', amount: 34_900 },
    });
    expect(fake.calls.slice(reads).map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/checkout/sessions/${opened.id}`]);
  });

  it("believes Stripe's answer, not the event's body", async () => {
    const opened = await adapter.createSession(newSession('sv'));
    // A signed event whose body says "complete, paid" about a session Stripe still has open.
    const forged = fake.event('checkout.session.completed', {
      ...fake.sessions.get(opened.id)!.session,
      status: 'complete',
      payment_status: 'paid',
    });
    const { payload, signature } = fake.signed(forged, WEBHOOK_SECRET);
    expect((await adapter.verifyWebhook(payload, signature, new Date()))?.session).toMatchObject({ status: 'pending' });
  });

  it('refuses a wrong signature, another secret, a stale or future timestamp, and no signature', async () => {
    const opened = await adapter.createSession(newSession('sv'));
    const body = fake.event('checkout.session.completed', fake.pay(opened.id, 'authorized'));
    const now = new Date();
    const at = (secondsAgo: number) => Math.floor(now.getTime() / 1000) - secondsAgo;
    const good = fake.signed(body, WEBHOOK_SECRET, at(0));
    const calls = fake.calls.length;
    expect(await adapter.verifyWebhook(good.payload.replace('34900', '100'), good.signature, now)).toBeNull();
    expect(await adapter.verifyWebhook(good.payload, fake.signed(body, 'whsec_someoneelse', at(0)).signature, now)).toBeNull();
    expect(await adapter.verifyWebhook(good.payload, fake.signed(body, WEBHOOK_SECRET, at(301)).signature, now)).toBeNull();
    expect(await adapter.verifyWebhook(good.payload, fake.signed(body, WEBHOOK_SECRET, at(-301)).signature, now)).toBeNull();
    expect(await adapter.verifyWebhook(good.payload, null, now)).toBeNull();
    expect(await adapter.verifyWebhook(good.payload, 'garbage', now)).toBeNull();
    expect(fake.calls.length).toBe(calls); // nothing was asked of Stripe for any of them
    expect(await adapter.verifyWebhook(good.payload, fake.signed(body, WEBHOOK_SECRET, at(299)).signature, now)).not.toBeNull();
  });

  it('finds the session of a charge.refunded event from its payment, and receives other types without a session', async () => {
    const opened = await adapter.createSession(newSession('sv'));
    fake.pay(opened.id, 'authorized');
    await adapter.capture(opened.id);
    await adapter.refund(opened.id);
    const refunded = fake.signed(fake.event('charge.refunded', fake.chargeOf(opened.id)), WEBHOOK_SECRET);
    expect(await adapter.verifyWebhook(refunded.payload, refunded.signature, new Date())).toMatchObject({
      type: 'charge.refunded',
      session: { id: opened.id, status: 'refunded', refunded_amount: 34_900 },
    });
    const other = fake.signed(
      fake.event('payment_intent.created', fake.intents.get(fake.sessions.get(opened.id)!.session.payment_intent)),
      WEBHOOK_SECRET,
    );
    expect(await adapter.verifyWebhook(other.payload, other.signature, new Date())).toMatchObject({
      type: 'payment_intent.created',
      session: null,
    });
  });
});

/** The SDK's connection options for the fake (what the adapter derives from STRIPE_API_ORIGIN). */
function connection(origin: string) {
  const url = new URL(origin);
  return { host: url.hostname, port: Number(url.port), protocol: 'http' as const };
}
