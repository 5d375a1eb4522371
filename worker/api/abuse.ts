import type { Context, MiddlewareHandler } from 'hono';
import { setCacheControl, strategies } from '../cache/policy';
import type { AppEnv } from '../context';
import { readBodyText } from '../../shared/http/body';
import { isRecord } from '../../shared/json';
import { clientKey, createDistinctLimiter, createRateLimiter } from './rate-limit';

/**
 * Anti-automation limits on the calls that confirm or hand out something of value
 * (OWASP ASVS 11.1.4 and 2.2.1; WSTG-ATHN-03): coupon codes tried, newsletter sign-ups
 * (each returns a discount code), unsubscribing by address, gift card balances, and order
 * submits (each may hold stock, a gift card or a newsletter code for a while). They
 * sit in the storefront, in front of whatever commerce API is configured, so they protect
 * an upstream API as much as the embedded one. Counters are per isolate and client
 * (rate-limit.ts; why not Cloudflare's Rate Limiting binding: docs/decisions/0009-abuse-limits.md).
 *
 * Each limit is far above what a shopper does: the cart re-sends the same codes on every
 * change and only codes not tried before in the window count; one sign-up, one
 * unsubscribe, a few gift cards checked.
 */
export const ABUSE_LIMITS = {
  /** Distinct coupon codes one client may try per window, in sync-coupons and sync-cart together. */
  couponCodes: { limit: 30, windowMs: 10 * 60_000 },
  /** Newsletter sign-ups per client. */
  subscribe: { limit: 10, windowMs: 60 * 60_000 },
  /** Unsubscribe requests by address per client (by the link's token: unlimited, 128 random bits). */
  unsubscribeByAddress: { limit: 5, windowMs: 60 * 60_000 },
  /** Gift card balance checks per client (the page says "wait a minute"). */
  giftCardBalance: { limit: 10, windowMs: 60_000 },
  /**
   * Photo poster photos uploaded per client (api/photos.ts; each may be 25 MB of storage):
   * a shopper tries a few photos, far fewer than 30 an hour.
   */
  photoUploads: { limit: 30, windowMs: 60 * 60_000 },
  /**
   * Order submits (POST /api/checkout) per client, and per checkout id whichever client
   * sends it (docs/checkout.md "What an unpaid order holds"): a shopper submits a checkout
   * two or three times (a changed total, a declined card), far fewer than this.
   */
  checkoutSubmits: { limit: 10, windowMs: 10 * 60_000 },
  checkoutSubmitsPerCheckout: { limit: 6, windowMs: 10 * 60_000 },
  /**
   * Custom poster thumbnails drawn per client (worker/routes/custom-poster: those not in the cache;
   * each is 15-30 ms of CPU): the editor asks for one when typing stops, a few a minute.
   */
  thumbRenders: { limit: 60, windowMs: 60_000 },
} as const;

const couponCodes = createDistinctLimiter(ABUSE_LIMITS.couponCodes);
const subscribe = createRateLimiter(ABUSE_LIMITS.subscribe);
const unsubscribeByAddress = createRateLimiter(ABUSE_LIMITS.unsubscribeByAddress);
const giftCardBalance = createRateLimiter(ABUSE_LIMITS.giftCardBalance);
const checkoutSubmits = createRateLimiter(ABUSE_LIMITS.checkoutSubmits);
const checkoutSubmitsPerCheckout = createRateLimiter(ABUSE_LIMITS.checkoutSubmitsPerCheckout);

type Verdict = { isAllowed: boolean; retryAfterSeconds: number };
type Rule = { message: string; check: (client: string, body: unknown, now: number) => Verdict };

const ALLOWED: Verdict = { isAllowed: true, retryAfterSeconds: 0 };

/** The coupon codes of a sync body, as the commerce API compares them (trimmed, any case). */
export function couponCodesOf(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.coupons)) return [];
  return body.coupons.filter((code): code is string => typeof code === 'string').map((code) => code.trim().toUpperCase());
}

const tryCodes = (client: string, body: unknown, now: number) => {
  const codes = couponCodesOf(body);
  return codes.length === 0 ? ALLOWED : couponCodes.tryItems(client, codes, now);
};

/** An order submit counts for its client, then for its checkout id (a body without one is the API's 400 to give). */
const trySubmit = (client: string, body: unknown, now: number): Verdict => {
  const byClient = checkoutSubmits.hit(client, now);
  if (!byClient.isAllowed) return byClient;
  const checkoutId = isRecord(body) && typeof body.checkout_id === 'string' ? body.checkout_id.slice(0, 100) : null;
  return checkoutId === null ? ALLOWED : checkoutSubmitsPerCheckout.hit(`checkout:${checkoutId}`, now);
};

/** POST paths with a limit, and what a refused client is told. */
const RULES: Record<string, Rule> = {
  '/api/sync-coupons': { message: 'Too many different discount codes tried', check: tryCodes },
  '/api/sync-cart': { message: 'Too many different discount codes tried', check: tryCodes },
  '/api/subscribe': { message: 'Too many newsletter sign-ups', check: (client, _body, now) => subscribe.hit(client, now) },
  '/api/unsubscribe': {
    message: 'Too many unsubscribe requests by address',
    check: (client, body, now) => (isRecord(body) && body.email !== undefined ? unsubscribeByAddress.hit(client, now) : ALLOWED),
  },
  '/api/gift-card-balance': { message: 'Too many gift card checks', check: (client, _body, now) => giftCardBalance.hit(client, now) },
  '/api/checkout': { message: 'Too many order submits', check: trySubmit },
};

/** Bodies are read from a copy; larger than this, the proxy answers 413 anyway. */
const PEEK_LIMIT = 64 * 1024;

/**
 * Middleware for the /api proxy: a limited call over its limit is answered 429 with
 * Retry-After (RFC 6585 4) and a JSON error, never stored, and never reaches the API.
 */
export const abuseLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rule = c.req.method === 'POST' ? RULES[new URL(c.req.url).pathname] : undefined;
  if (!rule) return next();
  const verdict = rule.check(clientKey(c.req.raw), await peekJson(c.req.raw), Date.now());
  if (verdict.isAllowed) return next();
  return tooManyRequests(c, rule.message, verdict.retryAfterSeconds);
};

export function tooManyRequests(c: Context<AppEnv>, message: string, retryAfterSeconds: number): Response {
  const response = c.json({ error: `${message}; try again in ${retryAfterSeconds} seconds` }, 429, {
    'Retry-After': String(retryAfterSeconds),
  });
  setCacheControl(response.headers, strategies.private());
  return response;
}

/** The request's JSON body read from a copy (the proxy forwards the original); undefined when it is not JSON. */
async function peekJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request.clone() as Request, PEEK_LIMIT);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
