import type { StarMapDesign } from '../../../shared/custom-poster/designs';

/**
 * A star map's sky: a deterministic pseudo-random star field seeded by the design's date
 * and coordinates, so the same night and place always show the same sky and another one a
 * different sky. It is decoration, not astronomy: no catalogue, no sidereal time, no
 * projection of real stars (docs/designers.md "Custom posters rendered at the edge").
 */
export interface Star {
  /** Position in the unit disc, -1..1 on each axis. */
  x: number;
  y: number;
  /** Brightness 0..1 (1 the brightest): drawn as radius and opacity. */
  brightness: number;
}

export const STAR_COUNT = 420;
/** The brightest few are joined into "constellations". */
const BRIGHT_COUNT = 14;

/** FNV-1a, 32 bits: a seed from text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, well-spread generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function skySeed(design: Pick<StarMapDesign, 'date' | 'latitude' | 'longitude'>): number {
  return hashText(`${design.date}|${design.latitude}|${design.longitude}`);
}

/** The stars of a design's sky, evenly spread over the disc, most of them faint. */
export function starField(design: Pick<StarMapDesign, 'date' | 'latitude' | 'longitude'>): Star[] {
  const random = seededRandom(skySeed(design));
  return Array.from({ length: STAR_COUNT }, () => {
    const radius = Math.sqrt(random());
    const angle = random() * 2 * Math.PI;
    return { x: radius * Math.cos(angle), y: radius * Math.sin(angle), brightness: random() ** 3 };
  });
}

/** Lines joining each of the brightest stars to its nearest bright neighbour (pairs of indexes into `stars`). */
export function constellationLines(stars: readonly Star[]): [number, number][] {
  const bright = stars
    .map((star, index) => ({ star, index }))
    .sort((a, b) => b.star.brightness - a.star.brightness)
    .slice(0, BRIGHT_COUNT);
  const lines = new Map<string, [number, number]>();
  for (const { star, index } of bright) {
    let nearest: number | undefined;
    let best = Infinity;
    for (const other of bright) {
      if (other.index === index) continue;
      const distance = (other.star.x - star.x) ** 2 + (other.star.y - star.y) ** 2;
      if (distance < best) [best, nearest] = [distance, other.index];
    }
    if (nearest === undefined) continue;
    const pair: [number, number] = index < nearest ? [index, nearest] : [nearest, index];
    lines.set(pair.join('-'), pair);
  }
  return [...lines.values()];
}
