import { formatMoney } from '../../shared/money';
import { derivePrice } from '../../shared/pricing';
import type { Locale } from '../../shared/locales';
import { productPath as pathOfProduct } from '../../shared/routes';
import type { ProductSummary } from '../../shared/types';
import type { Translate } from '../i18n';
import { thumbOf } from './browse/purchase-props';
import { IMAGE_SIZES, responsiveImage } from '../../shared/responsive-image';
import { PersonaliseLink, QuickAdd, WishlistButton } from './cart/CartControls';
import { choosesSize, isPersonal, quickAddOf } from './cart/quick-add';
import { keyOf, partKey, prerendered } from './prerendered';
import { productPictureTransition } from '../../shared/view-transitions';

export function productPath(locale: Locale, slug: string): string {
  return pathOfProduct(locale.code, slug);
}

/** Lowest price over the variations (or the product's own), for "From ..." labels. */
export function lowestPrice(product: ProductSummary) {
  const candidates = [product.prices, ...product.variations.map((v) => v.prices)].filter((p) => p.n.length > 0);
  return candidates.map((p) => derivePrice(p)).sort((a, b) => a.price - b.price)[0] ?? { price: 0 };
}

/**
 * The wishlist heart of a product (its state is the shopper's, filled in on the client).
 * `isNamedByLine`: a quick add's line beside it names the product, so the heart reads it from there.
 */
export function WishlistHeart({ product, t, isNamedByLine = false }: { product: ProductSummary; t: Translate; isNamedByLine?: boolean }) {
  return (
    <WishlistButton
      item={isNamedByLine ? null : { id: product.id, name: product.name, slug: product.slug, thumb: thumbOf(product)?.url ?? '' }}
      label={t('cart.wishlist_add')}
    />
  );
}

/**
 * The card's actions' class: `with-sizes` for a size select, so their box has its two rows'
 * height before the parser reaches the select (client/styles/cart.css).
 */
const actionsClass = (product: ProductSummary) => (choosesSize(product) ? 'card-actions with-sizes' : 'card-actions');

/**
 * The level of the cards' product names: one below the heading the grid sits under (h2
 * under the page's h1 in a listing, h3 under a section's h2), so no level is skipped.
 */
export type HeadingLevel = 2 | 3;

/**
 * A product in a grid: thumbnail with its width and height (no layout shift), name,
 * artist and the lowest price. Nothing personal: wishlist and cart state come from islands.
 * A card is the same wherever the product is shown in a language, so it is rendered once
 * (./prerendered.tsx). An eager card's image is React's to write (React preloads it from
 * the page's head), so its price and actions are the prerendered parts there.
 */
export function ProductCard(props: CardProps) {
  const { product, locale, eager = false, headingLevel = 3, namesPicture = false } = props;
  const key = (part: string) => partKey(part, locale.code, String(headingLevel), namesPicture ? 'named' : '');
  const data = keyOf(product);
  if (eager) {
    return (
      <article className="product-card">
        <CardLink {...props} />
        {product.artist && <p className="artist">{product.artist.name}</p>}
        <p className="price" dangerouslySetInnerHTML={{ __html: prerendered(key('card-price'), () => <CardPrice {...props} />, data) }} />
        <div
          className={actionsClass(product)}
          dangerouslySetInnerHTML={{ __html: prerendered(key('card-actions'), () => <CardActions {...props} />, data) }}
        />
      </article>
    );
  }
  const html = prerendered(
    key('product-card'),
    () => (
      <>
        <CardLink {...props} />
        {product.artist && <p className="artist">{product.artist.name}</p>}
        <p className="price">
          <CardPrice {...props} />
        </p>
        <div className={actionsClass(product)}>
          <CardActions {...props} />
        </div>
      </>
    ),
    data,
  );
  return <article className="product-card" dangerouslySetInnerHTML={{ __html: html }} />;
}

interface CardProps {
  product: ProductSummary;
  locale: Locale;
  t: Translate;
  eager?: boolean;
  headingLevel?: HeadingLevel;
  /** The image carries the product's view-transition-name (a listing's own grid only: shared/view-transitions.ts). */
  namesPicture?: boolean;
}

function CardLink({ product, locale, eager = false, headingLevel = 3, namesPicture = false }: CardProps) {
  const Name = `h${headingLevel}` as const;
  const image = thumbOf(product);
  return (
    <a href={productPath(locale, product.slug)}>
      {image && (
        <img
          {...responsiveImage(image.url, IMAGE_SIZES.card)}
          width={image.w}
          height={image.h}
          alt=""
          // Eager is the default: the first row says only its priority. No `decoding` hint: a lazy
          // picture is decoded off the page's way anyway, and "async" may delay the first row's paint.
          {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          {...(namesPicture ? { style: { viewTransitionName: productPictureTransition(product.id) } } : {})}
        />
      )}
      <Name className="product-name">{product.name}</Name>
    </a>
  );
}

function CardPrice({ product, locale, t }: CardProps) {
  const price = lowestPrice(product);
  const hasRange = new Set(product.variations.map((v) => derivePrice(v.prices).price)).size > 1;
  const amount = formatMoney(price.price, locale);
  return (
    <>
      {price.o !== undefined && <del>{formatMoney(price.o, locale)}</del>}{' '}
      <span>{hasRange ? t('product.from_price', { price: amount }) : amount}</span>
      {price.d !== undefined && <span className="discount">{t('product.campaign', { percent: price.d })}</span>}
    </>
  );
}

/** The heart and the quick add; the quick add's line names the product for both (issue 27). */
function CardActions({ product, locale, t }: CardProps) {
  if (isPersonal(product)) {
    return (
      <>
        <WishlistHeart product={product} t={t} />
        <PersonaliseLink href={productPath(locale, product.slug)} label={t('cart.personalise')} />
      </>
    );
  }
  const quickAdd = quickAddOf(product);
  return (
    <>
      <WishlistHeart product={product} t={t} isNamedByLine={quickAdd !== null} />
      {quickAdd && <QuickAdd data={quickAdd} label={t('product.add_to_cart')} />}
    </>
  );
}

/**
 * The cards of a grid's first row at its widest (six 192 px columns in 1280 px: shared/
 * responsive-image.ts IMAGE_SIZES.card). The page's largest contentful paint is one of them:
 * they are the same size give or take a pixel of cropping, so Chromium may take any of them
 * (tests/e2e/responsive-images.spec.ts), and each is fetched at high priority, never lazily.
 * On a phone that fetches five cards below the fold early (about 35–90 KB each at 800 px,
 * README "Performance"); the rest of the grid is lazy everywhere.
 */
export const FIRST_ROW_CARDS = 6;

export function ProductGrid({
  products,
  locale,
  t,
  eagerCount = 0,
  headingLevel = 3,
  namesPictures = false,
}: {
  products: ProductSummary[];
  locale: Locale;
  t: Translate;
  eagerCount?: number;
  headingLevel?: HeadingLevel;
  /** Each card's image carries its product's view-transition-name (a listing: shared/view-transitions.ts). */
  namesPictures?: boolean;
}) {
  return (
    <div className="product-grid">
      {products.map((product, i) => (
        <ProductCard
          key={product.id}
          product={product}
          locale={locale}
          t={t}
          eager={i < eagerCount}
          headingLevel={headingLevel}
          namesPicture={namesPictures}
        />
      ))}
    </div>
  );
}
