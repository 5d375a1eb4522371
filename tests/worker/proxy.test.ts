import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import { createTestShop, startFakeUpstream, type FakeUpstream, type TestShop, SHOP_START_MS } from './harness';

let upstream: FakeUpstream;
let shop: TestShop;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path === '/api/sync-coupons') return { body: [{ code: 'SPRING-25', applied: true }] };
    if (path === '/api/widget-by-slug/with-cookie') return { headers: { 'set-cookie': 'a=1' }, body: { content: 'x', hidden: false } };
    // An upstream that answers any slug, a malformed escape's too (the raw path as it came).
    if (path.startsWith('/api/widget-by-slug/')) return { body: { content: path, hidden: false } };
    if (path === '/api/slow') return { body: { ok: true } };
    if (path === '/api/fail') return { status: 500, body: { error: 'upstream broke' } };
    // Catalog reads are checked before they are kept (worker/api/edge.ts): answer their shape.
    if (path === '/api/search-triggers' || path === '/api/product-attributes') return { body: [] };
    return { body: { path, locale: request.url.searchParams.get('locale'), sid: request.url.searchParams.get('sid') } };
  });
  shop = await createTestShop({ vars: { API_ORIGIN: upstream.origin, API_TIMEOUT_MS: '1500' } });
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

beforeEach(() => {
  upstream.requests.length = 0;
  upstream.latency = 0;
});

