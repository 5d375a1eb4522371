import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import { COMMERCE, LOCAL_OPS_TOKEN, migrate, readConfig } from '../../scripts/lib/shop.mjs';
import { createSignInShop, FORM, signedInBrowser, TestBrowser, type Provider } from './auth-shop';
import type { TestShop } from './harness';
import { OPS_KEY, operatorToken } from './ops-token';

/**
 * The operator view (/__ops, docs/operations.md "The operator view") in a real shop: who gets
 * in (a token signed with the local OPS_TOKEN_KEY; never a shopper's or artist's session),
 * what it shows (build, domains, cache policies, upstream, hit ratios, client errors), the
 * paste-a-token form and its cookie, and the purge form. Cloudflare Access's tokens are
 * tested against a local key set in worker/auth/ops-access.test.ts; a shop without the view's
 * keys in tests/in-process/ops-view-unconfigured.test.ts.
 */
const EN = 'http://en.localhost:8787';
const KEY = OPS_KEY;

let shop: TestShop;
let provider: Provider;
let dispose: () => Promise<void>;
let buildId: string;

beforeAll(async () => {
  ({ shop, provider, dispose } = await createSignInShop());
  // The commerce Worker's tables (client_errors); no catalog is needed here.
  await migrate(shop.mf);
  const assets = await readFile(join(inject('buildDir'), 'client-manifest.js'), 'utf8');
  buildId = /BUILD_ID = "([^"]+)"/.exec(assets)![1]!;
});
afterAll(() => dispose());

const token = operatorToken;

const bearer = async (value?: string) => ({ authorization: `Bearer ${value ?? (await token())}` });
const status = async (headers: Record<string, string> = {}) => shop.get('en', '/__ops/status', { headers });

function expectPrivate(response: Response) {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
}

describe('who may open the operator view', () => {
  it('nobody without a token: 401, JSON at /__ops/status and the paste form at /__ops, never stored', async () => {
    const json = await status();
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ error: expect.stringMatching(/operator token is required/) });
    expectPrivate(json);
    expect(json.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const page = await shop.get('en', '/__ops');
    expect(page.status).toBe(401);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('action="/__ops/session"');
    expect(html).toMatch(/<label for="ops-token">Operator token<\/label>/);
    expectPrivate(page);
  });

  it('a token with another signature, a malformed or an expired one: 401 saying why', async () => {
    const otherKey = await token({}, new Uint8Array(32).fill(1));
    const expired = await token({ exp: Math.floor(Date.now() / 1000) - 120 });
    const cases: [string, RegExp][] = [
      [otherKey, /signature does not verify/],
      ['not-a-jwt', /malformed/],
      [`${expired.slice(0, -4)}AAAA`, /signature/],
      [expired, /expired/],
      [await token({}, KEY, 'HS512'), /HS512/],
    ];
    for (const [value, message] of cases) {
      const response = await status(await bearer(value));
      expect(response.status, value).toBe(401);
      expect(((await response.json()) as { error: string }).error, value).toMatch(message);
      expectPrivate(response);
    }
    // The HTML view says it above the paste form.
    const page = await shop.get('en', '/__ops', { headers: await bearer(expired) });
    expect(page.status).toBe(401);
    expect(await page.text()).toMatch(/role="alert">The operator token has expired/);
  });

  it('a token that verifies but names another audience or issuer: 403', async () => {
    for (const claims of [{ aud: 'artlane-shop' }, { iss: 'someone-else' }]) {
      const response = await status(await bearer(await token(claims)));
      expect(response.status, JSON.stringify(claims)).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/audience|issuer/);
    }
  });

  it('a signed-in artist is no operator: their session cookie (or its value as a token) gets 401', async () => {
    const browser = await signedInBrowser(shop, provider, ARTIST_ACCOUNTS[0]!);
    const session = browser.cookie(EN, 'session');
    expect(session).toBeTruthy();
    expect((await browser.fetch(`${EN}/my-account`)).status).toBe(200);
    expect((await browser.fetch(`${EN}/__ops`)).status).toBe(401);
    expect((await browser.fetch(`${EN}/__ops/status`)).status).toBe(401);
    // As the https cookie, as the view's own cookie, and as a bearer token: still nobody.
    const attempts: Record<string, string>[] = [
      { cookie: `__Host-session=${session}` },
      { cookie: `ops-token=${session}` },
      { authorization: `Bearer ${session}` },
    ];
    for (const headers of attempts) {
      expect((await status(headers)).status, Object.keys(headers)[0]).toBe(401);
    }
  });
});

interface StatusBody {
  build: string;
  operator: { name: string; via: string };
  domains: { host: string; language: string; storeId: number; currency: string; cache: Record<string, { maxAge: number }> }[];
  upstream: { call: string; status: number | null; ms: number; error: string | null };
  pageCache: { since: string; kinds: Record<string, { hit: number; miss: number; hitRatio: number | null }> };
  clientErrors: { state: string; errors?: { error: string; locale: string; url: string | null }[] };
}

