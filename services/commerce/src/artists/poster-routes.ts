import { Hono } from 'hono';
import { IMAGE_LIMITS, POSTER_STATUSES, posterBody } from '../../../../shared/schemas/artist';
import { HttpError } from '../http/errors';
import { enumParam, intParam } from '../http/query';
import { posterId, readArtistBody } from './body';
import type { ArtistEnv } from './context';
import { mediaBucket, decodeImageUpload, newMediaKey, readImageUpload, storeThenWrite, UPLOAD_REFUSALS } from '../media/uploads';
import { storedFileAnswer } from '../media/stored-file';
import { listPosters } from './poster-list';
import { previewCopyAnswer } from './preview-copy';
import { assertEditable, assertEnoughPixels, checkTaxonomy, ownPoster, posterAnswer, uniq, type PosterRow } from './posters';
import { described, queryParam, NO_BODY } from '../http/openapi/describe';
import { posterAnswer as posterAnswerSchema, posterListAnswer, posterOptionsAnswer } from '../../../../shared/schemas/artist-answers';

/**
 * An artist's posters (docs/accounts.md): list, read, create, edit, upload the print image,
 * submit for review. Every statement names the caller's artist_id, so another artist's
 * poster id is 404 like one that does not exist.
 */
export const posterRoutes = new Hono<ArtistEnv>();

/**
 * GET /api/my/poster-options: what a poster may name, in the store's language: the shop's
 * tags (codes) and the poster categories (leaves holding posters; ids, with their path of
 * names), for the edit form.
 */
posterRoutes.get(
  '/api/my/poster-options',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'What a poster may be: categories, sizes, orientations',
    answers: { 200: { description: 'the options', schema: posterOptionsAnswer } },
  }),
  async (c) => {
    const db = c.env.DB;
    const locale = c.var.store.locale;
    const [tags, categories] = await db.batch([
      db
        .prepare(
          `SELECT t.code, COALESCE(tt.name, t.code) AS name FROM tags t
           LEFT JOIN tag_translations tt ON tt.tag_id = t.id AND tt.locale = ?
          ORDER BY name COLLATE NOCASE`,
        )
        .bind(locale),
      db
        .prepare(
          `SELECT c.id, (SELECT group_concat(name, ' › ') FROM (
                  SELECT COALESCE(ct.name, '') AS name FROM category_closure cc
                    JOIN categories a ON a.id = cc.ancestor_id
                    LEFT JOIN category_translations ct ON ct.category_id = a.id AND ct.locale = ?1
                   WHERE cc.descendant_id = c.id ORDER BY a.depth)) AS name
           FROM categories c
          WHERE NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)
            AND EXISTS (SELECT 1 FROM product_categories pc JOIN products p ON p.id = pc.product_id
                         WHERE pc.category_id = c.id AND p.discount_category = 'posters')
          ORDER BY name COLLATE NOCASE`,
        )
        .bind(locale),
    ]);
    return c.json({
      tags: tags!.results as { code: string; name: string }[],
      categories: categories!.results as { id: number; name: string }[],
    });
  },
);

/** GET /api/my/posters?query=&status=&page=&per_page= → { posters, total, page, per_page }, newest change first. */
posterRoutes.get(
  '/api/my/posters',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'The artist’s posters, a page at a time',
    query: {
      page: queryParam.int('the page, from 1', 1, 10_000),
      per_page: queryParam.int('posters per page (default 20)', 1, 100),
      status: queryParam.oneOf('only posters in this state', POSTER_STATUSES),
      query: queryParam.text('part of the title', 100),
    },
    answers: { 200: { description: 'the posters', schema: posterListAnswer } },
    errors: { 400: 'a parameter out of range' },
  }),
  async (c) => {
    const page = intParam(c.req.query('page'), 'page', 1, 10_000) ?? 1;
    const perPage = intParam(c.req.query('per_page'), 'per_page', 1, 100) ?? 20;
    const status = enumParam(c.req.query('status'), 'status', POSTER_STATUSES) ?? null;
    const query = (c.req.query('query') ?? '').trim();
    if (query.length > 100) throw new HttpError(400, 'query may be at most 100 characters');
    return c.json(await listPosters(c.env.DB, c.var.artist.id, c.var.store.locale, { status, query, page, perPage }));
  },
);

