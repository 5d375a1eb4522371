/**
 * /llms.txt of a domain (the llms.txt proposal, llmstxt.org: a markdown file at the root
 * that tells language models what a site is and where its useful parts are): what this
 * market's shop sells, in which language, currency and country, how to search it, the
 * markdown pages, the merchant feeds, the sitemap, the commerce API's OpenAPI document and the shop's policies; the other
 * markets' llms.txt last. The frame is English, the convention's language; names (the
 * categories, the content pages' titles) are the market's, as its pages show them.
 */
import type { Context } from 'hono';
import { LOCALE_CODES, LOCALES } from '../../../shared/locales';
import { SEARCH_PATH, productPath } from '../../../shared/routes';
import { FEED_PATHS } from '../../../shared/site-paths';
import type { Category } from '../../../shared/types';
import { checkCategories, checkProductList } from '../../api/checks';
import { deferred } from '../../api/client';
import { isListed } from '../../components/site/CategoryNav';
import type { AppEnv } from '../../context';
import { localeUrls } from '../../markets';
import { RETURN_DAYS } from '../../../shared/returns';
import { readDeliveryMethods, shippingOptionsOf } from '../feeds/shipping';
import { readContentPage } from '../site/content-page';
import { deliveryLine } from './delivery-line';
import { markdownPath, mdLink, mdText } from './markdown';

/** The content pages it names (the commerce API's page-<slug>, docs/api.md), those the API has. */
const POLICY_PAGES = ['delivery', 'returns', 'privacy', 'contact', 'about'] as const;

export async function llmsTxtRoute(c: Context<AppEnv>): Promise<Response> {
  const { api, market, domains, t } = c.var;
  const { locale } = market;
  const urlOf = localeUrls(market, domains);
  const here = (path: string) => urlOf(locale.code, path);
  const [tree, example, pages, methods] = await Promise.all([
    deferred(api.get('/api/product-categories', { v: 2 }, checkCategories), [] as Category[]),
    deferred(
      api.get('/api/products', { per_page: 1, sort: 'popular', nc: 1, nr: 1 }, checkProductList).then((list) => list.products[0]),
      undefined,
    ),
    Promise.all(POLICY_PAGES.map((slug) => deferred(readContentPage(c, slug), null).then((page) => [slug, page] as const))),
    deferred(readDeliveryMethods(api, locale), []),
  ]);
  c.set('pageKind', undefined);
  const categories = tree.filter(isListed);
  const productMd = example ? here(markdownPath(productPath(locale.code, example.slug))) : undefined;
  const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(locale.countryCode) ?? locale.countryCode;
  // The start page's words, as one sentence of the summary.
  const pitch = t('home.hero_text').replace(/[.!。]+$/, '');
  const lines = [
    `# ${mdText(t('site.name'))} (${locale.iso})`,
    '',
    `> ${mdText(pitch)}. An online shop for posters, art prints, gallery walls, frames and gift cards by independent artists, printed on demand, for shoppers in ${mdText(country)}: pages in ${mdText(LOCALES[locale.code].name)} (${locale.iso}), prices in ${locale.currency} with VAT included, delivered within ${mdText(country)}.`,
    '',
    `Every product page has its sizes and prices, its delivery options and costs; purchases may be returned within ${RETURN_DAYS} days of delivery (posters made to the shopper's own design only when faulty). Every product, category and content page also answers as markdown at its address plus \`.md\`, for example ${productMd ? `<${productMd}>` : `\`${productPath(locale.code, '{slug}')}.md\``}; a category's products are paged with \`?page=N\`.`,
    '',
    '## Categories',
    '',
    ...categories.map((category) => `- ${mdLink(category.name, here(markdownPath(category.uri)))}`),
    '',
    '## Search',
    '',
    `- ${mdLink('Search results', here(`${SEARCH_PATH}?query=poster`))}: \`${here(SEARCH_PATH)}?query={words}\` (HTML, 24 products a page, \`&page=N\`); words in ${mdText(LOCALES[locale.code].name)} find most.`,
    '',
    '## Catalog feeds',
    '',
    `- ${mdLink('Google Merchant Center feed', here(FEED_PATHS.googleMerchant))}: every product and size with price, availability and shipping (RSS 2.0, g: namespace)`,
    `- ${mdLink('Pinterest catalog', here(FEED_PATHS.pinterest))}: the same items as CSV`,
    `- ${mdLink('Sitemap', here('/sitemap.xml'))}: every page's address`,
    '',
    '## API',
    '',
    `- ${mdLink('Commerce API (OpenAPI 3.1)', here('/api/openapi.json'))}: the catalog, cart and checkout calls this shop answers, with their parameters, bodies, answers and errors`,
    '',
    '## Policies',
    '',
    ...pages.flatMap(([slug, page]) => (page ? [`- ${mdLink(page.title, here(`/${slug}.md`))}: ${mdText(page.description)}`] : [])),
    '',
    '## Delivery',
    '',
    ...shippingOptionsOf(methods, locale, t).map((option) => `- ${deliveryLine(c, option)}`),
    '',
    '## Optional',
    '',
    ...LOCALE_CODES.filter((code) => code !== locale.code).map(
      (code) => `- ${mdLink(`${LOCALES[code].name} (${LOCALES[code].iso}, ${LOCALES[code].currency})`, urlOf(code, '/llms.txt'))}`,
    ),
  ];
  return c.body(`${lines.join('\n')}\n`, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
}
