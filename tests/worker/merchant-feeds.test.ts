import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../../locales/paths';
import { LOCALES, type LocaleCode } from '../../shared/locales';
import { formatMoney } from '../../shared/money';
import { initialVariation, piecePrice } from '../../shared/purchase';
import { ProductType, type ProductSummary } from '../../shared/types';
import { GOOGLE_CATEGORY } from '../../worker/routes/feeds/items';
import { PINTEREST_COLUMNS } from '../../worker/routes/feeds/pinterest';
import { apiJson, islandProps } from './browse-helpers';
import { COMMERCE, LOCAL_OPS_TOKEN } from '../../scripts/lib/shop.mjs';
import { SECOND_PURGE_MS } from '../../worker/cache/purge';
import { createTestShop, type TestShop } from './harness';

/**
 * The merchant feeds (issue 28): /feeds/google-merchant.xml and /feeds/pinterest.csv of
 * three markets, every item against the format's required fields and value rules, the
 * prices the product pages show, and the whole seeded catalog (every variant once).
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
});
afterAll(async () => {
  await shop?.dispose();
});

const MARKETS: readonly LocaleCode[] = ['sv', 'de', 'en'];
const GOOGLE_AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'];
const PINTEREST_AVAILABILITY = ['in stock', 'out of stock', 'preorder'];

/**
 * Each market's catalog and Google feed are fetched and parsed once for the whole file (2,000
 * products: the feed alone is thousands of items, and fetching and parsing it took most of
 * this file's time when each test did it again); the tests assert on the same answers. The
 * caching tests below fetch their own, as what they check is the shop's answer at that moment.
 */
const once = <T>(read: (code: LocaleCode) => Promise<T>) => {
  const memo = new Map<LocaleCode, Promise<T>>();
  return (code: LocaleCode): Promise<T> => {
    if (!memo.has(code)) memo.set(code, read(code));
    return memo.get(code)!;
  };
};

/** Every product of the market's catalog as the file began (before the caching test's price change). */
const catalog = once(readCatalog);

/** Every product of the market's catalog, through the shop's own /api. */
async function readCatalog(code: LocaleCode): Promise<ProductSummary[]> {
  const all: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const { products } = await apiJson<{ products: ProductSummary[] }>(
      shop,
      code,
      `/api/products?per_page=100&nc=1&sort=newest&page=${page}`,
    );
    all.push(...products);
    if (products.length < 100) return all;
  }
}

/** The SKUs a feed must list: every variant of every product but gift cards. */
function expectedIds(products: ProductSummary[]): string[] {
  return products
    .filter((product) => product.type !== ProductType.GiftCard)
    .flatMap((product) => (product.variations.length > 0 ? product.variations.map((variation) => variation.sku) : [product.sku]));
}

type GoogleItem = Record<string, unknown> & {
  'g:id': string;
  'g:title': string;
  'g:price': string;
  'g:link': string;
  'g:shipping': { 'g:country': string; 'g:service': string; 'g:price': string }[];
};

/** The market's Google feed: the answer, its text and its items, fetched and parsed once (see `once`). */
const googleFeed = once(async (code: LocaleCode) => {
  const response = await shop.get(code, '/feeds/google-merchant.xml');
  const xml = await response.text();
  return { response, xml, ...parseGoogle(xml) };
});

function parseGoogle(xml: string): { rss: Record<string, unknown>; items: GoogleItem[] } {
  const valid = XMLValidator.validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => ['item', 'g:shipping', 'g:additional_image_link'].includes(name),
  });
  const { rss } = parser.parse(xml) as { rss: Record<string, unknown> & { channel: { item?: GoogleItem[] } } };
  return { rss, items: rss.channel.item ?? [] };
}

const props = (html: string) => islandProps<{ product: { variations: ProductSummary['variations'] } }>(html, 'ProductPurchase')!;
const money = (currency: string) => new RegExp(`^\\d+\\.\\d{2} ${currency}$`);
const amountOf = (value: string) => Number(value.split(' ')[0]);

