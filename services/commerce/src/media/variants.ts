import { HttpError, notFound } from '../http/errors';
import { readImageHeader } from '../../../../shared/image-header';
import { MASTER_QUALITY } from './decode';
import { onceAtATime } from './once-at-a-time';
import { COPY_WIDTHS, copyKey, copyWidths, hasAvifCopy, sizeOfKey, type CopyFormat } from '../../../../shared/media-copies';

/**
 * The public pictures of an artist's upload (ADR 0020, docs/accounts.md "Uploads"): the
 * original (a print file of up to 25 MB, with the camera's EXIF) stays private in R2; shoppers
 * get copies drawn from it at a few widths, in WebP and in JPEG, with no metadata. Each
 * lives at `{original key}/{width}.{webp|jpg}`, in R2 and at `/api/media/` + that key. An
 * original key names one upload's bytes for ever (a new upload gets a new key: ./uploads.ts),
 * so a variant's address names its content and is answered `immutable`.
 *
 * The largest WebP (the master) is drawn from the original when the upload is decoded
 * (./decode.ts), so no request ever decodes a print file; every other variant is drawn from
 * the master (at most 2048 px wide, some hundred KB) on its first request and then kept in R2.
 * The same variant is drawn at most once at a time per isolate (`drawing`).
 */
export type VariantFormat = CopyFormat;

/** The widths drawn, per kind of upload (never wider than the original): ../../../../shared/media-copies.ts. */
export const VARIANT_WIDTHS = COPY_WIDTHS;

const MIME: Record<VariantFormat, 'image/webp' | 'image/jpeg' | 'image/avif'> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  avif: 'image/avif',
};
/** JPEG copies are for clients without WebP (mail, feeds): a little below the master's quality. */
const QUALITY: Record<VariantFormat, number> = { webp: 82, jpg: 82, avif: 60 };

export const VARIANT_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
} as const;

export { sizeOfKey };

/** The widths an upload has, smallest first (shared/media-copies.ts copyWidths). */
export const variantWidths = copyWidths;

export const masterWidth = (originalKey: string) => variantWidths(originalKey).at(-1)!;

export const variantKey = copyKey;

/** The pixel size of a variant (the original's shape at `width`). */
export function variantSize(originalKey: string, width: number): { w: number; h: number } {
  const { w, h } = sizeOfKey(originalKey);
  return { w: width, h: w > 0 ? Math.max(1, Math.round((h * width) / w)) : 0 };
}

/** `{original}/{width}.{format}` → its parts, when the width is one the upload has. */
export function parseVariantKey(key: string): { original: string; width: number; format: VariantFormat } | null {
  const match = /^(.+)\/(\d{2,5})\.(webp|jpg|avif)$/.exec(key);
  if (!match) return null;
  const [, original, width, format] = match as unknown as [string, string, string, VariantFormat];
  if (!variantWidths(original).includes(Number(width))) return null;
  // AVIF only where Cloudflare Images draws it (shared/media-copies.ts AVIF_MAX_SIDE).
  if (format === 'avif' && !hasAvifCopy(original, Number(width))) return null;
  return { original, width: Number(width), format };
}

/** Variants being drawn in this isolate: a second request for one waits for the first drawing. */
const drawing = onceAtATime<ArrayBuffer>();
/**
 * AVIF copies Images would not draw as AVIF in this isolate (Cloudflare answers WebP for a
 * picture it cannot encode quickly enough): not asked again for the isolate's life, so no
 * variant is drawn twice; their WebP twin stands in for them.
 */
const avifDeclined = new Set<string>();

export type VariantAnswer = {
  body: ReadableStream | ArrayBuffer;
  size: number;
  etag?: string;
  /** The stand-in's format when the asked copy is not there yet (an AVIF copy being drawn): not to be kept by anyone. */
  standIn?: VariantFormat;
};

