/**
 * The bodies the commerce API accepts (docs/api.md), one schema each. The API answers a
 * body that breaks one with 400 and `describe`'s sentence ("items[3].sku must be a
 * string"); forms in the browser may use the same schemas before they send.
 */
import * as v from 'valibot';
import { MAX_CHECKOUT_ID } from '../cart';
import { MAX_COUPON_CODES } from '../coupons';
import { isValidEmail, MAX_EMAIL_LENGTH } from '../email';
import { isRecord } from '../json';
import { cartItems, wishlistInput } from './cart';
import { list, record, text } from './rules';

/** Coupon codes as a client sends them; absent or null is none. */
export const couponCodes = v.nullish(list(text(0, 50), MAX_COUPON_CODES), null);

/** Marketing campaign data (utm values, docs/cart.md "Landing parameters (any page)"): up to 20 short strings or numbers. */
export const campaignData = v.pipe(
  v.custom<Record<string, unknown>>(isRecord, 'must be an object'),
  v.record(
    v.string(),
    v.union([v.null(), v.number(), v.pipe(v.string(), v.maxLength(200))], 'must be a short string or a number'),
    'must be an object',
  ),
  v.check((value) => Object.keys(value).length <= 20, 'may hold at most 20 fields'),
);

/** POST /api/sync-cart; the atc form ({ items: [{ sku, quantity }] }) is the same call. */
export const syncCartBody = record({
  items: cartItems,
  coupons: couponCodes,
  checkout_order_id: v.nullish(text(0, MAX_CHECKOUT_ID), null),
  campaign: v.nullish(campaignData, null),
});

/** POST /api/sync-coupons: the codes are required (null is none), the cart is optional. */
export const syncCouponsBody = record({
  coupons: v.nullable(list(text(0, 50), MAX_COUPON_CODES)),
  cart_contents: v.optional(cartItems, []),
});

/** POST /api/sync-wishlist: [{ id }] or { items: [{ id }] }. */
export const syncWishlistBody = v.pipe(
  v.unknown(),
  v.transform((body) => (Array.isArray(body) ? { items: body } : body)),
  record({ items: wishlistInput }),
);

/** An e-mail address as a shopper types it: surrounding spaces are dropped (docs/site.md "Newsletter"). */
export const emailAddress = v.pipe(text(0, MAX_EMAIL_LENGTH), v.trim(), v.check(isValidEmail, 'is not a valid e-mail address'));

/** POST /api/subscribe. */
export const subscribeBody = record({ email: emailAddress });

/** A token of an e-mail's link (unsubscribe, newsletter confirmation): 128 random bits as hex, any case. */
const linkToken = v.pipe(text(0, 64), v.toLowerCase(), v.regex(/^[a-f0-9]{32}$/, 'must be 32 hexadecimal characters'));

/** POST /api/unsubscribe: the token of the e-mail's link, or an address to send that link to. */
export const unsubscribeBody = v.pipe(
  record({
    token: v.optional(linkToken),
    email: v.optional(emailAddress),
  }),
  v.check((body) => (body.token === undefined) !== (body.email === undefined), 'must have either token or email'),
);

/** POST /api/newsletter/confirm: the token of the confirmation e-mail's link. */
export const newsletterConfirmBody = record({ token: linkToken });

/** POST /api/gift-card-balance: the code as typed (any case, spaces or dashes). */
export const giftCardBody = record({ code: text(0, 40) });

/** The levels a client error report may have (client/site/error-reporting.ts sends error and warning). */
export const CAPTUERR_LEVELS = ['error', 'warning', 'info'] as const;

/** POST /captuerr; level defaults to error. */
export const captuerrBody = record({
  error: text(1, 2000),
  level: v.optional(v.picklist(CAPTUERR_LEVELS, `must be one of ${CAPTUERR_LEVELS.join(', ')}`), 'error'),
  stack: v.optional(text(0, 8000)),
  userAgent: v.optional(text(0, 500)),
  url: v.optional(text(0, 2000)),
});