describe('what the operator view shows', () => {
  it('the build, every configured host with its market and cache policies, the upstream, the hit ratios and a client error just reported', async () => {
    const message = `ops view test error ${Date.now()}`;
    const report = await shop.get('de', '/captuerr', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: message, url: 'http://de.localhost:8787/poster/x', userAgent: 'test' }),
    });
    expect(report.status).toBe(204);
    // A page of a kind, so the counters have something to count.
    await (await shop.get('en', '/')).text();

    const response = await status(await bearer(await token({ sub: 'alice' })));
    expect(response.status).toBe(200);
    expectPrivate(response);
    const body = (await response.json()) as StatusBody;
    expect(body.build).toBe(buildId);
    expect(body.operator).toMatchObject({ name: 'alice', via: 'local' });

    const { vars } = await readConfig('local');
    const configured = Object.keys(vars.DOMAINS as Record<string, string>);
    expect(body.domains.map((row) => row.host).sort()).toEqual([...configured].sort());
    expect(body.domains.find((row) => row.host === 'de.localhost')).toMatchObject({ language: 'de', storeId: 3, currency: 'EUR' });
    expect(body.domains.find((row) => row.host === 'en.localhost')).toMatchObject({ language: 'en', storeId: 5, currency: 'GBP' });
    expect(new Set(body.domains.map((row) => row.language)).size).toBe(19);
    for (const row of body.domains) {
      expect(Object.keys(row.cache).sort(), row.host).toEqual(['catalog', 'category', 'content', 'product', 'start']);
      expect(row.cache.product!.maxAge, row.host).toBe(60); // the local default policy
    }

    expect(body.upstream).toMatchObject({ call: 'GET /api/product-categories', status: 200, error: null });
    expect(body.upstream.ms).toBeGreaterThanOrEqual(0);
    expect(Object.keys(body.pageCache.kinds).sort()).toEqual(['category', 'content', 'other', 'product', 'start']);
    expect(body.pageCache.kinds.start).toHaveProperty('hitRatio');

    expect(body.clientErrors.state).toBe('ok');
    expect(body.clientErrors.errors?.[0]).toMatchObject({ error: message, locale: 'de', url: 'http://de.localhost:8787/poster/x' });
  });

  it('counts the page cache’s verdicts per kind: a miss, then a hit; a 404 is no page the cache could serve', async () => {
    const kinds = async () => ((await (await status(await bearer())).json()) as StatusBody).pageCache.kinds;
    const before = await kinds();
    for (let i = 0; i < 2; i++) await (await shop.get('fi', '/')).text();
    await (await shop.get('fi', '/no-such-page-anywhere')).text();
    const after = await kinds();
    expect(after.start!.miss - before.start!.miss).toBe(1);
    expect(after.start!.hit - before.start!.hit).toBe(1);
    expect(after.start!.hitRatio).toBeGreaterThan(0);
    for (const kind of ['category', 'content', 'other'] as const) expect(after[kind], kind).toEqual(before[kind]);
  });

  it('the HTML view shows the same, with a sign-out button and the purge form', async () => {
    const response = await shop.get('en', '/__ops', { headers: await bearer(await token({ sub: 'alice' })) });
    expect(response.status).toBe(200);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain(buildId);
    expect(html).toContain('<th scope="row">de.localhost</th>');
    expect(html).toContain('GET /api/product-categories</code> answered 200');
    expect(html).toContain('ops view test error');
    // The edge cache's work: its refreshes, where its lookups were answered, its memory level.
    expect(html).toMatch(/Background refreshes \(pages and API reads\): \d+ started, \d+ stored, \d+ failed, \d+ postponed\./);
    expect(html).toMatch(
      /Lookups: [1-9]\d* from this isolate&#x27;s memory, \d+ asked of the Cache API \(not in memory\), \d+ checked against it\./,
    );
    expect(html).toMatch(/Memory level: [1-9]\d* entries, \d+\.\d MB\./);
    expect(html).toContain('action="/__ops/sign-out"');
    expect(html).toContain('action="/__ops/purge"');
    expect(html).not.toContain('<script');
  });
});

