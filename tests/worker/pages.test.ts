import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRINGS } from '../../locales';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../shared/locales';
import { categories, detail, summary } from '../fixtures/catalog';
import { readUntil } from './browse-helpers';
import { createUpstreamShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

let upstream: FakeUpstream;
let shop: TestShop;
let broken = false;
/** Product reads answer this late (ms); the layout's own reads at once. */
let productDelay = 0;
const STORE_MESSAGE = 'Autumn sale: a third off every frame until Sunday';

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (broken) return { status: 503, body: { error: 'down' } };
    if (path === '/api/product-categories') return { body: categories };
    if (path === '/api/widget-by-slug/store-message') return { body: { content: `<p>${STORE_MESSAGE}</p>`, hidden: false } };
    if (path === '/api/products')
      return { headers: { 'x-records': '1' }, body: { products: [summary], categories: [] }, delay: productDelay };
    if (path === `/api/products/${detail.slug}`) return { body: detail };
    if (path === '/api/products/not-a-product') return { body: { name: 'no id or prices' } };
    return { status: 404, body: { error: 'Not found' } };
  });
  shop = await createUpstreamShop(upstream);
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

beforeEach(() => {
  broken = false;
  productDelay = 0;
  upstream.requests.length = 0;
});

describe('streaming', () => {
  it('the start page sends head and header while the upstream has not answered', async () => {
    const release = upstream.hold();
    let shell: string;
    let reader: ReadableStreamDefaultReader<Uint8Array>;
    try {
      const response = await shop.get('de', '/');
      reader = response.body!.getReader();
      shell = await readUntil(reader, '</header>');
    } finally {
      release();
    }
    expect(shell).toContain('<html lang="de">');
    expect(shell).toContain('<title>Artlane – World of Art</title>');
    expect(shell).toContain('</header>');
    expect(shell).not.toContain(summary.name);
    const rest = await readUntil(reader, '</html>');
    expect(rest).toContain(summary.name);
    // The category bar (its dropdowns' sub-trees are a fragment of their own: site-layout.test.ts).
    expect(rest).toContain('aria-controls="nav-1"');
  });

  it('layout reads that answer at once are part of the shell, so nothing above the page moves when they land', async () => {
    // The store message banner and the category bar sit above the page: streamed in after
    // first paint they would push everything down (layout shift). Here they answer at once
    // while the products take 400 ms: they come inline, before </header>, in no deferred
    // segment; the products still stream in after the shell.
    productDelay = 400;
    // The shell waits for them up to SHELL_WAIT_MS (10 ms by default); a busy test machine
    // may take longer for a loopback call, so this shop allows a second.
    const patient = await createUpstreamShop(upstream, { SHELL_WAIT_MS: '1000' });
    let shell: string;
    let reader: ReadableStreamDefaultReader<Uint8Array>;
    let rest: string;
    try {
      reader = (await patient.get('en', '/')).body!.getReader();
      shell = await readUntil(reader, '</header>');
      rest = await readUntil(reader, '</html>');
    } finally {
      await patient.dispose();
    }
    const header = shell.slice(0, shell.indexOf('</header>'));
    expect(header).toContain(STORE_MESSAGE);
    expect(header).toContain('aria-controls="nav-1"');
    expect(header).not.toContain('<template id="B:');
    expect(shell).not.toContain(summary.name);
    expect(rest).toContain(summary.name);
    expect(rest.split(STORE_MESSAGE)).toHaveLength(1);
  });

  it('the product page waits for its product only, then streams the rest', async () => {
    const response = await shop.get('en', `/product/${detail.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>${detail.name}</h1>`);
    const paths = upstream.requests.map((r) => r.url.pathname);
    expect(paths).toContain('/api/product-categories');
    expect(paths).toContain(`/api/products/${detail.slug}`);
  });
});

describe('pages', () => {
  it.each(LOCALE_CODES)('the start page of %s has its language, title and currency', async (code) => {
    const response = await shop.get(code, '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain(`<html lang="${code}">`);
    expect(html).toContain('World of Art');
    // The entry module, preloaded and started by an inline loader once the document is parsed (ADR 0021).
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/entry-[\w-]+\.js"( nonce="[^"]+")?\/>/);
    expect(html).toMatch(
      /<script( nonce="[^"]+")?>\(function\(\)\{function s\(\)\{var e=document\.createElement\('script'\);e\.type='module';e\.src="\/assets\/entry-[\w-]+\.js"/,
    );
    const price = new Intl.NumberFormat(LOCALES[code].iso, {
      style: 'currency',
      currency: LOCALES[code].currency,
      maximumFractionDigits: LOCALES[code].currencyDecimals,
      minimumFractionDigits: LOCALES[code].currencyDecimals,
    }).format(199);
    expect(html).toContain(price);
  });

  it('the language switcher links to the same product on every other domain', async () => {
    const html = await (await shop.get('sv', `/produkt/${detail.slug}`)).text();
    expect(html).toContain('href="http://de.localhost:8787/produkt/nebliger-bergsee"');
    expect(html).toContain('href="http://en.localhost:8787/product/misty-mountain-lake"');
    expect(html).toContain('href="http://sv.localhost:8787/produkt/dimmig-bergsjo"');
    // No Finnish slug from the API: the Finnish flag leads to that domain's start page.
    expect(html).toContain('href="http://fi.localhost:8787/"');
  });

  it('a category path from the tree renders its products', async () => {
    const response = await shop.get('sv', '/posters/nature');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(summary.name);
  });
});

describe('findability', () => {
  it('a product page names its canonical URL, hreflang alternates of its languages plus x-default, and Product data', async () => {
    const html = await (await shop.get('de', `/produkt/${detail.slug}`)).text();
    expect(html).toContain('<link rel="canonical" href="http://de.localhost:8787/produkt/nebliger-bergsee"/>');
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
    // The fixture has slugs in sv, de and en only: the other languages are left out.
    expect(alternates).toHaveLength(4);
    expect(alternates).toContainEqual(['en-GB', 'http://en.localhost:8787/product/misty-mountain-lake']);
    expect(alternates).toContainEqual(['x-default', 'http://sv.localhost:8787/produkt/dimmig-bergsjo']);
    const json = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const product = json.find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: detail.name,
      sku: detail.sku,
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: '199.00' },
    });
    expect(html).toContain('<meta property="og:type" content="product"/>');
  });

  it('JSON-LD cannot be closed by data', async () => {
    const { jsonForScript } = await import('../../worker/components/Seo');
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('errors', () => {
  it('the English 404 says exactly the message of the error texts table', () => {
    expect(STRINGS.en.errors.not_found).toBe('This page could not be found');
  });

  it.each([
    ['an unknown route', 'en', '/no/such/page'],
    ['an unknown route in Swedish', 'sv', '/no/such/page'],
    ['an unknown product', 'sv', '/produkt/no-such-poster'],
    ['a product word of another language', 'sv', `/product/${detail.slug}`],
    ['product data that fails validation', 'en', '/product/not-a-product'],
    ['a bad page number', 'sv', '/posters?page=0'],
  ])('%s answers 404 with the message', async (_name, code, path) => {
    const response = await shop.get(code, path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(STRINGS[code as LocaleCode].errors.not_found);
  });

  it('an unavailable upstream makes a product page answer 503 with the error page', async () => {
    broken = true;
    const response = await shop.get('en', `/product/${detail.slug}`);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('href="/"');
  });

  it('the start page still renders when every upstream read fails', async () => {
    broken = true;
    const response = await shop.get('en', '/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('</footer>');
  });
});
