import { SYNC_COUPONS_TTL_MS, bodyDigest, cached, catalogPolicyFor, isPersonalRequest, parseCatalogPolicies } from '../cache';
import type { Env } from '../env';
import type { Market } from '../markets';
import { callUpstream, upstreamUrl, type UpstreamCall } from './upstream';

/** GET paths whose answers are the same for every shopper of a domain. */
const CATALOG_PATHS = [
  /^\/api\/products(?:\/[^/]+)?$/,
  /^\/api\/product-categories$/,
  /^\/api\/product-attributes$/,
  /^\/api\/search-triggers$/,
  /^\/api\/widget-by-slug\/[^/]+$/,
  /^\/api\/strings$/,
  /^\/api\/images\/[^/]+$/,
  /^\/api\/artists(?:\/[^/]+)?$/,
  /^\/api\/tags(?:\/[^/]+)?$/,
  /^\/content\/site-reviews$/,
];

export function isCatalogPath(path: string): boolean {
  return CATALOG_PATHS.some((pattern) => pattern.test(path));
}

export interface EdgeContext {
  env: Env;
  market: Market;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  /** The shopper's request, to tell whether it is personal. */
  request: Request;
  now: number;
}

/**
 * Calls the commerce API through the edge cache where the policy allows it:
 * catalog GETs per the host's catalog policy, sync-coupons for 300000 ms keyed by host,
 * locale and the canonical request body; everything else goes straight through.
 */
export async function edgeCall(call: UpstreamCall, edge: EdgeContext): Promise<Response> {
  const { env, market, ctx, request, now } = edge;
  const load = () => callUpstream(call, env, market);
  if (isPersonalRequest(request)) return load();

  if (call.method === 'GET' && isCatalogPath(call.path)) {
    const policy = catalogPolicyFor(market.host, parseCatalogPolicies(env.CATALOG_CACHE));
    const key = cacheKey(call, market);
    return cached(key, policy.maxAge, policy.staleWhileRevalidate, load, ctx, now);
  }
  if (call.method === 'POST' && call.path === '/api/sync-coupons' && call.body !== undefined) {
    const digest = await bodyDigest(canonicalJson(call.body));
    const key = `${cacheKey({ ...call, method: 'GET' }, market)}&body=${digest}`;
    return cached(key, SYNC_COUPONS_TTL_MS / 1000, 0, load, ctx, now);
  }
  return load();
}

function cacheKey(call: UpstreamCall, market: Market): string {
  const url = upstreamUrl(`https://${market.host}`, call, market);
  url.searchParams.sort();
  return url.toString();
}

/** JSON text with object keys sorted, so equal bodies share one cache entry. */
export function canonicalJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
        : value,
    );
  } catch {
    return text;
  }
}
