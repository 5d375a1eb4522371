import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../../locales/paths';
import type { Category, TagDetail } from '../../shared/types';
import { apiJson, canonicalOf, jsonLdOf, linksOf } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';

/**
 * What the shop lists: only categories and tags that hold products are linked (menus,
 * subcategory lists), listed (sitemap) or described as item lists; an empty one's own
 * address still answers, says so and asks not to be indexed. And every URL a sitemap
 * lists is the canonical URL of its page, whichever host the sitemap was asked on.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
});

afterAll(async () => {
  await shop?.dispose();
});

async function page(locale: string, path: string): Promise<{ status: number; html: string }> {
  const response = await shop.get(locale, path);
  return { status: response.status, html: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"\/>/.exec(html)?.[1];
const itemLists = (html: string) => jsonLdOf(html).filter((data) => data['@type'] === 'ItemList');

function everyCategory(tree: Category[]): Category[] {
  return tree.flatMap((category) => [category, ...everyCategory(category.children)]);
}

/** Categories with no product in them or below, found by listing each (not by what the tree says). */
async function emptyCategories(locale: string): Promise<{ all: Category[]; empty: Category[] }> {
  const all = everyCategory(await apiJson<Category[]>(shop, locale, '/api/product-categories?v=2'));
  const counts = await Promise.all(
    all.map(async (category) => {
      const response = await shop.get(locale, `/api/products?category=${category.id}&nc=1&per_page=1`);
      await response.arrayBuffer();
      return Number(response.headers.get('x-records'));
    }),
  );
  return { all, empty: all.filter((_, i) => counts[i] === 0) };
}

describe('empty categories and tags', () => {
  it('the seeded catalog has an empty category and an empty tag (what the other tests rely on)', async () => {
    expect((await emptyCategories('en')).empty.length).toBeGreaterThan(0);
    const { tags } = await apiJson<{ tags: TagDetail[] }>(shop, 'en', '/api/tags');
    expect(tags.some((tag) => tag.product_count === 0)).toBe(true);
  });

  it('the embedded API says which categories hold products (has_products)', async () => {
    const { all, empty } = await emptyCategories('en');
    for (const category of all) expect(category.has_products, category.uri).toBe(!empty.includes(category));
  });

  it.each(['en', 'de'])('%s: no page links to an empty category (header, mobile menu, start page, parent category)', async (locale) => {
    const { empty } = await emptyCategories(locale);
    const parents = everyCategory(await apiJson<Category[]>(shop, locale, '/api/product-categories?v=2')).filter((category) =>
      category.children.some((child) => empty.some((e) => e.id === child.id)),
    );
    expect(parents.length).toBeGreaterThan(0);
    for (const path of ['/', ...parents.map((parent) => parent.uri)]) {
      const { status, html } = await page(locale, path);
      expect(status, path).toBe(200);
      const links = linksOf(html);
      for (const category of empty) expect(links, `${path} links to ${category.uri}`).not.toContain(category.uri);
    }
  });

  it.each(['en', 'sv'])('%s: the pages sitemap lists no empty category or tag', async (locale) => {
    const { empty } = await emptyCategories(locale);
    const { tags } = await apiJson<{ tags: TagDetail[] }>(shop, locale, '/api/tags');
    const listed = locs((await page(locale, '/sitemaps/pages.xml')).html).map((url) => decodeURIComponent(new URL(url).pathname));
    for (const category of empty) expect(listed).not.toContain(category.uri);
    for (const tag of tags) {
      const path = `/${PATH_WORDS[locale as 'en'].tag}/${tag.slug}`;
      if (tag.product_count === 0) expect(listed, path).not.toContain(path);
      else expect(listed, path).toContain(path);
    }
  });

  it("an empty category's own address answers 200, says it has no products yet, is noindex and describes no item list", async () => {
    const { empty } = await emptyCategories('en');
    const { status, html } = await page('en', empty[0]!.uri);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${empty[0]!.name}</h1>`);
    expect(html).toContain('No products here yet');
    expect(robotsOf(html)).toBe('noindex, follow');
    expect(itemLists(html)).toEqual([]);
  });

  it("an empty tag's page is noindex and describes no item list; a tag with products has its item list", async () => {
    const { tags } = await apiJson<{ tags: TagDetail[] }>(shop, 'en', '/api/tags');
    const emptyTag = tags.find((tag) => tag.product_count === 0)!;
    const fullTag = tags.find((tag) => tag.product_count > 0)!;
    const empty = await page('en', `/tag/${emptyTag.slug}`);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('No products here yet');
    expect(robotsOf(empty.html)).toBe('noindex, follow');
    expect(itemLists(empty.html)).toEqual([]);
    const full = await page('en', `/tag/${fullTag.slug}`);
    expect(robotsOf(full.html)).toBeUndefined();
    expect(itemLists(full.html)).toHaveLength(1);
  });
});

describe('sitemaps list canonical URLs', () => {
  it('bare localhost (sv): robots.txt, the index and every sitemap name the canonical host', async () => {
    const robots = (await page('bare', '/robots.txt')).html;
    expect(robots).toContain('Sitemap: http://sv.localhost:8787/sitemap.xml');
    const index = locs((await page('bare', '/sitemap.xml')).html);
    expect(index.length).toBeGreaterThan(1);
    for (const url of index) expect(url.startsWith('http://sv.localhost:8787/sitemaps/'), url).toBe(true);
    const pages = locs((await page('bare', '/sitemaps/pages.xml')).html);
    const products = locs((await page('bare', '/sitemaps/products/1.xml')).html);
    expect(pages.length).toBeGreaterThan(10);
    expect(products).toHaveLength(1000);
    for (const url of [...pages, ...products]) expect(url.startsWith('http://sv.localhost:8787/'), url).toBe(true);
  });

  it("a sample of the bare host's sitemap URLs: each is the canonical URL of its own page", async () => {
    const pages = locs((await page('bare', '/sitemaps/pages.xml')).html);
    const products = locs((await page('bare', '/sitemaps/products/1.xml')).html);
    for (const url of [...pages.slice(0, 4), pages.at(-1)!, products[0]!, products.at(-1)!]) {
      const { pathname } = new URL(url);
      const { status, html } = await page('bare', pathname);
      expect(status, url).toBe(200);
      expect(canonicalOf(html), url).toBe(url);
    }
  });
});
