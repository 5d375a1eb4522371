import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../../locales/paths';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../shared/locales';
import { formatMoney } from '../../shared/money';
import { piecePrice } from '../../shared/purchase';
import { ProductTemplate, ProductType, type Category, type ProductSummary } from '../../shared/types';
import { apiJson, canonicalOf, getUrl, islandProps } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';

/**
 * Agents and installability (issue 28): /llms.txt per domain, a markdown copy of product,
 * category and content pages at their address plus `.md`, cached like the pages, and the
 * market's web app manifest with the icons it names.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

const MARKETS: readonly LocaleCode[] = ['sv', 'de', 'en'];
const origin = (code: string) => `http://${code}.localhost:8787`;
const mdLinks = (text: string) => [...text.matchAll(/\]\((http[^)\s]+)\)/g)].map((m) => m[1]!);

async function productOf(code: LocaleCode, query: string): Promise<ProductSummary> {
  const { products } = await apiJson<{ products: ProductSummary[] }>(shop, code, `/api/products?${query}&nc=1&per_page=1`);
  if (!products[0]) throw new Error(`no product for ${query}`);
  return products[0];
}

async function markdown(code: LocaleCode, path: string) {
  const response = await shop.get(code, path);
  return { response, text: await response.text() };
}

describe.each(MARKETS)('%s: /llms.txt', (code) => {
  it('says what the shop sells, where, in which currency, and links its categories, search, feeds, sitemap and policies', async () => {
    const { response, text } = await markdown(code, '/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(text).toMatch(new RegExp(`^# Artlane \\(${LOCALES[code].iso}\\)\\n\\n> `));
    expect(text).toContain(`prices in ${LOCALES[code].currency} with VAT included`);
    for (const address of [
      '/feeds/google-merchant.xml',
      '/feeds/pinterest.csv',
      '/sitemap.xml',
      '/search-results?query=',
      '/api/openapi.json',
    ])
      expect(text).toContain(`${origin(code)}${address}`);
    for (const other of LOCALE_CODES.filter((other) => other !== code)) expect(text).toContain(`(${origin(other)}/llms.txt)`);
    const tree = await apiJson<Category[]>(shop, code, '/api/product-categories?v=2');
    expect(tree.length).toBeGreaterThan(0);
    for (const category of tree.filter((category) => category.has_products !== false))
      expect(text).toContain(`](${origin(code)}${category.uri}.md)`);
    // Every markdown address it names answers, as markdown.
    const own = mdLinks(text).filter((url) => url.startsWith(origin(code)) && url.endsWith('.md'));
    expect(own.length).toBeGreaterThan(5);
    for (const url of own) {
      const answer = await getUrl(shop, url);
      await answer.text();
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type'), url).toBe('text/markdown; charset=utf-8');
    }
    expect(text).toContain(`${origin(code)}/returns.md`);
  });

  it('is kept by the page cache like a page', async () => {
    await (await shop.get(code, '/llms.txt')).text();
    const again = await shop.get(code, '/llms.txt');
    await again.text();
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
  });
});

describe.each(MARKETS)('%s: markdown pages', (code) => {
  const locale = LOCALES[code];

  it.each([
    ['a poster in sizes', `template_id=${ProductTemplate.Poster}&type=${ProductType.Variation}`],
    ['a gift card', `type=${ProductType.GiftCard}`],
    ['the hanging kit', `template_id=${ProductTemplate.Generic}`],
  ])('%s: its name, every size at its page price, delivery, and the HTML page as canonical', async (_kind, query) => {
    const summary = await productOf(code, query);
    const path = `/${PATH_WORDS[code].product}/${summary.slug}`;
    const html = await (await shop.get(code, path)).text();
    const { response, text } = await markdown(code, `${path}.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('link')).toBe(`<${canonicalOf(html)}>; rel="canonical"`);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(text.startsWith(`# ${summary.name.replace(/[\\`*_[\]<>#|~]/g, (ch) => `\\${ch}`)}\n`)).toBe(true);
    const variations =
      islandProps<{ product: { variations: ProductSummary['variations'] } }>(html, 'ProductPurchase')?.product.variations ?? [];
    const sold =
      variations.length > 0
        ? variations
        : summary.variations.length > 0
          ? summary.variations
          : [{ sku: summary.sku, prices: summary.prices }];
    for (const variation of sold) {
      const line = text.split('\n').find((candidate) => candidate.includes(`(SKU ${variation.sku.replace(/_/g, '\\_')})`));
      expect(line, variation.sku).toBeDefined();
      expect(line, variation.sku).toContain(formatMoney(piecePrice(variation.prices, 1).price, locale));
    }
    const delivery = text.split('\n## ')[2] ?? '';
    expect(delivery.split('\n').filter((line) => line.startsWith('- ')).length).toBe(summary.type === ProductType.GiftCard ? 1 : 3);
  });

  it('a category: its products as on its HTML page, linked to their markdown, and the next page', async () => {
    const tree = await apiJson<Category[]>(shop, code, '/api/product-categories?v=2');
    const category = tree.find((candidate) => candidate.has_products !== false)!;
    const html = await (await shop.get(code, category.uri)).text();
    const { response, text } = await markdown(code, `${category.uri}.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBe(`<${canonicalOf(html)}>; rel="canonical"`);
    const shown = [...html.matchAll(new RegExp(`href="(/${PATH_WORDS[code].product}/[^"]+)"`, 'g'))].map(
      (m) => `${origin(code)}${m[1]}.md`,
    );
    const listed = mdLinks(text).filter((url) => url.includes(`/${PATH_WORDS[code].product}/`));
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(shown));
    const next = mdLinks(text).find((url) => url.includes('.md?page=2'));
    if (next) expect((await getUrl(shop, next)).status).toBe(200);
  });

  it('a content page: the returns page with its sections', async () => {
    const { response, text } = await markdown(code, '/returns.md');
    expect(response.status).toBe(200);
    expect(text).toMatch(/^# \S/);
    expect(text).toContain('30');
  });

  it('is kept by the page cache under its own address, apart from the HTML page', async () => {
    const summary = await productOf(code, `template_id=${ProductTemplate.Poster}&type=${ProductType.Variation}`);
    const path = `/${PATH_WORDS[code].product}/${summary.slug}`;
    await (await shop.get(code, `${path}.md`)).text();
    const again = await shop.get(code, `${path}.md`);
    expect(await again.text()).toMatch(/^# /);
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(again.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const page = await shop.get(code, path);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<!DOCTYPE html>');
  });

  it('product, category and content pages link their markdown from the head; the start page has none', async () => {
    const summary = await productOf(code, `template_id=${ProductTemplate.Poster}&type=${ProductType.Variation}`);
    const tree = await apiJson<Category[]>(shop, code, '/api/product-categories?v=2');
    const category = tree.find((candidate) => candidate.has_products !== false)!;
    for (const path of [`/${PATH_WORDS[code].product}/${summary.slug}`, category.uri, `${category.uri}?page=2`, '/returns']) {
      const response = await shop.get(code, path);
      if (response.status === 404) continue; // a category of one page has no page 2
      const html = await response.text();
      const link = /<link rel="alternate" type="text\/markdown" href="([^"]+)"\/>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      const canonical = canonicalOf(html)!;
      expect(link, path).toBe(canonical.replace(/(\?.*)?$/, (query) => `.md${query}`));
      const answer = await getUrl(shop, link!);
      await answer.text();
      expect(answer.status, link).toBe(200);
      expect(answer.headers.get('content-type'), link).toBe('text/markdown; charset=utf-8');
    }
    expect(await (await shop.get(code, '/')).text()).not.toContain('type="text/markdown"');
  });

  it.each(['/no-such-page.md', `/${PATH_WORDS[code].product}/no-such-poster.md`, '/%E0%A4%A.md', '/.md', '/a/b/c/d.md'])(
    '%s is a 404, never a 500',
    async (path) => {
      const response = await shop.get(code, path);
      await response.text();
      expect(response.status).toBe(404);
    },
  );
});

describe.each(MARKETS)('%s: installing the shop', (code) => {
  const locale = LOCALES[code];

  it('the web app manifest names the shop in the market’s language, its start page, colours and icons that exist', async () => {
    const response = await shop.get(code, '/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Artlane',
      lang: locale.iso,
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.name).toMatch(/^Artlane – /);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    // Chrome installs with a 192 px and a 512 px icon; Android crops a maskable one.
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await shop.get(code, icon.src);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type);
      if (icon.type === 'image/png') {
        const view = new DataView(bytes.buffer);
        expect(`${view.getUint32(16)}x${view.getUint32(20)}`, icon.src).toBe(icon.sizes);
      }
    }
  });

  it.each(['/', '/no/such/page'])('page %s links the manifest, the touch icon and the theme colour in its head', async (path) => {
    const html = await (await shop.get(code, path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(head).toContain('<link rel="apple-touch-icon" href="/assets/apple-touch-icon.png"/>');
    expect(head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"\/>/);
  });
});

describe('robots.txt', () => {
  it.each(MARKETS)('%s: names the domain’s llms.txt in a comment, and keeps no robot off it', async (code) => {
    const robots = await (await shop.get(code, '/robots.txt')).text();
    expect(robots).toContain(`# For language models and agents (llms.txt): ${origin(code)}/llms.txt\n`);
    expect(robots).not.toMatch(/^Disallow: \/(llms|manifest)/m);
  });
});
