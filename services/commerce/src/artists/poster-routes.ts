import { Hono } from 'hono';
import { LOCALE_CODES, type LocaleCode } from '../../../../shared/locales';
import {
  IMAGE_LIMITS,
  POSTER_STATUSES,
  posterBody,
  requiredPixels,
  type PosterBody,
  type PosterOrientation,
  type PosterStatus,
  type PosterTexts,
} from '../../../../shared/schemas/artist';
import { productImages, thumbOf, type ImageRecipe } from '../catalog/product-images';
import { HttpError } from '../http/body';
import { enumParam, intParam } from '../http/query';
import { posterId, readArtistBody } from './body';
import type { ArtistBindings, ArtistContext } from './context';
import { mediaBucket, mediaUrl, newMediaKey, readImageUpload, storeThenWrite } from '../media/uploads';

/**
 * An artist's posters (docs/accounts.md): list, read, create, edit, upload the print image,
 * submit for review. Every statement names the caller's artist_id, so another artist's
 * poster id is 404 like one that does not exist.
 */
export const posterRoutes = new Hono<ArtistBindings>();

export interface PosterRow {
  id: number;
  artist_id: number;
  status: PosterStatus;
  reason: string | null;
  texts: string;
  tags: string;
  categories: string;
  orientation: PosterOrientation;
  sizes: string;
  image_key: string | null;
  image_type: string | null;
  image_width: number | null;
  image_height: number | null;
  image_bytes: number | null;
  product_id: number | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
}

/** The title in `locale`, else English, else the first language that has one. */
export function titleIn(texts: PosterTexts, locale: LocaleCode): string {
  return (texts[locale] ?? texts.en ?? LOCALE_CODES.map((code) => texts[code]).find(Boolean))?.title ?? '';
}

const previewUrl = (id: number) => `/api/my/posters/${id}/image`;

export function posterAnswer(row: PosterRow, locale: LocaleCode) {
  const texts = JSON.parse(row.texts) as PosterTexts;
  const sizes = JSON.parse(row.sizes) as string[];
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    title: titleIn(texts, locale),
    texts,
    tags: JSON.parse(row.tags) as string[],
    categories: JSON.parse(row.categories) as number[],
    orientation: row.orientation,
    sizes,
    required_pixels: requiredPixels(row.orientation, sizes),
    image: row.image_key
      ? { preview: previewUrl(row.id), type: row.image_type, width: row.image_width, height: row.image_height, bytes: row.image_bytes }
      : null,
    /** The public image address once live (GET /api/media/{key}). */
    media_url: row.status === 'live' && row.image_key ? mediaUrl(row.image_key) : null,
    product_id: row.product_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    submitted_at: row.submitted_at,
    reviewed_at: row.reviewed_at,
  };
}

export async function ownPoster(c: ArtistContext, id: number): Promise<PosterRow> {
  const row = await c.env.DB.prepare('SELECT * FROM artist_posters WHERE id = ? AND artist_id = ?')
    .bind(id, c.var.artist.id)
    .first<PosterRow>();
  if (!row) throw new HttpError(404, 'No such poster');
  return row;
}

/** Tags (codes) and categories (ids) must exist: 422 naming the first unknown one. */
async function checkTaxonomy(db: D1Database, body: PosterBody): Promise<void> {
  const [tags, categories] = await db.batch([
    db.prepare('SELECT code FROM tags WHERE code IN (SELECT value FROM json_each(?))').bind(JSON.stringify(body.tags)),
    db.prepare('SELECT id FROM categories WHERE id IN (SELECT value FROM json_each(?))').bind(JSON.stringify(body.categories)),
  ]);
  const knownTags = new Set((tags!.results as { code: string }[]).map((row) => row.code));
  const unknownTag = body.tags.findIndex((tag) => !knownTags.has(tag));
  if (unknownTag >= 0) throw new HttpError(422, `tags[${unknownTag}] is not a tag of the shop`, { field: `tags[${unknownTag}]` });
  const knownCategories = new Set((categories!.results as { id: number }[]).map((row) => row.id));
  const unknownCategory = body.categories.findIndex((id) => !knownCategories.has(id));
  if (unknownCategory >= 0) {
    throw new HttpError(422, `categories[${unknownCategory}] is not a category of the shop`, { field: `categories[${unknownCategory}]` });
  }
}

