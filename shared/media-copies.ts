/**
 * The public copies of an uploaded image or of the seed's catalog art (ADR 0020,
 * services/commerce/src/media/variants.ts): which widths an original has, read from its key
 * alone (`…-{w}x{h}.{ext}` records its size), and the address of each. Shared because the
 * commerce API draws and lists them and the pages offer them to the browser in `srcset`
 * (./responsive-image.ts).
 */
export type CopyFormat = 'webp' | 'jpg';

/**
 * The widths drawn, per kind of original (never wider than the original). Each poster width is
 * at most 1.5 times the one below, so a browser choosing by `sizes` never fetches more than
 * 1.5 times what it shows (docs/browse.md "Pictures"), from the designer's 56 px choices at
 * DPR 1 (80) to the product picture at DPR 2 (1600, 2048).
 */
export const COPY_WIDTHS = {
  poster: [80, 120, 160, 240, 320, 480, 640, 800, 1024, 1280, 1600, 2048],
  avatar: [160, 320, 640],
} as const;

/** "…/avatar/…" keys are avatars; the rest (posters, catalog art) posters. */
const kindOf = (originalKey: string) => (originalKey.includes('/avatar/') ? 'avatar' : 'poster');

/** The pixel size a key records ("…-4000x5600.jpg"). */
export function sizeOfKey(key: string): { w: number; h: number } {
  const match = /-(\d+)x(\d+)\.[a-z]+$/.exec(key);
  return match ? { w: Number(match[1]), h: Number(match[2]) } : { w: 0, h: 0 };
}

/** The widths an original has, smallest first: the kind's widths below its own, and the largest at most its own. */
export function copyWidths(originalKey: string): number[] {
  const widths = COPY_WIDTHS[kindOf(originalKey)];
  const own = sizeOfKey(originalKey).w;
  const largest = Math.min(widths[widths.length - 1]!, own);
  return [...widths.filter((width) => width < largest), largest];
}

export const MEDIA_BASE = '/api/media/';

export const copyKey = (originalKey: string, width: number, format: CopyFormat) => `${originalKey}/${width}.${format}`;

const COPY_URL = /^\/api\/media\/(.+-\d+x\d+\.(?:jpg|png|webp))\/(\d{2,5})\.(webp|jpg)$/;

/** A copy's address (`/api/media/{original}/{width}.{format}`) read back; null for any other address. */
export function parseCopyUrl(url: string): { original: string; width: number; format: CopyFormat } | null {
  const match = COPY_URL.exec(url);
  if (!match) return null;
  return { original: match[1]!, width: Number(match[2]), format: match[3] as CopyFormat };
}

/**
 * The JPEG twin of a copy's address (`…/{width}.webp` → `…/{width}.jpg`, ADR 0020), for
 * readers outside the shop's browsers: the merchant feeds, whose platforms fetch and
 * re-encode the picture with decoders of their own, and JPEG is the one format all of them
 * take. Any other address is returned as it is (an upstream CDN's picture, an address with
 * a host, a JPEG copy already).
 */
export function jpegTwinOf(path: string): string {
  const copy = parseCopyUrl(path);
  return copy?.format === 'webp' ? `${MEDIA_BASE}${copyKey(copy.original, copy.width, 'jpg')}` : path;
}
