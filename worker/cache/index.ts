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

import { TooLarge, readAtMost } from '../../shared/http/body';
import { objectVarOr } from '../config/object-var';
import { tags as tagOf } from '../../shared/cache-tags';
import { MemoryCache, type StoredAnswer } from './memory';
import { TAGS_HEADER, isPurged, tagsOfHeaders } from './purge';

export interface CachePolicy {
  maxAge: number;
  staleWhileRevalidate: number;
}

import { PAGE_KINDS, type PageKind } from './page-kinds';

export { PAGE_KINDS, type PageKind };

/** A host's (or the default) policy, with optional policies per page kind. */
export type HostPolicy = CachePolicy & { pages?: Partial<Record<PageKind, CachePolicy>> };
export type CatalogPolicies = Record<string, HostPolicy>;

/**
 * The internal header a catalog page's answer carries its kind in (worker/middleware/page-cache):
 * stored with the page, so a stored page is judged by its kind's policy, and removed before
 * the answer leaves the Worker.
 */
export const PAGE_KIND_HEADER = 'x-artlane-page-kind';

export function isPageKind(value: unknown): value is PageKind {
  return PAGE_KINDS.includes(value as PageKind);
}

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

const DEFAULT_POLICY: CachePolicy = { maxAge: 60, staleWhileRevalidate: 600 };

function policyOf(value: unknown): CachePolicy | null {
  const p = value as Partial<CachePolicy> | null;
  if (!p || typeof p !== 'object' || !Number.isFinite(p.maxAge) || !Number.isFinite(p.staleWhileRevalidate)) return null;
  return { maxAge: Math.max(0, p.maxAge!), staleWhileRevalidate: Math.max(0, p.staleWhileRevalidate!) };
}

/**
 * CATALOG_CACHE: per host (or "default") `{ maxAge, staleWhileRevalidate }` in seconds, with
 * optional `start`, `category`, `product`, `content` policies of their own. A malformed entry
 * never gets this far: the configuration check answers 503 first (worker/config/validate.ts).
 */
export function parseCatalogPolicies(raw: unknown): CatalogPolicies {
  const result: CatalogPolicies = {};
  for (const [host, entry] of Object.entries(objectVarOr(raw))) {
    const base = policyOf(entry);
    if (!base) continue;
    const pages: Partial<Record<PageKind, CachePolicy>> = {};
    for (const kind of PAGE_KINDS) {
      const policy = policyOf((entry as Record<string, unknown>)[kind]);
      if (policy) pages[kind] = policy;
    }
    result[host.toLowerCase()] = Object.keys(pages).length > 0 ? { ...base, pages } : base;
  }
  return result;
}

const parsedPolicies = new WeakMap<object, CatalogPolicies>();

/** CATALOG_CACHE of this env, parsed once per env object (the isolate's bindings), not per request. */
export function catalogPoliciesOf(env: { CATALOG_CACHE?: unknown }): CatalogPolicies {
  let policies = parsedPolicies.get(env);
  if (!policies) {
    policies = parseCatalogPolicies(env.CATALOG_CACHE);
    parsedPolicies.set(env, policies);
  }
  return policies;
}

/**
 * The policy for `host`'s catalog reads, or for its pages of `kind`: the host's own policy for
 * that kind, else the host's, else the default's for that kind, else the default's, else
 * 60 s fresh and 600 s stale.
 */
export function catalogPolicyFor(host: string, policies: CatalogPolicies, kind?: PageKind): CachePolicy {
  const own = policies[host];
  const fallback = policies.default;
  const chosen = (kind && own?.pages?.[kind]) ?? own ?? (kind && fallback?.pages?.[kind]) ?? fallback ?? DEFAULT_POLICY;
  return { maxAge: chosen.maxAge, staleWhileRevalidate: chosen.staleWhileRevalidate };
}

/** Whether any page of `host` is kept (some policy of its with a positive maxAge). */
export function keepsPages(host: string, policies: CatalogPolicies): boolean {
  const candidates = [undefined, ...PAGE_KINDS].map((kind) => catalogPolicyFor(host, policies, kind));
  return candidates.some((policy) => policy.maxAge > 0);
}

const REVALIDATION = Symbol.for('artlane.revalidation');

/**
 * The env of a background re-render of a stale page (worker/middleware/page-cache). The
 * mark is a symbol: no configuration value or request can set it. `shown` collects the
 * cache tags of what the re-render read, for the page it stores.
 */
export function asRevalidation<E extends object>(env: E, shown: Set<string> = new Set()): E {
  return { ...env, [REVALIDATION]: shown };
}

