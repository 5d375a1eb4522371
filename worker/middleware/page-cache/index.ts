import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { BUILD_ID } from 'virtual:client-manifest';
import { PAGE_KIND_HEADER, isPageKind } from '../../cache/page-kinds';
import { asRevalidation, isRevalidation, revalidationTags } from '../../cache/requests';
import { cached } from '../../cache/swr';
import { catalogPolicyFor, keepsPages, catalogPoliciesOf } from '../../cache/catalog-policies';
import { setCacheControl, strategies, type CachePolicy } from '../../cache/policy';
import { recordPageVerdict, type Verdict } from '../../cache/stats';
import { clockOf } from '../../clock';
import type { AppEnv } from '../../context';
import type { Env } from '../../env';
import { isBrowserOnlyParam } from '../../../shared/page-params';
import { FEED_PATHS, isPrivatePath } from '../../../shared/site-paths';
import { storedPage } from '../security-headers';

/** Largest page kept in the edge cache (a page is ours, so this only guards the cache). */
export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Largest merchant feed kept (docs/operations.md "Merchant feeds"): the copy being stored is
 * held in memory until complete, so this bounds what a feed costs the isolate. A larger
 * feed (a catalog of more than about 2,500 products: a product with its sizes is some 6 KB of feed) still streams, but is read anew for
 * each request.
 */
export const FEED_MAX_BYTES = 16 * 1024 * 1024;
const FEED_PATH_SET: ReadonlySet<string> = new Set(Object.values(FEED_PATHS));

/**
 * The edge-cache key of a page: host with its port, path, the meaningful query, and the
 * client build. The port matters: pages hold absolute links (canonical, hreflang, other
 * languages), so a page rendered for en.localhost must not be served to en.localhost:8821.
 * The host is always the request's own: the path is set as a path, never resolved against
 * the host (a path "//de.localhost/" must not become another host's key).
 */
export function pageCacheKey(url: URL): string {
  const key = new URL(`https://${url.host}`);
  key.pathname = url.pathname;
  // Parameters only the browser reads never change the HTML: they must not split the cache.
  for (const [name, value] of url.searchParams) if (!isBrowserOnlyParam(name)) key.searchParams.append(name, value);
  key.searchParams.sort();
  // Cached HTML names fingerprinted assets and holds the strings and markup of its build: a
  // new build (client, server code or strings) must not serve pages of the old one.
  key.searchParams.set('__build', BUILD_ID);
  return key.toString();
}

/**
 * `npm run bench` (BENCH=1 only) asks for a page rendered for its request, with the API
 * reads still served by the edge cache, by this header: what every page-cache miss costs.
 * (A session cookie skips neither: ADR 0025.)
 */
export const BENCH_RENDER_HEADER = 'x-bench-render';

function isBenchRender(env: Env, request: Request): boolean {
  return env.BENCH === '1' && request.headers.has(BENCH_RENDER_HEADER);
}

/**
 * Whether this request's page is rendered for it alone and never stored or replayed:
 * anything but GET, a private path (never stored, so not looked up either), a host that
 * keeps no pages, a benchmark render. (A background refresh is stored.) The renderer gives
 * such a page its answer's own script nonce (worker/render.tsx).
 *
 * A session cookie or an Authorization header is no reason (ADR 0025): a catalog page never
 * reads them, so a signed-in artist gets the page from the cache that everyone gets, and
 * an invented cookie is no way past the cache (or its purges) to a render of one's own.
 */
export function skipsPageCache(c: Context<AppEnv>): boolean {
  if (isRevalidation(c.env)) return false;
  if (c.req.method !== 'GET' || isPrivatePath(c.req.path)) return true;
  return !keepsPages(c.get('market').host, catalogPoliciesOf(c.env)) || isBenchRender(c.env, c.req.raw);
}

type Render = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

/**
 * Whether this request's answer may be stored: its route declared `catalogPage`
 * (worker/cache/route-policy.ts), its path is not a personal one, and its render did not
 * read the session (worker/auth `sessionOf` sets `auth`). A route that declared nothing,
 * anything under /checkout, /my-account, /login, /logout or /render-custom-poster, and a
 * page that asked who is signed in (whatever it then showed) are never stored, whatever
 * their handlers do: a catalog page made personal by mistake stays the visitor's own
 * instead of reaching everyone (ADR 0025).
 */
function mayStore(c: Context<AppEnv>): boolean {
  return c.get('pageCachePolicy') === 'catalog' && !isPrivatePath(new URL(c.req.url).pathname) && c.get('auth') === undefined;
}

/**
 * The answer marked with the kind of page its route said it is (`c.var.pageKind`: start,
 * category, product, content), so it is kept and judged by that kind's policy; unmarked
 * catalog pages (artists, tags, search) follow the host's own policy.
 */
function withKind(c: Context<AppEnv>, response: Response): Response {
  const kind = c.get('pageKind');
  if (!kind) return response;
  const copy = new Response(response.body, response);
  copy.headers.set(PAGE_KIND_HEADER, kind);
  return copy;
}

