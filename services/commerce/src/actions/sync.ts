import { isRecord } from '../../../../shared/json';
import { Hono } from 'hono';
import { LINE_LIMITS, MAX_CHECKOUT_ID, WISHLIST_LIMITS } from '../../../../shared/cart';
import { MAX_COUPON_CODES } from '../../../../shared/coupons';
import type { CartLine, WishlistItem } from '../../../../shared/types';
import { CART_NOTICES } from '../catalog/labels';
import { thumbOf } from '../catalog/product-images';
import { loadSummaries } from '../catalog/products';
import type { OriginBindings, Store } from '../context';
import { evaluateCoupons, isActive } from '../coupons';
import { badRequest, readJsonBody } from '../http';
import { arrayOf, integer, nullableString, objectWith, optionalString, string } from '../validation';
import { parseCartItems, priceCart, type PricedLine } from './cart-lines';
import { loadCouponRules } from './coupon-rules';

/** The cart, wishlist and coupon syncs: the client's state in, authoritative state out. */
export const syncRoutes = new Hono<OriginBindings>();

/**
 * POST /api/sync-cart { items, coupons?, checkout_order_id?, campaign? } → CartLine[].
 * The atc form ({ items: [{ sku, quantity }] }) is the same call. A cart carrying an
 * internal coupon is answered with x-internal: 1.
 */
syncRoutes.post('/api/sync-cart', async (c) => {
  const body = objectWith(await readJsonBody(c.req.raw), 'body', ['items', 'coupons', 'checkout_order_id', 'campaign']);
  const items = parseCartItems(body.items, 'items');
  const codes = parseCodes(body.coupons);
  nullableString(body.checkout_order_id, 'checkout_order_id', { max: MAX_CHECKOUT_ID });
  parseCampaignData(body.campaign);
  const store = c.var.store;
  const now = new Date();
  const [lines, rules] = await Promise.all([priceCart(c.env.DB, store, items, now), loadCouponRules(c.env.DB, store, codes)]);
  if (rules.some((rule) => rule.isInternal && isActive(rule, now))) c.header('x-internal', '1');
  return c.json(lines.map((line) => toCartLine(line, store)));
});

/** POST /api/sync-coupons { coupons, cart_contents? } → Coupon[] (unknown codes left out). */
syncRoutes.post('/api/sync-coupons', async (c) => {
  const body = objectWith(await readJsonBody(c.req.raw), 'body', ['coupons', 'cart_contents']);
  if (body.coupons === undefined) throw badRequest('coupons is required');
  const codes = parseCodes(body.coupons);
  const items = body.cart_contents === undefined ? [] : parseCartItems(body.cart_contents, 'cart_contents');
  const store = c.var.store;
  const now = new Date();
  const [lines, rules] = await Promise.all([priceCart(c.env.DB, store, items, now), loadCouponRules(c.env.DB, store, codes)]);
  const couponLines = lines.map((line) => ({
    group_id: line.product.summary.group_id,
    discount_category: line.product.discountCategory,
    price: line.price,
    quantity: line.quantity,
  }));
  return c.json(evaluateCoupons(rules, couponLines, now));
});

/** POST /api/sync-wishlist [{ id }] or { items: [{ id }] } → known items with display fields. */
syncRoutes.post('/api/sync-wishlist', async (c) => {
  const body = await readJsonBody(c.req.raw);
  const list = Array.isArray(body) ? body : objectWith(body, 'body', ['items']).items;
  const ids = arrayOf(list, 'items', WISHLIST_LIMITS.items).map((raw, index) => {
    const item = objectWith(raw, `items[${index}]`, ['id', 'thumb', 'name', 'slug']);
    for (const field of ['thumb', 'name', 'slug'] as const)
      optionalString(item[field], `items[${index}].${field}`, { max: WISHLIST_LIMITS.field });
    return integer(item.id, `items[${index}].id`, 1, LINE_LIMITS.id);
  });
  const summaries = await loadSummaries(c.env.DB, c.var.store, [...new Set(ids)], new Date());
  const items: WishlistItem[] = summaries.map((product) => ({
    id: product.id,
    thumb: thumbOf(product.images),
    name: product.name,
    slug: product.slug,
  }));
  return c.json(items);
});

function parseCodes(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return arrayOf(value, 'coupons', MAX_COUPON_CODES).map((code, index) => string(code, `coupons[${index}]`, { max: 50 }));
}

/** Marketing campaign data (utm values): accepted when well-formed, not used for pricing. */
function parseCampaignData(value: unknown): void {
  if (value === undefined || value === null) return;
  if (!isRecord(value)) throw badRequest('campaign must be an object');
  const entries = Object.entries(value);
  if (entries.length > 20) throw badRequest('campaign may hold at most 20 fields');
  for (const [key, v] of entries) {
    if (v !== null && typeof v !== 'number' && (typeof v !== 'string' || v.length > 200))
      throw badRequest(`campaign.${key.slice(0, 40)} must be a short string or a number`);
  }
}

function toCartLine(line: PricedLine, store: Store): CartLine {
  const { product, variation, input } = line;
  const summary = product.summary;
  const hasChoice = summary.variations.length > 1 || variation.name !== summary.name;
  return {
    uuid: input.uuid ?? crypto.randomUUID(),
    product_id: summary.id,
    sku: variation.sku,
    name: summary.name,
    slug: summary.slug,
    thumb: thumbOf(summary.images),
    type: summary.type,
    variation_name: hasChoice ? variation.name : null,
    template_id: summary.template_id,
    metadata: input.metadata,
    quantity: line.quantity,
    price: line.price,
    ordinary_price: line.ordinaryPrice,
    pricing: line.pricing,
    vat: store.vat,
    group_id: summary.group_id,
    discount_category: product.discountCategory,
    categories: line.categories,
    stock_status: variation.stock_status,
    cart_notice: cartNotice(line, store),
    adjusted_quantity: line.adjustedQuantity,
    subscription_interval: null,
    cross_selling_product_id: input.crossSellingProductId,
    added_by_coupon: input.addedByCoupon,
    campaign: line.campaign,
  };
}

/**
 * The line's stock note. A quantity the server adjusted is told by adjusted_quantity alone
 * (the shop shows it as 'product.adjusted_quantity', SPEC 8); repeating it here would show
 * the shopper the same thing twice.
 */
function cartNotice(line: PricedLine, store: Store): string | null {
  if (line.adjustedQuantity !== null) return null;
  const status = line.variation.stock_status;
  return status === 'instock' ? null : CART_NOTICES[status][store.locale];
}
