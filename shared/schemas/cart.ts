/**
 * One schema per cart shape (docs/cart.md "Cart rules", docs/api.md), in two strengths:
 * - strict, for what the commerce API accepts (a sync-cart line, its metadata) and for
 *   values only our own code writes (a carried cart): one value beyond the limits is an
 *   error naming it;
 * - tolerant, for what comes back from browser storage or an answer: identity, quantity
 *   and price must be right or the entry is dropped; display fields fall back to neutral
 *   values, so one odd field never costs the shopper a whole cart.
 * The limits are the API's (LINE_LIMITS): a single stored value beyond them would make
 * the API refuse every sync of the page.
 */
import * as v from 'valibot';
import { isValidEmail } from '../email';
import { GIFT_CARD_FIELDS, MAX_GIFT_CARD_AMOUNT, isIsoDate } from '../gift-card-limits';
import { isRecord } from '../json';
import { PHOTO_KEY, PHOTO_LIMITS } from '../photo-limits';
import { amount, flag, integer, list, record, text, validItems } from './rules';

/** docs/cart.md "Cart rules": cart quantities are whole numbers from 0 to 5000. */
export const MAX_LINE_QUANTITY = 5000;
/** The API refuses a sync with more lines (docs/api.md); one more would break every sync. */
export const MAX_CART_LINES = 200;
/** sync-wishlist: at most this many items, each display field (thumb, name, slug) at most so long. */
export const WISHLIST_LIMITS = { items: 200, field: 500 } as const;

/** What the API accepts per line of a sync; one value beyond these makes it refuse the whole call. */
export const LINE_LIMITS = {
  sku: 64,
  uuid: 64,
  /** product_id and cross_selling_product_id: 1 to this. */
  id: 1e9,
  addedByCoupon: 50,
  templateFields: 20,
  templateKey: 40,
  templateValue: 200,
} as const;

const id = integer(1, LINE_LIMITS.id);
const count = integer(0, Number.MAX_SAFE_INTEGER);
export const quantity = integer(0, MAX_LINE_QUANTITY);
export const sku = text(1, LINE_LIMITS.sku);
const couponCode = text(0, LINE_LIMITS.addedByCoupon);

export const PRODUCT_TYPES = [1, 2, 3, 4, 5] as const;
export const PRODUCT_TEMPLATES = [1, 2, 3, 4, 5, 6] as const;
export const STOCK_STATUSES = ['instock', 'lowstock', 'outofstock', 'backorder'] as const;

/** One price tier: from quantity q, price p per piece (VAT included). */
export const priceTier = v.object({ q: count, p: amount() });
export type PriceTier = v.InferOutput<typeof priceTier>;

const RESERVED_KEYS = ['__proto__', 'prototype', 'constructor'];

/** A custom poster's texts (docs/designers.md "How the values travel"): at most 20 named texts. */
export const templateValues = v.pipe(
  v.custom<Record<string, unknown>>(isRecord, 'must be an object'),
  // Names a schema library drops silently (prototype safety) are refused instead: no template has them.
  v.check(
    (values) => !RESERVED_KEYS.some((key) => Object.hasOwn(values, key)),
    'may not use __proto__, prototype or constructor as a name',
  ),
  v.record(text(1, LINE_LIMITS.templateKey), text(0, LINE_LIMITS.templateValue)),
  v.check((values) => Object.keys(values).length <= LINE_LIMITS.templateFields, `may hold at most ${LINE_LIMITS.templateFields} fields`),
);

