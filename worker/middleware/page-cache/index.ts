import { createMiddleware } from 'hono/factory';
import { BUILD_ID } from 'virtual:client-assets';
import { cached, catalogPolicyFor, isPersonalRequest, parseCatalogPolicies, setCacheControl, strategies } from '../../cache';
import type { AppEnv } from '../../context';
import type { Env } from '../../env';
import { isBrowserOnlyParam } from '../../../shared/page-params';

/**
 * The edge-cache key of a page: host with its port, path, the meaningful query, and the
 * client build. The port matters: pages hold absolute links (canonical, hreflang, other
 * languages), so a page rendered for en.localhost must not be served to en.localhost:8821.
 */
export function pageCacheKey(url: URL): string {
  const key = new URL(url.pathname, `https://${url.host}`);
  // Parameters only the browser reads never change the HTML: they must not split the cache.
  for (const [name, value] of url.searchParams) if (!isBrowserOnlyParam(name)) key.searchParams.append(name, value);
  key.searchParams.sort();
  // Cached HTML names fingerprinted assets and holds the strings and markup of its build: a
  // new build (client, server code or strings) must not serve pages of the old one.
  key.searchParams.set('__build', BUILD_ID);
  return key.toString();
}

type Render = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

const REVALIDATING = 'x-internal-page-revalidation';

/**
 * Anonymous catalog pages from the edge cache, with stale-while-revalidate, per the host's
 * catalog policy (worker/cache). Personal requests (session cookie, Authorization) and
 * everything but GET are rendered fresh. A stale page is served and re-rendered in the
 * background through `render` (the app itself).
 */
export function pageCache(render: Render) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const policy = catalogPolicyFor(c.var.market.host, parseCatalogPolicies(c.env.CATALOG_CACHE));
    const env = c.env as Env & { [REVALIDATING]?: boolean };
    if (env[REVALIDATING]) {
      // A background re-render: its body fails at the end if a read fell back, so the
      // cache keeps the stale page rather than storing a degraded one.
      await next();
      if (c.res.body) c.res = new Response(c.res.body.pipeThrough(failIf(() => c.var.api.hasFailed())), c.res);
      return;
    }
    if (c.req.method !== 'GET' || isPersonalRequest(c.req.raw) || policy.maxAge <= 0) {
      await next();
      return;
    }
    const load = async (isBackground: boolean): Promise<Response> => {
      if (!isBackground) {
        await next();
        return c.res;
      }
      // Background refresh of a stale entry: render again, outside this request.
      return render(
        new Request(c.req.url, { headers: { accept: 'text/html' } }),
        { ...c.env, [REVALIDATING]: true } as Env,
        c.executionCtx as ExecutionContext,
      );
    };
    // A page whose deferred reads fell back (upstream trouble) is served but not stored.
    const isComplete = () => !c.var.api.hasFailed();
    const key = pageCacheKey(new URL(c.req.url));
    const response = await cached(key, policy.maxAge, policy.staleWhileRevalidate, load, c.executionCtx, Date.now(), undefined, isComplete);
    const headers = new Headers(response.headers);
    setCacheControl(headers, response.status === 200 ? strategies.catalog(policy) : strategies.private());
    c.res = new Response(response.body, { status: response.status, headers });
  });
}

/** Passes a body through unchanged, then errors at its end when `hasFailed()` says so. */
function failIf(hasFailed: () => boolean): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    flush(controller) {
      if (hasFailed()) controller.error(new Error('page rendered from fallbacks'));
    },
  });
}
