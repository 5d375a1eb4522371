/**
 * The cache rules of the shop, and the only place that writes Cache-Control. Routes and
 * the API layer pick a named strategy; what may be stored in the shared cache is decided
 * here (ADR 0004).
 *
 * Rules (OWASP ASVS 8.2.1 / 14.4: sensitive data is not cached in shared caches):
 * - a response that carries Set-Cookie is never stored;
 * - what reads the session is never answered from or stored into the shared cache: a call
 *   carrying the artist's access token, a page whose render read the session, every
 *   private path (./requests.ts, ADR 0025); a request's cookies or credentials alone change
 *   nothing in a catalog answer, so they never split or skip the cache;
 * - only 200 answers are stored;
 * - the cache key always includes the host, so two domains never share an entry.
 */

export interface CachePolicy {
  maxAge: number;
  staleWhileRevalidate: number;
}

/**
 * Content-addressed answers (a picture copy whose address names its bytes: worker/api/
 * catalog-reads.ts, a read marked `immutable`) kept at the edge for a year, never revalidated: what
 * `strategies.immutable()` tells browsers, the edge cache keeps too.
 */
export const IMMUTABLE_POLICY: CachePolicy = { maxAge: 31_536_000, staleWhileRevalidate: 0 };

/** How long an entry may be served at all (fresh, then stale), in seconds. */
export const lifetimeOf = (policy: CachePolicy) => policy.maxAge + policy.staleWhileRevalidate;

/** sync-coupons answers may be reused for 300000 ms (README.md "Caching"). */
export const SYNC_COUPONS_TTL_MS = 300_000;

export const strategies = {
  /** Personal or state-changing: never stored anywhere but the browser's own memory. */
  private: () => 'private, no-store',
  /** Fingerprinted client assets (a hash in the name: new content, new name). */
  immutable: () => 'public, max-age=31536000, immutable',
  /**
   * Static files whose name stays when their content changes (the favicon, the payment marks):
   * kept a day, then revalidated with their ETag (Workers Static Assets answers 304).
   */
  unversionedAsset: () => 'public, max-age=86400',
  /** Catalog reads and anonymous catalog pages, per the operator's policy for the host. */
  catalog: (policy: CachePolicy) => `public, max-age=0, s-maxage=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
  /** Answers computed from the request body (sync-coupons): shared edge only. */
  syncCoupons: () => 'private, no-store',
} as const;

export type StrategyName = keyof typeof strategies;

export function setCacheControl(headers: Headers, value: string): void {
  headers.set('Cache-Control', value);
}

/** Whether an upstream answer may be kept in the shared cache. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has('Set-Cookie')) return false;
  const cc = response.headers.get('Cache-Control') ?? '';
  return !/\b(private|no-store)\b/i.test(cc);
}

/** A 502 with the API's JSON error, never stored: an upstream answer that is not what it should be. */
export function badUpstream(error: string): Response {
  return Response.json({ error }, { status: 502, headers: { 'Cache-Control': strategies.private() } });
}
