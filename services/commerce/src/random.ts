/**
 * The seed generator's only source of variety: a small, fast, seedable PRNG
 * (mulberry32), so the same seed always yields the same catalog.
 */
export interface Random {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items in random order (k is capped at items.length). */
  sample<T>(items: readonly T[], k: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  const sample = <T>(items: readonly T[], k: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < k && pool.length > 0) chosen.push(pool.splice(int(0, pool.length - 1), 1)[0]!);
    return chosen;
  };
  return { next, int, chance: (p) => next() < p, pick, sample };
}

/** A 32-bit hash of a string (FNV-1a), e.g. to seed a PRNG from an image name. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