const EDITABLE: readonly PosterStatus[] = ['draft', 'rejected'];

function assertEditable(row: PosterRow): void {
  if (!EDITABLE.includes(row.status)) {
    throw new HttpError(409, row.status === 'live' ? 'A live poster cannot be changed' : 'A poster in review cannot be changed', {
      field: 'status',
    });
  }
}

const uniq = <T>(values: T[]) => [...new Set(values)];

/**
 * GET /api/my/poster-options: what a poster may name, in the store's language: the shop's
 * tags (codes) and the poster categories (leaves holding posters; ids, with their path of
 * names), for the edit form.
 */
posterRoutes.get('/api/my/poster-options', async (c) => {
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
});

/**
 * What the artist's poster list holds: every poster of theirs, whichever way it came. Their
 * submissions (artist_posters: drafts, in review, rejected, and live ones with the product
 * they became) and the catalog's products of theirs that no submission made (the seeded
 * catalog, products the shop added): those are live too, shown and linked, never edited
 * here. The same products the public artist page and the sales count as theirs.
 */
const LISTED_POSTERS = `
  SELECT ap.id AS id, ap.product_id AS product_id, ap.status AS status, ap.reason AS reason, ap.texts AS texts,
         ap.image_key AS image_key, ap.updated_at AS updated_at
    FROM artist_posters ap WHERE ap.artist_id = ?1
  UNION ALL
  SELECT NULL, p.id, 'live', NULL, NULL, NULL, p.published_at
    FROM products p
   WHERE p.artist_id = ?1 AND NOT EXISTS (SELECT 1 FROM artist_posters ap WHERE ap.product_id = p.id)`;

/** A title in any language containing ?3 (case-insensitive for ASCII, as the artist list): a submission's texts, else the product's names. */
const LISTED_WHERE = `(?2 IS NULL OR status = ?2)
  AND (?3 = '' OR (texts IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(texts) t WHERE instr(lower(json_extract(t.value, '$.title')), lower(?3)) > 0))
       OR (texts IS NULL AND EXISTS (SELECT 1 FROM product_translations pt WHERE pt.product_id = listed.product_id AND instr(lower(pt.name), lower(?3)) > 0)))`;

interface ListedRow {
  id: number | null;
  product_id: number | null;
  status: PosterStatus;
  reason: string | null;
  texts: string | null;
  image_key: string | null;
  updated_at: string;
}

type ListedProduct = ImageRecipe & { id: number; name: string | null; slug: string | null };

/** GET /api/my/posters?query=&status=&page=&per_page= → { posters, total, page, per_page }, newest change first. */
posterRoutes.get('/api/my/posters', async (c) => {
  const page = intParam(c.req.query('page'), 'page', 1, 10_000) ?? 1;
  const perPage = intParam(c.req.query('per_page'), 'per_page', 1, 100) ?? 20;
  const status = enumParam(c.req.query('status'), 'status', POSTER_STATUSES) ?? null;
  const query = (c.req.query('query') ?? '').trim();
  if (query.length > 100) throw new HttpError(400, 'query may be at most 100 characters');
  const db = c.env.DB;
  const locale = c.var.store.locale;
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM (${LISTED_POSTERS}) listed WHERE ${LISTED_WHERE}`).bind(c.var.artist.id, status, query),
    db
      .prepare(
        `SELECT * FROM (${LISTED_POSTERS}) listed WHERE ${LISTED_WHERE}
          ORDER BY updated_at DESC, id IS NULL, id DESC, product_id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(c.var.artist.id, status, query, perPage, (page - 1) * perPage),
  ]);
  const listed = rows!.results as ListedRow[];
  const products = await listedProducts(db, listed, locale);
  return c.json({
    posters: listed.map((row) => {
      const product = row.product_id === null ? undefined : products.get(row.product_id);
      const thumb =
        row.id !== null ? (row.image_key ? previewUrl(row.id) : null) : product ? thumbOf(productImages(product)) || null : null;
      return {
        id: row.id,
        product_id: row.product_id,
        slug: row.status === 'live' ? (product?.slug ?? null) : null,
        status: row.status,
        reason: row.reason,
        title: row.texts !== null ? titleIn(JSON.parse(row.texts) as PosterTexts, locale) : (product?.name ?? ''),
        thumb,
        updated_at: row.updated_at,
      };
    }),
    total: (count!.results[0] as { total: number }).total,
    page,
    per_page: perPage,
  });
});

