import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRINGS } from '../../locales';
import { PATH_WORDS } from '../../locales/paths';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../shared/locales';
import { designerPath, productPath } from '../../shared/routes';
import { ProductTemplate, type Category, type ProductSummary } from '../../shared/types';
import { FAVICON_ICO } from '../../worker/routes/favicon-ico';
import { apiJson, canonicalOf, firstProduct, getUrl } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';

/**
 * Findability (issue 22): the Gallery walls category is a category again, the designer is a
 * page of its own in the sitemap (with its address in every language), its per-poster
 * addresses are not crawled, no two pages of a domain share a title, /favicon.ico answers,
 * and answers that may be compressed say Vary: Accept-Encoding, stored ones too.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
});
afterAll(async () => {
  await shop?.dispose();
});

const origin = (code: string) => `http://${code}.localhost:8787`;
async function page(locale: string, path: string) {
  const response = await shop.get(locale, path);
  return { status: response.status, headers: response.headers, html: await response.text() };
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

function everyCategory(tree: Category[]): Category[] {
  return tree.flatMap((category) => [category, ...everyCategory(category.children)]);
}

async function galleryWalls(): Promise<Category> {
  const tree = await apiJson<Category[]>(shop, 'en', '/api/product-categories?v=2&uris=1');
  const category = everyCategory(tree).find((candidate) => candidate.uri === '/gallery-walls');
  if (!category) throw new Error('no Gallery walls category in the seed');
  return category;
}

describe('the Gallery walls category', () => {
  it.each(LOCALE_CODES)('%s: its address lists its gallery walls, canonical to itself, not the designer', async (code) => {
    const path = (await galleryWalls()).uris![code]!;
    const { status, html } = await page(code, path);
    expect(status, path).toBe(200);
    expect(html).toContain('class="category-page"');
    expect(html).not.toContain('data-island="WallDesigner"');
    expect(canonicalOf(html)).toBe(`${origin(code)}${path}`);
    const walls = await apiJson<{ products: ProductSummary[] }>(
      shop,
      code,
      `/api/products?template_id=${ProductTemplate.Wall}&per_page=100`,
    );
    const linked = walls.products.filter((wall) => html.includes(`href="${productPath(code, wall.slug)}"`));
    expect(linked.length).toBeGreaterThan(0);
  });

  it('no other address is taken for the designer: a word with more in front or behind is not it', async () => {
    for (const [code, path] of [
      ['en', '/gallery-walls'],
      ['en', '/xgallery-wall'],
      ['de', '/bilderwande'],
      ['de', '/bilderwand-x'],
      ['sv', '/tavelvaggar'],
    ] as const) {
      const { html } = await page(code, path);
      expect(html, path).not.toContain('data-island="WallDesigner"');
    }
  });
});

describe('the designer in the sitemap, its variants out of it', () => {
  it.each(['sv', 'en', 'de', 'fi'] as const)(
    '%s: the pages sitemap lists the designer with its address in every language',
    async (code) => {
      const xml = (await page(code, '/sitemaps/pages.xml')).html;
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const entry = new RegExp(`<url><loc>${origin(code)}${designerPath(code)}</loc>(.*?)</url>`).exec(xml);
      expect(entry, 'the designer is listed').not.toBeNull();
      const alternates = new Map(
        [...entry![1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]),
      );
      for (const other of LOCALE_CODES) expect(alternates.get(LOCALES[other].iso), other).toBe(`${origin(other)}${designerPath(other)}`);
      expect(alternates.get('x-default')).toBe(`${origin('sv')}${designerPath('sv')}`);
      expect(alternates.size).toBe(LOCALE_CODES.length + 1);
    },
  );

  it.each(['en', 'de'] as const)('%s: every address the pages sitemap lists is the canonical address of its page', async (code) => {
    const urls = locs((await page(code, '/sitemaps/pages.xml')).html);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const response = await getUrl(shop, url);
      const html = await response.text();
      expect(response.status, url).toBe(200);
      expect(canonicalOf(html), url).toBe(url);
    }
  });

  it.each(LOCALE_CODES)("%s: robots.txt keeps crawlers off the designer's parameterised addresses, not off the designer", async (code) => {
    const robots = (await page(code, '/robots.txt')).html.split('\n');
    expect(robots).toContain(`Disallow: ${designerPath(code)}?`);
    expect(robots).not.toContain(`Disallow: ${designerPath(code)}`);
  });

  it("a poster's link to the designer with itself in it is nofollow; the designer so addressed names the plain one canonical", async () => {
    const poster = await firstProduct(shop, 'en', 'template_id=2&type=2');
    const html = (await page('en', productPath('en', poster.slug))).html;
    const link = new RegExp(`<a [^>]*href="/gallery-wall\\?poster=${poster.id}"[^>]*>`).exec(html)?.[0];
    expect(link).toContain('rel="nofollow"');
    const designer = (await page('en', `/gallery-wall?poster=${poster.id}`)).html;
    expect(canonicalOf(designer)).toBe(`${origin('en')}/gallery-wall`);
  });
});

describe('titles say what kind of page they are', () => {
  /** Pages of the domain that share a name: name → [what, path]. */
  async function sameNames(code: LocaleCode): Promise<Map<string, string[]>> {
    const byName = new Map<string, string[]>();
    const add = (name: string, path: string) => byName.set(name, [...(byName.get(name) ?? []), path]);
    for (const category of everyCategory(await apiJson<Category[]>(shop, code, '/api/product-categories?v=2')))
      add(category.name, category.uri);
    for (const tag of (await apiJson<{ tags: { name: string; slug: string }[] }>(shop, code, '/api/tags')).tags) {
      add(tag.name, `/${PATH_WORDS[code].tag}/${encodeURIComponent(tag.slug)}`);
    }
    for (let number = 1; number <= 20; number++) {
      const { products } = await apiJson<{ products: ProductSummary[] }>(shop, code, `/api/products?page=${number}&per_page=100&nc=1`);
      for (const product of products) add(product.name, productPath(code, product.slug));
      if (products.length < 100) break;
    }
    return new Map([...byName].filter(([, paths]) => paths.length > 1));
  }

  it('de: the category, theme and product pages that share a name (7 in the seed) each have a title of their own', async () => {
    const shared = await sameNames('de');
    expect(shared.size).toBeGreaterThanOrEqual(7);
    for (const [name, paths] of shared) {
      const titles = await Promise.all(paths.map(async (path) => titleOf((await page('de', path)).html)));
      expect(new Set(titles).size, `${name}: ${paths.join(', ')} → ${titles.join(' / ')}`).toBe(paths.length);
    }
    expect(titleOf((await page('de', '/bilderrahmen/holzrahmen/eichenrahmen')).html)).toBe(
      'Eichenrahmen – Kategorie | Artlane – World of Art',
    );
  });

  it.each(LOCALE_CODES.filter((code) => code !== 'de'))('%s: pages that share a name have titles of their own', async (code) => {
    for (const [name, paths] of await sameNames(code)) {
      const titles = await Promise.all(paths.map(async (path) => titleOf((await page(code, path)).html)));
      expect(new Set(titles).size, `${name}: ${titles.join(' / ')}`).toBe(paths.length);
    }
  });

  it.each(LOCALE_CODES)('%s: a category title names the kind in the language', async (code) => {
    const path = (await galleryWalls()).uris![code]!;
    expect(titleOf((await page(code, path)).html)).toContain(` – ${STRINGS[code].browse.titles.category}`);
  });
});

