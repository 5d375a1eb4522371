/**
 * What a merchant feed says of each thing the shop sells (docs/operations.md "Merchant
 * feeds"): one item per variant a shopper can buy, with the price the product page shows.
 * Pure: the formats (./google-merchant.ts, ./pinterest.ts) write these items out.
 */
import { deepestTrail } from '../../../shared/breadcrumbs';
import type { Locale } from '../../../shared/locales';
import { currencyDecimals, roundMoney } from '../../../shared/money';
import { derivePrice } from '../../../shared/pricing';
import { variationNameOf } from '../../../shared/purchase';
import { htmlToText } from '../../../shared/text';
import type { FeedProduct } from '../../../shared/schemas/catalog';
import { ImageType, ProductTemplate, ProductType, type Category, type Image, type StockStatus } from '../../../shared/types';
import { mainImage } from '../../components/browse/purchase-props';

/** An amount in the market's currency. */
export interface Money {
  amount: number;
  currency: string;
}

export interface FeedItem {
  /** The variant's SKU: stable, unique, at most 50 characters (Google's limit for id). */
  id: string;
  /** The product's SKU when it has variants (item_group_id); undefined for a single-variant product. */
  groupId: string | undefined;
  title: string;
  description: string;
  /** The product page on the market's domain (a variant has no address of its own). */
  link: string;
  imageLink: string | undefined;
  additionalImageLinks: string[];
  stock: StockStatus;
  /** The normal price; with a running campaign `salePrice` is what the shopper pays. */
  price: Money;
  salePrice: Money | undefined;
  /** The variant's size ("50x70 cm"; a frame: the poster size it fits). */
  size: string | undefined;
  /** The category path of the product's deepest category ("Posters > Nature > Mountains"). */
  productType: string | undefined;
  googleProductCategory: string;
  artist: string | undefined;
}

/**
 * Google's product taxonomy, written as its full path (Merchant Center accepts the path or
 * the id): frames are picture frames, everything else the shop sells is wall art.
 */
export const GOOGLE_CATEGORY = {
  art: 'Home & Garden > Decor > Artwork > Posters, Prints, & Visual Artwork',
  frame: 'Home & Garden > Decor > Picture Frames',
} as const;

/** Google allows 150 characters of title and 5,000 of description; Pinterest 500 and 10,000. */
export const MAX_TITLE = 150;
export const MAX_DESCRIPTION = 5000;
/** Google and Pinterest take up to 10 additional images. */
export const MAX_ADDITIONAL_IMAGES = 10;

/** Pictures worth showing beside the main one: the poster and its gallery shots, not thumbnails or frame overlays. */
const SHOWN_IMAGES: ReadonlySet<number> = new Set([ImageType.NoMargin, ImageType.General, ImageType.Gallery, ImageType.Featured]);

/** What each item of one feed shares: the market, its addresses, the category tree. */
export interface FeedContext {
  locale: Locale;
  /** The product page's absolute address on the market's canonical host. */
  productUrl: (slug: string) => string;
  /** An image's absolute address (its path on the market's canonical host). */
  imageUrl: (path: string) => string;
  categories: readonly Category[];
}

/**
 * Gift cards are left out: they are e-mailed vouchers, not goods a shopping listing may
 * show (Google's and Pinterest's catalogs are for products delivered).
 */
export function isListedInFeeds(product: Pick<FeedProduct, 'type'>): boolean {
  return product.type !== ProductType.GiftCard;
}

/** A price as the product page shows it: rounded to the market's digits (sv, da: whole kronor). */
export function shownPrice(amount: number, locale: Locale): Money {
  return { amount: roundMoney(amount, currencyDecimals(locale)), currency: locale.currency };
}

/** "49.00 SEK": the amount with two decimals and the ISO 4217 code, as both formats ask. */
export function feedMoney(money: Money): string {
  return `${money.amount.toFixed(2)} ${money.currency}`;
}

/** The items of one product a feed lists: one per variation, or one for a product without variations. */
export function feedItems(product: FeedProduct, feed: FeedContext): FeedItem[] {
  return isListedInFeeds(product) ? variantItems(product, feed) : [];
}

/**
 * What a shopper can buy of one product, gift cards included: one item per variation, or
 * one for a product without variations, priced as its page shows it. The feeds list these
 * (feedItems) and the product page's structured data offers them (worker/routes/structured-data).
 */
export function variantItems(product: FeedProduct, feed: FeedContext): FeedItem[] {
  const hasVariants = product.variations.length > 0;
  const variants = hasVariants
    ? product.variations
    : [{ sku: product.sku, name: product.name, prices: product.prices, stock_status: product.stock_status, size: undefined }];
  const main = mainImage(product);
  const additional = product.images
    .filter((image) => image !== main && SHOWN_IMAGES.has(image.t))
    .slice(0, MAX_ADDITIONAL_IMAGES)
    .map((image: Image) => feed.imageUrl(image.url));
  const trail = deepestTrail(feed.categories, product.categories);
  const description = htmlToText(product.description, MAX_DESCRIPTION) || product.name;
  const isFrame = product.template_id === ProductTemplate.Frame;
  return variants.map((variant) => {
    const { price, o } = derivePrice(variant.prices);
    const variantName = hasVariants ? variationNameOf(product, variant) : null;
    const title = variantName && variantName !== product.name ? `${product.name}, ${variantName}` : product.name;
    return {
      id: variant.sku,
      groupId: hasVariants && product.variations.length > 1 ? product.sku : undefined,
      title: title.length <= MAX_TITLE ? title : `${title.slice(0, MAX_TITLE - 1)}…`,
      description,
      link: feed.productUrl(product.slug),
      imageLink: main && feed.imageUrl(main.url),
      additionalImageLinks: additional,
      stock: variant.stock_status,
      price: shownPrice(o ?? price, feed.locale),
      salePrice: o === undefined ? undefined : shownPrice(price, feed.locale),
      size: (isFrame ? variant.size : undefined) ?? variantName ?? undefined,
      productType: trail ? trail.map((category) => category.name).join(' > ') : undefined,
      googleProductCategory: isFrame ? GOOGLE_CATEGORY.frame : GOOGLE_CATEGORY.art,
      artist: product.artist?.name,
    };
  });
}