/** True in a background re-render: its reads load fresh answers instead of stale ones. */
export function isRevalidation(env: object): boolean {
  return (env as { [REVALIDATION]?: unknown })[REVALIDATION] instanceof Set;
}

/** Where a background re-render puts the tags of what it read (see asRevalidation). */
export function revalidationTags(env: object): Set<string> | undefined {
  const shown = (env as { [REVALIDATION]?: unknown })[REVALIDATION];
  return shown instanceof Set ? (shown as Set<string>) : undefined;
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

/**
 * Headers that describe one delivery, not the answer: never stored, so a cached answer
 * gets its own Date, Age and security headers (a CSP nonce must never be replayed).
 */
const UNSTORED_HEADERS = [
  'age',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'content-security-policy-report-only',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'x-edge-cache',
  STORED_AT,
  // An upstream's own tags: the Worker tags what it keeps itself (`CachedCall.tags`).
  'cache-tag',
];

/**
 * How long this isolate serves an entry from its memory before asking the Cache API whether
 * it is still there (purged elsewhere: docs/operations.md "Refresh on change"). One lookup
 * per second per hot entry; what another isolate's purge removed goes within this time.
 */
export const MEMORY_TRUST_MS = 1_000;

/** After a failed background refresh, stale hits wait this long before trying again. */
export const REFRESH_RETRY_MS = 5_000;

/** Level 1: this isolate's memory. Level 2: the Workers Cache API of the data centre. */
const memory = new MemoryCache();

/**
 * Refreshes under way (key -> Infinity) or recently failed (key -> when to retry), so a
 * stale entry is refreshed once per isolate however many requests read it meanwhile.
 */
const refreshes = new Map<string, number>();
const MAX_REFRESH_MARKS = 1_000;

export interface CachedCall {
  /** Must already include the host. */
  key: string;
  policy: CachePolicy;
  /**
   * An answer's own policy, from its headers (pages: their kind, PAGE_KIND_HEADER), used to
   * judge and keep it instead of `policy`; read again at every lookup, so a changed policy
   * applies to what is already stored.
   */
  policyOf?: (headers: Headers) => CachePolicy;
  /** Produces a fresh answer; isBackground: the refresh of a stale answer, after this request. */
  load: (isBackground: boolean) => Promise<Response>;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  clock: () => number;
  /** Largest body kept (and, for checked answers, read): bigger answers are never stored. */
  maxBytes: number;
  /**
   * Checked answers (API reads): the body is read whole and checked before it is answered
   * or stored. One over `maxBytes` or failing the check is answered 502, not stored, and
   * never replaces a stale entry. Without a check (pages) the body streams to the client
   * and a copy is stored once complete.
   */
  check?: (body: Uint8Array, headers: Headers) => boolean;
  /** Pages: asked once the body is complete; false keeps it out (built on fallbacks). */
  isComplete?: () => boolean;
  /** A background re-render: stale entries are not good enough for it, it loads fresh. */
  isRevalidating?: boolean;
  /**
   * What the answer shows (shared/cache-tags.ts), asked once it is complete, before it is
   * kept; the key's host is added. A purge of any of them drops the entry (./purge.ts).
   */
  tags?: (answer: Answer) => string[];
  cache?: Cache;
}

/**
 * Read-through edge cache with stale-while-revalidate. A fresh entry is served as HIT; a
 * stale one (older than maxAge, younger than maxAge + staleWhileRevalidate) is served as
 * STALE while one background refresh (ctx.waitUntil) stores a new answer, so the next
 * request is fresh again; anything older is loaded as a MISS.
 */
export async function cached(call: CachedCall): Promise<Response> {
  const { key, clock } = call;
  const cache = call.cache ?? defaultCache();
  const policyFor = (headers: Headers | [string, string][]) =>
    call.policyOf ? call.policyOf(headers instanceof Headers ? headers : storedHeaders(headers)) : call.policy;
  const now = clock();
  const entry = await lookup(cache, key, now, call.ctx, (headers) => lifetimeOf(policyFor(headers)));
  if (entry) {
    const policy = policyFor(entry.headers);
    const age = (now - entry.storedAt) / 1000;
    if (age <= policy.maxAge) return toResponse(entry, 'HIT', now);
    if (age <= lifetimeOf(policy) && !call.isRevalidating) {
      refreshInBackground(call, cache, now);
      return toResponse(entry, 'STALE', now);
    }
  }
  const fresh = await call.load(false);
  const policy = policyFor(fresh.headers);
  const lifetime = lifetimeOf(policy);
  if (!isStorable(fresh) || policy.maxAge <= 0) return fresh;
  if (call.check) {
    const checked = await readChecked(fresh, call);
    if (checked instanceof Response) return checked;
    const stored = toEntry(checked, clock(), lifetime, tagsFor(call, checked));
    call.ctx.waitUntil(store(cache, key, stored).catch(() => undefined));
    return toResponse(stored, 'MISS', clock());
  }
  const [forCache, forClient] = teeResponse(fresh);
  call.ctx.waitUntil(
    readStreamed(forCache, call)
      .then((answer) => answer && store(cache, key, toEntry(answer, clock(), lifetime, tagsFor(call, answer))))
      .catch(() => undefined),
  );
  forClient.headers.set('x-edge-cache', 'MISS');
  return forClient;
}

function refreshInBackground(call: CachedCall, cache: Cache, now: number): void {
  const { key } = call;
  if ((refreshes.get(key) ?? 0) > now) return;
  if (refreshes.size >= MAX_REFRESH_MARKS) for (const [k, until] of refreshes) if (until <= now) refreshes.delete(k);
  refreshes.set(key, Infinity);
  const refresh = async () => {
    const fresh = await call.load(true);
    const policy = call.policyOf ? call.policyOf(fresh.headers) : call.policy;
    const lifetime = lifetimeOf(policy);
    if (!isStorable(fresh) || policy.maxAge <= 0) {
      await fresh.body?.cancel();
      return false;
    }
    const answer = call.check ? await readChecked(fresh, call) : await readStreamed(fresh, call);
    if (!answer || answer instanceof Response) return false;
    await store(cache, key, toEntry(answer, call.clock(), lifetime, tagsFor(call, answer)));
    return true;
  };
  call.ctx.waitUntil(
    refresh()
      .catch(() => false)
      .then((isStored) => {
        // The stale entry stays; it is tried again after a pause, not on every hit.
        if (isStored) refreshes.delete(key);
        else refreshes.set(key, call.clock() + REFRESH_RETRY_MS);
      }),
  );
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

/** The whole body of a checked answer, or the 502 to give instead. */
async function readChecked(response: Response, call: CachedCall): Promise<Answer | Response> {
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readAtMost(response, call.maxBytes);
  } catch (error) {
    // Cut off on its way (worker/http/body.ts limitResponse) or by the connection.
    if (!(error instanceof TooLarge)) return badUpstream('The commerce API answer broke off');
    body = null;
  }
  if (!body) return badUpstream(`The commerce API answered more than ${call.maxBytes} bytes`);
  if (!call.check!(body, response.headers)) return badUpstream('The commerce API answered with data of the wrong shape');
  return { status: response.status, headers: response.headers, body };
}

/** A streamed page's stored copy, once complete; undefined when it must not be stored. */
async function readStreamed(response: Response, call: CachedCall): Promise<Answer | undefined> {
  const body = await readAtMost(response, call.maxBytes);
  if (!body || !(call.isComplete?.() ?? true)) return undefined;
  return { status: response.status, headers: response.headers, body };
}

/** A 502 with the API's JSON error, never stored: an upstream answer that is not what it should be. */
export function badUpstream(error: string): Response {
  return Response.json({ error }, { status: 502, headers: { 'Cache-Control': strategies.private() } });
}

/** The answer's own tags and its host's, each once. */
function tagsFor(call: CachedCall, answer: Answer): string[] {
  const own = call.tags?.(answer) ?? [];
  return [...new Set([...own, tagOf.host(new URL(call.key).hostname)])];
}

function toEntry(answer: Answer, now: number, lifetime: number, tags: string[]): StoredAnswer {
  const headers = new Headers(answer.headers);
  for (const name of UNSTORED_HEADERS) headers.delete(name);
  headers.set(TAGS_HEADER, tags.join(' '));
  return {
    status: answer.status,
    headers: [...headers],
    body: answer.body,
    storedAt: now,
    expiresAt: now + lifetime * 1000,
    checkedAt: now,
  };
}

/**
 * The entry kept under `key`, from memory (asked again of the Cache API once it is
 * MEMORY_TRUST_MS old) or the Cache API; never one purged since it was stored (which is
 * deleted on the way).
 */
async function lookup(
  cache: Cache,
  key: string,
  now: number,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  lifetimeFor: (headers: Headers) => number,
): Promise<StoredAnswer | undefined> {
  let entry = memory.get(key, now);
  if (!entry) entry = await fromSharedCache(cache, key, now, lifetimeFor);
  else if (now - (entry.checkedAt ?? entry.storedAt) > MEMORY_TRUST_MS) {
    // Still the entry the Cache API holds? Another isolate's purge removed it there. Only
    // its stored-at header is compared; the same entry keeps its object (what page reads
    // made of it stays: worker/api/answers).
    entry.checkedAt = now;
    const storedThere = await storedAtInSharedCache(cache, key).catch(() => entry!.storedAt);
    if (storedThere !== entry.storedAt) {
      memory.delete(key);
      entry = storedThere === undefined ? undefined : await fromSharedCache(cache, key, now, lifetimeFor);
    }
  }
  if (entry && isPurged(key, tagsOfHeaders(entry.headers), entry.storedAt)) {
    memory.delete(key);
    ctx.waitUntil(cache.delete(key).catch(() => false));
    return undefined;
  }
  return entry;
}

const lifetimeOf = (policy: CachePolicy) => policy.maxAge + policy.staleWhileRevalidate;

/** When the Cache API's entry under `key` was stored (undefined: it holds none), its body left unread. */
async function storedAtInSharedCache(cache: Cache, key: string): Promise<number | undefined> {
  const hit = await cache.match(key);
  if (!hit) return undefined;
  // Not awaited: a cancelled branch of a cloned body settles only with its twin.
  hit.body?.cancel().catch(() => undefined);
  return Number(hit.headers.get(STORED_AT) ?? 0);
}

async function fromSharedCache(
  cache: Cache,
  key: string,
  now: number,
  lifetimeFor: (headers: Headers) => number,
): Promise<StoredAnswer | undefined> {
  const hit = await cache.match(key);
  if (!hit) return undefined;
  const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
  const headers = new Headers(hit.headers);
  for (const name of UNSTORED_HEADERS) headers.delete(name);
  const lifetime = lifetimeFor(headers);
  const entry: StoredAnswer = {
    status: hit.status,
    headers: [...headers],
    body: new Uint8Array(await hit.arrayBuffer()),
    storedAt,
    expiresAt: storedAt + lifetime * 1000,
    checkedAt: now,
  };
  if (entry.expiresAt >= now && !isPurged(key, tagsOfHeaders(entry.headers), storedAt)) memory.set(key, entry);
  return entry;
}

async function store(cache: Cache, key: string, entry: StoredAnswer): Promise<void> {
  memory.set(key, entry);
  const headers = new Headers(entry.headers);
  headers.set(STORED_AT, String(entry.storedAt));
  // Cloudflare's purge by tag (./purge.ts) reads this header of what cache.put keeps.
  headers.set('Cache-Tag', tagsOfHeaders(entry.headers).join(','));
  // The Cache API evicts by this header; browsers never see it (toResponse drops it).
  headers.set('Cache-Control', `public, max-age=${Math.max(1, Math.ceil((entry.expiresAt - entry.storedAt) / 1000))}`);
  await cache.put(key, new Response(entry.body.slice(), { status: entry.status, headers }));
}

function teeResponse(response: Response): [Response, Response] {
  if (!response.body) return [response.clone(), response];
  const [a, b] = response.body.tee();
  const init = { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) };
  return [new Response(a, init), new Response(b, { ...init, headers: new Headers(response.headers) })];
}

