import { formatMoney } from '../../shared/money';
import { activeTiers, derivePrice } from '../../shared/pricing';
import { isBuyable } from '../../shared/purchase';
import type { Locale } from '../../shared/locales';
import { productPath as pathOfProduct } from '../../shared/routes';
import { ProductTemplate, ProductType, type ProductSummary } from '../../shared/types';
import type { Translate } from '../i18n';
import { thumbOf } from './browse/purchase-props';
import { AddToCartButton, WishlistButton } from './cart/CartControls';

export function productPath(locale: Locale, slug: string): string {
  return pathOfProduct(locale.code, slug);
}

/** Lowest price over the variations (or the product's own), for "From ..." labels. */
export function lowestPrice(product: ProductSummary) {
  const candidates = [product.prices, ...product.variations.map((v) => v.prices)].filter((p) => p.n.length > 0);
  return candidates.map((p) => derivePrice(p)).sort((a, b) => a.price - b.price)[0] ?? { price: 0 };
}

/** The wishlist heart of a product (its state is the shopper's, filled in on the client). */
export function WishlistHeart({ product, t }: { product: ProductSummary; t: Translate }) {
  return (
    <WishlistButton
      item={{ id: product.id, name: product.name, slug: product.slug, thumb: thumbOf(product)?.url ?? '' }}
      labels={{ add: t('cart.wishlist_add'), remove: t('cart.wishlist_remove') }}
    />
  );
}

/** Products one click can add from a card: one buyable variation and nothing to choose or write. */
function quickAddVariation(product: ProductSummary) {
  const [only, ...others] = product.variations;
  const isPersonal = product.template_id === ProductTemplate.CustomPoster || product.template_id === ProductTemplate.BYOP;
  return only && others.length === 0 && !isPersonal && isBuyable(only.stock_status) ? only : undefined;
}

/**
 * A product in a grid: thumbnail with its width and height (no layout shift), name,
 * artist and the lowest price. Nothing personal: wishlist and cart state come from islands.
 */
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
  const image = thumbOf(product);
  const price = lowestPrice(product);
  const hasRange = new Set(product.variations.map((v) => derivePrice(v.prices).price)).size > 1;
  const amount = formatMoney(price.price, locale);
  const quick = quickAddVariation(product);
  return (
    <article className="product-card">
      <a href={productPath(locale, product.slug)}>
        {image && (
          <img
            src={image.url}
            width={image.w}
            height={image.h}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        )}
        <h3>{product.name}</h3>
      </a>
      {product.artist && <p className="artist">{product.artist.name}</p>}
      <p className="price">
        {price.o !== undefined && <del>{formatMoney(price.o, locale)}</del>}{' '}
        <span>{hasRange ? t('product.from_price', { price: amount }) : amount}</span>
        {price.d !== undefined && <span className="discount">{t('product.campaign', { percent: price.d })}</span>}
      </p>
      <div className="card-actions">
        <WishlistHeart product={product} t={t} />
        {quick && (
          <AddToCartButton
            line={{
              product_id: product.id,
              sku: quick.sku,
              name: product.name,
              slug: product.slug,
              thumb: image?.url ?? '',
              type: product.type,
              template_id: product.template_id,
              price: derivePrice(quick.prices).price,
              vat: product.vat,
              group_id: product.group_id,
              pricing: activeTiers(quick.prices),
              variation_name: product.type === ProductType.Standard || product.type === ProductType.DynamicBundle ? null : quick.name,
            }}
            label={t('product.add_to_cart')}
            addedLabel={t('cart.added')}
          />
        )}
      </div>
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
