import type { StoredAnswer } from '../cache/memory';

/**
 * What page reads made of stored API answers: the parsed and checked value, per stored
 * entry and check (docs/site.md, "Render cost"). An entry of the edge cache is the same
 * bytes for every request that reads it until it is replaced, so parsing and checking it
 * again for every page (the category tree, the frames list, the widgets: six to nine
 * reads a page) only repeats work; and since the value is then the same object from
 * request to request, the HTML parts made from it (worker/components/prerendered.tsx)
 * find their key at once.
 *
 * A value is shared by every request that reads the entry, so it is frozen, deeply: code
 * that changed it would change it for everyone (and throws instead). Only what the shared
 * cache holds is kept here, never anything personal: a personal request's reads are not
 * answered from the cache (worker/api/edge), so they have no entry.
 *
 * Bounded in entries and in the bytes of their bodies (an isolate has 128 MB; a parsed
 * value takes a few times its JSON); a replaced or evicted entry's value goes with it.
 */
export const MAX_ANSWERS = 200;
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

interface Checked {
  data: unknown;
  records: number;
}

const answers = new Map<StoredAnswer, Map<(value: unknown) => unknown, Checked>>();
let bytes = 0;

/** The value `make()` gives for this entry and check, made once while the entry is kept. */
export function checkedAnswer<T>(entry: StoredAnswer, check: (value: unknown) => T, make: () => Checked): { data: T; records: number } {
  let byCheck = answers.get(entry);
  const known = byCheck?.get(check);
  if (byCheck && known) {
    answers.delete(entry);
    answers.set(entry, byCheck); // most recently used last
    return known as { data: T; records: number };
  }
  const value = make();
  const size = entry.body.byteLength;
  if (size > MAX_ANSWER_BYTES / 8) return value as { data: T; records: number };
  deepFreeze(value.data);
  if (!byCheck) {
    byCheck = new Map();
    answers.set(entry, byCheck);
    bytes += size;
  }
  byCheck.set(check, value);
  for (const [oldest] of answers) {
    if (answers.size <= MAX_ANSWERS && bytes <= MAX_ANSWER_BYTES) break;
    answers.delete(oldest);
    bytes -= oldest.body.byteLength;
  }
  return value as { data: T; records: number };
}

/** What is kept now (tests). */
export function answersSize(): { entries: number; bytes: number } {
  return { entries: answers.size, bytes };
}

/** Forgets everything (tests). */
export function forgetAnswers(): void {
  answers.clear();
  bytes = 0;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
