import type { LocaleCode } from '../../../../shared/locales';
import type { PosterStatus, PosterTexts } from '../../../../shared/schemas/artist';
import { productImages, thumbOf, type ImageRecipe } from '../catalog/product-images';
import { previewCopyUrl } from '../../../../shared/poster-preview';
import { previewUrl, titleIn } from './posters';

/** An artist's own poster in their list is its private 160 px copy (the page's srcset offers the rest), never the print file. */
const LIST_PREVIEW_WIDTH = 160;

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

/** A page of the artist's poster list, as GET /api/my/posters answers it. */
export async function listPosters(
  db: D1Database,
  artistId: number,
  locale: LocaleCode,
  { status, query, page, perPage }: { status: PosterStatus | null; query: string; page: number; perPage: number },
) {
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM (${LISTED_POSTERS}) listed WHERE ${LISTED_WHERE}`).bind(artistId, status, query),
    db
      .prepare(
        `SELECT * FROM (${LISTED_POSTERS}) listed WHERE ${LISTED_WHERE}
          ORDER BY updated_at DESC, id IS NULL, id DESC, product_id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(artistId, status, query, perPage, (page - 1) * perPage),
  ]);
  const listed = rows!.results as ListedRow[];
  const products = await listedProducts(db, listed, locale);
  return {
    posters: listed.map((row) => {
      const product = row.product_id === null ? undefined : products.get(row.product_id);
      const thumb =
        row.id !== null
          ? row.image_key
            ? previewCopyUrl(previewUrl(row.id), LIST_PREVIEW_WIDTH)
            : null
          : product
            ? thumbOf(productImages(product)) || null
            : null;
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
  };
}

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
