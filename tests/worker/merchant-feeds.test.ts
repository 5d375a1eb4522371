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

/**
 * The value rules of every item of a feed (thousands of them, a rule per field), checked as
 * plain conditions and gathered into one list that a single `expect` compares with nothing: the
 * same rules as an `expect` per field, without vitest's state kept for each of those calls (about
 * 5 s of this file's CPU, README "The test suite's time"). A failure lists every item and field
 * that broke a rule, with the value it had.
 */
function ruleBook() {
  const broken: string[] = [];
  const shown = (value: unknown) => JSON.stringify(value) ?? String(value);
  const rule = (at: string, holds: boolean, value: unknown, what: string) => {
    if (!holds) broken.push(`${at}: ${shown(value)} ${what}`);
  };
  return {
    /** Fails naming how many rules the items broke and the first ten of them. */
    expectNoneBroken: (what: string) =>
      expect(broken.length, `${what} breaking a rule (${broken.length}; the first 10):\n${broken.slice(0, 10).join('\n')}`).toBe(0),
    is: (at: string, value: unknown, expected: unknown) => rule(at, Object.is(value, expected), value, `is not ${shown(expected)}`),
    matches: (at: string, value: unknown, pattern: RegExp) =>
      rule(at, typeof value === 'string' && pattern.test(value), value, `does not match ${pattern}`),
    isOneOf: (at: string, value: unknown, allowed: readonly unknown[]) =>
      rule(at, allowed.includes(value), value, `is none of ${shown(allowed)}`),
    atMost: (at: string, value: number, most: number) => rule(at, value <= most, value, `is over ${most}`),
    below: (at: string, value: number, bound: number) => rule(at, value < bound, value, `is not below ${bound}`),
    above: (at: string, value: number, bound: number) => rule(at, value > bound, value, `is not above ${bound}`),
    atLeast: (at: string, value: number, least: number) => rule(at, value >= least, value, `is under ${least}`),
    holds: (at: string, holds: boolean, value: unknown, what: string) => rule(at, holds, value, what),
  };
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
    const rules = ruleBook();
    for (const item of items) {
      const at = `${code} item ${item['g:id']}`;
      rules.atMost(`${at} g:id length`, item['g:id'].length, 50);
      rules.matches(`${at} g:title`, item['g:title'], /\S/);
      rules.atMost(`${at} g:title length`, item['g:title'].length, 150);
      rules.matches(`${at} g:description`, item['g:description'], /\S/);
      rules.atMost(`${at} g:description length`, String(item['g:description']).length, 5000);
      rules.holds(`${at} g:description`, !/<[a-z]/i.test(String(item['g:description'])), item['g:description'], 'holds markup');
      rules.matches(`${at} g:link`, item['g:link'], new RegExp(`^${origin}/${PATH_WORDS[code].product}/[^/?#]+$`));
      rules.matches(`${at} g:image_link`, item['g:image_link'], new RegExp(`^${origin}/`));
      const extras = (item['g:additional_image_link'] as string[] | undefined) ?? [];
      for (const extra of extras) rules.matches(`${at} g:additional_image_link`, extra, new RegExp(`^${origin}/`));
      rules.atMost(`${at} g:additional_image_link count`, extras.length, 10);
      rules.isOneOf(`${at} g:availability`, item['g:availability'], GOOGLE_AVAILABILITY);
      if (item['g:availability'] === 'backorder') {
        rules.matches(`${at} g:availability_date`, item['g:availability_date'], /^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
      }
      rules.matches(`${at} g:price`, item['g:price'], money(locale.currency));
      rules.above(`${at} g:price amount`, amountOf(item['g:price']), 0);
      if (item['g:sale_price'] !== undefined) {
        rules.matches(`${at} g:sale_price`, item['g:sale_price'], money(locale.currency));
        rules.below(`${at} g:sale_price amount`, amountOf(item['g:sale_price'] as string), amountOf(item['g:price']));
      }
      rules.is(`${at} g:condition`, item['g:condition'], 'new');
      rules.is(`${at} g:brand`, item['g:brand'], 'Artlane');
      rules.is(`${at} g:identifier_exists`, item['g:identifier_exists'], 'no');
      rules.isOneOf(`${at} g:google_product_category`, item['g:google_product_category'], Object.values(GOOGLE_CATEGORY));
      rules.matches(`${at} g:product_type`, item['g:product_type'], /\S/);
      if (item['g:item_group_id'] !== undefined) {
        const product = groups.get(item['g:item_group_id'] as string);
        rules.holds(`${at} g:item_group_id`, product !== undefined, item['g:item_group_id'], 'is no product with several variants');
        if (product) {
          const skus = product.variations.map((variation) => variation.sku);
          rules.isOneOf(`${at} g:id in its group`, item['g:id'], skus);
        }
        rules.matches(`${at} g:size`, item['g:size'], /\S/);
      }
      rules.atLeast(`${at} g:shipping count`, item['g:shipping'].length, 2);
      for (const shipping of item['g:shipping']) {
        rules.is(`${at} g:shipping g:country`, shipping['g:country'], locale.countryCode);
        rules.matches(`${at} g:shipping g:service`, shipping['g:service'], /\S/);
        rules.matches(`${at} g:shipping g:price`, shipping['g:price'], money(locale.currency));
      }
    }
    rules.expectNoneBroken('items');
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
    const rules = ruleBook();
    for (const row of data) {
      const id = row[column('id')]!;
      const at = `${code} row ${id}`;
      const twin = google.get(id);
      if (!twin) {
        rules.holds(`${at} id`, false, id, 'is in the Google feed of the same market');
        continue;
      }
      rules.is(`${at} title`, row[column('title')], twin['g:title']);
      rules.is(`${at} description`, row[column('description')], twin['g:description']);
      rules.is(`${at} link`, row[column('link')], twin['g:link']);
      rules.matches(`${at} image_link`, row[column('image_link')], new RegExp(`^${origin}/`));
      rules.isOneOf(`${at} availability`, row[column('availability')], PINTEREST_AVAILABILITY);
      rules.is(`${at} price`, row[column('price')], twin['g:price']);
      rules.is(`${at} sale_price`, row[column('sale_price')], (twin['g:sale_price'] as string | undefined) ?? '');
      rules.matches(`${at} price`, row[column('price')], money(locale.currency));
      rules.is(`${at} item_group_id`, row[column('item_group_id')], (twin['g:item_group_id'] as string | undefined) ?? '');
      rules.is(`${at} condition`, row[column('condition')], 'new');
      const shipping = row[column('shipping')]!.split(',');
      rules.is(`${at} shipping count`, shipping.length, twin['g:shipping'].length);
      for (const method of shipping) {
        rules.matches(`${at} shipping`, method, new RegExp(`^${locale.countryCode}::[^:,]+:\\d+\\.\\d{2} ${locale.currency}$`));
      }
    }
    rules.expectNoneBroken('rows');
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
