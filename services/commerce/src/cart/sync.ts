import { Hono } from 'hono';
import { syncCartBody, syncCouponsBody, syncWishlistBody } from '../../../../shared/schemas/requests';
import { formatMoney } from '../../../../shared/money';
import type { CartLine, WishlistItem } from '../../../../shared/types';
import { CART_NOTICES, GIFT_CARD_AMOUNT_NOTICE } from './notice-strings';
import { thumbOf } from '../catalog/product-images';
import { loadSummaries } from '../catalog/products';
import type { ApiEnv, Store } from '../context';
import { evaluateCoupons, isActive } from './coupons';
import { readBody } from '../http/body';
import { lineVariationName, priceCart, type PricedLine } from './lines';
import { loadCouponRules } from './coupon-rules';
import { described } from '../http/openapi/describe';
import * as v from 'valibot';
import { cartLine, wishlistInput } from '../../../../shared/schemas/cart';
import { couponListAnswer, wishlistAnswer } from '../../../../shared/schemas/answers';

/** The cart, wishlist and coupon syncs: the client's state in, authoritative state out. */
export const syncRoutes = new Hono<ApiEnv>();

/**
 * POST /api/sync-cart { items, coupons?, checkout_order_id?, campaign? } → CartLine[].
 * The atc form ({ items: [{ sku, quantity }] }) is the same call. A cart carrying an
 * internal coupon is answered with x-internal: 1.
 */
syncRoutes.post(
  '/api/sync-cart',
  described({
    tag: 'cart',
    summary: 'The cart priced: the browser’s lines in, the authoritative lines out',
    description:
      'The atc form ({ items: [{ sku, quantity }] }) is the same call. A cart carrying an internal coupon is answered with x-internal: 1.',
    body: syncCartBody,
    answers: {
      200: { description: 'the cart lines', schema: v.array(cartLine), headers: { 'x-internal': '1 when an internal coupon is active' } },
    },
  }),
  async (c) => {
    const body = await readBody(c.req.raw, syncCartBody);
    const store = c.var.store;
    const now = new Date();
    const [lines, rules] = await Promise.all([
      priceCart(c.env.DB, store, body.items, now),
      loadCouponRules(c.env.DB, store, body.coupons ?? []),
    ]);
    if (rules.some((rule) => rule.isInternal && isActive(rule, now))) c.header('x-internal', '1');
    return c.json(lines.map((line) => toCartLine(line, store)));
  },
);

/** POST /api/sync-coupons { coupons, cart_contents? } → Coupon[] (unknown codes left out). */
syncRoutes.post(
  '/api/sync-coupons',
  described({
    tag: 'cart',
    summary: 'The coupons the API knows, each with what it gives this cart and whether it applies',
    body: syncCouponsBody,
    answers: { 200: { description: 'the known coupons (unknown codes left out)', schema: couponListAnswer } },
  }),
  async (c) => {
    const body = await readBody(c.req.raw, syncCouponsBody);
    const store = c.var.store;
    const now = new Date();
    const [lines, rules] = await Promise.all([
      priceCart(c.env.DB, store, body.cart_contents, now),
      loadCouponRules(c.env.DB, store, body.coupons ?? []),
    ]);
    const couponLines = lines.map((line) => ({
      group_id: line.product.summary.group_id,
      discount_category: line.product.discountCategory,
      price: line.price,
      quantity: line.quantity,
    }));
    return c.json(evaluateCoupons(rules, couponLines, now));
  },
);

/** POST /api/sync-wishlist [{ id }] or { items: [{ id }] } → known items with display fields. */
syncRoutes.post(
  '/api/sync-wishlist',
  described({
    tag: 'cart',
    summary: 'The wishlist’s known products with what a wishlist shows',
    description: 'The body is [{ id }] or { items: [{ id }] }.',
    // The schema takes both forms (it wraps a bare list); described as the two it accepts.
    body: v.union([wishlistInput, syncWishlistBody]),
    answers: { 200: { description: 'the known products', schema: wishlistAnswer } },
  }),
  async (c) => {
    const { items: wanted } = await readBody(c.req.raw, syncWishlistBody);
    const summaries = await loadSummaries(c.env.DB, c.var.store, [...new Set(wanted.map((item) => item.id))], new Date());
    const items: WishlistItem[] = summaries.map((product) => ({
      id: product.id,
      thumb: thumbOf(product.images),
      name: product.name,
      slug: product.slug,
    }));
    return c.json(items);
  },
);

function toCartLine(line: PricedLine, store: Store): CartLine {
  const { product, variation, input } = line;
  const summary = product.summary;
  return {
    uuid: input.uuid ?? crypto.randomUUID(),
    product_id: summary.id,
    sku: variation.sku,
    name: summary.name,
    slug: summary.slug,
    thumb: thumbOf(summary.images),
    type: summary.type,
    variation_name: lineVariationName(line, store),
    template_id: summary.template_id,
    metadata: line.metadata,
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
    cross_selling_product_id: input.cross_selling_product_id,
    added_by_coupon: input.added_by_coupon,
    campaign: line.campaign,
  };
}

/**
 * The line's stock note. A quantity the server adjusted is told by adjusted_quantity alone
 * (the shop shows it as 'product.adjusted_quantity', docs/cart.md "How a change travels");
 * repeating it here would show the shopper the same thing twice.
 */
function cartNotice(line: PricedLine, store: Store): string | null {
  // A free gift card amount outside the limits is answered within them (metadata.gift_card.amount), with a word why.
  if (line.adjustedAmount !== null)
    return GIFT_CARD_AMOUNT_NOTICE[store.locale].replace('{amount}', formatMoney(line.adjustedAmount, store.info));
  if (line.adjustedQuantity !== null) return null;
  const status = line.variation.stock_status;
  return status === 'instock' ? null : CART_NOTICES[status][store.locale];
}
