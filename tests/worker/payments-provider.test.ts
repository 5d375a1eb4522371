import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_PAYMENTS, migrate, PAYMENTS, paymentsDb } from '../../scripts/lib/shop.mjs';
import { createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * The local payment provider (services/payments, docs/payments.md) as the commerce Worker and
 * the shopper's browser use it: its API with the Bearer key, the hosted pages (forms posted
 * and 303s followed by hand) and the signed webhooks (docs/checkout.md "The payment provider").
 */
let shop: TestShop;
let upstream: FakeUpstream;
/** What the fake webhook receiver answers next (then 200). */
const webhookAnswers: number[] = [];

beforeAll(async () => {
  shop = await createTestShop();
  // The commerce Worker's tables, so that webhooks it receives through the binding find them.
  await migrate(shop.mf);
  upstream = await startFakeUpstream(() => ({ status: webhookAnswers.shift() ?? 200, body: { received: true } }));
});
afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

/** The provider's origin when the shop runs without a port (startShop: PUBLIC_ORIGIN). */
const ORIGIN = 'http://localhost:8788';
const RETURN_URL = 'http://sv.localhost:8787/checkout/confirmation/ORDER1';
const CANCEL_URL = 'http://sv.localhost:8787/checkout/checkout-1?payment=cancelled';

/** A request to the payments Worker, as the commerce Worker's binding or the browser makes it. */
async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const worker = await shop.mf.getWorker(PAYMENTS);
  const url = path.startsWith('http') ? path : `${ORIGIN}${path}`;
  return worker.fetch(url, { redirect: 'manual', ...init } as never) as unknown as Promise<Response>;
}