describe('the paste form and its cookie', () => {
  it('a pasted token becomes an HttpOnly, SameSite=Strict cookie for /__ops that expires with it; signing out ends it', async () => {
    const browser = new TestBrowser(shop);
    const value = await token({ sub: 'bob', exp: Math.floor(Date.now() / 1000) + 300 });
    const pasted = await browser.fetch(`${EN}/__ops/session`, {
      method: 'POST',
      headers: { ...FORM, origin: EN },
      body: new URLSearchParams({ token: value }).toString(),
    });
    expect(pasted.status).toBe(303);
    expect(pasted.headers.get('location')).toBe('/__ops');
    expectPrivate(pasted);
    const cookie = pasted.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^ops-token=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/__ops/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(280);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeLessThanOrEqual(300);
    // On http://localhost the cookie cannot be Secure (the browser would drop it).
    expect(cookie).not.toMatch(/Secure/);

    const view = await browser.fetch(`${EN}/__ops`);
    expect(view.status).toBe(200);
    expect(await view.text()).toContain('bob (local key)');

    const signedOut = await browser.fetch(`${EN}/__ops/sign-out`, { method: 'POST', headers: { ...FORM, origin: EN }, body: '' });
    expect(signedOut.status).toBe(303);
    expect(browser.cookie(EN, 'ops-token')).toBeUndefined();
    expect((await browser.fetch(`${EN}/__ops`)).status).toBe(401);
  });

  it('a bad pasted token is shown why and sets no cookie; a form from another site is refused', async () => {
    const bad = await shop.get('en', '/__ops/session', {
      method: 'POST',
      headers: { ...FORM, origin: EN },
      body: new URLSearchParams({ token: await token({ aud: 'elsewhere' }) }).toString(),
    });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('set-cookie')).toBeNull();
    expect(await bad.text()).toMatch(/wrong audience/);
    const empty = await shop.get('en', '/__ops/session', { method: 'POST', headers: { ...FORM, origin: EN }, body: 'token=' });
    expect(empty.status).toBe(400);
    const crossSite = await shop.get('en', '/__ops/session', {
      method: 'POST',
      headers: { ...FORM, origin: 'https://evil.example' },
      body: new URLSearchParams({ token: await token() }).toString(),
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
  });
});

describe('the purge form', () => {
  const purge = async (body: string, headers: Record<string, string> = {}) =>
    shop.get('en', '/__ops/purge', { method: 'POST', headers: { ...FORM, origin: EN, ...(await bearer()), ...headers }, body });

  it('a tag that is none: 400 with the message, the form again with what was typed', async () => {
    const response = await purge(new URLSearchParams({ tags: 'price:12 <b>', urls: '' }).toString());
    expect(response.status).toBe(400);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toMatch(/role="alert">tags: &quot;price:12&quot; is not a cache tag/);
    expect(html).toContain('>price:12 &lt;b&gt;</textarea>');
  });

  it('a good tag, an address and a domain: 200 with what was purged and where', async () => {
    const body = new URLSearchParams({ tags: 'product:12 listing', urls: `${EN}/` });
    body.append('hosts', 'de.localhost');
    const response = await purge(body.toString());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Purged tag product:12, tag listing, address http://en.localhost:8787/, domain de.localhost in this isolate');
    expect(html).toContain('<input type="checkbox" name="hosts" checked="" value="de.localhost"/>');
    expect(html).toContain('<input type="checkbox" name="hosts" value="en.localhost"/>');
  });

  it('as JSON for scripts: the outcome, or 400 with the message; without a token 401', async () => {
    const json = { 'content-type': 'application/json' };
    const good = await purge(JSON.stringify({ tags: ['category:7'] }), json);
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ tags: ['category:7'], urls: [], hosts: [], edge: 'local', problems: [] });
    const unknownHost = await purge(JSON.stringify({ hosts: ['artlane.example'] }), json);
    expect(unknownHost.status).toBe(400);
    expect(await unknownHost.json()).toEqual({ error: 'hosts: artlane.example is not a configured domain' });
    expect((await purge('{"tags":', json)).status).toBe(400);
    const anonymous = await shop.get('en', '/__ops/purge', { method: 'POST', headers: json, body: JSON.stringify({ tags: ['listing'] }) });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toHaveProperty('error');
  });

  it('from another site the form is refused before anything is purged', async () => {
    const response = await purge('tags=listing', { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('commerce API: GET /api/ops/client-errors', () => {
  const call = async (query: string, headers: Record<string, string> = {}) => {
    const worker = await shop.mf.getWorker(COMMERCE);
    return worker.fetch(`http://commerce.internal/api/ops/client-errors?locale=en&sid=5${query}`, {
      headers,
    } as never) as unknown as Response;
  };

  it('answers 401 without the operator key or with another, and the newest errors first with it', async () => {
    expect((await call('')).status).toBe(401);
    expect((await call('', { authorization: `Bearer ${LOCAL_OPS_TOKEN}x` })).status).toBe(401);
    for (const error of ['first of two', 'second of two']) {
      const report = await shop.get('sv', '/captuerr', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ error }),
      });
      expect(report.status).toBe(204);
    }
    const response = await call('&limit=2', { authorization: `Bearer ${LOCAL_OPS_TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { errors } = (await response.json()) as { errors: Record<string, unknown>[] };
    expect(errors.map((row) => row.error)).toEqual(['second of two', 'first of two']);
    expect(Object.keys(errors[0]!).sort()).toEqual(['created_at', 'error', 'id', 'level', 'locale', 'stack', 'url', 'user_agent']);
    expect(errors[0]).toMatchObject({ locale: 'sv', level: 'error', stack: null });
    const refused = await call('&limit=1000', { authorization: `Bearer ${LOCAL_OPS_TOKEN}` });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'limit must be a whole number from 1 to 200' });
  });
});
