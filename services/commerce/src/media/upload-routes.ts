import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { notFound } from '../http/errors';
import { storedFileAnswer } from './stored-file';
import { mediaBucket } from './uploads';
import { decodePathPart } from '../../../../shared/http/path';

export const uploadRoutes = new Hono<ApiEnv>();

const KEY = /^artists\/\d{1,9}\/(?:avatar|posters\/\d{1,9})\/[0-9a-f-]{36}-\d{1,5}x\d{1,5}\.(?:jpg|png|webp)$/;

/**
 * GET /api/media/{key}: an artist's uploaded image from R2, public and cacheable (a key's
 * bytes never change: ./uploads.ts). Only keys the public may see: an artist's current
 * avatar and the images of live posters; drafts and replaced files are 404.
 */
uploadRoutes.get('/api/media/*', async (c) => {
  // A malformed escape (`%ZZ`) names no image: 404 like any other unknown key, never a 500.
  const key = decodePathPart(c.req.path.slice('/api/media/'.length));
  if (key === null || !KEY.test(key)) throw notFound('No such image');
  const isPublic = await c.env.DB.prepare(
    `SELECT 1 AS ok WHERE EXISTS (SELECT 1 FROM artists WHERE avatar_key = ?1)
        OR EXISTS (SELECT 1 FROM artist_posters WHERE image_key = ?1 AND status = 'live')`,
  )
    .bind(key)
    .first();
  if (!isPublic) throw notFound('No such image');
  const object = await mediaBucket(c.env).get(key);
  if (!object) throw notFound('No such image');
  return storedFileAnswer(object, { 'Cache-Control': 'public, max-age=31536000, immutable' });
});
