import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Suspense, use } from 'react';
import { PATH_WORDS } from '../../locales/paths';
import { LOCALE_CODES, type LocaleCode } from '../../shared/locales';
import { formatMoney } from '../../shared/money';
import { activeTiers, derivePrice } from '../../shared/pricing';
import { ImageType, type ProductDetail, type ProductSummary } from '../../shared/types';
import { checkProductDetail, checkProductList } from '../api/checks';
import { ApiError, deferred } from '../api/client';
import { ProductGrid } from '../components/ProductCard';
import type { AppEnv } from '../context';
import { layoutDataOf } from '../render';
import { htmlToParagraphs, htmlToText } from '../../shared/text';
import { productStructuredData } from './structured-data';

/**
 * Product page. The product is critical (its absence is a 404), so it is the one round
 * trip owed before the first byte; the layout's reads start before it and stream later.
 */
export async function productRoute(c: Context<AppEnv>, slug: string) {
  const { api, t, market } = c.var;
  layoutDataOf(c);
  let product: ProductDetail;
  try {
    product = await api.get(`/api/products/${encodeURIComponent(slug)}`, {}, checkProductDetail);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new HTTPException(404);
    throw new HTTPException(error instanceof ApiError && error.status >= 500 ? 503 : 500, { cause: error });
  }
  const related: Promise<ProductSummary[]> =
    product.related?.length > 0
      ? Promise.resolve(product.related)
      : deferred(
          api.get('/api/products', { per_page: 4, nc: 1, sort: 'popular' }, checkProductList).then((r) => r.products),
          [],
        );
  const slugs = (product as ProductDetail & { slugs?: Partial<Record<LocaleCode, string>> }).slugs ?? {};
  // A language whose slug the API does not give links to that domain's start page.
  const alternatePaths = Object.fromEntries(
    LOCALE_CODES.map((code) => [code, slugs[code] ? `/${PATH_WORDS[code].product}/${encodeURIComponent(slugs[code])}` : '/']),
  );
  const image =
    product.images.find((i) => i.t === ImageType.Gallery) ?? product.images.find((i) => i.t === ImageType.NoMargin) ?? product.images[0];
  const main = product.variations[0]?.prices ?? product.prices;
  const price = derivePrice(main);

  function Related() {
    const items = use(related);
    return items.length > 0 ? <ProductGrid products={items.slice(0, 4)} locale={market.locale} t={t} /> : null;
  }

  return c.render(
    <article className="product-page">
      <div className="product-media">
        {image && <img src={image.url} width={image.w} height={image.h} alt={product.name} fetchPriority="high" />}
      </div>
      <div className="product-info">
        <h1>{product.name}</h1>
        {product.artist && <p className="artist">{t('product.by_artist', { name: product.artist.name })}</p>}
        <p className="price">
          {price.o !== undefined && <del>{formatMoney(price.o, market.locale)}</del>}{' '}
          <strong>{formatMoney(price.price, market.locale)}</strong>
          {price.d !== undefined && <span className="discount">{t('product.campaign', { percent: price.d })}</span>}
        </p>
        <p className="stock">{t(`stock_status.${product.stock_status}`)}</p>
        {product.variations.length > 0 && (
          <fieldset className="variations">
            <legend>{t('product.choose_size')}</legend>
            <ul>
              {product.variations.map((v) => (
                <li key={v.id}>
                  {v.name}: {formatMoney(derivePrice(v.prices).price, market.locale)}
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {activeTiers(main).length > 1 && (
          <section className="tiers">
            <h2>{t('product.tiers')}</h2>
            <ul>
              {activeTiers(main).map((tier) => (
                <li key={tier.q}>{t('product.tier', { q: tier.q, price: formatMoney(tier.p, market.locale) })}</li>
              ))}
            </ul>
          </section>
        )}
        {product.description && (
          <div className="description">
            {htmlToParagraphs(product.description).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        )}
      </div>
      <section className="related">
        <h2>{t('product.related')}</h2>
        <Suspense
          fallback={
            <div className="grid-placeholder" aria-busy="true">
              {t('loading')}
            </div>
          }
        >
          <Related />
        </Suspense>
      </section>
    </article>,
    {
      title: product.name,
      description: htmlToText(product.description ?? '', 160),
      alternatePaths,
      ogType: 'product',
      image: image?.url,
      structuredData: [
        productStructuredData(
          product,
          market.locale,
          new URL(c.req.path, market.origin).toString(),
          image ? [new URL(image.url, market.origin).toString()] : [],
        ),
      ],
    },
  );
}