describe.each(MARKETS)('%s: the Google Merchant Center feed', (code) => {
  const locale = LOCALES[code];
  const origin = `http://${code}.localhost:8787`;
  // Fetched and parsed before the tests, within the hooks' time (a test's 60 s ran out on the
  // feed of 2,000 products alone under a load of 16 here); the tests then only assert.
  beforeAll(() => Promise.all([googleFeed(code), catalog(code)]));

  it('is well-formed RSS 2.0 in the g: namespace, one item per variant of the whole catalog, each valid', async () => {
    // Well-formed: parseGoogle asserts it (XMLValidator) before it parses.
    const { response, rss, items } = await googleFeed(code);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');

    const products = await catalog(code);
    const ids = items.map((item) => item['g:id']);
    expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
    expect([...ids].sort()).toEqual(expectedIds(products).sort());

    const groups = new Map(products.filter((product) => product.variations.length > 1).map((product) => [product.sku, product]));
    for (const item of items) {
      const at = `${code} item ${item['g:id']}`;
      expect(item['g:id'].length, at).toBeLessThanOrEqual(50);
      expect(item['g:title'], at).toMatch(/\S/);
      expect(item['g:title'].length, at).toBeLessThanOrEqual(150);
      expect(item['g:description'], at).toMatch(/\S/);
      expect(String(item['g:description']).length, at).toBeLessThanOrEqual(5000);
      expect(String(item['g:description']), at).not.toMatch(/<[a-z]/i);
      expect(item['g:link'], at).toMatch(new RegExp(`^${origin}/${PATH_WORDS[code].product}/[^/?#]+$`));
      expect(item['g:image_link'], at).toMatch(new RegExp(`^${origin}/`));
      for (const extra of (item['g:additional_image_link'] as string[] | undefined) ?? [])
        expect(extra, at).toMatch(new RegExp(`^${origin}/`));
      expect(((item['g:additional_image_link'] as string[] | undefined) ?? []).length, at).toBeLessThanOrEqual(10);
      expect(GOOGLE_AVAILABILITY, at).toContain(item['g:availability']);
      if (item['g:availability'] === 'backorder') expect(item['g:availability_date'], at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
      expect(item['g:price'], at).toMatch(money(locale.currency));
      expect(amountOf(item['g:price']), at).toBeGreaterThan(0);
      if (item['g:sale_price'] !== undefined) {
        expect(item['g:sale_price'], at).toMatch(money(locale.currency));
        expect(amountOf(item['g:sale_price'] as string), at).toBeLessThan(amountOf(item['g:price']));
      }
      expect(item['g:condition'], at).toBe('new');
      expect(item['g:brand'], at).toBe('Artlane');
      expect(item['g:identifier_exists'], at).toBe('no');
      expect(Object.values(GOOGLE_CATEGORY), at).toContain(item['g:google_product_category']);
      expect(item['g:product_type'], at).toMatch(/\S/);
      if (item['g:item_group_id'] !== undefined) {
        const product = groups.get(item['g:item_group_id'] as string);
        expect(product, at).toBeDefined();
        expect(
          product!.variations.map((variation) => variation.sku),
          at,
        ).toContain(item['g:id']);
        expect(item['g:size'], at).toMatch(/\S/);
      }
      expect(item['g:shipping'].length, at).toBeGreaterThanOrEqual(2);
      for (const shipping of item['g:shipping']) {
        expect(shipping['g:country'], at).toBe(locale.countryCode);
        expect(shipping['g:service'], at).toMatch(/\S/);
        expect(shipping['g:price'], at).toMatch(money(locale.currency));
      }
    }
    // Every product with several variants is one group.
    const grouped = new Set(items.map((item) => item['g:item_group_id']).filter(Boolean));
    expect([...grouped].sort()).toEqual(
      [...groups.keys()].filter((sku) => products.find((p) => p.sku === sku)!.type !== ProductType.GiftCard).sort(),
    );
  });

  it("states the product pages' prices, the artist, and free delivery from the market's threshold", async () => {
    const { items } = await googleFeed(code);
    const bySku = new Map(items.map((item) => [item['g:id'], item]));
    const products = (await catalog(code)).filter((product) => product.type === ProductType.Variation);
    const onCampaign = products.filter((product) => product.variations.some((variation) => (variation.prices.c ?? []).length > 0));
    expect(onCampaign.length, 'the seed runs a campaign').toBeGreaterThan(0);
    for (const product of [...products.slice(0, 3), ...onCampaign.slice(0, 3)]) {
      const html = await (await shop.get(code, `/${PATH_WORDS[code].product}/${product.slug}`)).text();
      const at = `${code} ${product.slug}`;
      // What the page shows for the size it opens with: the price paid, and the original one struck through.
      const shown =
        /<p class="price">(?:<del><span class="visually-hidden">(?:[^<]|<!-- -->)*<\/span>([^<]+)<\/del>)?\s*<strong data-testid="unit-price">([^<]+)<\/strong>/.exec(
          html,
        );
      expect(shown, at).not.toBeNull();
      const opening = initialVariation(props(html).product.variations)!;
      const item = bySku.get(opening.sku)!;
      expect(item, at).toBeDefined();
      const paid = (item['g:sale_price'] as string | undefined) ?? item['g:price'];
      expect(formatMoney(amountOf(paid), locale), at).toBe(shown![2]);
      if (shown![1] !== undefined) expect(formatMoney(amountOf(item['g:price']), locale), at).toBe(shown![1]);
      else expect(item['g:sale_price'], at).toBeUndefined();
      // Every size, as the page prices it when chosen (its island's data).
      for (const variation of props(html).product.variations) {
        const unit = piecePrice(variation.prices, 1);
        const variant = bySku.get(variation.sku)!;
        expect(formatMoney(amountOf((variant['g:sale_price'] as string | undefined) ?? variant['g:price']), locale), variation.sku).toBe(
          formatMoney(unit.price, locale),
        );
        expect(formatMoney(amountOf(variant['g:price']), locale), variation.sku).toBe(formatMoney(unit.o ?? unit.price, locale));
        expect(variant['g:link']).toBe(`${origin}/${PATH_WORDS[code].product}/${product.slug}`);
        if (product.artist) expect(variant['g:custom_label_0']).toBe(product.artist.name);
      }
    }
    const free = { SEK: 499, DKK: 399, GBP: 45, EUR: 49 }[locale.currency];
    const cheap = items.find((item) => amountOf((item['g:sale_price'] as string | undefined) ?? item['g:price']) < free);
    const dear = items.find((item) => amountOf((item['g:sale_price'] as string | undefined) ?? item['g:price']) >= free);
    expect(cheap && dear).toBeTruthy();
    expect(cheap!['g:shipping'].every((shipping) => amountOf(shipping['g:price']) > 0)).toBe(true);
    // Home and service point are free from the threshold; express never is.
    expect(dear!['g:shipping'].filter((shipping) => amountOf(shipping['g:price']) === 0)).toHaveLength(2);
  });
});

describe.each(MARKETS)('%s: the Pinterest catalog feed', (code) => {
  const locale = LOCALES[code];
  const origin = `http://${code}.localhost:8787`;

  it("parses as CSV with Pinterest's columns, one row per item of the Google feed, the same texts and prices", async () => {
    const response = await shop.get(code, '/feeds/pinterest.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = parseCsv(await response.text(), { bom: true }) as string[][];
    const [header, ...data] = rows;
    expect(header).toEqual([...PINTEREST_COLUMNS]);
    const { items } = await googleFeed(code);
    expect(data.length).toBe(items.length);
    const google = new Map(items.map((item) => [item['g:id'], item]));
    const column = (name: (typeof PINTEREST_COLUMNS)[number]) => PINTEREST_COLUMNS.indexOf(name);
    const withQuotesOrCommas = data.filter((row) => /[",]/.test(row[column('description')]! + row[column('title')]!));
    expect(withQuotesOrCommas.length, 'some texts need quoting').toBeGreaterThan(0);
    for (const row of data) {
      const id = row[column('id')]!;
      const at = `${code} row ${id}`;
      const twin = google.get(id);
      expect(twin, at).toBeDefined();
      expect(row[column('title')], at).toBe(twin!['g:title']);
      expect(row[column('description')], at).toBe(twin!['g:description']);
      expect(row[column('link')], at).toBe(twin!['g:link']);
      expect(row[column('image_link')], at).toMatch(new RegExp(`^${origin}/`));
      expect(PINTEREST_AVAILABILITY, at).toContain(row[column('availability')]);
      expect(row[column('price')], at).toBe(twin!['g:price']);
      expect(row[column('sale_price')], at).toBe((twin!['g:sale_price'] as string | undefined) ?? '');
      expect(row[column('price')], at).toMatch(money(locale.currency));
      expect(row[column('item_group_id')], at).toBe((twin!['g:item_group_id'] as string | undefined) ?? '');
      expect(row[column('condition')], at).toBe('new');
      const shipping = row[column('shipping')]!.split(',');
      expect(shipping.length, at).toBe(twin!['g:shipping'].length);
      for (const method of shipping)
        expect(method, at).toMatch(new RegExp(`^${locale.countryCode}::[^:,]+:\\d+\\.\\d{2} ${locale.currency}$`));
    }
  });
});

describe('robots.txt', () => {
  it.each(MARKETS)('%s: names both feeds of the domain in comments', async (code) => {
    const robots = await (await shop.get(code, '/robots.txt')).text();
    expect(robots).toContain(`# Google Merchant Center: http://${code}.localhost:8787/feeds/google-merchant.xml\n`);
    expect(robots).toContain(`# Pinterest catalog: http://${code}.localhost:8787/feeds/pinterest.csv\n`);
    expect(robots).not.toMatch(/^Disallow: \/feeds/m);
  });
});

describe('caching', () => {
  const FEEDS = ['/feeds/google-merchant.xml', '/feeds/pinterest.csv'];

  it('keeps each feed at the edge with the catalog policy, public and without a cookie', async () => {
    for (const path of FEEDS) {
      await (await shop.get('de', path)).text();
      const again = await shop.get('de', path);
      await again.text();
      expect(again.headers.get('x-edge-cache'), path).toBe('HIT');
      expect(again.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(again.headers.get('set-cookie'), path).toBeNull();
    }
    // A shopper's session does not make it personal, and never gets a cookie with it either.
    const signedIn = await shop.get('de', FEEDS[0]!, { headers: { cookie: 'h057_session=whatever' } });
    await signedIn.text();
    expect(signedIn.headers.get('set-cookie')).toBeNull();
  });

  it("a catalog change purges both feeds on every domain: the next one states the product's new price", async () => {
    const products = await catalog('de');
    const changed = products.find(
      (product) => product.type === ProductType.Variation && product.variations.every((variation) => !(variation.prices.c ?? []).length),
    )!;
    const NEW_PRICES = { SEK: 7345, DKK: 5345, GBP: 545, EUR: 645 };
    for (const code of MARKETS) {
      for (const path of FEEDS) {
        await (await shop.get(code, path)).text();
        const warm = await shop.get(code, path);
        await warm.text();
        expect(warm.headers.get('x-edge-cache'), `${code}${path}`).toBe('HIT');
      }
    }
    const commerce = await shop.mf.getWorker(COMMERCE);
    const patch = await commerce.fetch(`http://commerce.internal/api/ops/products/${changed.id}?locale=en&sid=5`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variations: changed.variations.map((variation) => ({ sku: variation.sku, prices: NEW_PRICES })) }),
    });
    expect(patch.status).toBe(200);
    for (const code of MARKETS) {
      const expected = `${NEW_PRICES[LOCALES[code].currency as keyof typeof NEW_PRICES].toFixed(2)} ${LOCALES[code].currency}`;
      for (const path of FEEDS) {
        // The webhook is posted after the change's answer (waitUntil): within 2 s.
        let text = await (await shop.get(code, path)).text();
        for (
          const deadline = Date.now() + 2_000;
          !text.includes(`${changed.variations[0]!.sku}`) || !rowOf(text, changed.variations[0]!.sku).includes(expected);
        ) {
          if (Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
          text = await (await shop.get(code, path)).text();
        }
        expect(rowOf(text, changed.variations[0]!.sku), `${code}${path}`).toContain(expected);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, SECOND_PURGE_MS + 300));
    // Six feeds of 2,000 products made twice each: more than a page's test on a busy machine.
  }, 180_000);
});

/** The <item> or CSV row of one SKU. */
function rowOf(feed: string, sku: string): string {
  const start = feed.indexOf(feed.startsWith('<?xml') ? `<g:id>${sku}</g:id>` : `\r\n${sku},`);
  return start < 0 ? '' : feed.slice(start, feed.indexOf(feed.startsWith('<?xml') ? '</item>' : '\r\n', start + 2));
}
