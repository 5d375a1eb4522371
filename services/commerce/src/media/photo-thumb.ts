import { PHOTO_THUMB } from '../../../../shared/photo-poster';
import { PHOTO_THUMB_WIDTHS } from '../../../../shared/photo-urls';
import { notFound } from '../http/errors';
import { beyondImageService } from './decode';
import { onceAtATime } from './once-at-a-time';
import { storedFileAnswer } from './stored-file';

/** What a photo's answers carry: the random key is the secret, so no shared cache keeps them. */
export const PHOTO_HEADERS = { 'Cache-Control': 'private, max-age=86400', 'X-Content-Type-Options': 'nosniff' };

type ThumbWidth = (typeof PHOTO_THUMB_WIDTHS)[number];

/**
 * Where a photo's small picture is kept once drawn: `photo-thumbs/{file}/{thumb|width}.webp`,
 * beside the photo in R2 but outside `photos/`, so the daily sweep lists photos only and
 * deletes a photo's small pictures with it (./photo-sweep.ts). Private like the photo: only
 * the photo's random key leads to it, and it is never at an address of its own.
 */
export function photoThumbKey(photoKey: string, width?: ThumbWidth): string {
  return `photo-thumbs/${photoKey.slice('photos/'.length)}/${width ?? 'thumb'}.webp`;
}

/** Every small picture a photo may have. */
export function photoThumbKeys(photoKey: string): string[] {
  return [photoThumbKey(photoKey), ...PHOTO_THUMB_WIDTHS.map((width) => photoThumbKey(photoKey, width))];
}

interface DrawnThumb {
  bytes: ArrayBuffer;
  contentType: string;
  etag: string | undefined;
}

/** Small pictures being drawn in this isolate: a second request for one waits for the first drawing. */
const drawing = onceAtATime<DrawnThumb | null>();

/**
 * The photo at most PHOTO_THUMB.maxSide pixels a side, as WebP, drawn by Cloudflare Images
 * from the stored original (some KB instead of up to 25 MB for a picture of 60 × 80 px;
 * Cloudflare turns it the way its EXIF orientation says). Only the long side is given (from
 * the pixel size stored with the upload), so the picture keeps its shape and is never made
 * larger. With `width` (one of PHOTO_THUMB_WIDTHS, a line's srcset), that many pixels wide
 * instead, never wider than the photo: the srcset's `w` is then the picture's own width.
 *
 * Drawn once (issue 26): the first request draws it and keeps it in R2 (photoThumbKey), every
 * later one reads those few KB instead of the photo and Images; requests for one picture
 * while it is being drawn wait for that drawing. Null where Images is not bound or cannot
 * draw the photo (not decodable, or a photo kept before the side limit was the image
 * service's, beyond what it decodes: not asked, locally as in production): the caller serves
 * the original, the right picture, only larger. Nothing is kept then, so a later request tries again.
 */
export async function photoThumb(
  images: ImagesBinding | undefined,
  bucket: R2Bucket,
  key: string,
  width?: ThumbWidth,
): Promise<Response | null> {
  const thumbKey = photoThumbKey(key, width);
  const kept = await bucket.get(thumbKey);
  if (kept) return storedFileAnswer(kept, PHOTO_HEADERS);
  if (!images) return null;
  const drawn = await drawing(thumbKey, () => drawAndKeep(images, bucket, key, thumbKey, width));
  if (!drawn) return null;
  return new Response(drawn.bytes, {
    headers: {
      'Content-Type': drawn.contentType,
      'Content-Length': String(drawn.bytes.byteLength),
      ...(drawn.etag ? { ETag: drawn.etag } : {}),
      ...PHOTO_HEADERS,
    },
  });
}

async function drawAndKeep(
  images: ImagesBinding,
  bucket: R2Bucket,
  key: string,
  thumbKey: string,
  width: ThumbWidth | undefined,
): Promise<DrawnThumb | null> {
  const object = await bucket.get(key);
  if (!object) throw notFound('No such photo');
  const photoWidth = Number(object.customMetadata?.width);
  const photoHeight = Number(object.customMetadata?.height);
  if (beyondImageService({ width: photoWidth || 0, height: photoHeight || 0 })) {
    await object.body.cancel();
    return null;
  }
  const longSide = Math.min(PHOTO_THUMB.maxSide, Math.max(photoWidth, photoHeight) || PHOTO_THUMB.maxSide);
  // Clamped here too: Miniflare's Images (sharp) draws a photo larger than it is, even at scale-down.
  const size = width
    ? { width: Math.min(width, photoWidth || width), fit: 'scale-down' as const }
    : photoHeight > photoWidth
      ? { height: longSide, fit: 'scale-down' as const }
      : { width: longSide, fit: 'scale-down' as const };
  let bytes: ArrayBuffer;
  let contentType: string;
  try {
    const result = await images.input(object.body).transform(size).output({ format: 'image/webp', quality: PHOTO_THUMB.quality });
    // Read whole (some KB): a drawing that fails part-way is an error here, not a broken picture.
    bytes = await result.response().arrayBuffer();
    if (bytes.byteLength === 0) throw new Error('empty picture');
    contentType = result.contentType();
  } catch (error) {
    console.warn('photos: the small picture failed, the original is served', key, error instanceof Error ? error.message : error);
    return null;
  }
  // Not kept (R2 failing): still this answer's picture; the next request draws it again.
  const stored = await bucket.put(thumbKey, bytes, { httpMetadata: { contentType } }).catch((error: unknown) => {
    console.warn('photos: the small picture was not kept', thumbKey, error instanceof Error ? error.message : error);
    return null;
  });
  return { bytes, contentType, etag: stored?.httpEtag };
}
