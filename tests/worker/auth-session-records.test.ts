import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/account/en.json';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import { createSignInShop, FORM, newSessionId, signedInBrowser, startProvider, TestBrowser, type Provider } from './auth-shop';
import { startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * What the session records cost and how the storefront behaves when the commerce API cannot
 * say (docs/accounts.md "Ending a session"), seen from an upstream commerce API that records
 * every call: one read of the record per request that carries a session cookie on the pages
 * that read the session, none for requests without one and none for catalog pages; a record
 * that cannot be read keeps the cookie and says "try again"; sign-out closes the record.
 */
const EN = 'http://en.localhost:8787';
const astrid = ARTIST_ACCOUNTS[0]!;

let provider: Provider;
let upstream: FakeUpstream;
let shop: TestShop;
let dispose: () => Promise<void>;
/** How the upstream answers GET /api/sessions/{id}. */
let standing: 'open' | 'closed' | 'broken' = 'open';

beforeAll(async () => {
  provider = await startProvider();
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    const now = Math.floor(Date.now() / 1000);
    const record = (id: string) => ({ id, sub: astrid.sub, artist_id: 1, started_at: now, expires_at: now + 8 * 3600 });
    if (request.method === 'POST' && path === '/api/sessions') return { status: 201, body: record(newSessionId()) };
    const read = /^\/api\/sessions\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && read) {
      if (standing === 'broken') return { status: 500, body: { error: 'Internal error' } };
      if (standing === 'closed') return { status: 404, body: { error: 'No such session' } };
      return { body: record(read[1]!) };
    }
    if (request.method === 'POST' && /^\/api\/sessions\/[\w-]+\/end$/.test(path)) return { body: { ended: true } };
    if (path === '/api/my/profile') return { body: { error: 'not in this test' }, status: 404 };
    return { status: 404, body: { error: 'Not found' } };
  });
  ({ shop, dispose } = await createSignInShop({
    provider,
    vars: { API_ORIGIN: upstream.origin, CATALOG_CACHE: { default: { maxAge: 0, staleWhileRevalidate: 0 } } },
  }));
});
afterAll(async () => {
  await dispose?.();
  await upstream?.close();
  await provider?.close();
});
beforeEach(() => {
  standing = 'open';
});

const recordReads = () =>
  upstream.requests.filter((request) => request.method === 'GET' && request.url.pathname.startsWith('/api/sessions/'));

describe('the cost: one small read per request that carries a session', () => {
  it('sign-in opens the record with the new access token and the session’s lifetime', async () => {
    upstream.requests.length = 0;
    await signedInBrowser(shop, provider, astrid);
    const open = upstream.requests.find((request) => request.method === 'POST' && request.url.pathname === '/api/sessions');
    expect(open).toBeDefined();
    expect(open!.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(open!.body)).toEqual({ lifetime: 8 * 3600 });
  });

  it('reads the record once for a personal page, /api/session and an artist call; never for a catalog page or without a cookie', async () => {
    const browser = await signedInBrowser(shop, provider, astrid);
    for (const path of ['/my-account', '/api/session', '/api/my/profile', '/checkout']) {
      upstream.requests.length = 0;
      await (await browser.fetch(`${EN}${path}`)).arrayBuffer();
      expect(recordReads(), path).toHaveLength(1);
    }
    for (const path of ['/', '/about', '/artists']) {
      upstream.requests.length = 0;
      await (await browser.fetch(`${EN}${path}`)).arrayBuffer();
      expect(recordReads(), `${path} with a session cookie`).toHaveLength(0);
    }
    const anonymous = new TestBrowser(shop);
    for (const path of ['/my-account', '/api/session', '/api/my/profile', '/login']) {
      upstream.requests.length = 0;
      await (await anonymous.fetch(`${EN}${path}`)).arrayBuffer();
      expect(recordReads(), `${path} without a session cookie`).toHaveLength(0);
    }
  });
});

describe('when the commerce API cannot say whether the session is open', () => {
  it('keeps the cookie and says to try again: /api/session and /api/my/* 503, the account page 503 with the notice', async () => {
    const browser = await signedInBrowser(shop, provider, astrid);
    const cookie = browser.cookie(EN, 'session');
    standing = 'broken';
    const session = await browser.fetch(`${EN}/api/session`);
    expect(session.status).toBe(503);
    expect(session.headers.get('set-cookie')).toBeNull();
    expect(session.headers.get('cache-control')).toBe('private, no-store');
    const call = await browser.fetch(`${EN}/api/my/profile`);
    expect(call.status).toBe(503);
    expect(call.headers.get('retry-after')).toBe('30');
    const page = await browser.fetch(`${EN}/my-account`);
    const html = await page.text();
    expect(page.status).toBe(503);
    expect(html).toContain(en.load_failed);
    // The page says nothing of the sign-in, so the browser keeps what it knows.
    expect(html).not.toContain('name="artlane-auth"');
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(browser.cookie(EN, 'session')).toBe(cookie);

    standing = 'open';
    expect(await (await browser.fetch(`${EN}/api/session`)).json()).toEqual({ signed_in: true, display_name: astrid.name });
  });

  it('a record the API says is closed signs out and removes the cookie', async () => {
    const browser = await signedInBrowser(shop, provider, astrid);
    standing = 'closed';
    const session = await browser.fetch(`${EN}/api/session`);
    expect(await session.json()).toEqual({ signed_in: false, display_name: null });
    expect(session.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/i);
    expect(browser.cookie(EN, 'session')).toBeUndefined();
  });

  it('sign-out closes the record it names', async () => {
    const browser = await signedInBrowser(shop, provider, astrid);
    upstream.requests.length = 0;
    const out = await browser.fetch(`${EN}/logout`, { method: 'POST', headers: { ...FORM, origin: EN }, body: '' });
    expect(out.status).toBe(303);
    const closed = upstream.requests.filter(
      (request) => request.method === 'POST' && /^\/api\/sessions\/[\w-]{43}\/end$/.test(request.url.pathname),
    );
    expect(closed).toHaveLength(1);
    // …and even when the API cannot say whether it was open.
    const other = await signedInBrowser(shop, provider, astrid);
    standing = 'broken';
    upstream.requests.length = 0;
    await other.fetch(`${EN}/logout`, { method: 'POST', headers: { ...FORM, origin: EN }, body: '' });
    expect(upstream.requests.filter((request) => request.url.pathname.endsWith('/end'))).toHaveLength(1);
    expect(other.cookie(EN, 'session')).toBeUndefined();
  });
});
