import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { HttpError, notFound } from '../http/errors';
import { decodeUpload } from './decode';
import { PHOTO_HEADERS, photoThumb } from './photo-thumb';
import { storedFileAnswer } from './stored-file';
import { mediaBucket } from './uploads';
import {
  PHOTO_KEY,
  PHOTO_LIMITS,
  PHOTO_THUMB,
  PHOTO_TYPES,
  checkPhoto,
  photoKey,
  photoUrl,
  type PhotoProblem,
} from '../../../../shared/photo-poster';
import { decodePathPart } from '../../../../shared/http/path';
import { described } from '../http/openapi/describe';
import { PHOTO_THUMB_WIDTHS } from '../../../../shared/photo-urls';

/**
 * Photo posters' photos (docs/designers.md "Photo posters", docs/api.md "POST /api/photos"): a shopper
 * uploads the photo on the product page before it is in the cart, so the call is anonymous.
 * It is stored in R2 (binding MEDIA) under `photos/{random UUID}.{ext}`; the key is the only
 * way to read it back, and the cart line (metadata.photo) and then the order keep it.
 * The storefront checks the same things first (worker/api/photos.ts) to answer in the
 * shopper's language, and limits uploads per client (worker/api/abuse.ts).
 */
export const photoRoutes = new Hono<ApiEnv>();

const WORKING_TYPES = 'JPEG, PNG or WebP';
const MB = Math.round(PHOTO_LIMITS.maxBytes / 1024 / 1024);

const REFUSALS: Record<PhotoProblem, { status: 413 | 415 | 422; message: string }> = {
  empty: { status: 422, message: 'The photo is empty' },
  too_large: { status: 413, message: `The photo may be at most ${MB} MB` },
  heic: { status: 415, message: `HEIC and HEIF photos are not supported: send a ${WORKING_TYPES} image` },
  unknown_type: { status: 415, message: `The file is not a ${WORKING_TYPES} image` },
  corrupt: { status: 422, message: 'The photo is damaged or incomplete' },
  too_many_pixels: { status: 422, message: `The photo may be at most ${PHOTO_LIMITS.maxSide.toLocaleString('en')} pixels on either side` },
  too_many_megapixels: { status: 422, message: `The photo may have at most ${PHOTO_LIMITS.maxPixels / 1_000_000} megapixels` },
  type_mismatch: { status: 415, message: 'The file is not the picture it claims to be' },
  undecodable: { status: 422, message: 'The photo could not be decoded: it is damaged or holds no picture' },
};

const refuse = (problem: PhotoProblem) => new HttpError(REFUSALS[problem].status, REFUSALS[problem].message, { field: 'photo', problem });

/**
 * POST /api/photos: the photo's bytes as the body (Content-Type image/jpeg, image/png,
 * image/webp or application/octet-stream; what it is is read from the bytes). Answers 201
 * `{ id, key, url, width, height, type, bytes }`. Its size was held to PHOTO_LIMITS.maxBytes
 * while it streamed (../http/body.ts requestBodyLimit).
 */
