/**
 * What the merchant feeds are made of, read from the commerce API: the market's category
 * tree and delivery methods once, then the catalog a page at a time (the feed never holds
 * more than a page of it), past the edge cache (worker/api/edge.ts uncachedCall).
 */
import type { Context } from 'hono';
import { tags as tagOf } from '../../../shared/cache-tags';
import type { FeedProduct } from '../../../shared/schemas/catalog';
import type { DeliveryMethod } from '../../../shared/delivery';
import type { Category } from '../../../shared/types';
import { ApiError } from '../../api/client';
import { checkCategories, checkFeedProductList } from '../../api/checks';
import { edgeOf, uncachedCall } from '../../api/edge';
import type { AppEnv } from '../../context';
import { localeUrls } from '../../markets';
import { productPath } from '../../../shared/routes';
import { jpegTwinOf } from '../../../shared/media-copies';
import { isListedInFeeds, type FeedContext } from './items';
import { readDeliveryMethods, shippingOptionsOf, type ShippingOption } from './shipping';

/** Products per catalog read: the most GET /api/products gives. */
export const FEED_PAGE_SIZE = 100;

export interface FeedSource {
  context: FeedContext;
  /** The market's country (ISO 3166-1 alpha-2), where the items are sold and shipped. */
  country: string;
  brand: string;
  /** The shop's start page on the market's canonical host. */
  shopUrl: string;
  shipping: ShippingOption[];
  /** The catalog, a page at a time; the first page is already read. Throws when a later read fails. */
  pages: AsyncGenerator<FeedProduct[]>;
}

/** The feed failed before its first byte: the upstream's trouble, a 503 (a robot tries again later). */
export class FeedUnavailable extends Error {}

/**
 * Reads what every item needs and the first page of the catalog, so a commerce API that
 * cannot answer makes the feed a 503 rather than an empty 200 a merchant platform would
 * take as "everything sold out".
 */
export async function openFeedSource(c: Context<AppEnv>): Promise<FeedSource> {
  const { api, market, domains, t } = c.var;
  const code = market.locale.code;
  const country = market.locale.countryCode;
  let categories: Category[];
  let methods: DeliveryMethod[];
  let first: FeedProduct[];
  const pages = catalogPages(c);
  try {
    [categories, methods, first] = await Promise.all([
      api.get('/api/product-categories', { v: 2 }, checkCategories),
      readDeliveryMethods(api, market.locale),
      pages.next().then((page) => (page.done ? [] : page.value)),
    ]);
  } catch (error) {
    throw new FeedUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
  }
  // A product's change purges its own tag, its categories' and their ancestors'
  // (services/commerce/src/ops/catalog-changes.ts): every listed product is under a top-level
  // category, so the feed is tagged with those, the category tree and the unnarrowed lists.
  api.show([tagOf.listing, ...categories.map((category) => tagOf.category(category.id))]);
  const urlOf = localeUrls(market, domains);
  const locale = market.locale;
  return {
    context: {
      locale,
      productUrl: (slug) => urlOf(code, productPath(code, slug)),
      // A copy's JPEG twin (ADR 0020): the page's WebP is not what a feed platform is handed.
      imageUrl: (path) => urlOf(code, jpegTwinOf(path)),
      categories,
    },
    country,
    brand: t('site.name'),
    shopUrl: urlOf(code, '/'),
    shipping: shippingOptionsOf(methods, locale, t),
    pages: (async function* () {
      yield first;
      yield* pages;
    })(),
  };
}

/**
 * The catalog a page at a time, newest first (the order the catalog keeps when products are
 * added while a feed is read), each product once: one that moved to a later page while the
 * feed was read is not listed twice (duplicate ids would be refused by the platforms).
 */
async function* catalogPages(c: Context<AppEnv>): AsyncGenerator<FeedProduct[]> {
  const edge = edgeOf(c);
  const seen = new Set<number>();
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ page: String(page), per_page: String(FEED_PAGE_SIZE), sort: 'newest', nc: '1', nr: '1', fd: '1' });
    const response = await uncachedCall({ method: 'GET', path: '/api/products', query }, edge);
    if (!response.ok) {
      await response.body?.cancel();
      throw new ApiError(response.status, `/api/products answered ${response.status}`);
    }
    const { products } = checkFeedProductList(await response.json());
    const fresh = products.filter((product) => !seen.has(product.id) && isListedInFeeds(product));
    for (const product of products) seen.add(product.id);
    yield fresh;
    if (products.length < FEED_PAGE_SIZE) return;
  }
}
