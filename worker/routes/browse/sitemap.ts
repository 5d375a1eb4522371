import type { Context } from 'hono';
import { ARTISTS_PATH, artistPath, productPath, tagPath } from '../../../shared/routes';
import type { Category } from '../../../shared/types';
import { checkArtistList, checkCategories, checkProductList, checkTagList } from '../../api/checks';
import { deferred } from '../../api/client';
import type { AppEnv } from '../../context';
import { failure } from './listing';

/**
 * /robots.txt and the domain's sitemaps (sitemaps.org 0.9): an index naming one sitemap of
 * the domain's pages (start, artists, categories, tags, artist pages) and product
 * sitemaps of PRODUCTS_PER_SITEMAP products each. Every URL is this domain's translated
 * URL. Answers go through the page cache like any anonymous page.
 */
export const PRODUCTS_PER_SITEMAP = 1000;
const API_PAGE = 100;
const MAX_ARTIST_PAGES = 50;
const XML = { 'Content-Type': 'application/xml; charset=utf-8' };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`);
}

function urlSet(urls: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>\n`).join('') +
    '</urlset>\n'
  );
}

export function robotsRoute(c: Context<AppEnv>) {
  const origin = c.var.market.origin;
  const body = [
    'User-agent: *',
    'Disallow: /checkout',
    'Disallow: /my-account',
    'Disallow: /login',
    'Disallow: /search-results',
    'Disallow: /render-custom-poster',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
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
  const origin = c.var.market.origin;
  const files = Math.ceil((await productCount(c)) / PRODUCTS_PER_SITEMAP);
  const sitemaps = [`${origin}/sitemaps/pages.xml`, ...Array.from({ length: files }, (_, i) => `${origin}/sitemaps/products/${i + 1}.xml`)];
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemaps.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n';
  return c.body(body, 200, XML);
}

function allCategories(tree: Category[]): Category[] {
  return tree.flatMap((category) => [category, ...allCategories(category.children)]);
}

/** Start page, artists, every category, tag and artist page of this domain. */
export async function pagesSitemapRoute(c: Context<AppEnv>) {
  const { api, market } = c.var;
  const code = market.locale.code;
  const tags = deferred(
    api.get('/api/tags', {}, checkTagList).then((list) => list.map((tag) => tagPath(code, tag.slug))),
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
    ...allCategories(categories).map((category) => category.uri),
    ...(await tags),
    ...(await deferred(artists, [])),
  ];
  return c.body(urlSet([...new Set(paths)].map((path) => new URL(path, market.origin).toString())), 200, XML);
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
        api.get('/api/products', { page: first + i, per_page: API_PAGE, nc: 1, sort: 'popular' }, checkProductList),
      ),
    );
  } catch (error) {
    throw failure(error);
  }
  const urls = lists.flatMap((list) =>
    list.products.map((product) => new URL(productPath(market.locale.code, product.slug), market.origin).toString()),
  );
  return c.body(urlSet(urls), 200, XML);
}
