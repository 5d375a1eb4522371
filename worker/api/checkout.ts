import type { Context } from 'hono';
import { isRecord } from '../../shared/json';
import { setCacheControl, strategies } from '../cache/policy';
import type { AppEnv } from '../context';
import { checkoutKeyOf, rememberCheckoutKey } from './checkout-key';
import { isOrderId, orderTokenOf, rememberOrder } from './order-cookie';
import { edgeCall, edgeOf } from './edge';
import { clientKey } from './rate-limit';

/**
 * The two checkout calls the storefront does more than forward (docs/checkout.md):
 * - POST /api/checkout: `shop_origin` is the page's own origin (whatever the browser sent
 *   is replaced); the browser's checkout key (HttpOnly cookie, ./checkout-key.ts) goes up
 *   as x-checkout-key and the client the abuse limits count as x-client-key, both set here
 *   whatever the browser sent; the order's token goes into the HttpOnly order cookie,
 *   never into the JSON the page sees;
 * - GET /api/orders/{id}: the token comes from that cookie (no cookie for the order: 404).
 */
export async function submitCheckout(c: Context<AppEnv>): Promise<Response> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return answer(c, { error: 'Request body must be JSON' }, 400);
  }
  if (!isRecord(body)) return answer(c, { error: 'Request body must be a JSON object' }, 400);
  const call = { ...body, shop_origin: c.var.market.origin };
  const { key, isNew } = checkoutKeyOf(c);
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-checkout-key', key);
  headers.set('x-client-key', clientKey(c.req.raw));
  const upstream = await edgeCall({ method: 'POST', path: '/api/checkout', body: JSON.stringify(call), headers }, edgeOf(c));
  const result: unknown = await upstream.json().catch(() => null);
  if (!isRecord(result)) return answer(c, { error: 'The commerce API gave no answer' }, 502);
  if (upstream.ok && typeof result.order_id === 'string' && typeof result.order_token === 'string') {
    rememberOrder(c, { id: result.order_id, token: result.order_token });
  }
  // Whenever an order may now be bound to the key: placed or updated, or kept after the
  // provider failed (the next submit revives it). A refused body binds nothing.
  if (upstream.ok || upstream.status >= 500 || !isNew) rememberCheckoutKey(c, key);
  const { order_token: _token, ...visible } = result;
  const response = answer(c, visible, upstream.status);
  const retryAfter = upstream.headers.get('retry-after');
  if (upstream.status === 429 && retryAfter) response.headers.set('Retry-After', retryAfter);
  return response;
}

export async function readOrder(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const token = isOrderId(id) ? orderTokenOf(c, id) : undefined;
  if (!token) return answer(c, { error: 'Not found' }, 404);
  const upstream = await fetchOrder(c, id, token);
  const result: unknown = await upstream.json().catch(() => null);
  return answer(c, isRecord(result) ? result : { error: 'The commerce API gave no answer' }, isRecord(result) ? upstream.status : 502);
}

/** GET /api/orders/{id} at the commerce API with the browser's token for it. */
export function fetchOrder(c: Context<AppEnv>, id: string, token: string): Promise<Response> {
  const headers = new Headers({ accept: 'application/json', 'x-order-token': token });
  return edgeCall({ method: 'GET', path: `/api/orders/${encodeURIComponent(id)}`, headers }, edgeOf(c));
}

function answer(c: Context<AppEnv>, body: Record<string, unknown>, status: number): Response {
  const response = c.json(body, status as 400);
  setCacheControl(response.headers, strategies.private());
  return response;
}
