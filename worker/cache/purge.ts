/**
 * Purging the catalog cache (docs/operations.md "Refresh on change"): by tag, by page URL
 * or by domain, on every domain at once.
 *
 * Two levels hold answers (worker/cache): this isolate's memory and the Workers Cache API.
 * - This isolate: a purge is recorded as "everything tagged T, or under key K, stored before
 *   now is gone". `cached()` asks `isPurged` at every lookup, so what this isolate holds at
 *   either level is never served again; such entries are deleted as they are met. The
 *   records are bounded: the oldest are folded into one "everything stored before" mark,
 *   which may drop more than asked, never less.
 * - The edge (production, PURGE_ZONES and the CF_PURGE_TOKEN secret set): Cloudflare's purge
 *   by tag, URL or host, per zone, for every other isolate and data centre. Their memory
 *   levels re-check an entry against the Cache API once it is MEMORY_TRUST_MS old, behind
 *   the answer while it is hot (./entries.ts BACKGROUND_CHECK_MS), so they follow within
 *   about two seconds.
 */
import { isCacheTag, tags as tagOf } from '../../shared/cache-tags';
import type { Env } from '../env';
import { objectVarOr } from '../config/object-var';

/** The header a stored entry keeps its tags in (space-separated); never leaves the Worker. */
export const TAGS_HEADER = 'x-artlane-tags';

export interface PurgeRequest {
  tags?: string[];
  /** Page or API addresses on a configured host (http or https, with path and query). */
  urls?: string[];
  /** Configured host names: everything of that domain. */
  hosts?: string[];
}

export interface PurgeOutcome {
  tags: string[];
  urls: string[];
  hosts: string[];
  /** Where the edge was purged: this isolate only (local), or Cloudflare too. */
  edge: 'local' | 'cloudflare';
  /** Edge purges that failed (the local level is purged regardless); empty when all went through. */
  problems: string[];
}

/** A purge request that names something malformed or unknown: a 400 with this message. */
export class PurgeInputError extends Error {}

const MAX_ITEMS = 100;
const MAX_RECORDS = 10_000;

/** tag or key -> when it was last purged (ms). */
const purgedAt = new Map<string, number>();
/** Everything stored before this moment counts as purged (records folded when too many). */
let floor = 0;

function record(name: string, at: number): void {
  purgedAt.delete(name);
  purgedAt.set(name, at); // newest last
  while (purgedAt.size > MAX_RECORDS) {
    const [oldest, when] = purgedAt.entries().next().value as [string, number];
    purgedAt.delete(oldest);
    floor = Math.max(floor, when);
  }
}

/** Records a purge in this isolate (the webhook, the operator's form, tests). */
export function purgeLocally(request: { tags?: string[]; keys?: string[] }, at: number): void {
  for (const tag of request.tags ?? []) record(`tag ${tag}`, at);
  for (const key of request.keys ?? []) record(`key ${key}`, at);
}

/** Whether an entry stored at `storedAt` under `key` with `tags` was purged since. */
export function isPurged(key: string, entryTags: readonly string[], storedAt: number): boolean {
  if (storedAt < floor) return true;
  if (purgedAt.size === 0) return false;
  if ((purgedAt.get(`key ${key}`) ?? -1) >= storedAt) return true;
  for (const tag of entryTags) if ((purgedAt.get(`tag ${tag}`) ?? -1) >= storedAt) return true;
  return false;
}

const parsedTags = new WeakMap<object, string[]>();

/** The tags of an entry's headers (a stored entry's list is read once and remembered). */
export function tagsOfHeaders(headers: Headers | [string, string][]): string[] {
  if (headers instanceof Headers) return headers.get(TAGS_HEADER)?.split(' ') ?? [];
  let tags = parsedTags.get(headers);
  if (!tags) {
    tags = headers.find(([name]) => name === TAGS_HEADER)?.[1]?.split(' ') ?? [];
    parsedTags.set(headers, tags);
  }
  return tags;
}

/** Forgets every purge (tests). */
export function forgetPurges(): void {
  purgedAt.clear();
  floor = 0;
}

/** Checks a purge request against the configured hosts; throws PurgeInputError naming what is wrong. */
export function readPurgeRequest(request: PurgeRequest, configuredHosts: ReadonlySet<string>): Required<PurgeRequest> {
  const list = (name: keyof PurgeRequest) => {
    const value = request[name] ?? [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
      throw new PurgeInputError(`${name} must be a list of strings`);
    if (value.length > MAX_ITEMS) throw new PurgeInputError(`${name}: at most ${MAX_ITEMS} at once`);
    return [...new Set(value.map((item) => item.trim()).filter(Boolean))];
  };
  const tags = list('tags');
  const bad = tags.find((tag) => !isCacheTag(tag));
  if (bad !== undefined) throw new PurgeInputError(`tags: "${bad}" is not a cache tag (docs/operations.md lists them)`);
  const urls = list('urls').map((text) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new PurgeInputError(`urls: "${text}" is not an address`);
    }
    if (!/^https?:$/.test(url.protocol)) throw new PurgeInputError(`urls: "${text}" is not an http(s) address`);
    if (!configuredHosts.has(url.hostname)) throw new PurgeInputError(`urls: ${url.hostname} is not a configured domain`);
    return url.toString();
  });
  const hosts = list('hosts').map((host) => host.toLowerCase());
  const unknown = hosts.find((host) => !configuredHosts.has(host));
  if (unknown !== undefined) throw new PurgeInputError(`hosts: ${unknown} is not a configured domain`);
  if (tags.length + urls.length + hosts.length === 0) throw new PurgeInputError('Name at least one tag, address or domain to purge');
  return { tags, urls, hosts };
}

