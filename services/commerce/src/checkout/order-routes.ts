import { Hono } from 'hono';
import * as v from 'valibot';
import { checkoutFieldError, checkoutRequest } from '../../../../shared/schemas/checkout';
import type { ApiEnv } from '../context';
import { badRequest, HttpError, notFound } from '../http/errors';
import { readJsonBody } from '../http/body';
import { privateJson } from '../http/private-json';
import { orderAnswer } from './orders/answer';
import { submitCheckout } from './submit';
import { mediaBucket } from '../media/uploads';
import { CHECKOUT_KEY_PATTERN } from './binding';
import { isSameHash } from '../../../../shared/http/secrets';
import { ORDER_ID_PATTERN, sha256Hex } from './orders/ids';
import { refreshPayment } from './payments/apply-session';
import { loadOrder, tokenHashesOf } from './orders/records';
import { configuredProvider } from './payments/configured';
import { paymentsWebhookUrl } from './payments/webhook-routes';
import { described } from '../http/openapi/describe';
import { checkoutAnswer, orderAnswer as orderAnswerSchema } from '../../../../shared/schemas/answers';
import { DEFAULT_LOCALE } from '../../../../shared/locales';

/** The purchase calls of docs/checkout.md: place an order, read it. */
export const orderRoutes = new Hono<ApiEnv>();

/**
 * The origin shoppers are sent back to after paying: an http(s) origin, and one of
 * SHOP_ORIGINS when that list is configured (so a forged shop_origin cannot send the
 * provider's return to another site; OWASP ASVS 5.1.5, open redirects).
 */
export function allowedShopOrigin(origin: string | undefined, allowList: string | undefined): string {
  if (origin === undefined) throw new HttpError(422, 'shop_origin is required', { field: 'shop_origin' });
  const allowed = (allowList ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (allowed.length > 0 && !allowed.includes(origin))
    throw new HttpError(422, "shop_origin is not one of the shop's origins", { field: 'shop_origin' });
  return origin;
}

/**
 * POST /api/checkout → 201/200 { order_id, order_token, status, checkout_id, totals, payment }.
 * Headers: x-checkout-key (required: the browser's key the checkout is bound to) and
 * x-client-key (the client for the hold limit), both set by the storefront.
 */
orderRoutes.post(
  '/api/checkout',
  described({
    tag: 'checkout',
    summary: 'Places the order of a checkout, or reprices its unpaid order when the same checkout_id comes again from the same browser',
    description:
      'The body is checkoutRequest(locale) of shared/schemas/checkout.ts: the market’s postal codes and payment methods are checked beyond what this schema shows (422 with the field). docs/api.md "POST /api/checkout" has every answer’s code.',
    headers: {
      'x-checkout-key': {
        description: 'the browser’s checkout key (32–100 of A-Z a-z 0-9 _ -)',
        required: true,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{32,100}$' },
      },
      'x-client-key': { description: 'the client the hold limit counts (set by the storefront)', schema: { type: 'string' } },
    },
    body: checkoutRequest(DEFAULT_LOCALE),
    answers: {
      200: { description: 'the checkout’s unpaid order, repriced', schema: checkoutAnswer },
      201: { description: 'the order, made', schema: checkoutAnswer },
    },
    errors: {
      400: 'x-checkout-key missing or malformed; not JSON, not an object, or a field the call does not know',
      403: 'checkout_elsewhere: this checkout was started in another browser',
      409: 'already_placed, sold_out, total_changed or in_progress (code says which)',
      422: 'a field breaks its rule (field names it)',
      429: 'unpaid_orders: this client holds too many unpaid orders (Retry-After)',
      502: 'the payment provider failed; nothing was charged',
    },
  }),
  async (c) => {
    const store = c.var.store;
    const checkoutKey = c.req.header('x-checkout-key') ?? '';
    if (!CHECKOUT_KEY_PATTERN.test(checkoutKey))
      throw badRequest("x-checkout-key is required: the browser's checkout key, 32 to 100 characters of A-Z, a-z, 0-9, _ and -");
    const client = c.req.header('x-client-key')?.slice(0, 200) || undefined;
    const parsed = v.safeParse(checkoutRequest(store.locale), await readJsonBody(c.req.raw));
    if (!parsed.success) {
      const { field, error, isShape } = checkoutFieldError(parsed.issues);
      throw isShape ? badRequest(error) : new HttpError(422, error, { field });
    }
    const body = parsed.output;
    const shopOrigin = allowedShopOrigin(body.shop_origin, c.env.SHOP_ORIGINS);
    const { status, answer } = await submitCheckout(
      {
        db: c.env.DB,
        store,
        provider: configuredProvider(c.env),
        now: new Date(),
        webhookUrl: paymentsWebhookUrl(c.env),
        photoExists: async (key) => (await mediaBucket(c.env).head(key)) !== null,
        checkoutKey,
        client,
      },
      { ...body, shop_origin: shopOrigin },
    );
    return privateJson(c, answer, status);
  },
);

/**
 * GET /api/orders/{id} with x-order-token. Any mismatch is the same 404 (no oracle for ids);
 * the token's hash is compared in constant time. An order waiting for its payment first
 * asks the provider (the return URL alone never marks an order paid).
 */
orderRoutes.get(
  '/api/orders/:id',
  described({
    tag: 'checkout',
    summary: 'An order as its confirmation page shows it (with its current order token)',
    headers: { 'x-order-token': { description: 'the order’s current token (from POST /api/checkout)', required: true } },
    answers: { 200: { description: 'the order', schema: orderAnswerSchema } },
    errors: { 404: 'unknown order, wrong or missing token, or an order of another store (all the same)' },
  }),
  async (c) => {
    const id = c.req.param('id');
    const token = c.req.header('x-order-token') ?? '';
    if (!ORDER_ID_PATTERN.test(id) || token === '' || token.length > 200) throw notFound('Not found');
    const [hashes, hash] = await Promise.all([tokenHashesOf(c.env.DB, id), sha256Hex(token)]);
    const matches = hashes.reduce((found, known) => isSameHash(known, hash) || found, false);
    if (!matches) throw notFound('Not found');
    const stored = await loadOrder(c.env.DB, { id });
    if (!stored || stored.order.locale !== c.var.store.locale) throw notFound('Not found');
    const current = await refreshPayment({ db: c.env.DB, provider: configuredProvider(c.env), now: new Date() }, stored);
    return privateJson(c, orderAnswer(current));
  },
);