describe('/favicon.ico', () => {
  it.each(['sv', 'en', 'bare'])('%s: the icon as an ICO, kept a day', async (locale) => {
    const response = await shop.get(locale, '/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(FAVICON_ICO);
  });
});

describe('Vary: Accept-Encoding', () => {
  const varyOf = (headers: Headers) => (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

  it('a page rendered and the same page from the page cache both say it', async () => {
    const first = await page('nl', '/');
    await page('nl', '/');
    const cached = await page('nl', '/');
    expect(cached.headers.get('x-edge-cache')).toBe('HIT');
    expect(varyOf(first.headers)).toContain('accept-encoding');
    expect(varyOf(cached.headers)).toContain('accept-encoding');
  });

  it('an API answer from the upstream and from the edge cache both say it', async () => {
    const first = await page('pl', '/api/product-attributes');
    const cached = await page('pl', '/api/product-attributes');
    expect(cached.headers.get('x-edge-cache')).toBe('HIT');
    expect(varyOf(first.headers)).toContain('accept-encoding');
    expect(varyOf(cached.headers)).toContain('accept-encoding');
  });

  it.each(['/robots.txt', '/sitemap.xml', '/favicon.ico', '/assets/favicon.svg', '/this-page-does-not-exist'])(
    '%s says it',
    async (path) => {
      expect(varyOf((await page('en', path)).headers)).toContain('accept-encoding');
    },
  );

  it('a PNG, which is never compressed, does not', async () => {
    const values = Buffer.from(
      JSON.stringify({
        template: 'typography',
        line1: 'Vary',
        font: 'inter',
        layout: 'centered',
        foreground: '#111111',
        background: '#eeeeee',
      }),
    ).toString('base64url');
    const response = await shop.get('en', `/render-custom-poster/typography.png?v=${values}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBeNull();
    await response.arrayBuffer();
  });
});
