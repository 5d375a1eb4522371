import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../../locales/paths';
import { LOCALES, type LocaleCode } from '../../shared/locales';
import { formatMoney } from '../../shared/money';
import { initialVariation, piecePrice } from '../../shared/purchase';
import { ProductTemplate, ProductType, type ProductSummary } from '../../shared/types';
import type { DeliveryMethod } from '../../shared/delivery';
import { POSTAL_FORMATS } from '../../shared/schemas/checkout';
import { shownPrice } from '../../worker/routes/feeds/items';
import { apiJson, getUrl, islandProps, jsonLdOf } from './browse-helpers';
import { createTestShop, type TestShop } from './harness';
import { problemsOf, type PageMarket } from './structured-data-rules';

/**
 * Structured data ready for merchant listings (issue 28): a crawl of one domain's sitemap
 * finds no page whose JSON-LD breaks a rule Google documents (./structured-data-rules.ts),
 * and the offers state the prices the pages show, in three markets.
 *
 * The 60-product seed has every kind of product (posters, sets, gallery walls, frames, gift
 * cards, custom and photo posters, the hanging kit); its sitemaps list about 180 addresses.
 * The crawl reads an even sample of them (every n-th, at most MAX_PAGES, spread over every
 * sitemap) plus one product page of each kind, a few at a time: some 6 seconds, and the same
 * for a catalog of any size.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

/** Pages the crawl reads (of about 180 the 60-product shop lists), and how many at once. */
const MAX_PAGES = 60;
const CRAWLERS = 4;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const marketOf = (code: LocaleCode): PageMarket => ({
  currency: LOCALES[code].currency,
  country: LOCALES[code].countryCode,
  origin: `http://${code}.localhost:8787`,
});

/** Every address the domain's sitemaps list: the index, then each sitemap it names. */
async function sitemapUrls(code: LocaleCode): Promise<string[]> {
  const index = await (await shop.get(code, '/sitemap.xml')).text();
  const urls: string[] = [];
  for (const sitemap of locs(index)) urls.push(...locs(await (await getUrl(shop, sitemap)).text()));
  return urls;
}

/** Every n-th address, at most `max` of them, the start page first: spread over every sitemap. */
const sampled = (urls: string[], max: number) => urls.filter((_, i) => i % Math.ceil(urls.length / max) === 0);

/** Runs `task` for every item, `width` at a time. */
async function eachAtOnce<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

async function productOf(code: LocaleCode, query: string): Promise<ProductSummary> {
  const { products } = await apiJson<{ products: ProductSummary[] }>(shop, code, `/api/products?${query}&nc=1&per_page=1`);
  if (!products[0]) throw new Error(`no product for ${query}`);
  return products[0];
}

/** Each kind of product the shop sells, by the catalog query that finds one, and its structured data's type. */
const KINDS: [string, string, 'Product' | 'ProductGroup' | undefined][] = [
  ['a poster in sizes', `template_id=${ProductTemplate.Poster}&type=${ProductType.Variation}`, 'ProductGroup'],
  ['a frame in sizes', `template_id=${ProductTemplate.Frame}`, 'ProductGroup'],
  ['a gift card', `type=${ProductType.GiftCard}`, 'Product'],
  ['a gallery wall', `template_id=${ProductTemplate.Wall}`, undefined],
  ['the hanging kit', `template_id=${ProductTemplate.Generic}`, 'Product'],
  ['a custom poster', `template_id=${ProductTemplate.CustomPoster}`, undefined],
  ['a photo poster', `template_id=${ProductTemplate.BYOP}`, undefined],
];

type Node = Record<string, unknown>;
/** Every Offer of a page's JSON-LD, wherever it sits (a Product's, a variant's). */
function offersIn(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(offersIn);
  if (!value || typeof value !== 'object') return [];
  const node = value as Node;
  return [...(node['@type'] === 'Offer' ? [node] : []), ...Object.values(node).flatMap(offersIn)];
}

describe('the crawl of a domain', () => {
  it('en: no page its sitemap lists has structured data that breaks a rule', async () => {
    const market = marketOf('en');
    // The sample, and always the pages the merchant listings need most: each kind of product.
    const kinds = await Promise.all(KINDS.map(([, query]) => productOf('en', query)));
    const kindUrls = kinds.map((product) => `${market.origin}/${PATH_WORDS.en.product}/${product.slug}`);
    const listed = await sitemapUrls('en');
    for (const url of kindUrls) expect(listed, url).toContain(url);
    const urls = [...new Set([...sampled(listed, MAX_PAGES), ...kindUrls])];
    const problems: string[] = [];
    const seen = new Set<string>();
    await eachAtOnce(urls, CRAWLERS, async (url) => {
      const response = await getUrl(shop, url);
      const html = await response.text();
      expect(response.status, url).toBe(200);
      for (const data of jsonLdOf(html)) {
        seen.add(String(data['@type']));
        problems.push(...problemsOf(data, market).map((problem) => `${url}: ${problem}`));
      }
    });
    expect(problems).toEqual([]);
    // The crawl met every kind of structured data the shop writes.
    expect([...seen].sort()).toEqual(['BreadcrumbList', 'ItemList', 'OnlineStore', 'Person', 'Product', 'ProductGroup']);
  });
});

