import type { Context } from 'hono';
import { setCacheControl, strategies } from '../cache/policy';
import type { PropsFile } from '../components/props-file';
import type { AppEnv } from '../context';

/**
 * The answer to `/props/{name}.{hash}.json` (worker/components/props-file.ts) given today's
 * file of that name: its JSON, public and kept a year (`immutable`: the address names the
 * content), or, for an address whose content has changed since (a page kept from before the
 * change) or another language's, a 307 to today's file, never stored.
 */
export function propsFileAnswer(c: Context<AppEnv>, file: PropsFile): Response {
  if (c.req.path !== file.path) {
    const moved = c.redirect(file.path, 307);
    setCacheControl(moved.headers, strategies.private());
    return moved;
  }
  const response = new Response(file.json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  setCacheControl(response.headers, strategies.immutable());
  return response;
}
