import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import type { Category, TagDetail } from '../../shared/types';
import { alternatesOf, apiJson, canonicalOf, firstProduct, getUrl } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';

/**
 * hreflang reciprocity across all 19 domains (issue 3 "Done means"): starting from one
 * page, every alternate is fetched on its own domain, and must name exactly the same
 * alternates, so each of them points back to all the others. Its canonical is itself.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
});

afterAll(async () => {
  await shop?.dispose();
});

async function startPaths(): Promise<[string, string][]> {
  const [product, tree, { tags }, { artists }] = await Promise.all([
    firstProduct(shop, 'sv', 'template_id=2&type=2'),
    apiJson<Category[]>(shop, 'sv', '/api/product-categories?v=2'),
    apiJson<{ tags: TagDetail[] }>(shop, 'sv', '/api/tags'),
    apiJson<{ artists: { slug: string }[] }>(shop, 'sv', '/api/artists?per_page=1'),
  ]);
  const deep = tree[0]!.children[0]!.children[0]!;
  return [
    ['the start page', '/'],
    ['a product page', `/produkt/${product.slug}`],
    ['a top category', tree[1]!.uri],
    ['a third-level category', deep.uri],
    ['page 2 of a category', `${tree[0]!.uri}?page=2`],
    ['a tag page', `/tema/${tags[0]!.slug}`],
    ['the artists page', '/artists'],
    ['an artist page', `/artists/${artists[0]!.slug}`],
  ];
}

describe('hreflang alternates point back from every domain', () => {
  it('for every page type', async () => {
    for (const [name, path] of await startPaths()) {
      const response = await shop.get('sv', path);
      expect(response.status, name).toBe(200);
      const alternates = alternatesOf(await response.text());
      expect(alternates.size, name).toBe(20);
      expect(alternates.get('x-default'), name).toBe(alternates.get('sv-SE'));
      const hosts = new Set<string>();
      for (const code of LOCALE_CODES) {
        const url = alternates.get(LOCALES[code].iso);
        expect(url, `${name}: ${code}`).toBeDefined();
        const { host } = new URL(url!);
        expect(host, `${name}: ${code} is on its own domain`).toBe(`${code}.localhost:8787`);
        hosts.add(host);
        const there = await getUrl(shop, url!);
        expect(there.status, `${name}: ${url}`).toBe(200);
        const html = await there.text();
        expect(html).toContain(`<html lang="${code}">`);
        expect(canonicalOf(html), `${name}: canonical of ${url}`).toBe(url);
        expect(alternatesOf(html), `${name}: alternates of ${url}`).toEqual(alternates);
      }
      expect(hosts.size).toBe(19);
    }
  });

  it('category and tag paths are translated, product paths use each language’s word', async () => {
    const tree = await apiJson<Category[]>(shop, 'sv', '/api/product-categories?v=2');
    const alternates = alternatesOf(await (await shop.get('sv', tree[0]!.children[0]!.uri)).text());
    const paths = new Set([...alternates.values()].map((url) => new URL(url).pathname));
    expect(paths.size).toBeGreaterThan(10);
    const product = await firstProduct(shop, 'sv', 'template_id=2&type=2');
    const productAlternates = alternatesOf(await (await shop.get('sv', `/produkt/${product.slug}`)).text());
    expect(new URL(productAlternates.get('fr-FR')!).pathname).toMatch(/^\/produit\//);
    expect(new URL(productAlternates.get('es-ES')!).pathname).toMatch(/^\/producto\//);
    expect(new URL(productAlternates.get('it-IT')!).pathname).toMatch(/^\/prodotto\//);
    expect(new URL(productAlternates.get('en-GB')!).pathname).toMatch(/^\/product\//);
    expect(new URL(productAlternates.get('de-DE')!).pathname).toMatch(/^\/produkt\//);
  });
});
