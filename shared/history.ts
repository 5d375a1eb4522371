/**
 * The recently viewed list (docs/browse.md "Product page"): at most 5 entries, the oldest dropped,
 * a repeat of the last entry ignored. Entries are identified by their `to` (a path).
 */
export const HISTORY_MAX = 5;

export interface HistoryEntry {
  /** Path of the page (docs/browse.md "Product page": recently viewed). */
  to: string;
  name: string;
  thumb: string;
}

/** The list after visiting `entry`; returns `list` itself when the entry repeats the last one. */
export function pushHistory<T extends { to: string }>(list: readonly T[], entry: T, max = HISTORY_MAX): readonly T[] {
  if (list[list.length - 1]?.to === entry.to) return list;
  const next = [...list, entry];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Entries read back from storage: anything malformed is dropped, at most `max` are kept. */
export function parseHistory(value: unknown, max = HISTORY_MAX): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  const entries = value.filter(
    (item): item is HistoryEntry =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as HistoryEntry).to === 'string' &&
      (item as HistoryEntry).to.startsWith('/') &&
      !(item as HistoryEntry).to.startsWith('//') &&
      typeof (item as HistoryEntry).name === 'string' &&
      typeof (item as HistoryEntry).thumb === 'string',
  );
  return entries.slice(Math.max(0, entries.length - max)).map(({ to, name, thumb }) => ({ to, name, thumb }));
}

/** What to show on a page: the other entries, the latest first, each page once. */
export function otherEntries<T extends { to: string }>(list: readonly T[], current: string): T[] {
  const seen = new Set([current]);
  return [...list].reverse().filter((entry) => !seen.has(entry.to) && seen.add(entry.to));
}
