import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { notFound } from '../http/errors';
import { isCatalogArtKey } from './catalog-art';
import { mediaBucket } from './uploads';
import { VARIANT_HEADERS, parseVariantKey, variantBytes, variantContentType } from './variants';
import { decodePathPart } from '../../../../shared/http/path';
import { described } from '../http/openapi/describe';

export const uploadRoutes = new Hono<ApiEnv>();

/** An upload's original key (./uploads.ts newMediaKey); it is never served itself. */
const ORIGINAL_KEY = /^artists\/\d{1,9}\/(?:avatar|posters\/\d{1,9})\/[0-9a-f-]{36}-\d{1,5}x\d{1,5}\.(?:jpg|png|webp)$/;

/**
 * GET /api/media/{original key}/{width}.{webp|jpg|avif}: a public copy of an artist's upload
 * (./variants.ts, ADR 0020), drawn once and kept in R2, answered `immutable`. Only copies of
 * uploads the public may see: an artist's current avatar and the image of a live poster;
 * drafts, replaced files, widths the upload has not and the originals themselves are 404.
 */
uploadRoutes.get(
  '/api/media/*',
  described({
    tag: 'media',
    summary: 'A public copy of an artist’s upload or of the catalog art, at one width (immutable)',
    path: [
      '/api/media/catalog/{original}/{copy}',
      '/api/media/artists/{artist}/avatar/{original}/{copy}',
      '/api/media/artists/{artist}/posters/{poster}/{original}/{copy}',
    ],
    params: {
      original: { description: 'the original’s file name, e.g. 3f2a…-3000x4000.jpg' },
      copy: { description: 'the width and format, e.g. 800.webp', schema: { type: 'string', pattern: '^\\d{2,5}\\.(avif|webp|jpg)$' } },
    },
    answers: {
      200: {
        description: 'the copy (or, while an AVIF copy is drawn, its WebP twin, not to be kept)',
        media: ['image/avif', 'image/webp', 'image/jpeg'],
      },
    },
    errors: { 404: 'no such image, or one the public may not see (a draft, a replaced file)' },
  }),
  async (c) => {
    // A malformed escape (`%ZZ`) names no image: 404 like any other unknown key, never a 500.
    const key = decodePathPart(c.req.path.slice('/api/media/'.length));
    const variant = key === null ? null : parseVariantKey(key);
    if (!variant || !(ORIGINAL_KEY.test(variant.original) || isCatalogArtKey(variant.original))) throw notFound('No such image');
    // The seed's catalog art (./catalog-art.ts) is public as the catalog is; an artist's upload only while shown.
    const isPublic =
      isCatalogArtKey(variant.original) ||
      (await c.env.DB.prepare(
        `SELECT 1 AS ok WHERE EXISTS (SELECT 1 FROM artists WHERE avatar_key = ?1)
        OR EXISTS (SELECT 1 FROM artist_posters WHERE image_key = ?1 AND status = 'live')`,
      )
        .bind(variant.original)
        .first());
    if (!isPublic) throw notFound('No such image');
    const found = await variantBytes({ MEDIA: mediaBucket(c.env), IMAGES: c.env.IMAGES }, variant, (work) =>
      c.executionCtx.waitUntil(work),
    );
    // The length is declared, as for every stored file (./stored-file.ts): a cut answer is told from a whole one.
    // A stand-in (an AVIF copy's WebP twin while the AVIF is drawn) says its own type and is kept by no one.
    const headers: Record<string, string> = {
      'Content-Type': variantContentType(found.standIn ?? variant.format),
      'Content-Length': String(found.size),
      ...(found.standIn ? { ...VARIANT_HEADERS, 'Cache-Control': 'no-store' } : VARIANT_HEADERS),
    };
    if (found.etag) headers.ETag = found.etag;
    return new Response(found.body, { headers });
  },
);
