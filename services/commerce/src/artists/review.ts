import { Hono } from 'hono';
import { LOCALE_CODES, type LocaleCode } from '../../../../shared/locales';
import { reviewBody, type PosterTexts } from '../../../../shared/schemas/artist';
import { ProductTemplate, ProductType } from '../../../../shared/types';
import { CURRENCIES, GROUPS, POSTER_PRICE_SEK } from '../catalog/constants';
import { searchRowid } from '../catalog/search-index';
import type { ApiEnv } from '../context';
import { HttpError } from '../http/errors';
import { tags as tagOf } from '../../../../shared/cache-tags';
import { announce, categoryTags, newChange, recordChange } from '../ops/catalog-changes';
import { requireOpsToken } from '../ops/token';
import { tieredPrices } from '../seed/catalog/prices';
import { slugify } from '../translated';
import { posterId, readArtistBody } from './body';
import type { PosterRow } from './posters';
import { titleIn } from './posters';
import { described } from '../http/openapi/describe';

/**
 * The skus of artists' posters: `A` and the poster's id in five digits (docs/api.md, the operator's review call).
 * No other product may take one (the seed's accessories once did, so an artist's 11th poster
 * could never be published: its sku was taken): the catalog keeps this namespace free.
 */
export const ARTIST_POSTER_SKU = /^A\d{5}$/;
export const artistPosterSku = (id: number): string => `A${String(id).padStart(5, '0')}`;

/**
 * The operator's review call (docs/api.md): POST /api/ops/posters/{id}/review with
 * `Authorization: Bearer <OPS_TOKEN>`. Approving turns the poster into a product of the
 * catalog on every domain, written to the same tables the seed fills, so every catalog call
 * lists it; rejecting records the reason the artist reads.
 */
export const reviewRoutes = new Hono<ApiEnv>();

/** Popularity a new poster starts with (the middle of the seed's 0–999). */
const NEW_POSTER_POPULARITY = 500;

reviewRoutes.post(
  '/api/ops/posters/:id/review',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Approves a poster in review (it becomes a product) or rejects it with a reason',
    body: reviewBody,
    answers: {
      200: {
        description: 'the poster’s new status (and its product when approved)',
        schema: { type: 'object', required: ['id', 'status'], properties: { id: { type: 'integer' }, status: { type: 'string' } } },
      },
    },
    errors: {
      404: 'no such poster',
      409: 'the poster is not in review, has no image, changed meanwhile or has no free slug',
      422: 'a field breaks its rule (field names it)',
    },
  }),
  requireOpsToken,
  async (c) => {
    const id = posterId(c.req.param('id'));
    const body = await readArtistBody(c.req.raw, reviewBody);
    const db = c.env.DB;
    const poster = await db.prepare('SELECT * FROM artist_posters WHERE id = ?').bind(id).first<PosterRow>();
    if (!poster) throw new HttpError(404, 'No such poster');
    if (poster.status !== 'in_review') throw new HttpError(409, `The poster is ${poster.status}, not in review`, { field: 'status' });
    const now = new Date();
    if (!body.approve) {
      const row = await db
        .prepare(
          `UPDATE artist_posters SET status = 'rejected', reason = ?, reviewed_at = ?, updated_at = ?
          WHERE id = ? AND status = 'in_review' RETURNING id, status, reason, product_id`,
        )
        .bind(body.reason, now.toISOString(), now.toISOString(), id)
        .first();
      if (!row) throw new HttpError(409, 'The poster changed meanwhile', { field: 'status' });
      return c.json(row);
    }
    const { change, ...product } = await publish(db, poster, now);
    c.executionCtx.waitUntil(announce(c.env, change, now).catch(() => false));
    return c.json({ id, status: 'live', reason: null, product_id: product.id, product });
  },
);

