import type { Context } from 'hono';
import { strategies } from '../cache/policy';
import { frameListOf } from '../components/browse/frame-list';
import type { AppEnv } from '../context';
import { readFrames } from '../layout-reads';
import { propsFileAnswer } from './props-file';

/**
 * `/props/frames.{hash}.json`: a language's frames as the purchase panel offers them, and the
 * poster panel's texts
 * (worker/components/browse/frame-list.ts), fetched by the panel when it hydrates. The same
 * for everyone and named by its content, so public and kept a year by browsers and shared
 * caches (`immutable`). It is made from the frames read, which is a catalog read of the edge
 * cache: answering costs a cache hit and a JSON text, never a render.
 *
 * An address whose list has changed since (a page kept from before the change) is sent on to
 * today's list (307, never stored: ./props-file.ts): the panel then offers today's frames, as
 * the cart would price them. A read that fails is a 503 the browser may try again.
 */
export async function frameListRoute(c: Context<AppEnv>): Promise<Response> {
  const read = await readFrames(c);
  if (read.hasFailed) {
    return c.json({ error: 'The frames list cannot be read now; try again shortly' }, 503, {
      'Cache-Control': strategies.private(),
      'Retry-After': '5',
    });
  }
  return propsFileAnswer(c, frameListOf(read.frames, c.var.t, c.var.market.locale.code));
}
