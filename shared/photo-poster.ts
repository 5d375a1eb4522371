/**
 * Photo posters (BYOP, template 5; docs/designers.md "Photo posters"): the shopper's own
 * photo, checked the same way in the browser, at the edge and in the commerce API, and the
 * sizes it prints sharply at. No valibot here: the browser's upload chunk imports it.
 */
import { carriesMarkup, claimsOtherType } from './image-content';
import { readImageHeader, type ImageMime } from './image-header';
import { PHOTO_KEY, PHOTO_KEY_MAX, PHOTO_LIMITS, sizeProblem } from './photo-limits';
import { photoThumbUrl, photoUrl } from './photo-urls';
import { PRINT_DPI, requiredPixels } from './poster-print';

export { PHOTO_KEY, PHOTO_KEY_MAX, PHOTO_LIMITS, photoThumbUrl, photoUrl };

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const satisfies readonly ImageMime[];

const EXTENSIONS: Record<ImageMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function photoKey(id: string, type: ImageMime): string {
  return `photos/${id}.${EXTENSIONS[type]}`;
}

/** A photo's small picture (GET /api/photos/{file}?size=thumb): at most this many pixels a side, WebP. */
export const PHOTO_THUMB = { maxSide: 400, quality: 80 } as const;

/**
 * Why a file is refused: each has its message in every language (browse.product.photo_*).
 * `undecodable` only the commerce API finds (it decodes the photo: services/commerce/src/media/decode.ts).
 */
export type PhotoProblem =
  'empty' | 'too_large' | 'heic' | 'unknown_type' | 'corrupt' | 'too_many_pixels' | 'too_many_megapixels' | 'type_mismatch' | 'undecodable';

export type PhotoCheck = { ok: true; type: ImageMime; width: number; height: number; bytes: number } | { ok: false; problem: PhotoProblem };

/** The ISO base media brands of HEIC/HEIF (and AVIF, the same container): phones' own format. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);

/** Whether the bytes are an HEIC/HEIF/AVIF file (ISO/IEC 23008-12: an `ftyp` box naming a HEIF brand). */
export function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || String.fromCharCode(...bytes.subarray(4, 8)) !== 'ftyp') return false;
  return HEIF_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)));
}

/**
 * A photo's bytes checked by content (OWASP ASVS 12.2.1): its type from the bytes (never a
 * name or a declared type), whole (shared/image-header.ts), within the limits. HEIC is named
 * apart from other unknown types: the header reader does not read it, and the shopper is
 * told to save it as JPEG, PNG or WebP. `declared` (the Content-Type or the File's type) may
 * not name another image type than the bytes are, and the bytes may hold no web page
 * (shared/image-content.ts).
 */
export function checkPhoto(bytes: Uint8Array, declared = ''): PhotoCheck {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > PHOTO_LIMITS.maxBytes) return { ok: false, problem: 'too_large' };
  if (isHeif(bytes)) return { ok: false, problem: 'heic' };
  const header = readImageHeader(bytes);
  if (!header.ok) return header;
  const tooBig = sizeProblem(header);
  if (tooBig) return { ok: false, problem: tooBig };
  if (claimsOtherType(declared, header.type) || carriesMarkup(bytes)) return { ok: false, problem: 'type_mismatch' };
  return { ok: true, type: header.type, width: header.width, height: header.height, bytes: bytes.length };
}

/** "50x70 cm" (a variation's name) → "50x70" (a size of shared/poster-print.ts); null when it names none. */
export function sizeOfName(name: string): string | null {
  const match = /(\d{1,4})\s*[x×]\s*(\d{1,4})\s*cm/i.exec(name);
  return match ? `${match[1]}x${match[2]}` : null;
}

export interface Pixels {
  width: number;
  height: number;
}

/**
 * The pixels a size needs at PRINT_DPI, upright ("50x70" → 2953 × 4134). A photo may
 * hang either way, so `printsSharply` compares long side with long side.
 */
export function pixelsFor(size: string): Pixels {
  return requiredPixels('portrait', [size]);
}

const sides = ({ width, height }: Pixels) => [Math.min(width, height), Math.max(width, height)] as const;

export function printsSharply(photo: Pixels, size: string): boolean {
  const [short, long] = sides(photo);
  const [needShort, needLong] = sides(pixelsFor(size));
  return short >= needShort && long >= needLong;
}

/** The largest of `names` (variation names, "50x70 cm") the photo prints sharply at, by area; null: none. */
export function largestSharpSize(photo: Pixels, names: readonly string[]): string | null {
  let best: { name: string; area: number } | null = null;
  for (const name of names) {
    const size = sizeOfName(name);
    if (!size || !printsSharply(photo, size)) continue;
    const { width, height } = pixelsFor(size);
    if (!best || width * height > best.area) best = { name, area: width * height };
  }
  return best?.name ?? null;
}

/**
 * What the page warns about a photo at the chosen size: nothing when it prints sharply (or
 * the name holds no size); otherwise the pixels the size needs and the largest size that
 * prints sharply (null: none of them).
 */
export function photoWarning(photo: Pixels, chosen: string, names: readonly string[]): { need: Pixels; largest: string | null } | null {
  const size = sizeOfName(chosen);
  if (!size || printsSharply(photo, size)) return null;
  return { need: pixelsFor(size), largest: largestSharpSize(photo, names) };
}

export { PRINT_DPI };
