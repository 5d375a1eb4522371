import type { Context } from 'hono';

/**
 * Endpoints that take POST only: any other method gets 405 with Allow (RFC 9110
 * 15.5.6) and a JSON error like every other refusal, instead of a misleading 404.
 * Register after the POST handlers.
 */
export function postOnly(routes: { all: (path: string, handler: (c: Context) => Response) => unknown }, paths: readonly string[]): void {
  for (const path of paths) {
    routes.all(path, (c) => {
      c.header('Allow', 'POST');
      return c.json({ error: `${c.req.method} is not allowed on ${path}: use POST` }, 405);
    });
  }
}