photoRoutes.post(
  '/api/photos',
  described({
    tag: 'media',
    summary: 'A photo poster’s photo: its bytes in, its key and size out (anonymous; at most 25 MB)',
    body: {
      media: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      description: 'the photo’s bytes (what it is is read from them)',
    },
    answers: {
      201: {
        description: 'kept',
        schema: {
          type: 'object',
          required: ['id', 'key', 'url', 'width', 'height', 'type', 'bytes'],
          properties: {
            id: { type: 'string' },
            key: { type: 'string' },
            url: { type: 'string' },
            width: { type: 'integer' },
            height: { type: 'integer' },
            type: { type: 'string' },
            bytes: { type: 'integer' },
          },
        },
      },
    },
    errors: {
      413: 'larger than 25 MB',
      415: 'not a JPEG, PNG or WebP image (HEIC included), or not the picture it claims to be',
      422: 'empty, damaged, too many pixels or undecodable',
      503: 'image decoding is not configured',
    },
  }),
  async (c) => {
    const declared = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (declared !== 'application/octet-stream' && !(PHOTO_TYPES as readonly string[]).includes(declared)) {
      throw new HttpError(415, `Send the photo’s bytes with Content-Type ${PHOTO_TYPES.join(', ')} or application/octet-stream`, {
        field: 'photo',
        problem: 'unknown_type',
      });
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const photo = checkPhoto(bytes, declared);
    if (!photo.ok) throw refuse(photo.problem);
    // Decoded before it is kept (./decode.ts): its small picture is drawn to prove it, then dropped.
    if (!c.env.IMAGES) throw new HttpError(503, 'Image decoding is not configured');
    const decoded = await decodeUpload(c.env.IMAGES, bytes.buffer as ArrayBuffer, photo, PHOTO_THUMB.maxSide);
    if (!decoded.ok) {
      console.warn('photos: refused a photo that does not decode', decoded.detail);
      throw refuse(decoded.problem);
    }
    const id = crypto.randomUUID();
    const key = photoKey(id, photo.type);
    await mediaBucket(c.env).put(key, bytes, {
      httpMetadata: { contentType: photo.type },
      customMetadata: { width: String(photo.width), height: String(photo.height) },
    });
    const answer = { id, key, url: photoUrl(key), width: photo.width, height: photo.height, type: photo.type, bytes: photo.bytes };
    return c.json(answer, 201, { 'Cache-Control': 'private, no-store' });
  },
);

/**
 * GET /api/photos/{file} (or the whole key, /api/photos/photos/{file}): the photo, to
 * whoever has its random key; never kept by a shared cache. Unknown keys are 404.
 * `?size=thumb`: the photo made small (photoThumb), for the line of a cart, checkout or order;
 * `&width=N` (one of PHOTO_THUMB_WIDTHS) that many pixels wide, for the line's srcset. Any other
 * width is a 400 naming the ones there are.
 */
photoRoutes.get(
  '/api/photos/*',
  described({
    tag: 'media',
    summary: 'A photo poster’s photo, to whoever has its random key',
    path: ['/api/photos/{file}', '/api/photos/photos/{file}'],
    params: { file: { description: 'the photo’s file name (its random key)' } },
    query: {
      size: { description: 'thumb: the photo made small (for a cart line)', schema: { type: 'string' } },
      width: { description: `with size=thumb: drawn this many pixels wide, one of ${PHOTO_THUMB_WIDTHS.join(', ')} (a line's srcset)` },
    },
    answers: { 200: { description: 'the photo', media: ['image/jpeg', 'image/png', 'image/webp'] } },
    errors: { 400: 'a small picture width that is none of those offered', 404: 'no such photo' },
  }),
  async (c) => {
    const rest = decodePathPart(c.req.path.slice('/api/photos/'.length));
    if (rest === null) throw notFound('No such photo');
    const key = rest.startsWith('photos/') ? rest : `photos/${rest}`;
    if (!PHOTO_KEY.test(key)) throw notFound('No such photo');
    const bucket = mediaBucket(c.env);
    if (c.req.query('size') === 'thumb') {
      const thumb = await photoThumb(c.env.IMAGES, bucket, key, thumbWidth(c.req.query('width')));
      if (thumb) return thumb;
    }
    const object = await bucket.get(key);
    if (!object) throw notFound('No such photo');
    return storedFileAnswer(object, PHOTO_HEADERS);
  },
);

/** The `width` of a photo's small picture: absent, or one of PHOTO_THUMB_WIDTHS (else a 400). */
function thumbWidth(asked: string | undefined): (typeof PHOTO_THUMB_WIDTHS)[number] | undefined {
  if (asked === undefined) return undefined;
  const width = PHOTO_THUMB_WIDTHS.find((known) => String(known) === asked);
  if (width === undefined)
    throw new HttpError(400, `A photo's small picture is ${PHOTO_THUMB_WIDTHS.join(', ')} px wide`, { field: 'width' });
  return width;
}