describe('the /api proxy', () => {
  it.each(LOCALE_CODES)('adds locale and sid for %s.localhost', async (code) => {
    const response = await shop.get(code, '/api/search-triggers?query=sun');
    expect(response.status).toBe(200);
    const seen = upstream.requests.at(-1)!;
    expect(seen.url.searchParams.get('locale')).toBe(code);
    expect(seen.url.searchParams.get('sid')).toBe(String(LOCALES[code].storeID));
    expect(seen.url.searchParams.get('query')).toBe('sun');
  });

  it('bare localhost is Swedish, store 1', async () => {
    await shop.get('bare', '/api/strings');
    expect(upstream.requests.at(-1)!.url.searchParams.get('locale')).toBe('sv');
    expect(upstream.requests.at(-1)!.url.searchParams.get('sid')).toBe('1');
  });

  it.each([
    ['a locale without its sid', '?locale=sv'],
    ['a sid of another locale', '?locale=sv&sid=3'],
    ['an unknown locale', '?locale=no&sid=20'],
  ])('%s is replaced by the host market', async (_name, query) => {
    await shop.get('de', `/api/not-cached${query}`);
    const params = upstream.requests.at(-1)!.url.searchParams;
    expect(params.getAll('locale')).toEqual(['de']);
    expect(params.getAll('sid')).toEqual(['3']);
  });

  it('a consistent locale and sid (a shop using this one as its upstream) are kept', async () => {
    await shop.get('bare', '/api/not-cached?locale=fi&sid=8');
    const params = upstream.requests.at(-1)!.url.searchParams;
    expect(params.getAll('locale')).toEqual(['fi']);
    expect(params.getAll('sid')).toEqual(['8']);
  });

  it("never forwards the shopper's cookies or credentials", async () => {
    await shop.get('en', '/api/sync-cart', {
      method: 'POST',
      body: '{"items":[]}',
      headers: { cookie: 'secret=1', authorization: 'Bearer x' },
    });
    const seen = upstream.requests.at(-1)!;
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.body).toBe('{"items":[]}');
  });

  it('a second identical sync-coupons inside 300 s reaches the upstream once', async () => {
    const body = JSON.stringify({ coupons: ['SPRING-25'], cart_contents: [{ sku: 'A', quantity: 1 }] });
    const first = await shop.get('sv', '/api/sync-coupons', { method: 'POST', body });
    const second = await shop.get('sv', '/api/sync-coupons', {
      method: 'POST',
      body: JSON.stringify({ cart_contents: [{ quantity: 1, sku: 'A' }], coupons: ['SPRING-25'] }),
    });
    expect(await first.json()).toEqual([{ code: 'SPRING-25', applied: true }]);
    expect(await second.json()).toEqual([{ code: 'SPRING-25', applied: true }]);
    expect(upstream.requests.filter((r) => r.url.pathname === '/api/sync-coupons')).toHaveLength(1);
    expect(second.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sync-coupons is cached per language and per body', async () => {
    const body = JSON.stringify({ coupons: ['WELCOME10'], cart_contents: [] });
    await shop.get('fi', '/api/sync-coupons', { method: 'POST', body });
    await shop.get('fr', '/api/sync-coupons', { method: 'POST', body });
    await shop.get('fr', '/api/sync-coupons', { method: 'POST', body: JSON.stringify({ coupons: ['OTHER'], cart_contents: [] }) });
    expect(upstream.requests.filter((r) => r.url.pathname === '/api/sync-coupons')).toHaveLength(3);
  });

  it('a catalog answer is reused per host, and each host has its own entry', async () => {
    await shop.get('nl', '/api/product-attributes');
    await shop.get('nl', '/api/product-attributes');
    await shop.get('pl', '/api/product-attributes');
    expect(
      upstream.requests.filter((r) => r.url.pathname === '/api/product-attributes').map((r) => r.url.searchParams.get('locale')),
    ).toEqual(['nl', 'pl']);
  });

  it('an answer carrying Set-Cookie is never cached', async () => {
    const first = await shop.get('it', '/api/widget-by-slug/with-cookie');
    expect(first.headers.get('set-cookie')).toBe('a=1');
    await first.arrayBuffer();
    await shop.get('it', '/api/widget-by-slug/with-cookie');
    expect(upstream.requests.filter((r) => r.url.pathname === '/api/widget-by-slug/with-cookie')).toHaveLength(2);
  });

  it('a request with a session cookie or Authorization is answered from the shared cache: the answer is the same for everyone (ADR 0025)', async () => {
    const credentials = { cookie: '__Host-session=abc; session=def', authorization: 'Bearer visitor-token' };
    // It may fill the entry too: what it stored is what the next visitor gets.
    const filled = await shop.get('lt', '/api/search-triggers?query=signed-in', { headers: credentials });
    expect(filled.headers.get('x-edge-cache')).toBe('MISS');
    const body = await filled.text();
    for (const headers of [credentials, {}]) {
      const again = await shop.get('lt', '/api/search-triggers?query=signed-in', { headers });
      expect(again.headers.get('x-edge-cache')).toBe('HIT');
      expect(again.headers.get('cache-control')).toMatch(/^public/);
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(await again.text()).toBe(body);
    }
    const reads = upstream.requests.filter(
      (r) => r.url.pathname === '/api/search-triggers' && r.url.searchParams.get('query') === 'signed-in',
    );
    expect(reads).toHaveLength(1);
    // The shopper's cookies and credentials never reach the commerce API, so they cannot change its answer.
    expect(reads[0]!.headers.cookie).toBeUndefined();
    expect(reads[0]!.headers.authorization).toBeUndefined();
  });

  it('an upstream error passes through with its status and is not cached', async () => {
    expect((await shop.get('hr', '/api/fail')).status).toBe(500);
    expect((await shop.get('hr', '/api/fail')).status).toBe(500);
    expect(upstream.requests.filter((r) => r.url.pathname === '/api/fail')).toHaveLength(2);
  });

  it('an upstream slower than the timeout answers 504 with a message', async () => {
    upstream.latency = 2500;
    const response = await shop.get('cs', '/api/slow');
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/did not answer in time/) });
  });

  it.each([
    ['malformed JSON', '{"items":', 400],
    ['an oversized body', JSON.stringify({ items: 'x'.repeat(70_000) }), 413],
  ])('%s is refused before reaching the upstream', async (_name, body, status) => {
    const response = await shop.get('sv', '/api/sync-cart', { method: 'POST', body });
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
    expect(upstream.requests).toHaveLength(0);
  });

  it('captuerr accepts at most 8 KB', async () => {
    const response = await shop.get('sv', '/captuerr', { method: 'POST', body: JSON.stringify({ error: 'x'.repeat(9000) }) });
    expect(response.status).toBe(413);
  });

  it.each(['%ZZ', '%', '%E0%A4%A', '%C0%AE'])(
    'a catalog read whose slug is the malformed escape %s and that the upstream answers is passed on, never a 500',
    async (escape) => {
      const response = await shop.get('de', `/api/widget-by-slug/x${escape}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ hidden: false });
    },
  );

  it('other methods get 405', async () => {
    const response = await shop.get('sv', '/api/products', { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});

// Each test starts a shop of its own: the time a start may take on a loaded machine.
describe('an unreachable upstream', { timeout: SHOP_START_MS }, () => {
  it('answers 502 with a message', async () => {
    const down = await createTestShop({ vars: { API_ORIGIN: 'http://127.0.0.1:9' } });
    try {
      const response = await down.get('sv', '/api/products');
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/could not be reached/) });
    } finally {
      await down.dispose();
    }
  });
});
