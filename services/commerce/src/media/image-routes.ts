import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { notFound } from '../http/errors';
import { parseImageName } from './images/names';
import { renderImage } from './images/render';
import { described } from '../http/openapi/describe';

export const imageRoutes = new Hono<ApiEnv>();

/**
 * GET /api/images/{name}.svg: the image drawn from its name (see ./images/names.ts).
 * Unknown names are 404. Cache policy is the caller's (worker/cache); the bytes never change.
 */
imageRoutes.get(
  '/api/images/:file',
  described({
    tag: 'media',
    summary: 'A generated image drawn from its name ({name}.svg)',
    answers: { 200: { description: 'the image', media: 'image/svg+xml' } },
    errors: { 404: 'no such image' },
  }),
  (c) => {
    const file = c.req.param('file');
    const spec = file.endsWith('.svg') && file.length <= 120 ? parseImageName(file.slice(0, -4)) : null;
    if (!spec) throw notFound('No such image');
    return c.body(renderImage(spec), 200, { 'Content-Type': 'image/svg+xml' });
  },
);
