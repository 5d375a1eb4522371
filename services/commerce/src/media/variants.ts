import { HttpError, notFound } from '../http/errors';
import { readImageHeader } from '../../../../shared/image-header';
import { MASTER_QUALITY } from './decode';
import { COPY_WIDTHS, copyKey, copyWidths, sizeOfKey, type CopyFormat } from '../../../../shared/media-copies';

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

const MIME: Record<VariantFormat, 'image/webp' | 'image/jpeg'> = { webp: 'image/webp', jpg: 'image/jpeg' };
/** JPEG copies are for clients without WebP (mail, feeds): a little below the master's quality. */
const QUALITY: Record<VariantFormat, number> = { webp: 82, jpg: 82 };

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
  const match = /^(.+)\/(\d{2,5})\.(webp|jpg)$/.exec(key);
  if (!match) return null;
  const [, original, width, format] = match as unknown as [string, string, string, VariantFormat];
  return variantWidths(original).includes(Number(width)) ? { original, width: Number(width), format } : null;
}

/** Variants being drawn in this isolate: a second request for one waits for the first drawing. */
const drawing = new Map<string, Promise<ArrayBuffer>>();

/** The variant's bytes: from R2, or drawn from the master (or, for uploads kept before masters, the original) and kept. */
export async function variantBytes(
  env: { MEDIA: R2Bucket; IMAGES?: ImagesBinding },
  variant: { original: string; width: number; format: VariantFormat },
): Promise<{ body: ReadableStream | ArrayBuffer; size: number; etag?: string }> {
  const key = variantKey(variant.original, variant.width, variant.format);
  const kept = await env.MEDIA.get(key);
  if (kept) return { body: kept.body, size: kept.size, etag: kept.httpEtag };
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawVariant(env, variant, key).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  const bytes = await pending;
  return { body: bytes, size: bytes.byteLength };
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
  if (!readImageHeader(new Uint8Array(bytes)).ok) throw new Error(`drawing ${key} gave no picture`);
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: MIME[variant.format] } });
  return bytes;
}

const isMaster = (variant: { original: string; width: number }) => variant.width === masterWidth(variant.original);

export const variantContentType = (format: VariantFormat) => MIME[format];

/** Deletes an upload's variants (when the upload is replaced or was never kept). */
export async function deleteVariants(bucket: R2Bucket, originalKey: string): Promise<void> {
  const keys = variantWidths(originalKey).flatMap((width) => [
    variantKey(originalKey, width, 'webp'),
    variantKey(originalKey, width, 'jpg'),
  ]);
  await bucket.delete(keys);
}
