/**
 * Every call of the storefront to the commerce API goes through here, one straight path
 * (ADR 0004): which call it is (./catalog-reads.ts), its size limit (./answer-limits.ts),
 * whether the call is personal (it carries the artist's access token: worker/cache/requests.ts,
 * then it goes straight through; a shopper's cookies never make a catalog read personal), the host's policy (worker/cache/catalog-policies.ts) and the edge cache itself
 * (worker/cache/swr.ts), under the key made here.
 */
import type { Context } from 'hono';
import { limitResponse } from '../../shared/http/body';
import { catalogPoliciesOf, catalogPolicyFor } from '../cache/catalog-policies';
import { IMMUTABLE_POLICY, SYNC_COUPONS_TTL_MS } from '../cache/policy';
import { isPersonalCall, isRevalidation } from '../cache/requests';
import { cached } from '../cache/swr';
import { clockOf } from '../clock';
import type { AppEnv } from '../context';
import type { Env } from '../env';
import type { Market } from '../markets';
import { maxBytesOf } from './answer-limits';
import { answerCheck, answerTags, catalogReadOf, checkCouponList, otherKind } from './catalog-reads';
import { callUpstream, upstreamUrl, type UpstreamCall } from './upstream';

export interface EdgeContext {
  env: Env;
  market: Market;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  clock: () => number;
  /** A background re-render of a stale page: its reads must be fresh, not stale. */
  isRevalidating: boolean;
}

/** The edge context of a request. */
export function edgeOf(c: Context<AppEnv>): EdgeContext {
  return {
    env: c.env,
    market: c.get('market'),
    ctx: c.executionCtx,
    clock: clockOf(c.env),
    isRevalidating: isRevalidation(c.env),
  };
}

/**
 * Calls the commerce API through the edge cache where the policy allows it:
 * catalog GETs per the host's catalog policy (a picture copy, content-addressed: a year,
 * never revalidated), sync-coupons for 300000 ms keyed by host,
 * locale and the canonical request body; everything else goes straight through. Every
 * answer is held to its kind's size limit; a kept answer is checked first. `catalogRead`:
 * the call's entry of the read table, when the caller has looked it up already.
 */
export async function edgeCall(call: UpstreamCall, edge: EdgeContext, catalogRead = catalogReadOf(call)): Promise<Response> {
  const { env, market, ctx, clock, isRevalidating } = edge;
  const kind = catalogRead?.kind ?? otherKind(call);
  const maxBytes = maxBytesOf(env)[kind];
  const load = () => limitedCall(call, env, market, maxBytes);
  // The artist's own data: never kept. (The shopper's request is no reason: ADR 0025.)
  if (isPersonalCall(call)) return load();

  const common = { ctx, clock, maxBytes, isRevalidating, load };
  if (catalogRead) {
    const policy = catalogRead.immutable ? IMMUTABLE_POLICY : catalogPolicyFor(market.host, catalogPoliciesOf(env));
    return cached({
      ...common,
      key: cacheKey(call, market),
      policy,
      check: answerCheck(catalogRead.check, kind),
      tags: answerTags(catalogRead, call),
    });
  }
  if (call.method === 'POST' && call.path === '/api/sync-coupons' && typeof call.body === 'string') {
    const digest = await bodyDigest(canonicalJson(call.body));
    const key = `${cacheKey({ ...call, method: 'GET' }, market)}&body=${digest}`;
    const policy = { maxAge: SYNC_COUPONS_TTL_MS / 1000, staleWhileRevalidate: 0 };
    return cached({ ...common, key, policy, check: answerCheck(checkCouponList, kind) });
  }
  return load();
}

/** The upstream's answer to `call`, held to `maxBytes` (worker/http/body.ts limitResponse). */
function limitedCall(call: UpstreamCall, env: Env, market: Market, maxBytes: number): Promise<Response> {
  return callUpstream(call, env, market).then((response) =>
    limitResponse(response, maxBytes, () =>
      Response.json({ error: `The commerce API answered more than ${maxBytes} bytes` }, { status: 502 }),
    ),
  );
}

/**
 * A catalog read that goes straight to the upstream, past the edge cache, held to its
 * kind's size limit: for reads made once per stored answer that holds them all (the
 * merchant feeds read the whole catalog a page at a time; kept, those pages would push the
 * shop's hot answers out of this isolate's memory, and the feed itself is what is kept).
 */
export function uncachedCall(call: UpstreamCall, edge: Pick<EdgeContext, 'env' | 'market'>): Promise<Response> {
  const kind = catalogReadOf(call)?.kind ?? otherKind(call);
  return limitedCall(call, edge.env, edge.market, maxBytesOf(edge.env)[kind]);
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

/** Stable key for a request body (sync-coupons): SHA-256, hex. */
async function bodyDigest(body: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
