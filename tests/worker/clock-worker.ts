/**
 * The shop's app for tests that need more than the shop's own build (built beside
 * worker.js by global-setup; never part of the shop's own build):
 * - a clock the tests move: GET /__test/clock?advance=MS moves it forward and answers the
 *   offset (module state is fine here: one test file drives one instance);
 * - GET /__test/routes: the app's GET routes and whether each declares its caching;
 * - GET /__test/requests: how many requests have reached this Worker's code (static assets
 *   are served without it: tests/worker/static-assets.test.ts);
 * - pages a careless author could add: /checkout/forgot and /my-account/forgot declare
 *   `catalogPage` by mistake, /forgot-to-declare declares nothing (the page cache must store
 *   none of them).
 */
import type { Context } from 'hono';
import { createApp } from '../../worker/app';
import type { AppEnv } from '../../worker/context';
import { withClock } from '../../worker/clock';
import type { Env } from '../../worker/env';
import { CACHE_DECLARATIONS, catalogPage } from '../../worker/cache/route-policy';

const careless = (c: Context<AppEnv>) => c.html(`<!doctype html><p>rendered ${crypto.randomUUID()}</p>`);

const app = createApp({
  moreRoutes: (shop) => {
    shop.get('/checkout/forgot', catalogPage, careless);
    shop.get('/my-account/forgot', catalogPage, careless);
    shop.get('/forgot-to-declare', careless);
  },
});
let offset = 0;
let requestsSeen = 0;

/** Every GET route of the app (path) and whether one of its handlers is a cache declaration. */
function declaredRoutes(): { path: string; isDeclared: boolean }[] {
  const byPath = new Map<string, boolean>();
  for (const route of app.routes) {
    if (route.method !== 'GET') continue;
    byPath.set(route.path, (byPath.get(route.path) ?? false) || CACHE_DECLARATIONS.includes(route.handler));
  }
  return [...byPath].map(([path, isDeclared]) => ({ path, isDeclared }));
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const url = new URL(request.url);
    if (url.pathname === '/__test/requests') return new Response(String(requestsSeen));
    requestsSeen++;
    if (url.pathname === '/__test/clock') {
      offset += Number(url.searchParams.get('advance') ?? 0);
      return new Response(String(offset));
    }
    if (url.pathname === '/__test/routes') return Response.json(declaredRoutes());
    return app.fetch(
      request,
      withClock(env, () => Date.now() + offset),
      ctx,
    );
  },
};
