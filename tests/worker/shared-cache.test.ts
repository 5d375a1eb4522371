import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/**
 * Two visitors and the shared cache, over every route (issue 9, "Proof in the project"):
 * a personal visitor (session cookie, Authorization, affiliate link, newsletter and consent
 * cookies) and an anonymous one. The personal visitor comes first and fills the cache with
 * what is the same for everyone (ADR 0025: a session cookie no longer skips it); whatever the
 * cache stores or serves carries nothing of the first visitor, no Set-Cookie, and never
 * another host's entry. With a real artist's session: tests/worker/signed-in-cache.test.ts.
 */
let shop: TestShop;
const routes: string[] = [];

/** What only the personal visitor sends: none of it may reach anyone else. */
const SECRETS = ['visitor-a-session', 'visitor-a-token', 'VISITORAAFF', 'NEWS-VISITORA'];
const personal = {
  Cookie: `session=${SECRETS[0]}; cje=${SECRETS[2]}; newsletter_subscribed=1; cookie_consent=true; coupon=${SECRETS[3]}`,
  Authorization: `Bearer ${SECRETS[1]}`,
};

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 300 });
  const json = async <T>(path: string) => (await (await shop.get('en', path)).json()) as T;
  const products = await json<{ products: { slug: string; images: { url: string }[] }[] }>('/api/products?per_page=2');
  const categories = await json<{ uri: string; has_products?: boolean }[]>('/api/product-categories');
  const { tags } = await json<{ tags: { slug: string; product_count: number }[] }>('/api/tags');
  const { artists } = await json<{ artists: { slug: string }[] }>('/api/artists?per_page=1');
  const artist = artists[0]!;
  routes.push(
    '/',
    categories.find((category) => category.has_products !== false)!.uri,
    `/product/${products.products[0]!.slug}`,
    `/tag/${tags.find((tag) => tag.product_count > 0)!.slug}`,
    '/search-results?query=lake',
    '/artists',
    `/artists/${artist.slug}`,
    '/unsubscribe',
    '/gift-card/balance',
    '/fragments/reviews',
    '/fragments/category-menu',
    '/no-such-page',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/products/1.xml',
    '/feeds/google-merchant.xml',
    '/feeds/pinterest.csv',
    '/assets/favicon.svg',
    '/api/products?per_page=3',
    `/api/products/${products.products[1]!.slug}`,
    '/api/product-categories',
    '/api/product-attributes',
    '/api/search-triggers?query=la',
    '/api/strings',
    '/api/artists?per_page=3',
    '/api/tags',
    '/content/site-reviews',
    products.products[0]!.images[0]!.url,
  );
});
afterAll(async () => {
  await shop?.dispose();
});

async function visit(host: string, path: string, headers: Record<string, string> = {}) {
  const response = await shop.get(host, path, { headers });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, cache: response.headers.get('x-edge-cache') };
}

/** API routes before pages: an anonymous page's render stores the API reads it makes. */
const isApi = (path: string) => /^\/(api|content)\//.test(path);
const apiFirst = (paths: string[]) => [...paths.filter(isApi), ...paths.filter((path) => !isApi(path))];

/** An answer that a shared cache may keep or has served. */
const isShared = (headers: Headers) => /\bs-maxage=|\bpublic\b/.test(headers.get('cache-control') ?? '') || headers.has('x-edge-cache');

function expectNothingPersonal(answer: Awaited<ReturnType<typeof visit>>, where: string) {
  for (const secret of SECRETS) expect(answer.body, `${where} holds ${secret}`).not.toContain(secret);
  expect(answer.headers.get('set-cookie'), `${where} sets a cookie`).toBeNull();
}

describe('two visitors, one shared cache', () => {
  it('the personal visitor’s answers set a cookie only on private answers', async () => {
    for (const path of routes) {
      const withTracking = `${path}${path.includes('?') ? '&' : '?'}cjevent=${SECRETS[2]}`;
      const answer = await visit('de', path.startsWith('/api/') || path.startsWith('/content/') ? path : withTracking, personal);
      expect(answer.status, path).toBeLessThan(500);
      if (answer.headers.get('set-cookie')) expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('an anonymous visitor on the same host gets what the first stored, with nothing of the first, and no cookie', async () => {
    for (const path of apiFirst(routes)) {
      const first = await visit('de', path);
      const second = await visit('de', path);
      expect(first.status, path).toBeLessThan(500);
      for (const [answer, which] of [
        [first, 'first'],
        [second, 'second'],
      ] as const) {
        expectNothingPersonal(answer, `${which} anonymous ${path}`);
      }
      // What the personal request filled is what everyone gets (ADR 0025): a kept answer comes from its entry.
      if (first.headers.has('x-edge-cache') && first.status === 200) {
        expect(first.cache === 'HIT' || first.cache === 'STALE', `${path} was not kept from the personal request`).toBe(true);
      }
      if (isShared(first.headers)) expect(first.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('another host never gets this host’s entry', async () => {
    for (const path of apiFirst(routes).filter((route) => !route.startsWith('/assets/') && !route.startsWith('/api/images/'))) {
      await visit('fi', path);
      const fromFi = await visit('fi', path);
      const elsewhere = await visit('lt', path);
      expect(elsewhere.cache === 'HIT' || elsewhere.cache === 'STALE', `${path}: lt served fi's entry`).toBe(false);
      if (path.startsWith('/fragments/')) {
        // A fragment has no document naming its language: its words are the language's own.
        expect(elsewhere.body, path).not.toBe(fromFi.body);
      } else if (elsewhere.headers.get('content-type')?.startsWith('text/html')) {
        expect(elsewhere.body, path).toContain('<html lang="lt"');
        expect(fromFi.body, path).toContain('<html lang="fi"');
      }
      expectNothingPersonal(elsewhere, `lt ${path}`);
    }
  });
});