const headersOfEntries = new WeakMap<[string, string][], Headers>();

/**
 * A stored entry's headers as Headers, made once per entry (its policy is asked at every
 * lookup), for reading only: `policyOf` must not change them.
 */
function storedHeaders(headers: [string, string][]): Headers {
  let made = headersOfEntries.get(headers);
  if (!made) headersOfEntries.set(headers, (made = new Headers(headers)));
  return made;
}

/** The stored entry each answer from the cache was made from (see `entryOf`). */
const madeFrom = new WeakMap<Response, StoredAnswer>();

/**
 * The stored entry an answer of `cached` was made from, if it was: the same entry, the
 * same bytes, until it is replaced. Page reads keep what they make of it (worker/api/answers).
 */
export function entryOf(response: Response): StoredAnswer | undefined {
  return madeFrom.get(response);
}

function toResponse(entry: StoredAnswer, state: 'HIT' | 'STALE' | 'MISS', now: number): Response {
  const headers = new Headers(entry.headers);
  // The tags are the Worker's own note: they never leave.
  headers.delete(TAGS_HEADER);
  headers.set('x-edge-cache', state);
  // RFC 9111 5.1: how long ago the answer was stored; Date is this delivery's own.
  headers.set('Age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  // A copy per answer: a body handed to a Response may be transferred, and the entry stays.
  const response = new Response(entry.body.slice(), { status: entry.status, headers });
  madeFrom.set(response, entry);
  return response;
}

function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** Stable key for a request body (sync-coupons): SHA-256, hex. */
export async function bodyDigest(body: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
