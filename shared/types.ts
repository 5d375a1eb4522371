/**
 * The entities the shop works with (docs/api.md), with the field names the commerce API uses.
 * Both the worker (pages, proxy, embedded API) and the client islands import these.
 */
import type { STOCK_STATUSES } from './schemas/cart';
import type { Image } from './schemas/catalog';

/** Shapes that come over the wire are inferred from their schemas (shared/schemas). */
export type { CartLine, CartLineMetadata, GiftCardMetadata, PhotoMetadata, PriceTier, WishlistItem } from './schemas/cart';
export type {
  Category,
  Image,
  Prices,
  ProductAttribute,
  ProductDetail,
  ProductSummary,
  Review,
  SearchHint,
  Tag,
  TagDetail,
  Variation,
  Widget,
} from './schemas/catalog';

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

export type StockStatus = (typeof STOCK_STATUSES)[number];

export interface Artist {
  id: number;
  name: string;
  slug: string;
  avatar: Image;
  product_count: number;
  /** Artist page only. */
  bio?: string;
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
