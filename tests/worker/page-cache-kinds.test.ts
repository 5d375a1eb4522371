import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories, detail, summary } from '../fixtures/catalog';
import { createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * CATALOG_CACHE per page kind (README "Caching"): the start page, category pages, product
 * pages and content pages each follow their kind's policy when one is configured (here: the
 * default's product policy, and a category policy that keeps nothing on one host), the
 * others the host's; the kind never leaves the Worker.
 */
let upstream: FakeUpstream;
let shop: TestShop;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path === '/api/product-categories') return { body: categories };
    if (path === '/api/products') return { body: { products: [summary], categories: [] } };
    if (path === `/api/products/${detail.slug}`) return { body: detail };
    return { status: 404, body: { error: 'Not found' } };
  });
  shop = await createTestShop({
    vars: {
      API_ORIGIN: upstream.origin,
      CATALOG_CACHE: {
        default: { maxAge: 60, staleWhileRevalidate: 600, product: { maxAge: 5, staleWhileRevalidate: 30 } },
        'fi.localhost': { maxAge: 120, staleWhileRevalidate: 0, category: { maxAge: 0, staleWhileRevalidate: 0 } },
      },
    },
  });
});
afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

async function visit(code: string, path: string) {
  const response = await shop.get(code, path);
  await response.text();
  return response;
}

it('gives a product page the product policy and the start page the default, stored under each', async () => {
  const product = await visit('en', `/product/${detail.slug}`);
  expect(product.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
  expect(product.headers.get('x-artlane-page-kind')).toBeNull();
  expect((await visit('en', `/product/${detail.slug}`)).headers.get('x-edge-cache')).toBe('HIT');
  const start = await visit('en', '/');
  expect(start.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  const again = await visit('en', '/');
  expect(again.headers.get('x-edge-cache')).toBe('HIT');
  // A page served from the cache is judged and labelled by its kind's policy too.
  expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  expect(again.headers.get('x-artlane-page-kind')).toBeNull();
});

it('keeps no category page where its kind keeps nothing, while the host’s other pages are kept', async () => {
  const path = categories[0]!.uri ?? '/posters';
  const first = await visit('fi', path);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('private, no-store');
  expect((await visit('fi', path)).headers.get('x-edge-cache')).not.toBe('HIT');
  await visit('fi', '/');
  const start = await visit('fi', '/');
  expect(start.headers.get('x-edge-cache')).toBe('HIT');
  expect(start.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=0');
});
