import type { Context } from 'hono';
import { cartLabelsFile } from '../components/cart/labels-file';
import type { AppEnv } from '../context';
import { propsFileAnswer } from './props-file';

/**
 * `/props/cart.{hash}.json`: the language's cart and wishlist drawers' labels
 * (worker/components/cart/labels-file.ts), fetched by the drawers before they are first
 * drawn. It comes with the build, so answering costs a JSON text made once per language and
 * isolate; an old address is sent on to today's file (./props-file.ts).
 */
export function cartLabelsRoute(c: Context<AppEnv>): Response {
  return propsFileAnswer(c, cartLabelsFile(c.var.market.locale.code));
}