async function api(method: string, path: string, body?: unknown, key: string | null = LOCAL_PAYMENTS.apiKey) {
  const response = await request(`/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key !== null ? { authorization: `Bearer ${key}` } : {}) },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const sessionInput = (overrides: Record<string, unknown> = {}) => ({
  reference: 'ORDER1',
  kind: 'card',
  amount: 123450,
  currency: 'SEK',
  locale: 'sv',
  country: 'SE',
  customer: { email: 'anna@example.se', name: 'Anna Svensson', phone: '+46701234567' },
  return_url: RETURN_URL,
  cancel_url: CANCEL_URL,
  // The fake receiver once started (the table of refused bodies is built before that).
  webhook_url: `${upstream?.origin ?? 'http://127.0.0.1:9'}/api/payments/webhook?locale=sv&sid=1`,
  ...overrides,
});

async function createSession(overrides: Record<string, unknown> = {}) {
  const created = await api('POST', '/sessions', sessionInput(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; status: string; redirect_url: string | null; app_url: string | null };
}

const status = async (id: string) => (await api('GET', `/sessions/${id}`)).body;

/** A hosted page: its HTML and the session's form token. */
async function open(url: string) {
  const response = await request(url);
  const html = await response.text();
  return { response, html, token: /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

/** Posts a hosted form as the browser does (same origin); answers the response unfollowed. */
function submit(url: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
  return request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The card form filled in with `number` and posted. */
async function payByCard(session: { redirect_url: string | null }, number: string, fields: Record<string, string> = {}) {
  const { token } = await open(session.redirect_url!);
  return submit(session.redirect_url!, { token, number, expiry: '12/40', cvc: '123', name: 'Anna Svensson', ...fields });
}

/** A session paid with the 4242 card: authorized. */
async function authorizedSession(overrides: Record<string, unknown> = {}) {
  const session = await createSession(overrides);
  expect((await payByCard(session, '4242 4242 4242 4242')).status).toBe(303);
  return session;
}

/** Moves a session's creation time back (expiry without waiting). */
async function age(id: string, minutes: number) {
  const db = await paymentsDb(shop.mf);
  await db
    .prepare('UPDATE sessions SET created_at = ? WHERE id = ?')
    .bind(new Date(Date.now() - minutes * 60_000).toISOString(), id)
    .run();
}

describe('the API', () => {
  it('answers 401 without the Bearer key or with another one', async () => {
    const missing = await api('GET', '/sessions/ps_aaaaaaaaaaaaaaaaaaaaaaaa', undefined, null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(missing.body.error).toMatch(/Bearer/);
    expect((await api('POST', '/sessions', sessionInput(), 'wrong-key')).status).toBe(401);
    expect((await api('GET', '/sessions/ps_aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
  });

  it('opens a session: a hosted page for card, pay_later, invoice and ideal, an app for bankid', async () => {
    const card = await createSession();
    expect(card).toMatchObject({ status: 'pending', app_url: null });
    expect(card.id).toMatch(/^ps_[a-z2-7]{24}$/);
    expect(card.redirect_url).toBe(`${ORIGIN}/pay/${card.id}`);
    const bankid = await createSession({ kind: 'bankid' });
    expect(bankid).toMatchObject({ redirect_url: null, app_url: `${ORIGIN}/app/${bankid.id}` });
    const ideal = await createSession({ kind: 'ideal', currency: 'EUR', locale: 'nl', country: 'NL' });
    expect(ideal.redirect_url).toBe(`${ORIGIN}/pay/${ideal.id}`);
    expect(await status(card.id)).toMatchObject({
      id: card.id,
      reference: 'ORDER1',
      kind: 'card',
      amount: 123450,
      currency: 'SEK',
      status: 'pending',
      decline_reason: null,
      captured_amount: 0,
      refunded_amount: 0,
    });
  });

  it.each([
    ['not JSON', '{"amount":', 400, /JSON/, undefined],
    ['an array', '[]', 400, /JSON object/, undefined],
    ['no amount', sessionInput({ amount: undefined }), 422, /^amount is required$/, 'amount'],
    ['a fractional amount', sessionInput({ amount: 12.5 }), 422, /integer in minor units/, 'amount'],
    ['a zero amount', sessionInput({ amount: 0 }), 422, /at least 1/, 'amount'],
    ['an unknown kind', sessionInput({ kind: 'cash' }), 422, /kind must be one of card, pay_later/, 'kind'],
    ['a lower-case currency', sessionInput({ currency: 'sek' }), 422, /ISO 4217/, 'currency'],
    [
      'a relative return_url',
      sessionInput({ return_url: '/checkout/confirmation/1' }),
      422,
      /return_url must be an absolute/,
      'return_url',
    ],
    ['a javascript: cancel_url', sessionInput({ cancel_url: 'javascript:alert(1)' }), 422, /cancel_url must be/, 'cancel_url'],
    [
      'no customer name',
      sessionInput({ customer: { email: 'a@b.se', name: ' ', phone: '' } }),
      422,
      /customer.name is required/,
      'customer.name',
    ],
    ['an invoice in USD', sessionInput({ kind: 'invoice', currency: 'USD' }), 422, /invoice is not offered/, 'currency'],
    ['ideal in SEK', sessionInput({ kind: 'ideal' }), 422, /EUR only/, 'currency'],
    ['a bad locale', sessionInput({ locale: 'not a locale' }), 422, /language tag/, 'locale'],
  ])('refuses %s with a clear message', async (_name, body, code, message, field) => {
    const answer = await api('POST', '/sessions', body);
    expect(answer.status).toBe(code);
    expect(answer.body.error).toMatch(message);
    if (field) expect(answer.body.field).toBe(field);
  });
});

describe('the card page', () => {
  it('is in the session’s language with the amount in its currency, never stored, without script', async () => {
    const session = await createSession();
    const { response, html, token } = await open(session.redirect_url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('form-action');
    // Chromium sends `Origin: null` under no-referrer, which the CSRF check refuses.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(html).toContain('<html lang="sv">');
    const amount = new Intl.NumberFormat('sv', { style: 'currency', currency: 'SEK', minimumFractionDigits: 2 }).format(1234.5);
    expect(html).toContain(amount);
    expect(html).toContain('Artlane');
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'CVC', 'Name on card']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('Cancel and return to the shop');
    expect(html).not.toContain('<script');
    expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  it.each([
    ['4242 4242 4242 4242', 'authorized', null],
    ['5555 5555 5555 4444', 'authorized', null],
    ['4000 0000 0000 0002', 'declined', 'card_declined'],
    ['4000 0000 0000 9995', 'declined', 'insufficient_funds'],
  ])('card %s: %s (%s), then back to the shop’s return_url as it was given', async (number, outcome, reason) => {
    const session = await createSession();
    const response = await payByCard(session, number);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URL);
    expect(await status(session.id)).toMatchObject({ status: outcome, decline_reason: reason });
  });

  it('shows wrong fields beside them and keeps the session pending', async () => {
    const session = await createSession();
    const response = await payByCard(session, '4242 4242 4242 4241', { expiry: '01/20', cvc: '12' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('aria-invalid="true" aria-describedby="card-number-error"');
    expect(html).toContain('<p class="error" id="card-number-error">This card number is not valid: check the digits.</p>');
    expect(html).toContain('<p class="error" id="card-expiry-error">This card has expired.</p>');
    expect(html).toContain('<p class="error" id="card-cvc-error">The CVC is the 3 or 4 digits on the card.</p>');
    expect(html).not.toContain('card-name-error');
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect((await status(session.id)).status).toBe('pending');
  });

  it('3-D Secure: the challenge page completes or fails the authentication', async () => {
    const complete = await createSession();
    const challenge = await payByCard(complete, '4000 0027 6000 3184');
    expect(challenge.status).toBe(303);
    expect(challenge.headers.get('location')).toBe(`/pay/${complete.id}/challenge`);
    const page = await open(`/pay/${complete.id}/challenge`);
    expect(page.html).toContain('Complete authentication');
    expect(page.html).toContain('Fail authentication');
    expect(page.html).toContain('ending in 3184');
    expect((await status(complete.id)).status).toBe('pending');
    // The card page itself now leads to the challenge.
    expect((await request(complete.redirect_url!)).headers.get('location')).toBe(`/pay/${complete.id}/challenge`);
    const done = await submit(`/pay/${complete.id}/challenge`, { token: page.token, action: 'complete' });
    expect(done.headers.get('location')).toBe(RETURN_URL);
    expect((await status(complete.id)).status).toBe('authorized');

    const fail = await createSession();
    await payByCard(fail, '4000 0027 6000 3184');
    const failPage = await open(`/pay/${fail.id}/challenge`);
    const failed = await submit(`/pay/${fail.id}/challenge`, { token: failPage.token, action: 'fail' });
    expect(failed.headers.get('location')).toBe(RETURN_URL);
    expect(await status(fail.id)).toMatchObject({ status: 'declined', decline_reason: 'authentication_failed' });
  });

  it('a finished session shows its outcome with the way back and is never authorized again', async () => {
    const session = await createSession();
    const { token } = await open(session.redirect_url!);
    await payByCard(session, '4000 0000 0000 0002');
    const page = await open(session.redirect_url!);
    expect(page.html).toContain('Payment declined');
    expect(page.html).toContain('The card was declined.');
    expect(page.html).toContain(`<a href="${RETURN_URL}">Return to the shop</a>`);
    expect(page.html).not.toContain('name="number"');
    const again = await submit(session.redirect_url!, { token, number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'A' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/pay/${session.id}`);
    expect((await status(session.id)).status).toBe('declined');
  });

  it('refuses a form from another origin or without the session’s token (CSRF)', async () => {
    const session = await createSession();
    const { token } = await open(session.redirect_url!);
    const card = { number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'A' };
    expect((await submit(session.redirect_url!, { token, ...card }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await submit(session.redirect_url!, { token, ...card }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await submit(session.redirect_url!, { token, ...card }, { origin: 'null' })).status).toBe(403);
    expect((await submit(session.redirect_url!, { token: 'x'.repeat(32), ...card })).status).toBe(403);
    expect((await submit(session.redirect_url!, card)).status).toBe(403);
    expect((await status(session.id)).status).toBe('pending');
    // Without an Origin header (some clients send none) the token alone is enough.
    expect((await submit(session.redirect_url!, { token, ...card }, {})).status).toBe(303);
  });

  it('"Cancel and return to the shop" cancels and goes to cancel_url', async () => {
    const session = await createSession();
    const { token } = await open(session.redirect_url!);
    const response = await submit(`/pay/${session.id}/cancel`, { token });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CANCEL_URL);
    expect((await status(session.id)).status).toBe('cancelled');
    expect((await open(session.redirect_url!)).html).toContain('Payment cancelled');
  });

  it('an unknown session is a 404 page', async () => {
    expect((await request('/pay/ps_aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await request('/pay/nonsense')).status).toBe(404);
  });
});

describe('pay later and invoice', () => {
  it.each([
    ['pay_later', 'Anna Svensson', 123450, 'authorized', null],
    ['pay_later', 'Anna DECLINE', 100, 'declined', 'not_approved'],
    ['invoice', 'Anna Svensson', 30_000_00, 'authorized', null],
    ['invoice', 'Anna Svensson', 30_000_01, 'declined', 'credit_check_failed'],
    ['invoice', 'Declined Person', 100, 'declined', 'credit_check_failed'],
  ])('%s for %s, %i öre: %s', async (kind, name, amount, outcome, reason) => {
    const session = await createSession({ kind, amount, customer: { email: 'a@example.se', name, phone: '' } });
    const page = await open(session.redirect_url!);
    expect(page.html).toContain('>Approve</button>');
    expect(page.html).toContain('Cancel and return to the shop');
    const response = await submit(session.redirect_url!, { token: page.token });
    expect(response.headers.get('location')).toBe(RETURN_URL);
    expect(await status(session.id)).toMatchObject({ status: outcome, decline_reason: reason });
  });

  it('the invoice limit is per currency: EUR 3 000', async () => {
    const session = await createSession({ kind: 'invoice', amount: 3_000_01, currency: 'EUR', locale: 'de', country: 'DE' });
    const page = await open(session.redirect_url!);
    expect(page.html).toContain('<html lang="de">');
    await submit(session.redirect_url!, { token: page.token });
    expect((await status(session.id)).status).toBe('declined');
  });
});

describe('iDEAL', () => {
  const ideal = { kind: 'ideal', amount: 2999, currency: 'EUR', locale: 'nl', country: 'NL' };

  it('the shopper picks a bank, then approves on the bank’s page', async () => {
    const session = await createSession(ideal);
    const page = await open(session.redirect_url!);
    expect(page.html).toContain('<legend>Choose your bank</legend>');
    expect(page.html).toContain('€');
    expect((await submit(session.redirect_url!, { token: page.token })).status).toBe(422);
    const chosen = await submit(session.redirect_url!, { token: page.token, bank: 'ing' });
    expect(chosen.headers.get('location')).toBe(`/pay/${session.id}/bank`);
    const bank = await open(`/pay/${session.id}/bank`);
    expect(bank.html).toContain('<h1>ING</h1>');
    expect(bank.html).toContain('>Approve</button>');
    const approved = await submit(`/pay/${session.id}/bank`, { token: bank.token, action: 'approve' });
    expect(approved.headers.get('location')).toBe(RETURN_URL);
    expect((await status(session.id)).status).toBe('authorized');
  });

  it('cancelling at the bank returns to the shop’s cancel_url', async () => {
    const session = await createSession(ideal);
    const page = await open(session.redirect_url!);
    await submit(session.redirect_url!, { token: page.token, bank: 'rabobank' });
    const bank = await open(`/pay/${session.id}/bank`);
    expect(bank.html).toContain('Cancel and return to the shop');
    const cancelled = await submit(`/pay/${session.id}/cancel`, { token: bank.token });
    expect(cancelled.headers.get('location')).toBe(CANCEL_URL);
    expect((await status(session.id)).status).toBe('cancelled');
  });
});

describe('BankID', () => {
  it('the app page confirms the payment and stays in the app (the shop’s page polls)', async () => {
    const session = await createSession({ kind: 'bankid' });
    const app = await open(session.app_url!);
    expect(app.html).toContain('>Confirm</button>');
    expect(app.html).toContain('Artlane');
    const confirmed = await submit(session.app_url!, { token: app.token, action: 'confirm' });
    expect(confirmed.headers.get('location')).toBe(`/app/${session.id}`);
    expect((await status(session.id)).status).toBe('authorized');
    const outcome = (await open(session.app_url!)).html;
    expect(outcome).toContain('Payment authorized');
    expect(outcome).not.toContain(RETURN_URL);
  });

  it('the app page cancels the payment', async () => {
    const session = await createSession({ kind: 'bankid' });
    const app = await open(session.app_url!);
    expect((await submit(`/pay/${session.id}/cancel`, { token: app.token })).headers.get('location')).toBe(`/app/${session.id}`);
    expect((await status(session.id)).status).toBe('cancelled');
  });

  it('a request not confirmed within 3 minutes expires, and cannot be confirmed then', async () => {
    const session = await createSession({ kind: 'bankid' });
    const app = await open(session.app_url!);
    await age(session.id, 2.9);
    expect((await status(session.id)).status).toBe('pending');
    await age(session.id, 3.1);
    expect((await status(session.id)).status).toBe('expired');
    expect((await submit(session.app_url!, { token: app.token, action: 'confirm' })).headers.get('location')).toBe(`/app/${session.id}`);
    expect((await open(session.app_url!)).html).toContain('Payment expired');
    expect((await status(session.id)).status).toBe('expired');
  });

  it('any other session expires after 60 minutes pending, found expired by its page too', async () => {
    const session = await createSession();
    await age(session.id, 59);
    expect((await status(session.id)).status).toBe('pending');
    await age(session.id, 61);
    expect((await open(session.redirect_url!)).html).toContain('Payment expired');
    expect((await status(session.id)).status).toBe('expired');
  });
});

describe('capture, cancel and refund', () => {
  it('capture is idempotent and refused (409) unless authorized', async () => {
    const pending = await createSession();
    const refused = await api('POST', `/sessions/${pending.id}/capture`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'pending' });
    const session = await authorizedSession();
    const first = await api('POST', `/sessions/${session.id}/capture`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'captured', captured_amount: 123450 });
    const second = await api('POST', `/sessions/${session.id}/capture`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await api('POST', '/sessions/ps_aaaaaaaaaaaaaaaaaaaaaaaa/capture')).status).toBe(404);
  });

  it('cancel: pending or authorized only', async () => {
    const pending = await createSession();
    expect((await api('POST', `/sessions/${pending.id}/cancel`)).body).toMatchObject({ status: 'cancelled' });
    expect((await api('POST', `/sessions/${pending.id}/cancel`)).status).toBe(409);
    const authorized = await authorizedSession();
    expect((await api('POST', `/sessions/${authorized.id}/cancel`)).body).toMatchObject({ status: 'cancelled' });
    const captured = await authorizedSession();
    await api('POST', `/sessions/${captured.id}/capture`);
    expect((await api('POST', `/sessions/${captured.id}/cancel`)).status).toBe(409);
    // A session cancelled by the shop shows so on its page.
    expect((await open(pending.redirect_url!)).html).toContain('Payment cancelled');
  });

  it('refund: captured only, in parts or all that is left', async () => {
    const session = await authorizedSession();
    expect((await api('POST', `/sessions/${session.id}/refund`)).status).toBe(409);
    await api('POST', `/sessions/${session.id}/capture`);
    const part = await api('POST', `/sessions/${session.id}/refund`, { amount: 23450 });
    expect(part.body).toMatchObject({ status: 'captured', refunded_amount: 23450 });
    const tooMuch = await api('POST', `/sessions/${session.id}/refund`, { amount: 100001 });
    expect(tooMuch).toMatchObject({
      status: 422,
      body: { field: 'amount', error: 'amount can be at most 100000, what is left to refund' },
    });
    expect((await api('POST', `/sessions/${session.id}/refund`, { amount: -1 })).status).toBe(422);
    const rest = await api('POST', `/sessions/${session.id}/refund`);
    expect(rest.body).toMatchObject({ status: 'refunded', refunded_amount: 123450, captured_amount: 123450 });
    expect((await api('POST', `/sessions/${session.id}/refund`)).status).toBe(409);
  });
});

