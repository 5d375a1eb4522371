import { LOCALE_CODES, type LocaleCode } from '../../../../shared/locales';
import {
  requiredPixels,
  type PosterBody,
  type PosterOrientation,
  type PosterStatus,
  type PosterTexts,
} from '../../../../shared/schemas/artist';
import { HttpError } from '../http/errors';
import { largestCopyUrl } from '../media/uploads';
import type { ArtistContext } from './context';

/**
 * An artist's poster submissions (artist_posters, migration 0012; docs/accounts.md): the row,
 * its answer, and the rules every poster call checks (./poster-routes.ts, ./review.ts).
 */
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

/** The artist's own preview of a poster's uploaded file (GET /api/my/posters/{id}/image). */
export const previewUrl = (id: number) => `/api/my/posters/${id}/image`;

/** A poster as the artist calls answer it (shared/schemas/artist-answers.ts posterAnswer). */
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
    /** The public image address once live: its largest public copy (GET /api/media/{key}/{width}.webp; the upload itself is never public). */
    media_url: row.status === 'live' && row.image_key ? largestCopyUrl(row.image_key) : null,
    product_id: row.product_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    submitted_at: row.submitted_at,
    reviewed_at: row.reviewed_at,
  };
}

/** The caller's poster `id`: another artist's is 404, like one that does not exist. */
export async function ownPoster(c: ArtistContext, id: number): Promise<PosterRow> {
  const row = await c.env.DB.prepare('SELECT * FROM artist_posters WHERE id = ? AND artist_id = ?')
    .bind(id, c.var.artist.id)
    .first<PosterRow>();
  if (!row) throw new HttpError(404, 'No such poster');
  return row;
}

/** Tags (codes) and categories (ids) must exist: 422 naming the first unknown one. */
export async function checkTaxonomy(db: D1Database, body: PosterBody): Promise<void> {
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

/** Only drafts and rejected posters change: 409 for one in review or live. */
export function assertEditable(row: PosterRow): void {
  if (!EDITABLE.includes(row.status)) {
    throw new HttpError(409, row.status === 'live' ? 'A live poster cannot be changed' : 'A poster in review cannot be changed', {
      field: 'status',
    });
  }
}

/** Each value once, in first order (tags, categories and sizes as stored). */
export const uniq = <T>(values: T[]) => [...new Set(values)];

/** 422 unless `width` × `height` prints the largest size offered at 150 dpi (requiredPixels). */
export function assertEnoughPixels(row: PosterRow, width: number, height: number): void {
  const need = requiredPixels(row.orientation, JSON.parse(row.sizes) as string[]);
  if (width < need.width || height < need.height) {
    throw new HttpError(
      422,
      `The image has ${width}×${height} pixels; printing the largest size offered at 150 dpi needs at least ${need.width}×${need.height}`,
      { field: 'image', required_pixels: need },
    );
  }
}
