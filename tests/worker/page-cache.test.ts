import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories, detail, summary } from '../fixtures/catalog';
import { createTestShop, startFakeUpstream, withoutNonces, type FakeUpstream, type TestShop } from './harness';

let upstream: FakeUpstream;
let shop: TestShop;
let isListingDown = false;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path === '/api/product-categories') return { body: categories };
    if (path === '/api/products')
      return isListingDown ? { status: 503, body: { error: 'down' } } : { body: { products: [summary], categories: [] } };
    if (path === `/api/products/${detail.slug}`) return { body: detail };
    return { status: 404, body: { error: 'Not found' } };
  });
  shop = await createTestShop({
    vars: {
      API_ORIGIN: upstream.origin,
      CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 }, 'lv.localhost': { maxAge: 1, staleWhileRevalidate: 600 } },
    },
  });
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

beforeEach(() => {
  upstream.requests.length = 0;
  isListingDown = false;
});

const productPath = `/product/${detail.slug}`;
const detailCalls = () => upstream.requests.filter((r) => r.url.pathname === `/api/products/${detail.slug}`).length;

describe('anonymous catalog pages at the edge', () => {
  it('a second visit is served from the edge cache with the catalog policy', async () => {
    const first = await shop.get('en', productPath);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const html = withoutNonces(await first.text());
    const second = await shop.get('en', productPath);
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(withoutNonces(await second.text())).toBe(html);
  });

  it('each domain has its own entry', async () => {
    const en = await (await shop.get('en', '/')).text();
    const de = await (await shop.get('de', '/')).text();
    expect(en).toContain('<html lang="en">');
    expect(de).toContain('<html lang="de">');
  });

  it('tracking parameters do not make a new entry, a page number does', async () => {
    await (await shop.get('nl', '/posters')).text();
    const tracked = await shop.get('nl', '/posters?utm_source=news&cjevent=abc-1');
    expect(tracked.headers.get('x-edge-cache')).toBe('HIT');
    await tracked.text();
    // The language switcher's carried cart (docs/cart.md) is read by the browser only.
    const carried = await shop.get('nl', '/posters?cart=eyJpdGVtcyI6W119&atc=UDE6MQ&disc=SPRING-25');
    expect(carried.headers.get('x-edge-cache')).toBe('HIT');
    await carried.text();
    const paged = await shop.get('nl', '/posters?page=2');
    expect(paged.headers.get('x-edge-cache')).not.toBe('HIT');
    await paged.text();
  });

  it("the host's port is part of the key: a page rendered for another port (other absolute links) is not served", async () => {
    const get = (origin: string) => shop.mf.dispatchFetch(`${origin}/posters`) as unknown as Promise<Response>;
    const withoutPort = await get('http://hu.localhost');
    expect(withoutPort.headers.get('x-edge-cache')).toBe('MISS');
    expect(await withoutPort.text()).not.toContain('hu.localhost:8821');
    const withPort = await get('http://hu.localhost:8821');
    expect(withPort.headers.get('x-edge-cache')).toBe('MISS');
    expect(await withPort.text()).toContain('http://hu.localhost:8821/');
    const again = await get('http://hu.localhost:8821');
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    await again.text();
  });

  it('a visitor with a session cookie gets the page everyone gets, from the edge cache (ADR 0025)', async () => {
    const path = productPath.replace('product', 'produit');
    const anonymous = await shop.get('fr', path);
    const html = withoutNonces(await anonymous.text());
    upstream.requests.length = 0;
    const personal = await shop.get('fr', path, { headers: { cookie: '__Host-session=abc' } });
    expect(personal.headers.get('x-edge-cache')).toBe('HIT');
    expect(personal.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(personal.headers.get('set-cookie')).toBeNull();
    expect(withoutNonces(await personal.text())).toBe(html);
    expect(detailCalls()).toBe(0);
  });

  it('a page a visitor with a session cookie filled is the one an anonymous visitor then gets', async () => {
    const path = productPath.replace('product', 'produto');
    const personal = await shop.get('pt', path, { headers: { cookie: 'session=abc', authorization: 'Bearer someone' } });
    expect(personal.headers.get('x-edge-cache')).toBe('MISS');
    const html = withoutNonces(await personal.text());
    const anonymous = await shop.get('pt', path);
    expect(anonymous.headers.get('x-edge-cache')).toBe('HIT');
    expect(withoutNonces(await anonymous.text())).toBe(html);
    expect(detailCalls()).toBe(1);
  });

  it('a private path is rendered fresh and private, with a session cookie or without', async () => {
    for (const headers of [{ cookie: '__Host-session=abc' }, {}] as Record<string, string>[]) {
      const personal = await shop.get('fr', '/login', { headers });
      expect(personal.headers.get('x-edge-cache')).toBeNull();
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
      await personal.text();
    }
  });

  it('a page whose deferred reads fell back is shown but not stored', async () => {
    isListingDown = true;
    const degraded = await shop.get('pt', '/');
    expect(degraded.status).toBe(200);
    expect(await degraded.text()).not.toContain(summary.name);
    isListingDown = false;
    const next = await shop.get('pt', '/');
    expect(next.headers.get('x-edge-cache')).toBe('MISS');
    expect(await next.text()).toContain(summary.name);
  });

  it('a part the upstream does not have (404: no /api/artists) leaves a complete page that is stored', async () => {
    const first = await shop.get('it', '/');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(summary.name);
    expect(upstream.requests.some((r) => r.url.pathname === '/api/artists')).toBe(true);
    const second = await shop.get('it', '/');
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    await second.text();
  });

  it('a stale page is served at once and re-rendered in the background', async () => {
    const first = await shop.get('lv', productPath.replace('product', 'produkts'));
    const html = withoutNonces(await first.text());
    expect(first.status).toBe(200);
    // lv.localhost keeps pages fresh for 1 s (policy per host); wait until this one is stale.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stale = await shop.get('lv', productPath.replace('product', 'produkts'));
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-edge-cache')).toBe('STALE');
    expect(withoutNonces(await stale.text())).toBe(html);
    await expect.poll(() => detailCalls()).toBeGreaterThanOrEqual(2);
  });

  it('a 404 is never stored', async () => {
    const first = await shop.get('en', '/product/missing');
    expect(first.status).toBe(404);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    await first.text();
    const second = await shop.get('en', '/product/missing');
    expect(second.headers.get('x-edge-cache')).not.toBe('HIT');
    await second.text();
  });
});
