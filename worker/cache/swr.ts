/**
 * The edge cache's engine: read-through with stale-while-revalidate (ADR 0004). It decides
 * whether a call is answered from a stored entry (./entries.ts), loaded, refreshed in the
 * background, stored, or refused as a bad upstream; what may be kept is ./policy.ts.
 */
import { TooLarge, readAtMost } from '../../shared/http/body';
import type { StoredAnswer } from './memory';
import { badUpstream, isStorable, lifetimeOf, type CachePolicy } from './policy';
import { recordRefresh } from './stats';
import { lookup, storedHeaders, store, toEntry, toResponse, type Answer } from './entries';

export type { Answer };

/** After a failed background refresh, stale hits wait this long before trying again. */
export const REFRESH_RETRY_MS = 5_000;

/**
 * Refreshes under way or recently failed (key -> when to try again), so a stale entry is
 * refreshed once per isolate however many requests read it meanwhile.
 */
const refreshes = new Map<string, number>();
const MAX_REFRESH_MARKS = 1_000;
/**
 * A refresh under way is tried again after this long if it never settles (the runtime may
 * end a request's waitUntil work, and a refresh waiting its turn must not be lost with it).
 */
export const REFRESH_MARK_MS = 30_000;

/**
 * Background refreshes run at once per isolate at most. When every page turns stale together
 * (a quiet hour, a deploy) their re-renders would otherwise all run at once on the isolate's
 * one thread, and every visitor's answer, stale or not, would wait behind them:
 * stale-while-revalidate must cost the visitor nothing (issue 27). A stale read that finds
 * no free slot starts nothing (the entry stays unmarked, so a later read starts it): a
 * refresh never waits in a queue for another request to let it in, because a promise one
 * request resolves for another may never run once the other's waitUntil time is over, and a
 * slot whose refresh the runtime cut off is freed after REFRESH_MARK_MS instead of for ever.
 */
export const MAX_CONCURRENT_REFRESHES = 2;
/** When each refresh under way started (the call's clock). */
const refreshSlots = new Set<{ started: number }>();

function takeRefreshSlot(now: number): { started: number } | undefined {
  for (const slot of refreshSlots) if (slot.started + REFRESH_MARK_MS <= now) refreshSlots.delete(slot);
  if (refreshSlots.size >= MAX_CONCURRENT_REFRESHES) return undefined;
  const slot = { started: now };
  refreshSlots.add(slot);
  return slot;
}

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
  /**
   * Pages: what a complete answer is stored as, made once when it is stored rather than at
   * every answer (its scripts' hashes: worker/middleware/security-headers/script-hashes.ts).
   */
  toStored?: (answer: Answer) => Promise<Answer>;
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
  const now = clock();
  const entry = await lookup(cache, key, now, call.ctx, (headers) => lifetimeOf(policyFor(call, headers)));
  if (entry) {
    const policy = policyFor(call, entry.headers);
    const age = (now - entry.storedAt) / 1000;
    if (age <= policy.maxAge) return toResponse(entry, 'HIT', now);
    if (age <= lifetimeOf(policy) && !call.isRevalidating) {
      refreshInBackground(call, cache, now);
      return toResponse(entry, 'STALE', now);
    }
  }
  const fresh = await call.load(false);
  const policy = policyFor(call, fresh.headers);
  const lifetime = lifetimeOf(policy);
  if (!isStorable(fresh) || policy.maxAge <= 0) return fresh;
  if (call.check) {
    const checked = await readChecked(fresh, call);
    if (checked instanceof Response) return checked;
    const stored = entryFor(call, checked, clock(), lifetime);
    call.ctx.waitUntil(store(cache, key, stored).catch(() => undefined));
    return toResponse(stored, 'MISS', clock());
  }
  const [forCache, forClient] = teeResponse(fresh);
  call.ctx.waitUntil(
    readStreamed(forCache, call)
      .then((answer) => answer && store(cache, key, entryFor(call, answer, clock(), lifetime)))
      .catch(() => undefined),
  );
  forClient.headers.set('x-edge-cache', 'MISS');
  return forClient;
}

/** The answer's own policy (`policyOf`) or the call's; a stored entry's headers are made Headers only when asked. */
function policyFor(call: CachedCall, headers: Headers | [string, string][]): CachePolicy {
  if (!call.policyOf) return call.policy;
  return call.policyOf(headers instanceof Headers ? headers : storedHeaders(headers));
}

function entryFor(call: CachedCall, answer: Answer, now: number, lifetime: number): StoredAnswer {
  return toEntry(call.key, answer, now, lifetime, call.tags?.(answer) ?? []);
}

function refreshInBackground(call: CachedCall, cache: Cache, now: number): void {
  const { key } = call;
  if ((refreshes.get(key) ?? 0) > now) return;
  const slot = takeRefreshSlot(now);
  if (!slot) {
    recordRefresh('postponed');
    return;
  }
  recordRefresh('started');
  if (refreshes.size >= MAX_REFRESH_MARKS) for (const [k, until] of refreshes) if (until <= now) refreshes.delete(k);
  refreshes.set(key, now + REFRESH_MARK_MS);
  const refresh = async () => {
    const fresh = await call.load(true);
    const policy = policyFor(call, fresh.headers);
    if (!isStorable(fresh) || policy.maxAge <= 0) {
      await fresh.body?.cancel();
      return false;
    }
    const answer = call.check ? await readChecked(fresh, call) : await readStreamed(fresh, call);
    if (!answer || answer instanceof Response) return false;
    await store(cache, key, entryFor(call, answer, call.clock(), lifetimeOf(policy)));
    return true;
  };
  call.ctx.waitUntil(
    refresh()
      .catch(() => false)
      .then((isStored) => {
        refreshSlots.delete(slot);
        recordRefresh(isStored ? 'stored' : 'failed');
        // The stale entry stays; it is tried again after a pause, not on every hit.
        if (isStored) refreshes.delete(key);
        else refreshes.set(key, call.clock() + REFRESH_RETRY_MS);
      }),
  );
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
  const answer = { status: response.status, headers: response.headers, body };
  return call.toStored ? call.toStored(answer) : answer;
}

function teeResponse(response: Response): [Response, Response] {
  if (!response.body) return [response.clone(), response];
  const [a, b] = response.body.tee();
  const init = { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) };
  return [new Response(a, init), new Response(b, { ...init, headers: new Headers(response.headers) })];
}

function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}
