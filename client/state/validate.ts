/**
 * Small validators for what comes back from browser storage or the server. Identity,
 * quantity and price must be right or the entry is dropped; display fields fall back to
 * neutral values, so one odd field never costs the shopper a whole cart.
 *
 * What the sync loop sends back (sku, uuid, ids, metadata, added_by_coupon; wishlist ids
 * and display fields) is held to the API's limits (shared/cart LINE_LIMITS, docs/api.md):
 * the API refuses a whole call for one value beyond them, so a single bad entry in storage
 * would otherwise block every sync of the page.
 */
import { isRecord } from '../../shared/json';
import { LINE_LIMITS, MAX_LINE_QUANTITY, parseLineMetadata, WISHLIST_LIMITS, type ServerLine } from '../../shared/cart';
import type { PriceTier, ProductTemplate, ProductType, StockStatus, WishlistItem } from '../../shared/types';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isPositiveId = (value: unknown): value is number => isId(value) && value >= 1 && value <= LINE_LIMITS.id;
const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
export const stringOr = <T>(value: unknown, fallback: T): string | T => (typeof value === 'string' ? value : fallback);
const idOrNull = (value: unknown): number | null => (isId(value) ? value : null);
const oneOf = <T>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/** Keeps the entries `parse` accepts; anything but an array is an empty list. */
export function listOf<T>(value: unknown, parse: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(parse).filter((item): item is T => item !== null) : [];
}

function parseTier(value: unknown): PriceTier | null {
  return isRecord(value) && isId(value.q) && isAmount(value.p) ? { q: value.q, p: value.p } : null;
}

const STOCK_STATUSES: readonly StockStatus[] = ['instock', 'lowstock', 'outofstock', 'backorder'];
const PRODUCT_TYPES: readonly ProductType[] = [1, 2, 3, 4, 5];
const TEMPLATES: readonly ProductTemplate[] = [1, 2, 3, 4, 5, 6];

/**
 * Quantity 0 is kept only on a line the server emptied for lack of stock (adjusted_quantity
 * 0), so the shopper sees why it is gone; the next sync drops it.
 */
function isLineQuantity(quantity: unknown, adjusted: unknown): quantity is number {
  return isId(quantity) && quantity <= MAX_LINE_QUANTITY && (quantity >= 1 || adjusted === 0);
}

/** null and absent are "none"; anything else must be a valid value, or the line is dropped. */
function optional<T>(value: unknown, isValid: (value: unknown) => value is T): T | null | undefined {
  if (value === undefined || value === null) return null;
  return isValid(value) ? value : undefined;
}

const isCode = (value: unknown): value is string => isText(value, 0, LINE_LIMITS.addedByCoupon);

/** A cart line; its uuid may be missing (server-added lines), storage callers require it. */
export function parseCartLine(value: unknown): ServerLine | null {
  if (!isRecord(value) || !isPositiveId(value.product_id) || !isText(value.sku, 1, LINE_LIMITS.sku)) return null;
  const { quantity, price } = value;
  if (!isLineQuantity(quantity, value.adjusted_quantity) || !isAmount(price)) return null;
  // An empty uuid counts as none (the server gives one); one the API would refuse drops the line.
  const uuid = value.uuid === '' ? undefined : value.uuid;
  if (uuid !== undefined && !isText(uuid, 1, LINE_LIMITS.uuid)) return null;
  const metadata = parseLineMetadata(value.metadata);
  const crossSelling = optional(value.cross_selling_product_id, isPositiveId);
  const addedByCoupon = optional(value.added_by_coupon, isCode);
  if (metadata === undefined || crossSelling === undefined || addedByCoupon === undefined) return null;
  const vat = isAmount(value.vat) && value.vat <= 100 ? value.vat : 0;
  const interval = isRecord(value.subscription_interval) ? stringOr(value.subscription_interval.name, null) : null;
  return {
    ...(uuid === undefined ? {} : { uuid }),
    product_id: value.product_id,
    sku: value.sku,
    name: stringOr(value.name, ''),
    slug: stringOr(value.slug, ''),
    thumb: stringOr(value.thumb, ''),
    type: oneOf(value.type, PRODUCT_TYPES, 1),
    variation_name: stringOr(value.variation_name, null),
    template_id: oneOf(value.template_id, TEMPLATES, 1),
    metadata,
    quantity,
    price,
    ordinary_price: isAmount(value.ordinary_price) ? value.ordinary_price : price,
    pricing: listOf(value.pricing, parseTier),
    vat,
    group_id: isId(value.group_id) ? value.group_id : 0,
    discount_category: stringOr(value.discount_category, null),
    categories: listOf(value.categories, idOrNull),
    stock_status: oneOf(value.stock_status, STOCK_STATUSES, 'instock'),
    cart_notice: stringOr(value.cart_notice, null),
    adjusted_quantity: idOrNull(value.adjusted_quantity),
    subscription_interval: interval === null ? null : { name: interval },
    cross_selling_product_id: crossSelling,
    added_by_coupon: addedByCoupon,
    campaign: stringOr(value.campaign, null),
  };
}

/** sync-wishlist takes display fields of at most WISHLIST_LIMITS.field characters; longer ones are left out. */
export function parseWishlistItem(value: unknown): WishlistItem | null {
  if (!isRecord(value) || !isPositiveId(value.id)) return null;
  const item: WishlistItem = { id: value.id };
  for (const key of ['thumb', 'name', 'slug'] as const) if (isText(value[key], 0, WISHLIST_LIMITS.field)) item[key] = value[key];
  return item;
}

/** Drops later entries whose key repeats an earlier one (storage edited by hand, races). */
export function uniqueBy<T>(items: T[], key: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}
