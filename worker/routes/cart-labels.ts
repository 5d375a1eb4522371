import type { Context } from 'hono';
import { setCacheControl, strategies } from '../cache/policy';
import { cartLabelsFile } from '../components/cart/labels-file';
import type { AppEnv } from '../context';

/**
 * `/props/cart.{hash}.json`: the language's cart and wishlist drawers' labels
 * (worker/components/cart/labels-file.ts), fetched by the drawers before they are first
 * drawn. The same for everyone and named by its content: public and kept a year by browsers
 * and shared caches (`immutable`). It comes with the build, so answering costs a JSON text
 * made once per language and isolate.
 *
 * An address whose labels have changed since (a page kept from before a deployment) is sent
 * on to today's file (307, never stored), as the frames file's is (./frame-list.ts).
 */
export function cartLabelsRoute(c: Context<AppEnv>): Response {
  const file = cartLabelsFile(c.var.market.locale.code);
  if (c.req.path !== file.path) {
    const moved = c.redirect(file.path, 307);
    setCacheControl(moved.headers, strategies.private());
    return moved;
  }
  const response = new Response(file.json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  setCacheControl(response.headers, strategies.immutable());
  return response;
}
