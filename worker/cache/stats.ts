import { PAGE_KINDS, type PageKind } from './page-kinds';

/**
 * The page cache's verdicts since this isolate started, per page kind (the operator view,
 * /__ops, and `npm run bench`): HIT (fresh), STALE (served while refreshed), MISS (rendered
 * and stored), BYPASS (rendered for the request alone: personal, not GET, or a kind kept
 * for 0 s). Pages without a kind of their own (artists, tags, search) count as "other".
 * Plain counters: a few numbers per kind, however many requests.
 */
export type Verdict = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';
export type StatsKind = PageKind | 'other';
export const STATS_KINDS: readonly StatsKind[] = [...PAGE_KINDS, 'other'];

export interface KindStats {
  hit: number;
  stale: number;
  miss: number;
  bypass: number;
  /** (hit + stale) ÷ (hit + stale + miss): how often a page that may be kept came from the cache; null before any. */
  hitRatio: number | null;
}

const counts = new Map<StatsKind, Record<Verdict, number>>();

/**
 * The edge cache's background refreshes since this isolate started (./swr.ts; pages and
 * API reads alike): started, stored, failed (kept stale, tried again after a pause), and
 * postponed (a stale read that found every refresh slot taken and started nothing). How
 * many re-renders a max-age costs: one per stale key, unless they fail.
 */
export type RefreshOutcome = 'started' | 'stored' | 'failed' | 'postponed';
const refreshes: Record<RefreshOutcome, number> = { started: 0, stored: 0, failed: 0, postponed: 0 };

export function recordRefresh(outcome: RefreshOutcome): void {
  refreshes[outcome]++;
}

/**
 * Where the edge cache's lookups were answered (./entries.ts; pages and API reads alike):
 * `memory` from this isolate's memory, `shared` asked of the Cache API because memory did not
 * hold the entry (read whole if the Cache API has it; a miss counts here too), `checks` the
 * first-byte asks whether a remembered entry is still the Cache API's. How much of the traffic
 * the memory level carries.
 */
export type LookupLevel = 'memory' | 'shared' | 'checks';
const lookups: Record<LookupLevel, number> = { memory: 0, shared: 0, checks: 0 };

export function recordLookup(level: LookupLevel): void {
  lookups[level]++;
}
let startedAt = Date.now();

export function recordPageVerdict(kind: StatsKind, verdict: Verdict): void {
  let row = counts.get(kind);
  if (!row) counts.set(kind, (row = { HIT: 0, STALE: 0, MISS: 0, BYPASS: 0 }));
  row[verdict]++;
}

export function pageCacheStats(): {
  since: string;
  kinds: Record<StatsKind, KindStats>;
  refreshes: Record<RefreshOutcome, number>;
  lookups: Record<LookupLevel, number>;
} {
  const kinds = {} as Record<StatsKind, KindStats>;
  for (const kind of STATS_KINDS) {
    const row = counts.get(kind) ?? { HIT: 0, STALE: 0, MISS: 0, BYPASS: 0 };
    const served = row.HIT + row.STALE + row.MISS;
    kinds[kind] = {
      hit: row.HIT,
      stale: row.STALE,
      miss: row.MISS,
      bypass: row.BYPASS,
      hitRatio: served === 0 ? null : (row.HIT + row.STALE) / served,
    };
  }
  return { since: new Date(startedAt).toISOString(), kinds, refreshes: { ...refreshes }, lookups: { ...lookups } };
}

/** Starts counting again (tests). */
export function resetPageCacheStats(): void {
  counts.clear();
  for (const outcome of Object.keys(refreshes) as RefreshOutcome[]) refreshes[outcome] = 0;
  for (const level of Object.keys(lookups) as LookupLevel[]) lookups[level] = 0;
  startedAt = Date.now();
}
