/**
 * The commerce API's answers that no storefront check had a schema for yet (docs/api.md),
 * one schema each, for the API's OpenAPI document (services/commerce/src/http/openapi): an
 * upstream must answer these shapes. Objects are read loosely (extra fields allowed), as
 * the storefront reads answers; the fields each names are required as the embedded API
 * always sends them.
 */
import * as v from 'valibot';
import { SHIPPING_METHODS, POSTAL_SHIPPING_METHODS } from './checkout';
import { STOCK_STATUSES } from './cart';

const money = v.number();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const leadDays = v.tuple([v.number(), v.number()]);

/** POST /api/sync-coupons: the codes the API knows, each with what it gives and whether it applies. */
export const couponListAnswer = v.array(
  v.object({
    code: v.string(),
    percentage_discount: v.number(),
    specific_groups: v.array(v.number()),
    excluded_groups: v.array(v.number()),
    specific_discount_categories: v.array(v.string()),
    failed_minimum_spend: v.boolean(),
    applied: v.boolean(),
  }),
);

/** POST /api/sync-wishlist: the known products with what a wishlist shows. */
export const wishlistAnswer = v.array(
  v.object({ id: v.number(), thumb: v.string(), name: v.string(), slug: v.string(), stock_status: v.optional(v.picklist(STOCK_STATUSES)) }),
);

/** POST /api/subscribe: the newsletter code (given once the address is confirmed). */
export const subscribeAnswer = v.object({ code: v.string() });
/** POST /api/newsletter/confirm and /api/unsubscribe: what happened. */
export const newsletterStatusAnswer = v.object({ status: v.string() });

/** POST /api/gift-card-balance. */
export const giftCardBalanceAnswer = v.object({
  code: v.string(),
  currency: v.string(),
  balance: money,
  initial_amount: money,
  expires_at: v.string(),
  status: v.string(),
});

/** GET /api/delivery-methods?postal_code=: the methods offered there, VAT included. */
export const deliveryMethodsAnswer = v.object({
  postal_code: v.string(),
  methods: v.array(v.object({ id: v.picklist(POSTAL_SHIPPING_METHODS), price: money, free_from: v.nullable(money), lead_days: leadDays })),
});

/** GET /api/service-points?postal_code=: the pick-up points near it. */
export const servicePointsAnswer = v.object({
  postal_code: v.string(),
  points: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      street: v.string(),
      postal_code: v.string(),
      distance_m: v.number(),
      opening_hours: v.string(),
    }),
  ),
});

const totals = v.object({
  lines: money,
  discount: money,
  shipping: money,
  gift_cards: money,
  total: money,
  vat: money,
  currency: v.string(),
});

/** POST /api/checkout (200 repriced, 201 made): the order, its token and how to pay it. */
export const checkoutAnswer = v.object({
  order_id: v.string(),
  order_token: v.string(),
  status: v.string(),
  checkout_id: v.string(),
  totals,
  payment: v.nullable(
    v.object({
      kind: v.string(),
      session_id: v.nullable(v.string()),
      redirect_url: v.nullable(v.string()),
      app_url: v.nullable(v.string()),
    }),
  ),
});

/** GET /api/orders/{id} (with its order token): the order as its confirmation page shows it. */
export const orderAnswer = v.object({
  order_id: v.string(),
  checkout_id: v.string(),
  status: v.string(),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
  locale: v.string(),
  currency: v.string(),
  contact: v.object({ email: v.string(), phone: v.string() }),
  address: v.record(v.string(), v.string()),
  shipping: v.object({
    method: v.picklist(SHIPPING_METHODS),
    price: money,
    service_point: v.nullable(v.object({ id: v.string(), name: v.string(), street: v.string(), postal_code: v.string() })),
    lead_days: leadDays,
  }),
  payment: v.nullable(
    v.object({ kind: v.string(), status: v.string(), decline_reason: v.nullable(v.string()), app_url: v.nullable(v.string()) }),
  ),
  lines: v.array(
    v.object({
      sku: v.string(),
      product_id: v.number(),
      name: v.string(),
      quantity: count,
      price: money,
      vat: money,
    }),
  ),
  coupons: v.array(v.object({ code: v.string(), discount: money })),
  gift_cards: v.array(v.object({ code: v.string(), amount: money })),
  totals,
  refunded: money,
});

/** POST /api/payments/webhook: the event was taken (or was no news). */
export const webhookAnswer = v.object({ received: v.boolean() });