/** Writes the poster into the catalog (one D1 batch: all of it or nothing) and marks it live. */
async function publish(db: D1Database, poster: PosterRow, now: Date) {
  const texts = JSON.parse(poster.texts) as PosterTexts;
  const sizes = JSON.parse(poster.sizes) as string[];
  const tags = JSON.parse(poster.tags) as string[];
  const categories = JSON.parse(poster.categories) as number[];
  if (!poster.image_key) throw new HttpError(409, 'The poster has no image', { field: 'image' });

  const [ids, artist, tagRows, categoryRows] = await db.batch([
    db.prepare('SELECT (SELECT COALESCE(MAX(id), 0) FROM products) AS product, (SELECT COALESCE(MAX(id), 0) FROM variations) AS variation'),
    db.prepare('SELECT name FROM artists WHERE id = ?').bind(poster.artist_id),
    db
      .prepare(
        'SELECT t.id, tt.locale, tt.name FROM tags t JOIN tag_translations tt ON tt.tag_id = t.id WHERE t.code IN (SELECT value FROM json_each(?))',
      )
      .bind(JSON.stringify(tags)),
    db
      .prepare('SELECT category_id AS id, locale, name FROM category_translations WHERE category_id IN (SELECT value FROM json_each(?))')
      .bind(JSON.stringify(categories)),
  ]);
  const { product: maxProduct, variation: maxVariation } = ids!.results[0] as { product: number; variation: number };
  const productId = maxProduct + 1;
  const sku = artistPosterSku(poster.id);
  const artistName = (artist!.results[0] as { name: string } | undefined)?.name ?? '';
  const tagIds = [...new Set((tagRows!.results as { id: number }[]).map((row) => row.id))];
  const keywordsIn = (locale: LocaleCode) =>
    [
      ...(categoryRows!.results as { locale: string; name: string }[]).filter((row) => row.locale === locale).map((row) => row.name),
      ...(tagRows!.results as { locale: string; name: string }[]).filter((row) => row.locale === locale).map((row) => row.name),
      artistName,
    ]
      .join(' ')
      .trim();

  // A product's slug is unique per language: the title's slug, or with the product id appended.
  const fallback = titleIn(texts, 'en');
  const names = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, texts[locale]?.title ?? fallback])) as Record<LocaleCode, string>;
  const bases = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, slugify(names[locale]) || 'poster'])) as Record<
    LocaleCode,
    string
  >;
  const taken = await db
    .prepare('SELECT locale, slug FROM product_translations WHERE slug IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify([...new Set(Object.values(bases).flatMap((base) => [base, `${base}-${productId}`]))]))
    .all<{ locale: string; slug: string }>();
  const isTaken = new Set(taken.results.map((row) => `${row.locale}/${row.slug}`));
  const slugs = {} as Record<LocaleCode, string>;
  for (const locale of LOCALE_CODES) {
    const base = bases[locale];
    slugs[locale] = !isTaken.has(`${locale}/${base}`) ? base : `${base}-${productId}`;
    if (isTaken.has(`${locale}/${slugs[locale]}`)) throw new HttpError(409, `No free product slug for ${locale}`, { field: 'texts' });
  }
  const fallbackDescription = (texts.en ?? LOCALE_CODES.map((code) => texts[code]).find(Boolean))?.description ?? '';

  // The storefront drops what lists it now (docs/operations.md "Refresh on change"): its
  // categories, its artist, the unnarrowed lists, and the menus, tags and artists that count products.
  const change = newChange('poster-live', [
    tagOf.product(productId),
    tagOf.artist(poster.artist_id),
    ...(await categoryTags(db, categories)),
    tagOf.listing,
    tagOf.content('categories'),
    tagOf.content('tags'),
    tagOf.content('artists'),
  ]);
  const statements: D1PreparedStatement[] = [
    // The batch holds only while the poster is still in review (migration 0010 batch_checks).
    db
      .prepare("INSERT INTO batch_checks (ok) VALUES ((SELECT COUNT(*) FROM artist_posters WHERE id = ? AND status = 'in_review'))")
      .bind(poster.id),
    db
      .prepare(
        `INSERT INTO products (id, sku, type, template_id, group_id, discount_category, artist_id, theme, palette, art_seed, orientation,
                               motif_count, has_margin_option, has_bw_option, custom_fields, popularity, published_at, media_key)
         VALUES (?, ?, ?, ?, ?, 'posters', ?, 'artist', 'any', ?, ?, 1, 0, 0, NULL, ?, ?, ?)`,
      )
      .bind(
        productId,
        sku,
        sizes.length > 1 ? ProductType.Variation : ProductType.Standard,
        ProductTemplate.Poster,
        GROUPS.posters,
        poster.artist_id,
        poster.id,
        poster.orientation,
        NEW_POSTER_POPULARITY,
        now.toISOString(),
        poster.image_key,
      ),
    ...LOCALE_CODES.flatMap((locale) => [
      db
        .prepare('INSERT INTO product_translations (product_id, locale, name, slug, description) VALUES (?, ?, ?, ?, ?)')
        .bind(
          productId,
          locale,
          names[locale],
          slugs[locale],
          (texts[locale]?.description ?? fallbackDescription).replace(/[\r\n]+/g, ' '),
        ),
      db
        .prepare('INSERT INTO product_search (rowid, product_id, locale, name, keywords) VALUES (?, ?, ?, ?, ?)')
        .bind(searchRowid(locale, NEW_POSTER_POPULARITY, productId), productId, locale, names[locale], keywordsIn(locale)),
    ]),
  ];
  const fromPrices = new Map<string, number>();
  sizes.forEach((size, index) => {
    const variationId = maxVariation + 1 + index;
    const prices = tieredPrices(POSTER_PRICE_SEK[size] ?? 0);
    statements.push(
      db
        .prepare(
          "INSERT INTO variations (id, product_id, sku, position, size_code, stock_status, stock_quantity) VALUES (?, ?, ?, ?, ?, 'instock', NULL)",
        )
        .bind(variationId, productId, sizes.length > 1 ? `${sku}-${size}` : sku, index + 1, size),
    );
    for (const currency of CURRENCIES) {
      for (const tier of prices[currency]) {
        statements.push(
          db
            .prepare('INSERT INTO variation_prices (variation_id, currency, campaign_id, q, p) VALUES (?, ?, 0, ?, ?)')
            .bind(variationId, currency, tier.q, tier.p),
        );
        if (tier.q === 1) fromPrices.set(currency, Math.min(fromPrices.get(currency) ?? Infinity, tier.p));
      }
    }
  });
  for (const [currency, price] of fromPrices) {
    statements.push(
      db.prepare('INSERT INTO product_sort_prices (product_id, currency, price) VALUES (?, ?, ?)').bind(productId, currency, price),
    );
  }
  for (const categoryId of categories) {
    statements.push(db.prepare('INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)').bind(productId, categoryId));
  }
  for (const tagId of tagIds)
    statements.push(db.prepare('INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)').bind(productId, tagId));
  const attributeValue = `INSERT OR IGNORE INTO product_attribute_values (product_id, value_id)
    SELECT ?, av.id FROM attribute_values av JOIN attributes a ON a.id = av.attribute_id WHERE a.code = ? AND av.code = ?`;
  statements.push(db.prepare(attributeValue).bind(productId, 'orientation', poster.orientation));
  for (const size of sizes) statements.push(db.prepare(attributeValue).bind(productId, 'size', size));
  statements.push(
    db
      .prepare("UPDATE artist_posters SET status = 'live', reason = NULL, product_id = ?, reviewed_at = ?, updated_at = ? WHERE id = ?")
      .bind(productId, now.toISOString(), now.toISOString(), poster.id),
    recordChange(db, change, now),
    db.prepare('DELETE FROM batch_checks'),
  );
  try {
    await db.batch(statements);
  } catch (error) {
    // Another review or publication got there first (the check row or an id was taken).
    console.error('artists: publishing a poster failed', error instanceof Error ? error.message : error);
    throw new HttpError(409, 'The poster could not be published now: try again', { field: 'status' });
  }
  return { id: productId, sku, slugs, change };
}
