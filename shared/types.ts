/**
 * The entities of SPEC section 3, with the field names the commerce API uses.
 * Both the worker (pages, proxy, embedded API) and the client islands import these.
 */
import type { LocaleCode } from './locales';

export const ProductType = {
  Standard: 1,
  Variation: 2,
  SET: 3,
  GiftCard: 4,
  DynamicBundle: 5,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const ProductTemplate = {
  Generic: 1,
  Poster: 2,
  Wall: 3,
  CustomPoster: 4,
  BYOP: 5,
  Frame: 6,
} as const;
export type ProductTemplate = (typeof ProductTemplate)[keyof typeof ProductTemplate];

export const ImageType = {
  NoMargin: 1,
  Margin: 2,
  Thumb: 3,
  Gallery: 4,
  Original: 5,
  FrameSwatch: 6,
  FrameOverlayPortrait: 7,
  FrameOverlayLandscape: 8,
  Featured: 9,
  GalleryThumb: 10,
  General: 12,
  Avatar: 13,
  BWNoMargin: 14,
  BWMargin: 15,
} as const;
export type ImageType = (typeof ImageType)[keyof typeof ImageType];

export interface Image {
  t: ImageType;
  url: string;
  w: number;
  h: number;
}

/** One price tier: from quantity q, price p per piece (VAT included). */
export interface PriceTier {
  q: number;
  p: number;
}

/** n: normal tiers; c: campaign tiers when a campaign runs. o and d are derived (shared/pricing). */
export interface Prices {
  n: PriceTier[];
  c?: PriceTier[];
}

export interface Variation {
  id: number;
  sku: string;
  /** Size or amount label, e.g. "50x70 cm" or "500 kr". */
  name: string;
  prices: Prices;
  stock_status: StockStatus;
  /** Frames: the variation fits posters of this size label. */
  size?: string;
}

export type StockStatus = 'instock' | 'lowstock' | 'outofstock' | 'backorder';

/** A product as listed (grid, search). */
export interface ProductSummary {
  id: number;
  sku: string;
  name: string;
  slug: string;
  type: ProductType;
  template_id: ProductTemplate;
  images: Image[];
  variations: Variation[];
  group_id: number;
  prices: Prices;
  /** VAT rate in percent, e.g. 25. */
  vat: number;
  artist?: { id: number; name: string; slug: string };
  stock_status: StockStatus;
}

export interface Tag {
  id: number;
  name: string;
  slug: string;
}

/** A product with everything its page shows. */
export interface ProductDetail extends ProductSummary {
  description: string;
  discount_category: string | null;
  categories: number[];
  tags: Tag[];
  /** Poster options the product offers. */
  options: { margin: boolean; black_and_white: boolean };
  /** SET: the parts it consists of. */
  parts?: ProductSummary[];
  /** CustomPoster: the template and its editable fields. */
  custom_template?: { fields: { key: string; label: string; max: number }[] };
  related: ProductSummary[];
  /** The product's slug in every language, for the language switcher and hreflang. */
  slugs: Partial<Record<LocaleCode, string>>;
}

export interface Category {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  children: Category[];
  /** Path on this language's domain, e.g. "/posters/nature/mountains". */
  uri: string;
  /** Names from the root down to this category. */
  hierarchy: string[];
  show_in_menu: boolean;
  show_in_main_menu: boolean;
  /** Listing facet only: how many of the matching products are in this category or below. */
  count?: number;
  /** With ?uris=1 only: the category's uri in every language (hreflang). */
  uris?: Partial<Record<LocaleCode, string>>;
  /**
   * Embedded API: whether any product is in this category or below. False: the shop links
   * and lists it nowhere (docs/browse.md "Empty categories and tags"); absent (another
   * upstream): taken as true.
   */
  has_products?: boolean;
}

/** A tag page: the tag in this language plus its slug in every language. */
export interface TagDetail extends Tag {
  slugs: Partial<Record<LocaleCode, string>>;
  product_count: number;
}

export interface Artist {
  id: number;
  name: string;
  slug: string;
  avatar: Image;
  product_count: number;
  /** Artist page only. */
  bio?: string;
}

export interface SearchHint {
  id: number;
  hint: string;
  url: string;
  url_title: string;
}

export interface Review {
  stars: number;
  review: string;
  author: string;
}

export interface Widget {
  content: string;
  hidden: boolean;
}

export interface WishlistItem {
  id: number;
  thumb?: string;
  name?: string;
  slug?: string;
}

export interface CartLine {
  uuid: string;
  product_id: number;
  sku: string;
  name: string;
  slug: string;
  thumb: string;
  type: ProductType;
  variation_name: string | null;
  template_id: ProductTemplate;
  metadata: CartLineMetadata | null;
  quantity: number;
  price: number;
  ordinary_price: number;
  pricing: PriceTier[];
  vat: number;
  group_id: number;
  discount_category: string | null;
  categories: number[];
  stock_status: StockStatus;
  cart_notice: string | null;
  adjusted_quantity: number | null;
  subscription_interval: { name: string } | null;
  cross_selling_product_id: number | null;
  added_by_coupon: string | null;
  campaign: string | null;
}

export interface CartLineMetadata {
  margin?: boolean;
  black_and_white?: boolean;
  template?: { values: Record<string, string> };
}

export interface Coupon {
  code: string;
  percentage_discount: number;
  specific_groups: number[];
  excluded_groups: number[];
  specific_discount_categories: string[];
  failed_minimum_spend: boolean;
  applied: boolean;
}

export interface ProductAttribute {
  id: number;
  name: string;
  slug: string;
  values: { id: number; name: string; slug: string }[];
}