/** Marks an answer private (a copy: an answer's headers may be immutable). */
function privately(response: Response): Response {
  const copy = new Response(response.body, response);
  setCacheControl(copy.headers, strategies.private());
  return copy;
}

/**
 * Catalog pages from the edge cache, with stale-while-revalidate, per the host's catalog
 * policy (worker/cache); only routes that declared `catalogPage` are stored. Every visitor
 * of a host gets the same entry, signed in or not (ADR 0025); private paths and everything
 * but GET are rendered fresh. A stale page is served and re-rendered once in the
 * background through `render` (the app itself), with fresh reads, and stored.
 */
export function pageCache(render: Render) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const policies = catalogPoliciesOf(c.env);
    const policyOf = (headers: Headers): CachePolicy => {
      const kind = headers.get(PAGE_KIND_HEADER);
      return catalogPolicyFor(c.get('market').host, policies, isPageKind(kind) ? kind : undefined);
    };
    if (isRevalidation(c.env)) {
      // A background re-render: its body fails at the end if a read fell back, so the
      // cache keeps the stale page rather than storing a degraded one.
      await next();
      if (!mayStore(c)) {
        c.res = privately(c.res);
        return;
      }
      // At its end the re-render hands the tags of what it read to the page it stores.
      const shown = revalidationTags(c.env);
      const finish = () => {
        for (const tag of c.get('api').tags()) shown?.add(tag);
        return c.get('api').hasFailed();
      };
      if (c.res.body) c.res = new Response(c.res.body.pipeThrough(failIf(finish)), c.res);
      c.res = withKind(c, c.res);
      // Marked as the catalog page it is, or the app's private default would keep it out.
      if (c.res.status === 200) setCacheControl(c.res.headers, strategies.catalog(policyOf(c.res.headers)));
      return;
    }
    if (skipsPageCache(c)) {
      await next();
      // Counted as a page the cache could have served (a 404 or an error page is none).
      if (mayStore(c) && c.res.status === 200) recordPageVerdict(c.get('pageKind') ?? 'other', 'BYPASS');
      return;
    }
    // What the stored page shows: this request's reads, or a background re-render's.
    let shownBy = () => c.get('api').tags();
    const load = async (isBackground: boolean): Promise<Response> => {
      if (!isBackground) {
        await next();
        // Not declared a catalog page, or a personal path: private, so it is never stored.
        if (!mayStore(c)) return (c.res = privately(c.res));
        // The kind goes with the answer to the cache, not onto c.res (whose headers Hono
        // carries into the answer set at the end, which must not name it).
        return withKind(c, c.res);
      }
      // Background refresh of a stale entry: render again, outside this request.
      const shown = new Set<string>();
      shownBy = () => [...shown];
      return render(
        new Request(c.req.url, { headers: { accept: 'text/html' } }),
        asRevalidation(c.env, shown),
        c.executionCtx as ExecutionContext,
      );
    };
    const url = new URL(c.req.url);
    const response = await cached({
      key: pageCacheKey(url),
      policy: policyOf(new Headers()),
      policyOf,
      load,
      ctx: c.executionCtx,
      clock: clockOf(c.env),
      maxBytes: FEED_PATH_SET.has(url.pathname) ? FEED_MAX_BYTES : PAGE_MAX_BYTES,
      // A page whose deferred reads fell back (upstream trouble) is served but not stored.
      isComplete: () => !c.get('api').hasFailed(),
      // Its scripts hashed once, here, so every answer of it is its stored bytes (ADR 0021).
      toStored: storedPage,
      tags: () => shownBy(),
    });
    const verdict = response.headers.get('x-edge-cache');
    // An answer of the edge cache (HIT, STALE: made for this request from its entry, with
    // headers of its own) is finished in place; any other is copied, its headers may be immutable.
    const isOwnAnswer = verdict === 'HIT' || verdict === 'STALE';
    const headers = isOwnAnswer ? response.headers : new Headers(response.headers);
    const isPrivate = /\b(private|no-store)\b/.test(headers.get('Cache-Control') ?? '');
    const policy = policyOf(headers);
    const isKept = response.status === 200 && !isPrivate && policy.maxAge > 0;
    setCacheControl(headers, isKept ? strategies.catalog(policy) : strategies.private());
    if (verdict || (mayStore(c) && response.status === 200)) {
      const kind = headers.get(PAGE_KIND_HEADER);
      recordPageVerdict(isPageKind(kind) ? kind : 'other', isVerdict(verdict) ? verdict : 'BYPASS');
    }
    // The kind is the Worker's own note: it never leaves.
    headers.delete(PAGE_KIND_HEADER);
    c.res = isOwnAnswer ? response : new Response(response.body, { status: response.status, headers });
  });
}

function isVerdict(value: string | null): value is Verdict {
  return value === 'HIT' || value === 'STALE' || value === 'MISS';
}

/** Passes a body through unchanged, then errors at its end when `hasFailed()` says so. */
function failIf(hasFailed: () => boolean): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    flush(controller) {
      if (hasFailed()) controller.error(new Error('page rendered from fallbacks'));
    },
  });
}
