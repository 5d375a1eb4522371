import { sizeProblem } from '../../../../shared/photo-limits';
import { ImageType, type Image } from '../../../../shared/types';
import { carriesMarkup, claimsOtherType } from '../../../../shared/image-content';
import { readImageHeader, type ImageMime } from '../../../../shared/image-header';
import { IMAGE_LIMITS, IMAGE_TYPES } from '../../../../shared/schemas/artist';
import type { CommerceBindings } from '../context';
import { HttpError } from '../http/errors';
import { decodeUpload } from './decode';
import { deleteVariants, masterWidth, sizeOfKey, variantKey, variantSize, variantWidths } from './variants';

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

/** An upload that decoded: its public master (./decode.ts), kept beside it. */
export interface DecodedImage extends CheckedImage {
  master: ArrayBuffer;
}

/**
 * Why an upload is refused, as `problem` beside `error` and `field`, so the storefront says it
 * in the uploader's language (worker/routes/account/poster-form.ts apiErrors).
 */
export type UploadProblem = 'too_many_pixels' | 'too_many_megapixels' | 'type_mismatch' | 'undecodable';

/** What the upload calls' descriptions (the OpenAPI document) say of the refusals readImageUpload and decodeImageUpload make. */
export const UPLOAD_REFUSALS = {
  415: 'not a JPEG, PNG or WebP image, another type than it was sent as, or holding a web page (problem: type_mismatch)',
  422:
    `more than ${IMAGE_LIMITS.maxSide.toLocaleString('en')} px a side or ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels ` +
    '(problem: too_many_pixels, too_many_megapixels), damaged, or not decodable (problem: undecodable)',
} as const;

const imageError = (status: 413 | 415 | 422, message: string, problem?: UploadProblem) =>
  new HttpError(status, message, problem ? { field: 'image', problem } : { field: 'image' });

/**
 * The request's body as an image, checked by content (OWASP ASVS 12.2.1): a declared
 * Content-Type that is no image type is 415, and so is one naming another image type than
 * the bytes are (a JPEG sent as image/png) or bytes that also hold a web page (a PNG/HTML
 * polyglot: shared/image-content.ts); bytes that are no JPEG, PNG or WebP are 415 (a GIF
 * named .jpg); a damaged file is 422; more pixels than IMAGE_LIMITS allows (what the image
 * service decodes) is 422, read from the header, before anything decodes it. The size was held to its limit while the
 * body streamed (../http/body.ts requestBodyLimit); checked again here for bodies without a
 * length. What passes is decoded by decodeImageUpload before it is kept.
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
  const tooBig = sizeProblem(header);
  if (tooBig) {
    const limit =
      tooBig === 'too_many_megapixels'
        ? `may have at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels`
        : `may be at most ${IMAGE_LIMITS.maxSide.toLocaleString('en')} pixels on either side`;
    throw imageError(422, `The image ${limit} (it declares ${header.width}×${header.height})`, tooBig);
  }
  if (claimsOtherType(declared, header.type)) {
    throw imageError(415, `The file is a ${header.type} image but was sent as ${declared}`, 'type_mismatch');
  }
  if (carriesMarkup(new Uint8Array(bytes))) {
    throw imageError(415, 'The file holds a web page or script besides its picture', 'type_mismatch');
  }
  return { bytes, type: header.type, width: header.width, height: header.height };
}

/**
 * The checked image decoded by Cloudflare Images (./decode.ts) into the master of the key's
 * public variants (./variants.ts): a file that does not decode, or decodes as another type,
 * is refused here (422/415, `problem`), before anything is stored.
 */
export async function decodeImageUpload(env: CommerceBindings, image: CheckedImage, key: string): Promise<DecodedImage> {
  if (!env.IMAGES) throw new HttpError(503, 'Image decoding is not configured');
  const decoded = await decodeUpload(env.IMAGES, image.bytes, image, masterWidth(key));
  if (decoded.ok) return { ...image, master: decoded.master };
  console.warn('uploads: refused an image that does not decode', key, decoded.detail);
  switch (decoded.problem) {
    case 'type_mismatch':
      throw imageError(415, `The file is not the ${image.type} image it claims to be`, 'type_mismatch');
    case 'undecodable':
      throw imageError(422, 'The image could not be decoded: it is damaged or holds no picture', 'undecodable');
    default: // readImageUpload refused these already, by the same limits
      throw imageError(422, `The image is too large to decode: ${decoded.detail}`, decoded.problem);
  }
}

export function mediaBucket(env: CommerceBindings): R2Bucket {
  if (!env.MEDIA) throw new HttpError(503, 'Image storage is not configured');
  return env.MEDIA;
}

export function newMediaKey(prefix: string, image: CheckedImage): string {
  return `${prefix}/${crypto.randomUUID()}-${image.width}x${image.height}.${EXTENSIONS[image.type]}`;
}

/**
 * Stores `image` under `key` and its master beside it (./variants.ts), then runs `write` (the
 * D1 change naming the key). When the write fails both are deleted again, so nothing
 * half-written stays; when it succeeds, `previous` (the key it replaced) and its variants are deleted.
 */
export async function storeThenWrite<T>(
  bucket: R2Bucket,
  key: string,
  image: DecodedImage,
  write: () => Promise<T>,
  previous: string | null,
): Promise<T> {
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type } });
  await bucket.put(variantKey(key, masterWidth(key), 'webp'), image.master, { httpMetadata: { contentType: 'image/webp' } });
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await removeUpload(bucket, key);
    throw error;
  }
  if (previous && previous !== key) await removeUpload(bucket, previous);
  return result;
}

async function removeUpload(bucket: R2Bucket, key: string): Promise<void> {
  await bucket.delete(key);
  await deleteVariants(bucket, key);
}

export const mediaUrl = (key: string) => `${MEDIA_BASE}${key}`;

export { sizeOfKey };

/**
 * The width each role of an uploaded poster's image records shows (the largest the layout
 * draws it at, DPR 2): a card's thumbnail about 300 CSS px, the gallery's small pictures
 * 120, the product picture up to 800; "original" is the largest public copy (never the
 * upload itself: ADR 0020).
 */
const ROLE_WIDTHS: [ImageType, number][] = [
  [ImageType.NoMargin, 1600],
  [ImageType.Thumb, 640],
  [ImageType.Gallery, 1600],
  [ImageType.GalleryThumb, 320],
  [ImageType.Original, 2048],
];

/** The variant of `key` for a role: the narrowest at least `wanted` wide, else the widest. */
function variantRecord(t: ImageType, key: string, wanted: number): Image {
  const widths = variantWidths(key);
  const width = widths.find((candidate) => candidate >= wanted) ?? widths.at(-1)!;
  const { w, h } = variantSize(key, width);
  return { t, url: mediaUrl(variantKey(key, width, 'webp')), w, h };
}

/** The image records of a product made from an uploaded poster: its public WebP copies (./variants.ts), one per role. */
export function uploadedImages(key: string): Image[] {
  return ROLE_WIDTHS.map(([t, wanted]) => variantRecord(t, key, wanted));
}

/** The largest public copy of an upload (WebP). */
export const largestCopyUrl = (key: string) => mediaUrl(variantKey(key, masterWidth(key), 'webp'));

/** An artist's avatar as shoppers see it: its 320 px copy (shown at up to 160 CSS px). */
export function avatarFromKey(key: string): Image {
  return variantRecord(ImageType.Avatar, key, 320);
}
