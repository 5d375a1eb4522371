import { ImageType, type Image } from '../../../../shared/types';
import { readImageHeader, type ImageMime } from '../../../../shared/image-header';
import { IMAGE_LIMITS, IMAGE_TYPES } from '../../../../shared/schemas/artist';
import type { CommerceBindings } from '../context';
import { HttpError } from '../http/errors';

/**
 * Artists' images in R2 (binding MEDIA, docs/accounts.md). Keys are recipes like the generated
 * images' names: `artists/{artist_id}/{posters/{poster_id}|avatar}/{random}-{w}x{h}.{ext}`,
 * so an image record's size is read from its key. A new upload gets a new key (the old one is
 * deleted once the database names the new one), so a served key's bytes never change.
 */
export const MEDIA_BASE = '/api/media/';

const EXTENSIONS: Record<ImageMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface CheckedImage {
  bytes: ArrayBuffer;
  type: ImageMime;
  width: number;
  height: number;
}

const imageError = (status: 413 | 415 | 422, message: string) => new HttpError(status, message, { field: 'image' });

/**
 * The request's body as an image, checked by content (OWASP ASVS 12.2.1): a declared
 * Content-Type that is no image type is 415; bytes that are no JPEG, PNG or WebP are 415
 * whatever the header says; a damaged file is 422. The size was held to its limit while
 * the body streamed (../http/body.ts requestBodyLimit); checked again here for bodies without a length.
 */
export async function readImageUpload(request: Request, maxBytes: number): Promise<CheckedImage> {
  const declared = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (declared !== 'application/octet-stream' && !(IMAGE_TYPES as readonly string[]).includes(declared)) {
    throw imageError(415, 'Send the image’s bytes with Content-Type image/jpeg, image/png or image/webp');
  }
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength === 0) throw imageError(422, 'The image is empty');
  if (bytes.byteLength > maxBytes) throw imageError(413, `The image may be at most ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const header = readImageHeader(new Uint8Array(bytes));
  if (!header.ok) {
    throw header.problem === 'unknown_type'
      ? imageError(415, 'The file is not a JPEG, PNG or WebP image')
      : imageError(422, 'The image is damaged or incomplete');
  }
  if (header.width > IMAGE_LIMITS.maxSide || header.height > IMAGE_LIMITS.maxSide) {
    throw imageError(422, `The image may be at most ${IMAGE_LIMITS.maxSide} pixels on either side`);
  }
  return { bytes, type: header.type, width: header.width, height: header.height };
}

export function mediaBucket(env: CommerceBindings): R2Bucket {
  if (!env.MEDIA) throw new HttpError(503, 'Image storage is not configured');
  return env.MEDIA;
}

export function newMediaKey(prefix: string, image: CheckedImage): string {
  return `${prefix}/${crypto.randomUUID()}-${image.width}x${image.height}.${EXTENSIONS[image.type]}`;
}

/**
 * Stores `image` under `key`, then runs `write` (the D1 change naming the key). When the write
 * fails the object is deleted again, so nothing half-written stays; when it succeeds, `previous`
 * (the key it replaced) is deleted.
 */
export async function storeThenWrite<T>(
  bucket: R2Bucket,
  key: string,
  image: CheckedImage,
  write: () => Promise<T>,
  previous: string | null,
): Promise<T> {
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type } });
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
  if (previous && previous !== key) await bucket.delete(previous);
  return result;
}

export const mediaUrl = (key: string) => `${MEDIA_BASE}${key}`;

/** The pixel size a key records ("…-4000x5600.jpg"). */
export function sizeOfKey(key: string): { w: number; h: number } {
  const match = /-(\d+)x(\d+)\.[a-z]+$/.exec(key);
  return match ? { w: Number(match[1]), h: Number(match[2]) } : { w: 0, h: 0 };
}

/**
 * The image records of a product made from an uploaded poster: one file serves every role
 * (no resized copies are made; the storefront scales it).
 */
export function uploadedImages(key: string): Image[] {
  const { w, h } = sizeOfKey(key);
  const url = mediaUrl(key);
  return [ImageType.NoMargin, ImageType.Thumb, ImageType.Gallery, ImageType.GalleryThumb, ImageType.Original].map((t) => ({
    t,
    url,
    w,
    h,
  }));
}

export function avatarFromKey(key: string): Image {
  const { w, h } = sizeOfKey(key);
  return { t: ImageType.Avatar, url: mediaUrl(key), w, h };
}
