import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTUERR_PER_MINUTE } from '../../worker/api/proxy';
import { createTestShop, type TestShop } from './harness';

/**
 * The embedded API's site endpoints through the worker (issue 5): newsletter sign-up
 * and unsubscribe, gift card balances, and the limits of /captuerr.
 */
let shop: TestShop;
let db: D1Database;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
  db = (await shop.commerceDb()) as unknown as D1Database;
});
afterAll(async () => {
  await shop?.dispose();
});

/** Each call comes from its own client address unless `headers` names one: the abuse limits count per client. */
let clients = 0;
const nextClient = () => `203.0.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`;

async function post(locale: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await shop.get(locale, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextClient(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const tokenOf = async (email: string) =>
  (await db
    .prepare('SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = ?')
    .bind(email)
    .first<{ unsubscribe_token: string }>())!.unsubscribe_token;

describe('newsletter', () => {
  it('a sign-up answers a code and stores an unsubscribe token', async () => {
    const { status, body } = await post('sv', '/api/subscribe', { email: 'Anna@Example.com' });
    expect(status).toBe(200);
    expect(body!.code).toMatch(/^NEWS-[A-Z2-9]{8}$/);
    expect(await tokenOf('anna@example.com')).toMatch(/^[a-f0-9]{32}$/);
  });

  it.each(['anna@', 'anna@example', 'anna example@example.com'])('refuses %j', async (email) => {
    expect((await post('sv', '/api/subscribe', { email })).status).toBe(400);
  });

  it('the link token unsubscribes once, then says it already happened', async () => {
    await post('de', '/api/subscribe', { email: 'ben@example.de' });
    const token = await tokenOf('ben@example.de');
    expect((await post('de', '/api/unsubscribe', { token })).body).toEqual({ status: 'unsubscribed' });
    expect((await post('de', '/api/unsubscribe', { token: token.toUpperCase() })).body).toEqual({ status: 'already_unsubscribed' });
    const row = await db.prepare('SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = ?').bind('ben@example.de').first();
    expect(row!.unsubscribed_at).toEqual(expect.any(String));
  });

  it('signing up again after leaving keeps the code and subscribes again', async () => {
    const first = await post('en', '/api/subscribe', { email: 'cleo@example.co.uk' });
    await post('en', '/api/unsubscribe', { email: 'CLEO@example.co.uk' });
    const again = await post('en', '/api/subscribe', { email: 'cleo@example.co.uk' });
    expect(again.body!.code).toBe(first.body!.code);
    const row = await db.prepare('SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = ?').bind('cleo@example.co.uk').first();
    expect(row!.unsubscribed_at).toBeNull();
  });

  it('unsubscribing an address answers the same whether or not it was subscribed', async () => {
    await post('fr', '/api/subscribe', { email: 'dora@example.fr' });
    const known = await post('fr', '/api/unsubscribe', { email: 'dora@example.fr' });
    const unknown = await post('fr', '/api/unsubscribe', { email: 'nobody@example.fr' });
    expect(known).toMatchObject({ status: 200, body: { status: 'confirmation_sent' } });
    expect(unknown).toMatchObject({ status: 200, body: { status: 'confirmation_sent' } });
  });

  it.each([
    ['an unknown token', { token: 'f'.repeat(32) }, 404],
    ['a malformed token', { token: 'not-a-token' }, 400],
    ['both token and address', { token: 'f'.repeat(32), email: 'a@example.com' }, 400],
    ['neither', {}, 400],
    ['an invalid address', { email: 'anna@' }, 400],
    ['an unknown field', { email: 'a@example.com', list: 'all' }, 400],
  ])('%s is refused', async (_name, body, status) => {
    const response = await post('sv', '/api/unsubscribe', body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

describe('gift card balance', () => {
  it.each([
    ['DEMO-SEKA-2345-6789', { currency: 'SEK', balance: 500, initial_amount: 500, status: 'active' }],
    ['demo sekb 2345 6789', { code: 'DEMO-SEKB-2345-6789', currency: 'SEK', balance: 275, status: 'active' }],
    ['DEMO-GBPA-2345-6789', { currency: 'GBP', balance: 12.5, initial_amount: 40, status: 'active' }],
    ['DEMO-EURB-2345-6789', { currency: 'EUR', balance: 0, status: 'used' }],
    ['demoexpd23456789', { code: 'DEMO-EXPD-2345-6789', currency: 'EUR', balance: 25, status: 'expired' }],
  ])('%s → %j', async (code, expected) => {
    const { status, body, headers } = await post('en', '/api/gift-card-balance', { code });
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['an unknown code', { code: 'AAAA-BBBB-CCCC-DDDD' }, 404],
    ['a code of the wrong length', { code: 'DEMO-SEKA-2345' }, 400],
    ['no code', {}, 400],
    ['a number', { code: 1234 }, 400],
  ])('%s is answered %d with a message', async (_name, body, status) => {
    const response = await post('de', '/api/gift-card-balance', body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

describe('/captuerr limits', () => {
  const report = {
    error: 'TypeError: x is undefined',
    level: 'error',
    stack: 'at a (x.js:1:1)',
    userAgent: 'test',
    url: 'http://sv.localhost/',
  };

  it('stores a report', async () => {
    const response = await post('sv', '/captuerr', report, { 'CF-Connecting-IP': '198.51.100.1' });
    expect(response.status).toBe(204);
    const row = await db.prepare('SELECT error, locale FROM client_errors ORDER BY id DESC LIMIT 1').first();
    expect(row).toEqual({ error: report.error, locale: 'sv' });
  });

  it.each(['warning', 'info'])('stores a report of level %s', async (level) => {
    const response = await post('sv', '/captuerr', { ...report, level }, { 'CF-Connecting-IP': '198.51.100.5' });
    expect(response.status).toBe(204);
    expect(await db.prepare('SELECT level FROM client_errors ORDER BY id DESC LIMIT 1').first()).toEqual({ level });
  });

  it.each(['debug', 'ERROR', '', 'fatal<script>', 42])('refuses the level %j with a 400 that says which are known', async (level) => {
    const response = await post('sv', '/captuerr', { ...report, level }, { 'CF-Connecting-IP': '198.51.100.6' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.stringMatching(/level/) });
  });

  it('answers 413 above 8 KB', async () => {
    const body = JSON.stringify({ ...report, stack: 'x'.repeat(8 * 1024) });
    const response = await post('sv', '/captuerr', body, { 'CF-Connecting-IP': '198.51.100.2' });
    expect(response.status).toBe(413);
  });

  it(`answers 429 after ${CAPTUERR_PER_MINUTE} reports a minute from one client, with when to retry`, async () => {
    const ip = { 'CF-Connecting-IP': '198.51.100.3' };
    for (let i = 0; i < CAPTUERR_PER_MINUTE; i++) expect((await post('de', '/captuerr', report, ip)).status).toBe(204);
    const limited = await post('de', '/captuerr', report, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.stringContaining('Too many error reports') });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    // Another client is not affected.
    expect((await post('de', '/captuerr', report, { 'CF-Connecting-IP': '198.51.100.4' })).status).toBe(204);
  });
});

describe('cross-site requests (worker/middleware/cross-site)', () => {
  const form = (headers: Record<string, string>) => ({ 'Content-Type': 'text/plain;charset=UTF-8', ...headers });
  const body = JSON.stringify({ email: 'crosssite@example.com' });

  it.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['another language domain of the shop', { Origin: 'http://de.localhost:8787' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a cross-site fetch from a browser that sends no Origin', { 'Sec-Fetch-Site': 'same-site' }],
  ])('a form-like body from %s is refused with 403 and a JSON error, and nothing is stored', async (_name, headers) => {
    const response = await post('sv', '/api/subscribe', body, form(headers));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: expect.stringContaining('Cross-site') });
    expect(await db.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?').bind('crosssite@example.com').first()).toBeNull();
  });

  it('the same body from the shop itself goes through', async () => {
    const response = await post('sv', '/api/subscribe', body, form({ Origin: 'http://sv.localhost:8787' }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: expect.stringMatching(/^NEWS-/) });
  });

  it('a request no browser sent (no Origin, no fetch metadata) is not a forgery', async () => {
    expect((await post('sv', '/api/subscribe', JSON.stringify({ email: 'curl@example.com' }), form({}))).status).toBe(200);
  });

  it('a JSON body (which needs a preflight cross-site) is not asked for an origin', async () => {
    expect((await post('sv', '/api/subscribe', { email: 'json-no-origin@example.com' })).status).toBe(200);
  });
});
