/**
 * The public copies of an uploaded image or of the seed's catalog art (ADR 0020,
 * services/commerce/src/media/variants.ts): which widths an original has, read from its key
 * alone (`…-{w}x{h}.{ext}` records its size), and the address of each. Shared because the
 * commerce API draws and lists them and the pages offer them to the browser in `srcset`
 * (./responsive-image.ts).
 */
export type CopyFormat = 'webp' | 'jpg' | 'avif';

/**
 * The widths drawn, per kind of original (never wider than the original). Each poster width is
 * at most 1.5 times the one below, so a browser choosing by `sizes` never fetches more than
 * 1.5 times what it shows (docs/browse.md "Pictures"), from the checkout summary's 48 px lines
 * and the designer's 56 px choices at DPR 1 (64) to the product picture at DPR 2 (1600, 2048).
 */
export const COPY_WIDTHS = {
  poster: [64, 80, 120, 160, 240, 320, 480, 640, 800, 1024, 1280, 1600, 2048],
  // 96 for the profile's 96 px portrait at DPR 1, then at most 1.5 times the one below from
  // 160 (the lists' 128 px portrait at DPR 1) up: 160/320/640 alone sent 1.67 × (issue 26).
  avatar: [96, 160, 240, 320, 480, 640],
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

const COPY_URL = /^\/api\/media\/(.+-\d+x\d+\.(?:jpg|png|webp))\/(\d{2,5})\.(webp|jpg|avif)$/;

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

/**
 * AVIF copies exist only where Cloudflare Images draws AVIF at all: a picture whose longest
 * side is at most 1,200 px (its hard limit; larger ones come back as WebP, and under load it
 * falls back above 640 px: ADR 0022). A poster's AVIF copies are its narrow ones (cards,
 * lines, thumbnails, up to 800 px for a 5:7 portrait); the product picture at DPR 2 stays WebP.
 */
export const AVIF_MAX_SIDE = 1200;

/** Whether the copy of `originalKey` at `width` has an AVIF twin (its longest side within AVIF_MAX_SIDE). */
export function hasAvifCopy(originalKey: string, width: number): boolean {
  const { w, h } = sizeOfKey(originalKey);
  if (w <= 0 || h <= 0) return false;
  return Math.max(width, Math.round((h * width) / w)) <= AVIF_MAX_SIDE;
}

const NEGOTIATED_URL = /^\/api\/media\/(.+-\d+x\d+\.(?:jpg|png|webp))\/(\d{2,5})$/;

/**
 * A copy's address without a format (`/api/media/{original}/{width}`), which the storefront
 * answers in the format the browser's `Accept` asks for, `Vary: Accept` (ADR 0022): what the
 * pages' srcset names.
 */
export const negotiatedCopyUrl = (originalKey: string, width: number) => `${MEDIA_BASE}${originalKey}/${width}`;

/** A negotiated address read back; null for any other address. */
export function parseNegotiatedCopyUrl(url: string): { original: string; width: number } | null {
  const match = NEGOTIATED_URL.exec(url);
  return match ? { original: match[1]!, width: Number(match[2]) } : null;
}

/**
 * The format a browser gets at a negotiated address: AVIF where it says it takes it and the
 * copy has one, else WebP where it takes that, else JPEG (every browser, mail client and
 * crawler). A type is taken when `Accept` names it with a weight above 0; `image/*` and
 * `*\/*` are not read as AVIF or WebP (Chromium, Firefox and Safari name both when they
 * decode them, and an old browser's `image/*` does not mean it decodes either).
 */
export function negotiatedFormat(accept: string | null | undefined, originalKey: string, width: number): CopyFormat {
  const takes = acceptedTypes(accept ?? '');
  if (takes.has('image/avif') && hasAvifCopy(originalKey, width)) return 'avif';
  return takes.has('image/webp') ? 'webp' : 'jpg';
}

function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (type && !(q !== undefined && Number(q.slice(2)) === 0)) types.add(type);
  }
  return types;
}
