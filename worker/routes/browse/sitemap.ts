import type { Context } from 'hono';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from '../../../shared/locales';
import { ARTISTS_PATH, PRIVATE_PATHS, SEARCH_PATH, artistPath, designerPath, productPath, tagPath } from '../../../shared/routes';
import type { Category } from '../../../shared/types';
import { checkArtistList, checkCategories, checkProductList, checkTagList } from '../../api/checks';
import { deferred } from '../../api/client';
import type { AppEnv } from '../../context';
import { isListed } from '../../components/site/CategoryNav';
import { urlForLocale } from '../../markets';
import { failure } from './listing';
import { AGENT_PATHS, FEED_PATHS } from '../../../shared/site-paths';

/**
 * /robots.txt and the domain's sitemaps (sitemaps.org 0.9): an index naming one sitemap of
 * the domain's pages (start, artists, categories, tags, artist pages, the gallery-wall
 * designer with its address in every language) and product sitemaps of PRODUCTS_PER_SITEMAP
 * products each. Every URL is this language's translated
 * URL on its canonical host (the one pages name in their canonical link): asked on another
 * host of the language (bare `localhost` for sv), robots.txt and the sitemaps still name
 * the canonical one. Empty categories and tags are not listed. Answers go through the page
 * cache like any anonymous page.
 */
export const PRODUCTS_PER_SITEMAP = 1000;
const API_PAGE = 100;
const MAX_ARTIST_PAGES = 50;
const XML = { 'Content-Type': 'application/xml; charset=utf-8' };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`);
}

/** A sitemap entry; `alternates` (hreflang → URL) names the page in every language it exists in. */
interface Entry {
  loc: string;
  alternates?: [hreflang: string, url: string][];
}

/** A urlset; alternates as Google reads them (xhtml:link, developers.google.com/search/docs/specialty/international/localized-versions). */
function urlSet(entries: Entry[]): string {
  const link = ([hreflang, url]: [string, string]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(url)}"/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.map(({ loc, alternates = [] }) => `<url><loc>${escapeXml(loc)}</loc>${alternates.map(link).join('')}</url>\n`).join('') +
    '</urlset>\n'
  );
}

/** The designer on this domain, with its address in every language and x-default (the default language's), as its page names them. */
function designerEntry(c: Context<AppEnv>): Entry {
  const { market, domains } = c.var;
  const urlOf = (code: (typeof LOCALE_CODES)[number]) => urlForLocale(code, designerPath(code), market, domains);
  return {
    loc: canonicalUrl(c, designerPath(market.locale.code)),
    alternates: [...LOCALE_CODES.map((code) => [LOCALES[code].iso, urlOf(code)] as [string, string]), ['x-default', urlOf(DEFAULT_LOCALE)]],
  };
}

/** `path` on this language's canonical host, as a page's canonical link writes it (worker/render.tsx). */
function canonicalUrl(c: Context<AppEnv>, path: string): string {
  const { market, domains } = c.var;
  return urlForLocale(market.locale.code, path, market, domains);
}

export function robotsRoute(c: Context<AppEnv>) {
  const body = [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    `Disallow: ${SEARCH_PATH}`,
    'Disallow: /api/',
    // The designer with a poster or a shared wall in it (?poster=, ?wall=) is the same page as
    // the designer itself (canonical, in the sitemap): not a page to crawl once per poster.
    `Disallow: ${designerPath(c.var.market.locale.code)}?`,
    '',
    // The merchant feeds are not pages to index, but named here for whoever looks for them
    // (docs/operations.md "Merchant feeds"); robots may fetch them.
    '# Merchant feeds of this domain (its market, language and currency):',
    `# Google Merchant Center: ${canonicalUrl(c, FEED_PATHS.googleMerchant)}`,
    `# Pinterest catalog: ${canonicalUrl(c, FEED_PATHS.pinterest)}`,
    // What the shop is and where its parts are, for language models and agents (docs/browse.md "Agents").
    `# For language models and agents (llms.txt): ${canonicalUrl(c, AGENT_PATHS.llmsTxt)}`,
    '',
    `Sitemap: ${canonicalUrl(c, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
}

async function productCount(c: Context<AppEnv>): Promise<number> {
  try {
    return (await c.var.api.list('/api/products', { co: 1, nc: 1 }, checkProductList)).records;
  } catch (error) {
    throw failure(error);
  }
}

export async function sitemapIndexRoute(c: Context<AppEnv>) {
  const files = Math.ceil((await productCount(c)) / PRODUCTS_PER_SITEMAP);
  const sitemaps = ['/sitemaps/pages.xml', ...Array.from({ length: files }, (_, i) => `/sitemaps/products/${i + 1}.xml`)].map((path) =>
    canonicalUrl(c, path),
  );
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemaps.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n';
  return c.body(body, 200, XML);
}

/** Every category that holds products (an empty one's subtree is empty too). */
function listedCategories(tree: Category[]): Category[] {
  return tree.filter(isListed).flatMap((category) => [category, ...listedCategories(category.children)]);
}

/** Start page, artists, every category, tag and artist page of this domain that holds products. */
export async function pagesSitemapRoute(c: Context<AppEnv>) {
  const { api, market } = c.var;
  const code = market.locale.code;
  // A tag without products is left out; an upstream that gives no count lists them all.
  const tags = deferred(
    api
      .get('/api/tags', {}, checkTagList)
      .then((list) => list.filter((tag) => tag.product_count !== 0).map((tag) => tagPath(code, tag.slug))),
    [] as string[],
  );
  const artists = (async () => {
    const paths: string[] = [];
    for (let page = 1; page <= MAX_ARTIST_PAGES; page++) {
      const { data, records } = await api.list('/api/artists', { page, per_page: API_PAGE }, checkArtistList);
      paths.push(...data.map((artist) => artistPath(artist.slug)));
      if (data.length === 0 || paths.length >= records) break;
    }
    return paths;
  })();
  let categories: Category[];
  try {
    categories = await api.get('/api/product-categories', { v: 2 }, checkCategories);
  } catch (error) {
    throw failure(error);
  }
  const paths = [
    '/',
    ARTISTS_PATH,
    ...listedCategories(categories).map((category) => category.uri),
    ...(await tags),
    ...(await deferred(artists, [])),
  ];
  const entries = [...new Set(paths)].map((path) => ({ loc: canonicalUrl(c, path) }));
  return c.body(urlSet([...entries, designerEntry(c)]), 200, XML);
}

/** Products PRODUCTS_PER_SITEMAP × (n − 1) + 1 … × n, most popular first. */
export async function productsSitemapRoute(c: Context<AppEnv>, file: number) {
  const { api, market } = c.var;
  const total = await productCount(c);
  if (file < 1 || (file - 1) * PRODUCTS_PER_SITEMAP >= total) return c.notFound();
  const perFile = PRODUCTS_PER_SITEMAP / API_PAGE;
  const first = (file - 1) * perFile + 1;
  let lists;
  try {
    lists = await Promise.all(
      Array.from({ length: perFile }, (_, i) =>
        api.get('/api/products', { page: first + i, per_page: API_PAGE, nc: 1, nr: 1, sort: 'popular' }, checkProductList),
      ),
    );
  } catch (error) {
    throw failure(error);
  }
  const urls = lists.flatMap((list) => list.products.map((product) => canonicalUrl(c, productPath(market.locale.code, product.slug))));
  return c.body(urlSet(urls.map((loc) => ({ loc }))), 200, XML);
}
