/**
 * The stored entries of the edge cache at its two levels: this isolate's memory (level 1,
 * ./memory.ts) in front of the Workers Cache API of the data centre (level 2). What goes in
 * is an answer without the headers of its delivery; what comes out is a new answer with its
 * own Age. The engine deciding when to store and serve is ./swr.ts.
 */
import { tags as tagOf } from '../../shared/cache-tags';
import { MemoryCache, type StoredAnswer } from './memory';
import { TAGS_HEADER, isPurged, tagsOfHeaders } from './purge';
import { recordLookup } from './stats';

/** A complete answer as it is kept. */
export interface Answer {
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

export type Verdict = 'HIT' | 'STALE' | 'MISS';

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
 * per second per hot entry.
 */
export const MEMORY_TRUST_MS = 1_000;

/**
 * An entry confirmed less than this long ago (a hot one) is answered from memory at once and
 * asked about behind the answer (`waitUntil`): a shopper never waits for the Cache API on a
 * hit. Under the local runtime, hits that waited for it left some connections unread for
 * seconds and then reset at 50 connections and 100 pages (docs/operations.md "The edge
 * cache under load"). An entry confirmed longer ago (a quiet one) is asked about before it
 * is answered, as before. So what another isolate's purge removed goes within this time
 * and one check's answer; the second purge (./purge.ts SECOND_PURGE_MS) comes after it.
 */
export const BACKGROUND_CHECK_MS = 2 * MEMORY_TRUST_MS;

/** Level 1: this isolate's memory. Level 2: the Workers Cache API of the data centre. */
const memory = new MemoryCache();

/** What this isolate's memory level holds now (the operator view). */
export function memoryLevelSize(): { entries: number; bytes: number } {
  return memory.size;
}

/** The entry an answer becomes, kept `lifetime` seconds, tagged with `tags` and its key's host. */
export function toEntry(key: string, answer: Answer, now: number, lifetime: number, tags: string[]): StoredAnswer {
  const headers = new Headers(answer.headers);
  for (const name of UNSTORED_HEADERS) headers.delete(name);
  headers.set(TAGS_HEADER, [...new Set([...tags, tagOf.host(new URL(key).hostname)])].join(' '));
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
export async function lookup(
  cache: Cache,
  key: string,
  now: number,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  lifetimeFor: (headers: Headers) => number,
): Promise<StoredAnswer | undefined> {
  let entry = memory.get(key, now);
  recordLookup(entry ? 'memory' : 'shared');
  if (!entry) entry = await fromSharedCache(cache, key, now, lifetimeFor);
  else if (!beingPut.has(entry)) {
    const sinceChecked = now - (entry.checkedAt ?? entry.storedAt);
    if (sinceChecked > BACKGROUND_CHECK_MS) entry = await checkAgain(cache, key, entry, now, lifetimeFor);
    else if (sinceChecked > MEMORY_TRUST_MS) ctx.waitUntil(checkAgain(cache, key, entry, now, lifetimeFor).catch(() => undefined));
  }
  if (entry && isPurged(key, tagsOfHeaders(entry.headers), entry.storedAt)) {
    memory.delete(key);
    ctx.waitUntil(cache.delete(key).catch(() => false));
    return undefined;
  }
  return entry;
}

/**
 * Still the entry the Cache API holds? Another isolate's purge removed it there. Only its
 * stored-at header is compared; the same entry keeps its object (what page reads made of it
 * stays: worker/api/answers). Otherwise it leaves memory (unless a newer one replaced it
 * meanwhile), and what the Cache API holds now, if anything, is read in its place.
 */
async function checkAgain(
  cache: Cache,
  key: string,
  entry: StoredAnswer,
  now: number,
  lifetimeFor: (headers: Headers) => number,
): Promise<StoredAnswer | undefined> {
  entry.checkedAt = now;
  recordLookup('checks');
  const storedThere = await storedAtInSharedCache(cache, key).catch(() => entry.storedAt);
  if (storedThere === entry.storedAt) return entry;
  memory.delete(key, entry);
  return storedThere === undefined ? undefined : fromSharedCache(cache, key, now, lifetimeFor);
}

/**
 * The check of an entry against the Cache API asks for its first byte only (a Range request:
 * the Cache API answers 206 with the stored headers): it needs the stored-at header, and the
 * whole body of a page (about 100 KB) read once a second for every hot entry cost the data
 * centre's cache, and locally the simulator's, more than the answers it checked (issue 27).
 */
const FIRST_BYTE: RequestInit = { headers: { Range: 'bytes=0-0' } };

/** When the Cache API's entry under `key` was stored (undefined: it holds none), its body left unread. */
async function storedAtInSharedCache(cache: Cache, key: string): Promise<number | undefined> {
  let hit = await cache.match(new Request(key, FIRST_BYTE));
  if (hit?.status === 416) {
    // An empty body has no first byte: asked for whole.
    hit.body?.cancel().catch(() => undefined);
    hit = await cache.match(key);
  }
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

/**
 * Entries whose cache.put is under way: the Cache API does not hold them yet, so this isolate
 * does not check them against it. Checked meanwhile (a put of a page can take longer than
 * MEMORY_TRUST_MS on a busy data centre, or simulator), the Cache API would answer the entry
 * before (or none): the new one would be dropped and the stale one put back in memory,
 * so the page would be refreshed, or rendered as a MISS, once more (issue 27).
 */
const beingPut = new WeakSet<StoredAnswer>();

/** Keeps `entry` under `key` at both levels. */
export async function store(cache: Cache, key: string, entry: StoredAnswer): Promise<void> {
  memory.set(key, entry);
  beingPut.add(entry);
  try {
    await putShared(cache, key, entry);
  } finally {
    beingPut.delete(entry);
  }
}

async function putShared(cache: Cache, key: string, entry: StoredAnswer): Promise<void> {
  const headers = new Headers(entry.headers);
  headers.set(STORED_AT, String(entry.storedAt));
  // Cloudflare's purge by tag (./purge.ts) reads this header of what cache.put keeps.
  headers.set('Cache-Tag', tagsOfHeaders(entry.headers).join(','));
  // The Cache API evicts by this header; browsers never see it (toResponse drops it).
  headers.set('Cache-Control', `public, max-age=${Math.max(1, Math.ceil((entry.expiresAt - entry.storedAt) / 1000))}`);
  await cache.put(key, new Response(entry.body.slice(), { status: entry.status, headers }));
}

const headersOfEntries = new WeakMap<[string, string][], Headers>();

/**
 * A stored entry's headers as Headers, made once per entry (its policy is asked at every
 * lookup), for reading only: a policy must not change them.
 */
export function storedHeaders(headers: [string, string][]): Headers {
  let made = headersOfEntries.get(headers);
  if (!made) headersOfEntries.set(headers, (made = new Headers(headers)));
  return made;
}

/** The stored entry each answer from the cache was made from (see `entryOf`). */
const madeFrom = new WeakMap<Response, StoredAnswer>();

/**
 * The stored entry an answer of the cache was made from, if it was: the same entry, the
 * same bytes, until it is replaced. Page reads keep what they make of it (worker/api/answers).
 */
export function entryOf(response: Response): StoredAnswer | undefined {
  return madeFrom.get(response);
}

const blobs = new WeakMap<StoredAnswer, Blob>();

/** The entry's body as a Blob, made at its first answer and kept as long as the entry. */
function blobOf(entry: StoredAnswer): Blob {
  let blob = blobs.get(entry);
  if (!blob) blobs.set(entry, (blob = new Blob([entry.body])));
  return blob;
}

/** A new answer from a stored entry, with its verdict and its Age at `now`. */
export function toResponse(entry: StoredAnswer, verdict: Verdict, now: number): Response {
  const headers = new Headers(entry.headers);
  // The tags are the Worker's own note: they never leave.
  headers.delete(TAGS_HEADER);
  headers.set('x-edge-cache', verdict);
  // RFC 9111 5.1: how long ago the answer was stored; Date is this delivery's own.
  headers.set('Age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  // The entry's bytes as a Blob, made once per entry: an answer made from a Blob reads the
  // Blob's data without copying it. (A copy per answer, entry.body.slice(), was the largest
  // part of a cached page's cost in the isolate's profile beside a static answer of its size;
  // handing the runtime the entry's Uint8Array itself made workerd's resident memory grow by
  // what was sent under `npm run bench -- load`: 0.5 to 3.1 GB in a minute; issue 27.)
  const response = new Response(blobOf(entry), { status: entry.status, headers });
  madeFrom.set(response, entry);
  return response;
}