/**
 * The zone of each production host (PURGE_ZONES: host -> Cloudflare zone id, an object or its
 * JSON text); empty without the CF_PURGE_TOKEN secret (then the purge is this isolate's only).
 */
function zonesOf(env: Env): Map<string, string> {
  const zones = new Map<string, string>();
  if (!env.CF_PURGE_TOKEN) return zones;
  for (const [host, zone] of Object.entries(objectVarOr(env.PURGE_ZONES)))
    if (typeof zone === 'string') zones.set(host.toLowerCase(), zone);
  return zones;
}

/**
 * Purges tags, addresses (as the cache keys `keysOf` gives for them) and domains: here at
 * once, then at Cloudflare's edge when configured. Never throws for an edge failure: the
 * outcome lists it.
 */
export async function purgeCache(
  env: Env,
  request: Required<PurgeRequest>,
  keysOf: (url: string) => string[],
  now: number,
  fetcher: typeof fetch = fetch,
): Promise<PurgeOutcome> {
  const keys = request.urls.flatMap(keysOf);
  const hostTags = request.hosts.map(tagOf.host);
  purgeLocally({ tags: [...request.tags, ...hostTags], keys }, now);
  const outcome: PurgeOutcome = { ...request, edge: 'local', problems: [] };
  const zones = zonesOf(env);
  if (zones.size === 0) return outcome;
  outcome.edge = 'cloudflare';
  const calls: { zone: string; body: Record<string, string[]> }[] = [];
  const allZones = [...new Set(zones.values())];
  // Tags span domains: every zone is asked. Cloudflare takes at most 30 items per call on every plan.
  for (const zone of allZones) for (const part of chunks(request.tags, 30)) calls.push({ zone, body: { tags: part } });
  const byZone = (items: { host: string; item: string }[]) => {
    const grouped = new Map<string, string[]>();
    for (const { host, item } of items) {
      const zone = zones.get(host);
      if (!zone) outcome.problems.push(`${host} has no zone in PURGE_ZONES`);
      else grouped.set(zone, [...(grouped.get(zone) ?? []), item]);
    }
    return grouped;
  };
  for (const [zone, files] of byZone(keys.map((key) => ({ host: new URL(key).hostname, item: key }))))
    for (const part of chunks(files, 30)) calls.push({ zone, body: { files: part } });
  for (const [zone, hosts] of byZone(request.hosts.map((host) => ({ host, item: host }))))
    for (const part of chunks(hosts, 30)) calls.push({ zone, body: { hosts: part } });
  const results = await Promise.all(
    calls.map(async ({ zone, body }) => {
      try {
        const response = await fetcher(`https://api.cloudflare.com/client/v4/zones/${zone}/purge_cache`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${env.CF_PURGE_TOKEN}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.body?.cancel();
        return response.ok ? null : `zone ${zone}: Cloudflare answered ${response.status}`;
      } catch (error) {
        return `zone ${zone}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }),
  );
  for (const problem of results) if (problem) outcome.problems.push(problem);
  return outcome;
}

/**
 * After a purge, another isolate may for up to BACKGROUND_CHECK_MS (./entries.ts) and one
 * check's answer still trust an answer it keeps in memory, and build and store a page from
 * it: the purge is made once more this long after the first, so such a page goes too (the
 * first purge's outcome is what is answered).
 */
export const SECOND_PURGE_MS = 3_500;

/** `purgeCache` now and again after SECOND_PURGE_MS (in `waitUntil`). */
export async function purgeTwice(
  env: Env,
  request: Required<PurgeRequest>,
  keysOf: (url: string) => string[],
  clock: () => number,
  waitUntil: (promise: Promise<unknown>) => void,
  fetcher: typeof fetch = fetch,
): Promise<PurgeOutcome> {
  const outcome = await purgeCache(env, request, keysOf, clock(), fetcher);
  waitUntil(
    new Promise((resolve) => setTimeout(resolve, SECOND_PURGE_MS))
      .then(() => purgeCache(env, request, keysOf, clock(), fetcher))
      .catch(() => undefined),
  );
  return outcome;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