/** The same, written by older code: values that are not text are left out, the limits still hold. */
export const storedTemplateValues = v.pipe(
  v.custom<Record<string, unknown>>(isRecord),
  v.transform((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string'))),
  templateValues,
);

const trimmedText = (min: number, max: number) => v.pipe(v.string('must be a string'), v.trim(), text(min, max));

/**
 * A gift card line's card (docs/api.md, docs/checkout.md "Gift cards"): who gets it, the
 * message printed in the e-mail, the day it is e-mailed (YYYY-MM-DD; how far ahead is the
 * API's check, since it needs the clock) and, for a free amount only, the amount (a whole
 * number; the store's currency sets the limits, GIFT_CARD_LIMITS). Texts are trimmed.
 */
export const giftCardMetadata = record({
  amount: v.optional(integer(1, MAX_GIFT_CARD_AMOUNT)),
  recipient_name: trimmedText(1, GIFT_CARD_FIELDS.name),
  recipient_email: v.pipe(v.string('must be a string'), v.trim(), v.check(isValidEmail, 'must be an e-mail address')),
  message: v.optional(trimmedText(0, GIFT_CARD_FIELDS.message)),
  send_on: v.pipe(v.string('must be a string'), v.check(isIsoDate, 'must be a date written YYYY-MM-DD')),
});
export type GiftCardMetadata = v.InferOutput<typeof giftCardMetadata>;

/**
 * A photo poster's photo (docs/designers.md "Photo posters"): the key POST /api/photos
 * answered (`photos/{random}.{ext}`, at most 48 characters) and its pixel size. The key is
 * the reference the order keeps; whoever has it can read the photo.
 */
export const photoMetadata = record({
  key: v.pipe(v.string('must be a string'), v.regex(PHOTO_KEY, 'must be a key answered by POST /api/photos')),
  width: integer(1, PHOTO_LIMITS.keptMaxSide),
  height: integer(1, PHOTO_LIMITS.keptMaxSide),
});
export type PhotoMetadata = v.InferOutput<typeof photoMetadata>;

/**
 * A line that is part of a gallery wall (docs/wall-designer.md): the wall's id (made when
 * the wall is added, so two walls stay apart) and the slot (1 to 9) it hangs in.
 */
export const wallMetadata = record({
  id: v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'must be 1 to 64 letters, digits or hyphens')),
  slot: integer(1, 9),
});
export type WallMetadata = v.InferOutput<typeof wallMetadata>;

const metadataFields = record({
  margin: v.optional(flag),
  black_and_white: v.optional(flag),
  template: v.optional(record({ values: templateValues })),
  gift_card: v.optional(giftCardMetadata),
  photo: v.optional(photoMetadata),
  wall: v.optional(wallMetadata),
});
export type CartLineMetadata = v.InferOutput<typeof metadataFields>;

const emptyToNull = (metadata: CartLineMetadata) => (Object.keys(metadata).length > 0 ? metadata : null);
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** A line's metadata as the API accepts it: absent, null or {} is none (null). */
export const lineMetadata = v.pipe(
  v.nullish(metadataFields, null),
  v.transform((m) => (m === null ? null : emptyToNull(m))),
);

/**
 * Metadata read back from storage: odd or unknown fields are left out (a flag that is not
 * a boolean, a template that is not one); texts beyond the API's limits make it invalid,
 * and so does a gift card that is not one the API takes (a card without its recipient is
 * not the card the shopper chose: the line goes rather than changing meaning).
 */
export const storedLineMetadata = v.pipe(
  v.unknown(),
  v.transform((value) => (isRecord(value) ? value : {})),
  v.object({
    margin: v.fallback(v.optional(v.boolean()), undefined),
    black_and_white: v.fallback(v.optional(v.boolean()), undefined),
    template: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((template) => (isRecord(template) && isRecord(template.values) ? { values: template.values } : undefined)),
        v.optional(v.object({ values: storedTemplateValues })),
      ),
    ),
    gift_card: v.optional(giftCardMetadata),
    // A photo poster without its photo is not what the shopper chose: like a gift card, the line goes.
    photo: v.optional(photoMetadata),
    // A wall mark that is not one is dropped: the line is still the poster or frame chosen.
    wall: v.fallback(v.optional(wallMetadata), undefined),
  }),
  v.transform((metadata): CartLineMetadata | null => emptyToNull(withoutUndefined(metadata))),
);

/** A cart line as the API answers it and the cart holds it (docs/api.md "POST /api/sync-cart"). */
export const cartLine = v.object({
  uuid: text(1, LINE_LIMITS.uuid),
  product_id: id,
  sku,
  name: v.string(),
  slug: v.string(),
  thumb: v.string(),
  type: v.picklist(PRODUCT_TYPES),
  variation_name: v.nullable(v.string()),
  template_id: v.picklist(PRODUCT_TEMPLATES),
  metadata: v.nullable(metadataFields),
  quantity,
  price: amount(),
  ordinary_price: amount(),
  pricing: v.array(priceTier),
  vat: amount(100),
  group_id: count,
  discount_category: v.nullable(v.string()),
  categories: v.array(count),
  stock_status: v.picklist(STOCK_STATUSES),
  cart_notice: v.nullable(v.string()),
  adjusted_quantity: v.nullable(count),
  subscription_interval: v.nullable(v.object({ name: v.string() })),
  cross_selling_product_id: v.nullable(id),
  added_by_coupon: v.nullable(couponCode),
  campaign: v.nullable(v.string()),
});
export type CartLine = v.InferOutput<typeof cartLine>;

