/**
 * A product page's related products ("You may also like", four cards) are not in the page: they
 * were 10 KB of a poster's 56 KB of HTML, below everything a shopper looks at first. The page
 * holds an empty slot naming this fragment (`data-related`); the browser fetches it when the slot
 * nears the viewport and puts the section in its place (client/islands/browse/related.ts). The
 * fragment is a catalog answer of the language's domain, kept at the edge like the product page
 * it belongs to and refreshed with it (the same product read, so the same purge tags): docs/browse.md
 * "Related products".
 */
import type { Context } from 'hono';
import type { Locale } from '../../shared/locales';
import { FRAGMENT_PATHS } from '../../shared/site-paths';
import type { ProductDetail, ProductSummary } from '../../shared/types';
import { checkProductList } from '../api/checks';
import { deferred, type Api } from '../api/client';
import { ProductGrid } from '../components/ProductCard';
import { renderToHtml } from '../components/render-to-html';
import type { AppEnv } from '../context';
import type { Translate } from '../i18n';
import { fragmentAnswer } from './fragments';
import { readPageProduct } from './product-read';

/** The fragment of the product whose slug in this language is `slug`. */
export function relatedPath(slug: string): string {
  return `${FRAGMENT_PATHS.related}/${encodeURIComponent(slug)}`;
}

/** How many related products a page shows. */
const SHOWN = 4;

/** The product's related products; without any, the most popular ones (never itself). Never throws. */
function relatedOf(api: Api, product: ProductDetail): Promise<ProductSummary[]> {
  if (product.related?.length > 0) return Promise.resolve(product.related.slice(0, SHOWN));
  return deferred(
    api
      .get('/api/products', { per_page: SHOWN + 1, nc: 1, nr: 1, sort: 'popular' }, checkProductList)
      .then((list) => list.products.filter((other) => other.id !== product.id).slice(0, SHOWN)),
    [],
  );
}

/** The section as the product page showed it in place. */
export function RelatedSection({ products, locale, t }: { products: ProductSummary[]; locale: Locale; t: Translate }) {
  return (
    <section className="related">
      <h2>{t('product.related')}</h2>
      <ProductGrid products={products} locale={locale} t={t} />
    </section>
  );
}

/**
 * `GET /fragments/related/{slug}`: the section (./fragments.ts), or an empty answer when there is
 * nothing to show. An unknown product is the 404 its page would be.
 */
export async function relatedRoute(c: Context<AppEnv>): Promise<Response> {
  const { api, t, market } = c.var;
  const product = await readPageProduct(api, c.req.param('slug') ?? '');
  const products = await relatedOf(api, product);
  const html = products.length > 0 ? await renderToHtml(<RelatedSection products={products} locale={market.locale} t={t} />) : '';
  return fragmentAnswer(c, html);
}