/** The catalog products a page of the list names: name and slug in the store's language, the image recipe. */
async function listedProducts(db: D1Database, rows: ListedRow[], locale: LocaleCode): Promise<Map<number, ListedProduct>> {
  const ids = rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id]));
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT p.id, p.type, p.template_id, p.theme, p.palette, p.art_seed, p.orientation, p.motif_count, p.has_margin_option,
              p.has_bw_option, p.popularity, p.media_key, t.name, t.slug
         FROM products p LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ?2
        WHERE p.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids), locale)
    .all<ListedProduct>();
  return new Map(results.map((row) => [row.id, row]));
}

posterRoutes.get('/api/my/posters/:id', async (c) =>
  c.json(posterAnswer(await ownPoster(c, posterId(c.req.param('id'))), c.var.store.locale)),
);

/** POST /api/my/posters → 201 the new poster (draft). */
posterRoutes.post('/api/my/posters', async (c) => {
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
});

/** PUT /api/my/posters/{id}: a draft or rejected poster's texts, tags, categories, orientation and sizes (back to draft). */
posterRoutes.put('/api/my/posters/:id', async (c) => {
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
});

function assertEnoughPixels(row: PosterRow, width: number, height: number): void {
  const need = requiredPixels(row.orientation, JSON.parse(row.sizes) as string[]);
  if (width < need.width || height < need.height) {
    throw new HttpError(
      422,
      `The image has ${width}×${height} pixels; printing the largest size offered at 150 dpi needs at least ${need.width}×${need.height}`,
      { field: 'image', required_pixels: need },
    );
  }
}

/** PUT /api/my/posters/{id}/image: the print file's bytes (≤ 25 MB, enough pixels for the largest size). */
posterRoutes.put('/api/my/posters/:id/image', async (c) => {
  const id = posterId(c.req.param('id'));
  const row = await ownPoster(c, id);
  assertEditable(row);
  const image = await readImageUpload(c.req.raw, IMAGE_LIMITS.posterBytes);
  assertEnoughPixels(row, image.width, image.height);
  const key = newMediaKey(`artists/${c.var.artist.id}/posters/${id}`, image);
  const updated = await storeThenWrite(
    mediaBucket(c.env),
    key,
    image,
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
});

/** GET /api/my/posters/{id}/image: the artist's own preview of the uploaded file (any status). */
posterRoutes.get('/api/my/posters/:id/image', async (c) => {
  const row = await ownPoster(c, posterId(c.req.param('id')));
  const object = row.image_key ? await mediaBucket(c.env).get(row.image_key) : null;
  if (!object) throw new HttpError(404, 'This poster has no image yet');
  return new Response(object.body, {
    headers: {
      'Content-Type': row.image_type ?? 'application/octet-stream',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

/** POST /api/my/posters/{id}/submit: to review (needs an image with enough pixels). */
posterRoutes.post('/api/my/posters/:id/submit', async (c) => {
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
});
