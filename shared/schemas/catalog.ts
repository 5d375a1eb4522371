/**
 * The catalog answers pages read (docs/api.md), one schema each: the storefront keeps an
 * upstream answer only after it passed its call's schema (worker/api/edge.ts), and pages
 * read the parsed value. Lists whose odd entries a page can do without (reviews,
 * attributes, search hints) skip them; everything else must be whole or the answer is
 * refused. Fields the spec marks optional get the neutral value pages expect.
 */
import * as v from 'valibot';
import { isRecord } from '../json';
import type { LocaleCode } from '../locales';
import { PRODUCT_TEMPLATES, PRODUCT_TYPES, STOCK_STATUSES, priceTier } from './cart';
import { validItems } from './rules';

const id = v.number();

/** A value per language, e.g. a product's slug on every domain (hreflang, the language switcher). */
const perLanguage = v.custom<Partial<Record<LocaleCode, string>>>(
  (value) => isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string'),
  'must map languages to texts',
);

export const image = v.object({ t: v.number(), url: v.string(), w: v.number(), h: v.number() });
export type Image = v.InferOutput<typeof image>;

/** n: normal tiers; c: campaign tiers when a campaign runs. o and d are derived (shared/pricing). */
export const prices = v.object({ n: v.array(priceTier), c: v.optional(v.array(priceTier)) });
export type Prices = v.InferOutput<typeof prices>;

export const variation = v.object({
  id,
  sku: v.string(),
  /** Size or amount label, e.g. "50x70 cm" or "500 kr". */
  name: v.string(),
  prices,
  stock_status: v.picklist(STOCK_STATUSES),
  /** Frames: the variation fits posters of this size label. */
  size: v.optional(v.string()),
});
export type Variation = v.InferOutput<typeof variation>;

export const tag = v.object({ id, name: v.string(), slug: v.string() });
export type Tag = v.InferOutput<typeof tag>;

/** A product as listed (grid, search). */
export const productSummary = v.object({
  id,
  sku: v.string(),
  name: v.string(),
  slug: v.string(),
  type: v.picklist(PRODUCT_TYPES),
  template_id: v.picklist(PRODUCT_TEMPLATES),
  images: v.array(image),
  variations: v.array(variation),
  group_id: v.number(),
  prices,
  /** VAT rate in percent, e.g. 25. */
  vat: v.number(),
  artist: v.optional(v.object({ id, name: v.string(), slug: v.string() })),
  stock_status: v.picklist(STOCK_STATUSES),
});
export type ProductSummary = v.InferOutput<typeof productSummary>;

/**
 * A product as the merchant feeds read it (GET /api/products?fd=1): its summary, its
 * description (HTML, as its page shows it) and its category ids.
 */
export const feedProduct = v.object({ ...productSummary.entries, description: v.string(), categories: v.array(id) });
export type FeedProduct = v.InferOutput<typeof feedProduct>;
export const feedProductList = v.object({ products: v.array(feedProduct) });

/** A product with everything its page shows. */
export const productDetail = v.object({
  ...productSummary.entries,
  description: v.string(),
  discount_category: v.nullable(v.string()),
  categories: v.array(v.number()),
  tags: v.array(tag),
  /** Poster options the product offers. */
  options: v.object({ margin: v.boolean(), black_and_white: v.boolean() }),
  /** SET: the parts it consists of. */
  parts: v.optional(v.array(productSummary)),
  /**
   * CustomPoster: the template its editor and the render route fill (docs/designers.md
   * "Custom poster editor"; the names of shared/custom-poster/designs.ts CUSTOM_TEMPLATES,
   * written out so this schema stays free of the designers' code), its editable fields (the
   * names its values use, at most 20) and the values the editor opens with. Without a
   * template (another upstream) the page offers the fields as plain texts.
   */
  custom_template: v.optional(
    v.object({
      template: v.optional(v.picklist(['typography', 'star-map'])),
      fields: v.array(v.object({ key: v.string(), label: v.string(), max: v.number() })),
      start: v.optional(v.record(v.string(), v.string())),
    }),
  ),
  related: v.array(productSummary),
  /** The product's slug in every language, for the language switcher and hreflang. */
  slugs: v.optional(perLanguage, () => ({})),
});
export type ProductDetail = v.InferOutput<typeof productDetail>;

/** A category and its children (recursive, so its type is written out: shared/types.ts Category). */
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
   * and lists it nowhere (docs/browse.md "Empty categories"); absent (another
   * upstream): taken as true.
   */
  has_products?: boolean;
}

export const category: v.GenericSchema<Category> = v.object({
  id,
  parent_id: v.nullable(v.number()),
  name: v.string(),
  slug: v.string(),
  children: v.array(v.lazy(() => category)),
  uri: v.string(),
  hierarchy: v.array(v.string()),
  show_in_menu: v.boolean(),
  show_in_main_menu: v.boolean(),
  count: v.optional(v.number()),
  uris: v.optional(perLanguage),
  has_products: v.optional(v.boolean()),
});
export const categoryList = v.array(category);

/** GET /api/products: the page of products and, with a listing, its category facet. */
export const productList = v.object({
  products: v.array(productSummary),
  categories: v.optional(v.array(category), () => []),
});

/** A tag page: the tag in this language plus its slug in every language. */
export const tagDetail = v.object({
  ...tag.entries,
  slugs: v.fallback(perLanguage, () => ({})),
  product_count: v.fallback(v.number(), 0),
});
export type TagDetail = v.InferOutput<typeof tagDetail>;
/** GET /api/tags answers { tags }: the list. */
export const tagList = v.pipe(
  v.object({ tags: v.array(tagDetail) }),
  v.transform((answer) => answer.tags),
);

/** An artist as pages use it: the avatar may be missing (another upstream), then it is null. */
export const artist = v.object({
  id,
  name: v.string(),
  slug: v.string(),
  avatar: v.fallback(v.nullable(image), null),
  product_count: v.fallback(v.number(), 0),
  /** Artist page only. */
  bio: v.fallback(v.optional(v.string()), undefined),
  /** The links the artist lists on their page (docs/accounts.md); absent where an upstream sends none or odd ones. */
  links: v.fallback(v.optional(v.array(v.object({ label: v.string(), url: v.pipe(v.string(), v.startsWith('https://')) }))), undefined),
});
export type ArtistEntry = v.InferOutput<typeof artist>;
/** GET /api/artists answers { artists }: the list. */
export const artistList = v.pipe(
  v.object({ artists: v.array(artist) }),
  v.transform((answer) => answer.artists),
);

export const searchHint = v.object({ id, hint: v.string(), url: v.string(), url_title: v.string() });
export type SearchHint = v.InferOutput<typeof searchHint>;
export const searchHints = validItems(searchHint);

export const review = v.object({ stars: v.number(), review: v.string(), author: v.fallback(v.string(), '') });
export type Review = v.InferOutput<typeof review>;
export const reviews = validItems(review);

export const widget = v.object({ content: v.string(), hidden: v.fallback(v.boolean(), false) });
export type Widget = v.InferOutput<typeof widget>;

export const productAttribute = v.object({
  id,
  name: v.string(),
  slug: v.string(),
  values: v.array(v.object({ id, name: v.string(), slug: v.string() })),
});
export type ProductAttribute = v.InferOutput<typeof productAttribute>;
export const productAttributes = validItems(productAttribute);

/** GET /api/strings: a map of texts. */
export const strings = v.record(v.string(), v.unknown());
