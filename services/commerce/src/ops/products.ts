import { Hono } from 'hono';
import { productChange, type ProductChange } from '../../../../shared/schemas/ops-products';
import { readArtistBody } from '../artists/body';
import { announce, newChange, productTags, recordChange } from './catalog-changes';
import type { ApiEnv } from '../context';
import { HttpError } from '../http/errors';
import { requireOpsToken } from './token';
import { searchRowid } from '../catalog/search-index';
import type { LocaleCode } from '../../../../shared/locales';
import { described } from '../http/openapi/describe';

/**
 * The operator's catalog change (docs/api.md "Operator calls"): PATCH /api/ops/products/{id}
 * with `Authorization: Bearer <OPS_TOKEN>` and a body of shared/schemas/ops-products.ts.
 * Everything is written in one batch with the change record, then announced to the
 * storefront, which refreshes every page showing the product on every domain
 * (docs/operations.md "Refresh on change"). Answers `{ id, change: { id, reason, tags } }`.
 */
export const opsProductRoutes = new Hono<ApiEnv>();

opsProductRoutes.patch(
  '/api/ops/products/:id',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Changes a product’s prices, stock or texts; the storefront is told which pages to refresh',
    params: { id: { description: 'the product id', schema: { type: 'string', pattern: '^\\d+$' } } },
    body: productChange,
    answers: {
      200: {
        description: 'the change as made',
        schema: { type: 'object', required: ['id', 'change'], properties: { id: { type: 'integer' }, change: { type: 'object' } } },
      },
    },
    errors: { 404: 'no such product', 422: 'a sku that is not a variation of the product (field names it)' },
  }),
  requireOpsToken,
  async (c) => {
    const id = /^[1-9]\d{0,8}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : NaN;
    if (!Number.isInteger(id)) throw new HttpError(404, 'No such product');
    const body = await readArtistBody(c.req.raw, productChange);
    const db = c.env.DB;
    const product = await db.prepare('SELECT popularity FROM products WHERE id = ?').bind(id).first<{ popularity: number }>();
    if (!product) throw new HttpError(404, 'No such product');
    const { results: variations } = await db
      .prepare('SELECT id, sku FROM variations WHERE product_id = ?')
      .bind(id)
      .all<{ id: number; sku: string }>();
    const bySku = new Map(variations.map((row) => [row.sku, row.id]));
    const now = new Date();
    const statements = changeStatements(db, id, product.popularity, body, (sku, index) => {
      const variation = bySku.get(sku);
      if (variation === undefined)
        throw new HttpError(422, `variations[${index}].sku ${sku} is not a variation of product ${id}`, {
          field: `variations.${index}.sku`,
        });
      return variation;
    });
    const reasons = [
      body.variations?.some((change) => change.prices) && 'price',
      body.variations?.some((change) => change.stock_status !== undefined || change.stock_quantity !== undefined) && 'stock',
      body.texts && 'text',
    ].filter(Boolean);
    const change = newChange(reasons.join(',') || 'product', await productTags(db, id));
    await db.batch([...statements, recordChange(db, change, now)]);
    c.executionCtx.waitUntil(announce(c.env, change, now).catch(() => false));
    return c.json({ id, change });
  },
);

/** The statements of one product change; `variationOf` finds a sku's variation or throws. */
function changeStatements(
  db: D1Database,
  productId: number,
  popularity: number,
  body: ProductChange,
  variationOf: (sku: string, index: number) => number,
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  const currencies = new Set<string>();
  body.variations?.forEach((change, index) => {
    const variation = variationOf(change.sku, index);
    for (const [currency, price] of Object.entries(change.prices ?? {})) {
      if (price === undefined) continue;
      currencies.add(currency);
      // Every quantity tier of the normal price moves by the same factor, so its discount stays.
      statements.push(
        db
          .prepare(
            `UPDATE variation_prices SET p = ROUND(p * ?3 / (SELECT p FROM variation_prices
                WHERE variation_id = ?1 AND currency = ?2 AND campaign_id = 0 AND q = 1), 2)
              WHERE variation_id = ?1 AND currency = ?2 AND campaign_id = 0`,
          )
          .bind(variation, currency, price),
      );
    }
    if (change.stock_status !== undefined)
      statements.push(db.prepare('UPDATE variations SET stock_status = ? WHERE id = ?').bind(change.stock_status, variation));
    if (change.stock_quantity !== undefined)
      statements.push(db.prepare('UPDATE variations SET stock_quantity = ? WHERE id = ?').bind(change.stock_quantity, variation));
  });
  // Listings sort by the lowest single-piece price (migration 0001 product_sort_prices).
  for (const currency of currencies) {
    statements.push(
      db
        .prepare(
          `UPDATE product_sort_prices SET price = (SELECT MIN(vp.p) FROM variation_prices vp JOIN variations v ON v.id = vp.variation_id
              WHERE v.product_id = ?1 AND vp.currency = ?2 AND vp.campaign_id = 0 AND vp.q = 1)
            WHERE product_id = ?1 AND currency = ?2`,
        )
        .bind(productId, currency),
    );
  }
  for (const [locale, text] of Object.entries(body.texts ?? {})) {
    if (!text) continue;
    statements.push(
      db
        .prepare(
          'UPDATE product_translations SET name = COALESCE(?, name), description = COALESCE(?, description) WHERE product_id = ? AND locale = ?',
        )
        .bind(text.name ?? null, text.description ?? null, productId, locale),
    );
    if (text.name !== undefined)
      statements.push(
        db
          .prepare('UPDATE product_search SET name = ? WHERE rowid = ?')
          .bind(text.name, searchRowid(locale as LocaleCode, popularity, productId)),
      );
  }
  return statements;
}