posterRoutes.get(
  '/api/my/posters/:id',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'One of the artist’s posters',
    answers: { 200: { description: 'the poster', schema: posterAnswerSchema } },
    errors: { 404: 'no such poster of this artist' },
  }),
  async (c) => c.json(posterAnswer(await ownPoster(c, posterId(c.req.param('id'))), c.var.store.locale)),
);

/** POST /api/my/posters → 201 the new poster (draft). */
posterRoutes.post(
  '/api/my/posters',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'A new poster (a draft)',
    body: posterBody,
    answers: { 201: { description: 'the poster', schema: posterAnswerSchema } },
    errors: { 422: 'a field breaks its rule (field names it)' },
  }),
  async (c) => {
    const body = await readArtistBody(c.req.raw, posterBody);
    await checkTaxonomy(c.env.DB, body);
    const now = new Date().toISOString();
    const row = await c.env.DB.prepare(
      `INSERT INTO artist_posters (artist_id, status, texts, tags, categories, orientation, sizes, created_at, updated_at)
     VALUES (?, 'draft', ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
      .bind(
        c.var.artist.id,
        JSON.stringify(body.texts),
        JSON.stringify(uniq(body.tags)),
        JSON.stringify(uniq(body.categories)),
        body.orientation,
        JSON.stringify(uniq(body.sizes)),
        now,
        now,
      )
      .first<PosterRow>();
    return c.json(posterAnswer(row!, c.var.store.locale), 201);
  },
);

/** PUT /api/my/posters/{id}: a draft or rejected poster's texts, tags, categories, orientation and sizes (back to draft). */
posterRoutes.put(
  '/api/my/posters/:id',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'Changes a draft or rejected poster',
    body: posterBody,
    answers: { 200: { description: 'the poster', schema: posterAnswerSchema } },
    errors: {
      404: 'no such poster of this artist',
      409: 'the poster is not editable now or changed meanwhile',
      422: 'a field breaks its rule (field names it)',
    },
  }),
  async (c) => {
    const id = posterId(c.req.param('id'));
    const body = await readArtistBody(c.req.raw, posterBody);
    assertEditable(await ownPoster(c, id));
    await checkTaxonomy(c.env.DB, body);
    const row = await c.env.DB.prepare(
      `UPDATE artist_posters SET status = 'draft', reason = NULL, texts = ?, tags = ?, categories = ?, orientation = ?, sizes = ?, updated_at = ?
      WHERE id = ? AND artist_id = ? AND status IN ('draft', 'rejected') RETURNING *`,
    )
      .bind(
        JSON.stringify(body.texts),
        JSON.stringify(uniq(body.tags)),
        JSON.stringify(uniq(body.categories)),
        body.orientation,
        JSON.stringify(uniq(body.sizes)),
        new Date().toISOString(),
        id,
        c.var.artist.id,
      )
      .first<PosterRow>();
    if (!row) throw new HttpError(409, 'The poster changed meanwhile: load it again', { field: 'status' });
    return c.json(posterAnswer(row, c.var.store.locale));
  },
);

/** PUT /api/my/posters/{id}/image: the print file's bytes (≤ 25 MB, enough pixels for the largest size). */
posterRoutes.put(
  '/api/my/posters/:id/image',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'The poster’s print file (at most 25 MB, enough pixels for its largest size)',
    body: {
      media: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      description: 'the image’s bytes (what it is is read from them)',
    },
    answers: { 200: { description: 'the poster', schema: posterAnswerSchema } },
    errors: {
      404: 'no such poster of this artist',
      409: 'the poster is not editable now or changed meanwhile',
      413: 'larger than 25 MB',
      415: UPLOAD_REFUSALS[415],
      422: `too few pixels for its largest size; ${UPLOAD_REFUSALS[422]}`,
    },
  }),
  async (c) => {
    const id = posterId(c.req.param('id'));
    const row = await ownPoster(c, id);
    assertEditable(row);
    const image = await readImageUpload(c.req.raw, IMAGE_LIMITS.posterBytes);
    assertEnoughPixels(row, image.width, image.height);
    const key = newMediaKey(`artists/${c.var.artist.id}/posters/${id}`, image);
    const decoded = await decodeImageUpload(c.env, image, key);
    const updated = await storeThenWrite(
      mediaBucket(c.env),
      key,
      decoded,
      async () => {
        const next = await c.env.DB.prepare(
          `UPDATE artist_posters SET status = 'draft', reason = NULL, image_key = ?, image_type = ?, image_width = ?, image_height = ?,
                image_bytes = ?, updated_at = ?
          WHERE id = ? AND artist_id = ? AND status IN ('draft', 'rejected') RETURNING *`,
        )
          .bind(key, image.type, image.width, image.height, image.bytes.byteLength, new Date().toISOString(), id, c.var.artist.id)
          .first<PosterRow>();
        if (!next) throw new HttpError(409, 'The poster changed meanwhile: load it again', { field: 'status' });
        return next;
      },
      row.image_key,
    );
    return c.json(posterAnswer(updated, c.var.store.locale));
  },
);

/**
 * GET /api/my/posters/{id}/image: the artist's own preview of the uploaded file (any status);
 * `?width=N`: a private copy of it N pixels wide, what the account pages show (./preview-copy.ts).
 */
posterRoutes.get(
  '/api/my/posters/:id/image',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'The poster’s print file as uploaded (the artist’s own preview), or a private copy of it at one width',
    query: {
      width: {
        description:
          'a private WebP copy this many pixels wide, one of the poster copy widths (80 to 2048); without it, the file as uploaded',
      },
    },
    answers: { 200: { description: 'the image', media: ['image/jpeg', 'image/png', 'image/webp'] } },
    errors: { 400: 'a width that is none of the copy widths', 404: 'no such poster of this artist, or no image yet' },
  }),
  async (c) => {
    const row = await ownPoster(c, posterId(c.req.param('id')));
    const width = c.req.query('width');
    if (width !== undefined && row.image_key) return previewCopyAnswer(c.env, row.image_key, width);
    const object = row.image_key ? await mediaBucket(c.env).get(row.image_key) : null;
    if (!object) throw new HttpError(404, 'This poster has no image yet');
    return storedFileAnswer(object, { 'Cache-Control': 'private, no-store' });
  },
);

/** POST /api/my/posters/{id}/submit: to review (needs an image with enough pixels). */
posterRoutes.post(
  '/api/my/posters/:id/submit',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'Sends a poster to review',
    body: NO_BODY,
    answers: { 200: { description: 'the poster, in review', schema: posterAnswerSchema } },
    errors: {
      404: 'no such poster of this artist',
      409: 'the poster is not editable now or changed meanwhile',
      422: 'the poster has no image yet',
    },
  }),
  async (c) => {
    const id = posterId(c.req.param('id'));
    const row = await ownPoster(c, id);
    if (row.status === 'in_review') return c.json(posterAnswer(row, c.var.store.locale));
    assertEditable(row);
    if (!row.image_key || row.image_width === null || row.image_height === null) {
      throw new HttpError(422, 'Upload the poster’s image before sending it to review', { field: 'image' });
    }
    assertEnoughPixels(row, row.image_width, row.image_height);
    const now = new Date().toISOString();
    const updated = await c.env.DB.prepare(
      `UPDATE artist_posters SET status = 'in_review', reason = NULL, submitted_at = ?, updated_at = ?
      WHERE id = ? AND artist_id = ? AND status IN ('draft', 'rejected') RETURNING *`,
    )
      .bind(now, now, id, c.var.artist.id)
      .first<PosterRow>();
    if (!updated) throw new HttpError(409, 'The poster changed meanwhile: load it again', { field: 'status' });
    return c.json(posterAnswer(updated, c.var.store.locale));
  },
);
