import { formatMoney } from '../../shared/money';
import { derivePrice } from '../../shared/pricing';
import type { Locale } from '../../shared/locales';
import { ImageType, type ProductSummary } from '../../shared/types';
import { PATH_WORDS } from '../../locales/paths';
import type { Translate } from '../i18n';

export function productPath(locale: Locale, slug: string): string {
  return `/${PATH_WORDS[locale.code].product}/${encodeURIComponent(slug)}`;
}

/** Lowest price over the variations (or the product's own), for "From ..." labels. */
export function lowestPrice(product: ProductSummary) {
  const candidates = [product.prices, ...product.variations.map((v) => v.prices)].filter((p) => p.n.length > 0);
  return candidates.map((p) => derivePrice(p)).sort((a, b) => a.price - b.price)[0] ?? { price: 0 };
}

export function ProductCard({
  product,
  locale,
  t,
  eager = false,
}: {
  product: ProductSummary;
  locale: Locale;
  t: Translate;
  eager?: boolean;
}) {
  const image = product.images.find((i) => i.t === ImageType.Thumb) ?? product.images[0];
  const price = lowestPrice(product);
  const hasRange = product.variations.length > 1;
  const amount = formatMoney(price.price, locale);
  return (
    <article className="product-card">
      <a href={productPath(locale, product.slug)}>
        {image && <img src={image.url} width={image.w} height={image.h} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />}
        <h3>{product.name}</h3>
      </a>
      {product.artist && <p className="artist">{product.artist.name}</p>}
      <p className="price">
        {price.o !== undefined && <del>{formatMoney(price.o, locale)}</del>}{' '}
        <span>{hasRange ? t('product.from_price', { price: amount }) : amount}</span>
        {price.d !== undefined && <span className="discount">{t('product.campaign', { percent: price.d })}</span>}
      </p>
    </article>
  );
}

export function ProductGrid({
  products,
  locale,
  t,
  eagerCount = 0,
}: {
  products: ProductSummary[];
  locale: Locale;
  t: Translate;
  eagerCount?: number;
}) {
  return (
    <div className="product-grid">
      {products.map((product, i) => (
        <ProductCard key={product.id} product={product} locale={locale} t={t} eager={i < eagerCount} />
      ))}
    </div>
  );
}