/**
 * The variant's bytes: from R2, or drawn from the master (or, for uploads kept before masters,
 * the original) and kept. An AVIF copy that is not kept yet is drawn after the answer
 * (`later`, the request's waitUntil): AVIF encoding takes seconds at 2048 px where WebP takes
 * a few hundred ms (ADR 0022), so meanwhile its WebP twin answers, marked `standIn`.
 */
export async function variantBytes(
  env: { MEDIA: R2Bucket; IMAGES?: ImagesBinding },
  variant: { original: string; width: number; format: VariantFormat },
  later?: (work: Promise<unknown>) => void,
): Promise<VariantAnswer> {
  const key = variantKey(variant.original, variant.width, variant.format);
  const kept = await env.MEDIA.get(key);
  if (kept) return { body: kept.body, size: kept.size, etag: kept.httpEtag };
  if (variant.format === 'avif' && later) {
    if (!avifDeclined.has(key)) later(drawOnce(env, variant, key).catch(() => undefined));
    const twin = await variantBytes(env, { ...variant, format: 'webp' });
    return { ...twin, standIn: 'webp' };
  }
  const bytes = await drawOnce(env, variant, key);
  return { body: bytes, size: bytes.byteLength };
}

/** Draws and keeps a variant, at most once at a time per isolate. */
function drawOnce(
  env: { MEDIA: R2Bucket; IMAGES?: ImagesBinding },
  variant: { original: string; width: number; format: VariantFormat },
  key: string,
) {
  return drawing(key, () => drawVariant(env, variant, key));
}

async function drawVariant(
  env: { MEDIA: R2Bucket; IMAGES?: ImagesBinding },
  variant: { original: string; width: number; format: VariantFormat },
  key: string,
): Promise<ArrayBuffer> {
  if (!env.IMAGES) throw new HttpError(503, 'Image drawing is not configured');
  const source =
    (await env.MEDIA.get(variantKey(variant.original, masterWidth(variant.original), 'webp'))) ?? (await env.MEDIA.get(variant.original));
  if (!source) throw notFound('No such image');
  const drawn = await env.IMAGES.input(source.body)
    .transform({ width: variant.width, fit: 'scale-down' })
    .output({
      format: MIME[variant.format],
      quality: variant.format === 'webp' && isMaster(variant) ? MASTER_QUALITY : QUALITY[variant.format],
    });
  const bytes = await drawn.response().arrayBuffer();
  if (variant.format === 'avif') {
    // Cloudflare draws AVIF on a best-effort basis and may answer WebP instead: never kept as AVIF.
    if (!isAvif(new Uint8Array(bytes))) {
      avifDeclined.add(key);
      throw new Error(`drawing ${key} gave no AVIF`);
    }
  } else if (!readImageHeader(new Uint8Array(bytes)).ok) throw new Error(`drawing ${key} gave no picture`);
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: MIME[variant.format] } });
  return bytes;
}

/**
 * An AVIF file (ISO/IEC 23000-22): an ISO BMFF `ftyp` box first whose major or a compatible
 * brand is `avif`. Only the output of our own drawing is read here; uploads in AVIF are
 * refused (shared/image-header.ts).
 */
export function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || String.fromCharCode(...bytes.subarray(4, 8)) !== 'ftyp') return false;
  const size = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0);
  for (let at = 8; at + 4 <= size; at += at === 8 ? 8 : 4) if (String.fromCharCode(...bytes.subarray(at, at + 4)) === 'avif') return true;
  return false;
}

const isMaster = (variant: { original: string; width: number }) => variant.width === masterWidth(variant.original);

export const variantContentType = (format: VariantFormat) => MIME[format];

/** Deletes an upload's variants (when the upload is replaced or was never kept). */
export async function deleteVariants(bucket: R2Bucket, originalKey: string): Promise<void> {
  const keys = variantWidths(originalKey).flatMap((width) => [
    variantKey(originalKey, width, 'webp'),
    variantKey(originalKey, width, 'jpg'),
    ...(hasAvifCopy(originalKey, width) ? [variantKey(originalKey, width, 'avif')] : []),
  ]);
  await bucket.delete(keys);
}
