import { PHOTO_THUMB } from '../../../../shared/photo-poster';
import type { PHOTO_THUMB_WIDTHS } from '../../../../shared/photo-urls';
import { notFound } from '../http/errors';

/** What a photo's answers carry: the random key is the secret, so no shared cache keeps them. */
export const PHOTO_HEADERS = { 'Cache-Control': 'private, max-age=86400', 'X-Content-Type-Options': 'nosniff' };

/**
 * The photo at most PHOTO_THUMB.maxSide pixels a side, as WebP, drawn by Cloudflare Images
 * from the stored original (some KB instead of up to 25 MB for a picture of 60 × 80 px;
 * Cloudflare turns it the way its EXIF orientation says). Only the long side is given (from
 * the pixel size stored with the upload), so the picture keeps its shape and is never made
 * larger. Null where Images is not bound or cannot draw the photo (beyond its limits, or not
 * decodable): the caller serves the original, the right picture, only larger. Not stored:
 * the browser keeps it a day, and Images counts the same transformation once a month.
 * With `width` (one of PHOTO_THUMB_WIDTHS, a line's srcset), that many pixels wide instead,
 * never wider than the photo: the srcset's `w` is then the picture's own width.
 */
export async function photoThumb(
  images: ImagesBinding | undefined,
  bucket: R2Bucket,
  key: string,
  width?: (typeof PHOTO_THUMB_WIDTHS)[number],
): Promise<Response | null> {
  if (!images) return null;
  const object = await bucket.get(key);
  if (!object) throw notFound('No such photo');
  const photoWidth = Number(object.customMetadata?.width);
  const photoHeight = Number(object.customMetadata?.height);
  const longSide = Math.min(PHOTO_THUMB.maxSide, Math.max(photoWidth, photoHeight) || PHOTO_THUMB.maxSide);
  // Clamped here too: Miniflare's Images (sharp) draws a photo larger than it is, even at scale-down.
  const size = width
    ? { width: Math.min(width, photoWidth || width), fit: 'scale-down' as const }
    : photoHeight > photoWidth
      ? { height: longSide, fit: 'scale-down' as const }
      : { width: longSide, fit: 'scale-down' as const };
  try {
    const result = await images.input(object.body).transform(size).output({ format: 'image/webp', quality: PHOTO_THUMB.quality });
    // Read whole (some KB): a drawing that fails part-way is an error here, not a broken picture.
    const drawn = await result.response().arrayBuffer();
    if (drawn.byteLength === 0) throw new Error('empty picture');
    return new Response(drawn, {
      headers: { 'Content-Type': result.contentType(), 'Content-Length': String(drawn.byteLength), ...PHOTO_HEADERS },
    });
  } catch (error) {
    console.warn('photos: the small picture failed, the original is served', key, error instanceof Error ? error.message : error);
    return null;
  }
}
