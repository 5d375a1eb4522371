import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, detail, summary } from '../fixtures/catalog';
import { alternatesOf, canonicalOf, getUrl } from './browse-helpers';
import { createUpstreamShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * What search engines are told beyond the happy path: error answers and search results are
 * kept out of indexes, and hreflang names only languages where the page exists (each
 * alternate must point back). The fixture product has slugs in sv, de and en only.
 */
let upstream: FakeUpstream;
let shop: TestShop;

beforeAll(async () => {
  const slugs = new Set(Object.values(detail.slugs));
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path === '/api/product-categories') return { body: categories };
    if (path === '/api/products') return { headers: { 'x-records': '1' }, body: { products: [summary], categories: [] } };
    if (path === '/api/products/upstream-trouble') return { status: 503, body: { error: 'down' } };
    const slug = /^\/api\/products\/([^/]+)$/.exec(path)?.[1];
    if (slug && slugs.has(slug)) {
      const code = request.url.searchParams.get('locale') as keyof typeof detail.slugs;
      return { body: { ...detail, slug: detail.slugs[code] ?? detail.slug } };
    }
    if (path === '/api/search-triggers') return { body: [] };
    return { status: 404, body: { error: 'Not found' } };
  });
  shop = await createUpstreamShop(upstream);
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

async function page(code: string, path: string) {
  const response = await shop.get(code, path);
  return { status: response.status, html: await response.text() };
}

const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"\/>/.exec(html)?.[1];

describe('error answers are no pages of the site', () => {
  it.each([
    ['an unknown route', '/no-such-page', 404],
    ['an unknown product', '/product/no-such-poster', 404],
    ['a bad page number', '/posters?page=0', 404],
    ['upstream trouble', '/product/upstream-trouble', 503],
  ])('%s: noindex, and no canonical, hreflang or og:url', async (_, path, status) => {
    const { status: answered, html } = await page('en', path);
    expect(answered).toBe(status);
    expect(robotsOf(html)).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(alternatesOf(html).size).toBe(0);
    expect(html).not.toContain('og:url');
    // The language switcher leads to the other start pages, not to the same error there.
    expect(html).toContain('<a href="http://de.localhost:8787/" lang="de-DE">');
  });
});

describe('search results', () => {
  it.each([
    ['results', '/search-results?query=lake&page=1'],
    ['the too-short page', '/search-results?query=a'],
  ])('%s: noindex, follow; a canonical of their own; no hreflang', async (_, path) => {
    const { status, html } = await page('en', path);
    expect(status).toBe(200);
    expect(robotsOf(html)).toBe('noindex, follow');
    expect(canonicalOf(html)).toMatch(/^http:\/\/en\.localhost:8787\/search-results/);
    expect(alternatesOf(html).size).toBe(0);
  });

  it('a page that may be indexed carries no robots directive', async () => {
    expect(robotsOf((await page('en', `/product/${detail.slug}`)).html)).toBeUndefined();
  });
});

describe('hreflang names only languages where the page exists', () => {
  it('a product translated into three languages names those three, and each names them back', async () => {
    const alternates = alternatesOf((await page('en', `/product/${detail.slug}`)).html);
    expect(Object.fromEntries(alternates)).toEqual({
      'sv-SE': 'http://sv.localhost:8787/produkt/dimmig-bergsjo',
      'de-DE': 'http://de.localhost:8787/produkt/nebliger-bergsee',
      'en-GB': 'http://en.localhost:8787/product/misty-mountain-lake',
      'x-default': 'http://sv.localhost:8787/produkt/dimmig-bergsjo',
    });
    for (const url of new Set(alternates.values())) {
      const html = await (await getUrl(shop, url)).text();
      expect(canonicalOf(html), url).toBe(url);
      expect(alternatesOf(html), url).toEqual(alternates);
    }
  });

  it('the language switcher still leads to the other start pages', async () => {
    const { html } = await page('en', `/product/${detail.slug}`);
    expect(html).toContain('<a href="http://fi.localhost:8787/" lang="fi-FI">');
    expect(alternatesOf(html).has('fi-FI')).toBe(false);
  });

  it('a category without uris in other languages names only itself', async () => {
    const alternates = alternatesOf((await page('en', '/posters/nature')).html);
    expect(Object.fromEntries(alternates)).toEqual({ 'en-GB': 'http://en.localhost:8787/posters/nature' });
  });
});