describe.each(['sv', 'de', 'en'] as const)('%s: offers at the prices the pages show', (code) => {
  const market = marketOf(code);
  const locale = LOCALES[code];

  it.each(KINDS)(
    '%s: valid, one offer per variant at its page price, a gift card’s delivery and returns stated',
    async (_kind, query, type) => {
      const summary = await productOf(code, query);
      const path = `/${PATH_WORDS[code].product}/${summary.slug}`;
      const html = await (await shop.get(code, path)).text();
      const [data, ...rest] = jsonLdOf(html).filter((node) => node['@type'] === 'Product' || node['@type'] === 'ProductGroup');
      expect(rest).toEqual([]);
      expect(problemsOf(data!, market)).toEqual([]);
      if (type) expect(data!['@type']).toBe(type);
      expect(data!['@type']).toBe(summary.variations.length > 1 && summary.type !== ProductType.GiftCard ? 'ProductGroup' : 'Product');
      if (data!['@type'] === 'ProductGroup') {
        expect(data).toMatchObject({ productGroupID: summary.sku, variesBy: ['https://schema.org/size'] });
        expect(JSON.stringify(data)).not.toContain('AggregateOffer');
      }

      const offers = offersIn(data);
      const variations =
        islandProps<{ product: { variations: ProductSummary['variations'] } }>(html, 'ProductPurchase')?.product.variations ??
        summary.variations;
      const sold = variations.length > 0 ? variations : [{ sku: summary.sku, prices: summary.prices }];
      expect(offers.map((offer) => offer.sku).sort()).toEqual(sold.map((variation) => variation.sku).sort());
      for (const variation of sold) {
        const offer = offers.find((candidate) => candidate.sku === variation.sku)!;
        const unit = piecePrice(variation.prices, 1);
        expect(formatMoney(Number(offer.price), locale), variation.sku).toBe(formatMoney(unit.price, locale));
        const struck = (offer.priceSpecification as Node | undefined)?.price;
        expect(struck === undefined ? undefined : formatMoney(Number(struck), locale), variation.sku).toBe(
          unit.o === undefined ? undefined : formatMoney(unit.o, locale),
        );
        // A gift card states its e-mail delivery; every other offer follows the shop's shipping policy (the start page's).
        const methods = offer.shippingDetails as Node[] | undefined;
        expect(methods?.length, variation.sku).toBe(summary.type === ProductType.GiftCard ? 1 : undefined);
      }
      // The price the page shows for the size it opens with.
      const shown = /<strong data-testid="unit-price">([^<]+)<\/strong>/.exec(html)?.[1];
      if (shown) {
        const opening = initialVariation(variations)!;
        const offer = offers.find((candidate) => candidate.sku === opening.sku)!;
        expect(formatMoney(Number(offer.price), locale)).toBe(shown);
      }
    },
  );

  it('the start page names the shop and its return policy for the market’s country', async () => {
    const html = await (await shop.get(code, '/')).text();
    const store = jsonLdOf(html).find((node) => node['@type'] === 'OnlineStore')!;
    expect(problemsOf(store, market)).toEqual([]);
    // Its logo is a picture that answers, at least 112 px a side (Google's minimum).
    const logo = await getUrl(shop, String(store.logo));
    const bytes = new DataView(await logo.arrayBuffer());
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(bytes.getUint32(16)).toBeGreaterThanOrEqual(112);
    expect(store.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: locale.countryCode,
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
    });
  });

  it('the start page states the shop’s delivery methods as its shipping policy: each method’s price below its free-from value, nothing from it', async () => {
    const html = await (await shop.get(code, '/')).text();
    const store = jsonLdOf(html).find((node) => node['@type'] === 'OnlineStore')!;
    const { methods } = await apiJson<{ methods: DeliveryMethod[] }>(
      shop,
      code,
      `/api/delivery-methods?postal_code=${encodeURIComponent(POSTAL_FORMATS[locale.countryCode]!.example)}`,
    );
    const services = store.hasShippingService as Node[];
    expect(services).toHaveLength(methods.length);
    expect(methods.length).toBeGreaterThan(0);
    for (const [i, method] of methods.entries()) {
      const conditions = services[i]!.shippingConditions as Node[];
      const rates = conditions.map((condition) => [
        (condition.orderValue as Node | undefined)?.minValue,
        (condition.orderValue as Node | undefined)?.maxValue,
        Number((condition.shippingRate as Node).value),
        (condition.transitTime as { duration: Node }).duration.maxValue,
      ]);
      const shown = (amount: number) => shownPrice(amount, locale).amount;
      expect(rates, method.id).toEqual(
        method.free_from === null
          ? [[undefined, undefined, shown(method.price), method.lead_days[1]]]
          : [
              [0, Number((shown(method.free_from) - 0.01).toFixed(2)), shown(method.price), method.lead_days[1]],
              [shown(method.free_from), undefined, 0, method.lead_days[1]],
            ],
      );
    }
  });

  it.each([ProductTemplate.CustomPoster, ProductTemplate.BYOP])(
    'template %s, made to the shopper’s design, cannot be returned: its offers say so',
    async (template) => {
      const summary = await productOf(code, `template_id=${template}`);
      const html = await (await shop.get(code, `/${PATH_WORDS[code].product}/${summary.slug}`)).text();
      const data = jsonLdOf(html).find((node) => node['@type'] === 'Product' || node['@type'] === 'ProductGroup')!;
      expect(problemsOf(data, market)).toEqual([]);
      for (const offer of offersIn(data))
        expect(offer.hasMerchantReturnPolicy).toMatchObject({ returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' });
    },
  );
});