/** A line as the server answers it: lines the server adds may come without a uuid. */
export type ServerLine = Omit<CartLine, 'uuid'> & { uuid?: string };

const textOr = <T extends string | null>(fallback: T) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): string | T => (typeof value === 'string' ? value : fallback)),
    ),
    fallback,
  );

/**
 * A cart line from storage or an answer, tolerantly (see the top of this file). Its uuid
 * may be missing or empty (server-added lines; the cart gives one). Quantity 0 is kept
 * only on a line the server emptied for lack of stock (adjusted_quantity 0), so the
 * shopper sees why it is gone; the next sync drops it.
 */
export const storedCartLine = v.pipe(
  v.custom<Record<string, unknown>>(isRecord),
  v.object({
    uuid: v.optional(
      v.pipe(
        v.string(),
        v.transform((uuid) => uuid || undefined),
        v.optional(text(1, LINE_LIMITS.uuid)),
      ),
    ),
    product_id: id,
    sku,
    name: textOr(''),
    slug: textOr(''),
    thumb: textOr(''),
    type: v.fallback(v.picklist(PRODUCT_TYPES), 1),
    variation_name: textOr(null),
    template_id: v.fallback(v.picklist(PRODUCT_TEMPLATES), 1),
    metadata: v.optional(storedLineMetadata, null),
    quantity,
    price: amount(),
    ordinary_price: v.fallback(v.optional(amount()), undefined),
    pricing: v.fallback(validItems(priceTier), () => []),
    vat: v.fallback(amount(100), 0),
    group_id: v.fallback(count, 0),
    discount_category: textOr(null),
    categories: v.fallback(validItems(count), () => []),
    stock_status: v.fallback(v.picklist(STOCK_STATUSES), 'instock'),
    cart_notice: textOr(null),
    adjusted_quantity: v.fallback(v.nullable(count), null),
    subscription_interval: v.fallback(v.nullable(v.object({ name: v.string() })), null),
    cross_selling_product_id: v.nullish(id, null),
    added_by_coupon: v.nullish(couponCode, null),
    campaign: textOr(null),
  }),
  v.check((line) => line.quantity >= 1 || line.adjusted_quantity === 0),
  v.transform(({ uuid, ordinary_price, ...line }): ServerLine => ({
    ...(uuid === undefined ? {} : { uuid }),
    ...line,
    ordinary_price: ordinary_price ?? line.price,
  })),
);

/**
 * A line of a sync-cart or sync-coupons call (docs/api.md). Clients send back the lines
 * they were given, so every CartLine field is accepted; the authoritative ones (name,
 * price, stock…) are never read. Anything else is refused.
 */
const ignored = v.optional(v.unknown());
export const cartItemInput = record({
  sku,
  quantity,
  uuid: v.optional(text(0, LINE_LIMITS.uuid)),
  product_id: v.nullish(id),
  metadata: lineMetadata,
  cross_selling_product_id: v.nullish(id, null),
  added_by_coupon: v.nullish(couponCode, null),
  name: ignored,
  slug: ignored,
  thumb: ignored,
  type: ignored,
  variation_name: ignored,
  template_id: ignored,
  price: ignored,
  ordinary_price: ignored,
  pricing: ignored,
  vat: ignored,
  group_id: ignored,
  discount_category: ignored,
  categories: ignored,
  stock_status: ignored,
  cart_notice: ignored,
  adjusted_quantity: ignored,
  subscription_interval: ignored,
  campaign: ignored,
});
export const cartItems = list(cartItemInput, MAX_CART_LINES);

/** A wishlist entry; display fields beyond the API's limits are left out. */
export const wishlistItem = v.object({
  id,
  thumb: v.optional(text(0, WISHLIST_LIMITS.field)),
  name: v.optional(text(0, WISHLIST_LIMITS.field)),
  slug: v.optional(text(0, WISHLIST_LIMITS.field)),
});
export type WishlistItem = v.InferOutput<typeof wishlistItem>;

export const storedWishlistItem = v.pipe(
  v.custom<Record<string, unknown>>(isRecord),
  v.object({
    id,
    thumb: v.fallback(wishlistItem.entries.thumb, undefined),
    name: v.fallback(wishlistItem.entries.name, undefined),
    slug: v.fallback(wishlistItem.entries.slug, undefined),
  }),
  v.transform((item): WishlistItem => withoutUndefined(item)),
);

/** What sync-wishlist accepts: the entries, each exactly as the API limits them. */
export const wishlistInput = list(record(wishlistItem.entries), WISHLIST_LIMITS.items);
