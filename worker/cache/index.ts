/**
 * Every edge-cache policy of the shop, and the only place that writes Cache-Control.
 * Routes and the API layer pick a named strategy; this module decides what may be
 * stored in the shared cache and for how long.
 *
 * Rules (OWASP ASVS 8.2.1 / 14.4: sensitive data is not cached in shared caches):
 * - a response that carries Set-Cookie is never stored;
 * - a request that carries credentials (Authorization, our session cookie) is never
 *   answered from or stored into the shared cache;
 * - only 200 answers are stored;
 * - the cache key always includes the host, so two domains never share an entry.
 */

import { MemoryCache, type StoredAnswer } from './memory';

export interface CachePolicy {
  maxAge: number;
  staleWhileRevalidate: number;
}

export type CatalogPolicies = Record<string, CachePolicy>;

/** sync-coupons answers may be reused for 300000 ms (SPEC 7 and 9). */
export const SYNC_COUPONS_TTL_MS = 300_000;

export const strategies = {
  /** Personal or state-changing: never stored anywhere but the browser's own memory. */
  private: () => 'private, no-store',
  /** Fingerprinted client assets. */
  immutable: () => 'public, max-age=31536000, immutable',
  /** Catalog reads and anonymous catalog pages, per the operator's policy for the host. */
  catalog: (policy: CachePolicy) => `public, max-age=0, s-maxage=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
  /** Answers computed from the request body (sync-coupons): shared edge only. */
  syncCoupons: () => 'private, no-store',
} as const;

export type StrategyName = keyof typeof strategies;

const DEFAULT_POLICY: CachePolicy = { maxAge: 60, staleWhileRevalidate: 600 };

export function parseCatalogPolicies(raw: unknown): CatalogPolicies {
  const value: unknown = typeof raw === 'string' ? (raw ? JSON.parse(raw) : {}) : (raw ?? {});
  const result: CatalogPolicies = {};
  if (value && typeof value === 'object') {
    for (const [host, policy] of Object.entries(value as Record<string, unknown>)) {
      const p = policy as Partial<CachePolicy> | null;
      if (p && Number.isFinite(p.maxAge) && Number.isFinite(p.staleWhileRevalidate)) {
        result[host.toLowerCase()] = { maxAge: Math.max(0, p.maxAge!), staleWhileRevalidate: Math.max(0, p.staleWhileRevalidate!) };
      }
    }
  }
  return result;
}

export function catalogPolicyFor(host: string, policies: CatalogPolicies): CachePolicy {
  return policies[host] ?? policies.default ?? DEFAULT_POLICY;
}

export function setCacheControl(headers: Headers, value: string): void {
  headers.set('Cache-Control', value);
}

/** True when the request carries anything that makes its answer personal. */
export function isPersonalRequest(request: Request): boolean {
  if (request.headers.has('Authorization')) return true;
  const cookie = request.headers.get('Cookie') ?? '';
  return /(?:^|;\s*)__Host-session=|(?:^|;\s*)session=/.test(cookie);
}

/** Whether an upstream answer may be kept in the shared cache. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has('Set-Cookie')) return false;
  const cc = response.headers.get('Cache-Control') ?? '';
  return !/\b(private|no-store)\b/i.test(cc);
}

const STORED_AT = 'x-edge-stored-at';

/** Level 1: this isolate's memory. Level 2: the Workers Cache API of the data centre. */
const memory = new MemoryCache();

/**
 * Read-through edge cache with stale-while-revalidate. `key` must already include the
 * host. `load` produces a fresh answer; an answer older than ttl but younger than
 * ttl + swr is served and refreshed in the background (ctx.waitUntil), once per isolate.
 */
export async function cached(
  key: string,
  ttlSeconds: number,
  swrSeconds: number,
  /** isBackground: true for the refresh of a stale answer, after this request was answered. */
  load: (isBackground: boolean) => Promise<Response>,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  now: number,
  cache: Cache = (caches as unknown as { default: Cache }).default,
  /** Asked once the fresh body is complete: false keeps it out of the cache (a page built on fallbacks). */
  isComplete: () => boolean = () => true,
): Promise<Response> {
  const lifetime = ttlSeconds + swrSeconds;
  const entry = memory.get(key, now) ?? (await fromSharedCache(cache, key, now, lifetime));
  if (entry) {
    const age = (now - entry.storedAt) / 1000;
    if (age <= ttlSeconds) return toResponse(entry, 'HIT');
    if (age <= lifetime) {
      if (!entry.isRefreshing) {
        entry.isRefreshing = true;
        ctx.waitUntil(
          load(true)
            .then((fresh) => store(cache, key, fresh, lifetime, Date.now()))
            .catch(() => undefined)
            .finally(() => (entry.isRefreshing = false)),
        );
      }
      return toResponse(entry, 'STALE');
    }
  }
  const fresh = await load(false);
  if (!isStorable(fresh) || ttlSeconds <= 0) return fresh;
  const [forCache, forClient] = teeResponse(fresh);
  ctx.waitUntil(store(cache, key, forCache, lifetime, now, isComplete).catch(() => undefined));
  forClient.headers.set('x-edge-cache', 'MISS');
  return forClient;
}

async function fromSharedCache(cache: Cache, key: string, now: number, lifetime: number): Promise<StoredAnswer | undefined> {
  const hit = await cache.match(key);
  if (!hit) return undefined;
  const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
  const headers = new Headers(hit.headers);
  headers.delete(STORED_AT);
  headers.delete('Cache-Control');
  const entry: StoredAnswer = {
    status: hit.status,
    headers: [...headers],
    body: new Uint8Array(await hit.arrayBuffer()),
    storedAt,
    expiresAt: storedAt + lifetime * 1000,
  };
  if (entry.expiresAt >= now) memory.set(key, entry);
  return entry;
}

async function store(cache: Cache, key: string, response: Response, lifetime: number, now: number, isComplete = () => true): Promise<void> {
  if (!isStorable(response)) {
    await response.body?.cancel();
    return;
  }
  const body = new Uint8Array(await response.arrayBuffer());
  if (!isComplete()) return;
  const headers = new Headers(response.headers);
  headers.delete('Cache-Control');
  headers.delete('x-edge-cache');
  memory.set(key, { status: response.status, headers: [...headers], body, storedAt: now, expiresAt: now + lifetime * 1000 });
  headers.set(STORED_AT, String(now));
  // The Cache API evicts by this header; browsers never see it (toResponse drops it).
  headers.set('Cache-Control', `public, max-age=${Math.max(1, Math.ceil(lifetime))}`);
  await cache.put(key, new Response(body.slice(), { status: response.status, headers }));
}

function teeResponse(response: Response): [Response, Response] {
  if (!response.body) return [response.clone(), response];
  const [a, b] = response.body.tee();
  const init = { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) };
  return [new Response(a, init), new Response(b, { ...init, headers: new Headers(response.headers) })];
}

function toResponse(entry: StoredAnswer, state: 'HIT' | 'STALE'): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-edge-cache', state);
  // A copy per answer: a body handed to a Response may be transferred, and the entry stays.
  return new Response(entry.body.slice(), { status: entry.status, headers });
}

/** Stable key for a request body (sync-coupons): SHA-256, hex. */
export async function bodyDigest(body: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