describe('webhooks', () => {
  type EventRow = { id: string; type: string; status: string; attempts: number; last_http_status: number | null; body: string };
  const events = async (sessionId: string) => {
    const db = await paymentsDb(shop.mf);
    return (await db.prepare('SELECT * FROM webhook_events WHERE session_id = ? ORDER BY created_at').bind(sessionId).all<EventRow>())
      .results;
  };
  const received = (sessionId: string) => upstream.requests.filter((r) => r.body.includes(sessionId));

  it('each status change is posted, signed with the webhook secret, and retried after a failure', async () => {
    webhookAnswers.push(500);
    const session = await authorizedSession();
    await vi.waitFor(() => expect(received(session.id)).toHaveLength(2), { timeout: 10_000, interval: 50 });
    const [failed, delivered] = received(session.id);
    expect(failed!.body).toBe(delivered!.body);
    for (const request of [failed!, delivered!]) {
      expect(request.method).toBe('POST');
      expect(request.url.pathname + request.url.search).toBe('/api/payments/webhook?locale=sv&sid=1');
      const signature = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request.headers['artlane-signature']));
      expect(signature).not.toBeNull();
      const [, t, v1] = signature!;
      expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
      expect(v1).toBe(createHmac('sha256', LOCAL_PAYMENTS.webhookSecret).update(`${t}.${request.body}`).digest('hex'));
    }
    const event = JSON.parse(delivered!.body) as { id: string; type: string; created: number; data: { session: Record<string, unknown> } };
    expect(event.id).toMatch(/^evt_[a-z2-7]{24}$/);
    expect(event.type).toBe('session.authorized');
    expect(event.data.session).toEqual(await status(session.id));
    await vi.waitFor(async () =>
      expect(await events(session.id)).toMatchObject([{ status: 'delivered', attempts: 2, last_http_status: 200 }]),
    );

    await api('POST', `/sessions/${session.id}/capture`);
    await api('POST', `/sessions/${session.id}/refund`);
    await vi.waitFor(async () => expect((await events(session.id)).map((e) => e.status)).toEqual(['delivered', 'delivered', 'delivered']));
    const all = await events(session.id);
    expect(all.map((e) => e.type)).toEqual(['session.authorized', 'session.captured', 'session.refunded']);
    expect(new Set(all.map((e) => e.id)).size).toBe(3);
  });

  it('declined, cancelled and expired sessions are posted too', async () => {
    const declined = await createSession();
    await payByCard(declined, '4000 0000 0000 0002');
    const cancelled = await createSession();
    await api('POST', `/sessions/${cancelled.id}/cancel`);
    const expired = await createSession({ kind: 'bankid' });
    await age(expired.id, 4);
    await status(expired.id);
    for (const [session, type] of [
      [declined, 'session.declined'],
      [cancelled, 'session.cancelled'],
      [expired, 'session.expired'],
    ] as const)
      await vi.waitFor(async () => expect(await events(session.id)).toMatchObject([{ type, status: 'delivered' }]));
  });

  it('to commerce.internal they go through the COMMERCE service binding, and a failing receiver never breaks the page', async () => {
    const session = await createSession({ webhook_url: 'http://commerce.internal/api/payments/webhook?locale=sv&sid=1' });
    const response = await payByCard(session, '4242 4242 4242 4242');
    expect(response.headers.get('location')).toBe(RETURN_URL);
    // The commerce Worker answered (any HTTP status): the request reached it through the binding,
    // which is the only way to that host.
    await vi.waitFor(async () => expect((await events(session.id))[0]?.last_http_status).toEqual(expect.any(Number)), {
      timeout: 10_000,
    });

    const unreachable = await createSession({ webhook_url: 'http://127.0.0.1:9/webhook' });
    const page = await payByCard(unreachable, '4242 4242 4242 4242');
    expect(page.headers.get('location')).toBe(RETURN_URL);
    await vi.waitFor(async () => expect((await events(unreachable.id))[0]).toMatchObject({ status: 'pending', last_http_status: null }));
  });
});
