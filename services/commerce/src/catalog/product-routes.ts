import { Hono } from 'hono';
import type { LocaleCode } from '../../../../shared/locales';
import type { Category } from '../../../../shared/types';
import { loadAttributes, resolveAttributeFilter } from './attributes';
import { flatCategory, loadCategoryTree } from './categories';
import { loadProductDetail } from './detail';
import { isPlainSearch, listingSql, parseListingQuery, PLAIN_ATTRIBUTE_PARAMS, SORTS } from './listing';
import { languageRowids, matchExpression, searchWords } from './search-index';
import { loadSummaries } from './products';
import { withFeedDetails } from './feed-details';
import type { ApiEnv } from '../context';
import { badRequest, notFound } from '../http/errors';
import { described, queryParam } from '../http/openapi/describe';
import { productDetail, productList } from '../../../../shared/schemas/catalog';

export const productRoutes = new Hono<ApiEnv>();

/**
 * GET /api/products: a page of products plus the categories facet; the total number of
 * matches is in the x-records header. nc=1 leaves out the facet, co=1 answers the count only,
 * fd=1 adds each product's description and category ids (the merchant feeds).
 */
productRoutes.get(
  '/api/products',
  described({
    tag: 'catalog',
    summary: 'A page of products (a listing, a search or given ids) and the categories facet',
    description:
      'The total number of matches is in x-records. Attribute filters are attr[name]=value,value (or size, orientation, colour, style as plain parameters).',
    query: {
      query: queryParam.text('search words (then sorted by relevance)', 100),
      ids: queryParam.ids('these products, in this order'),
      sort: queryParam.oneOf('the order', SORTS),
      category: queryParam.int('products in this category or below', 1, 1e9),
      tag: queryParam.slug('products with this tag'),
      artist: queryParam.slug('products by this artist'),
      template_id: queryParam.int('products of this template', 1, 6),
      type: queryParam.int('products of this type', 1, 5),
      page: queryParam.int('the page, from 1', 1, 100_000),
      per_page: queryParam.int('products per page (default 24)', 1, 100),
      nc: queryParam.flag('1: leave out the categories facet'),
      co: queryParam.flag('1: the count only (x-records), no products'),
      nr: queryParam.flag('1: leave out x-records'),
      fd: queryParam.flag('1: each product also with its description and category ids (the merchant feeds)'),
      attr: {
        description: 'attribute filters, attr[name]=value,value',
        style: 'deepObject',
        schema: { type: 'object', additionalProperties: { type: 'string' } },
      },
      ...Object.fromEntries(
        PLAIN_ATTRIBUTE_PARAMS.map((name) => [name, queryParam.text(`the ${name} attribute's values, comma-separated`, 1300)]),
      ),
    },
    answers: {
      200: { description: 'the products and the facet', schema: productList, headers: { 'x-records': 'how many products match' } },
    },
    errors: { 400: 'a parameter given twice, malformed or out of range; an unknown attribute' },
  }),
  async (c) => {
    const store = c.var.store;
    const db = c.env.DB;
    const query = parseListingQuery(new URL(c.req.url).searchParams);
    if (isPlainSearch(query)) {
      const found = await textSearch(db, store.locale, query.text, {
        limit: query.countOnly ? 0 : query.perPage,
        offset: (query.page - 1) * query.perPage,
        withTotal: !query.noRecords || query.countOnly,
      });
      if (found.total !== null) c.header('x-records', String(found.total));
      const products = await loadSummaries(db, store, found.ids, new Date());
      return c.json({ products: query.feedDetails ? await withFeedDetails(db, store, products) : products, categories: [] });
    }

    const attributeValueIds: number[][] = [];
    if (query.attributes.size > 0) {
      const index = await loadAttributes(db, store.locale);
      for (const [key, values] of query.attributes) {
        const ids = resolveAttributeFilter(index, key, values);
        if (ids === undefined) throw badRequest(`Unknown attribute "${key}"`);
        attributeValueIds.push(ids);
      }
    }
    const now = new Date();
    const sql = listingSql(query, store, attributeValueIds, now);
    const withFacet = !query.countOnly && !query.noCategories;
    const withTotal = !query.noRecords || query.countOnly;
    const statements = [
      withTotal ? db.prepare(`SELECT COUNT(*) AS total ${sql.from}`).bind(...sql.params) : db.prepare('SELECT NULL AS total'),
    ];
    if (!query.countOnly) {
      statements.push(
        db
          .prepare(`SELECT p.id ${sql.from} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`)
          .bind(...sql.params, ...sql.orderParams, query.perPage, (query.page - 1) * query.perPage),
      );
    }
    if (withFacet) {
      statements.push(
        db
          .prepare(
            `SELECT cc.ancestor_id AS id, COUNT(DISTINCT pc.product_id) AS count FROM product_categories pc
           JOIN category_closure cc ON cc.descendant_id = pc.category_id
          WHERE pc.product_id IN (SELECT p.id ${sql.from}) GROUP BY cc.ancestor_id`,
          )
          .bind(...sql.params),
      );
    }
    const [countResult, pageResult, facetResult] = await db.batch(statements);
    const total = (countResult!.results[0] as { total: number } | undefined)?.total ?? 0;
    const ids = ((pageResult?.results ?? []) as { id: number }[]).map((row) => row.id);
    const [products, categories] = await Promise.all([
      loadSummaries(db, store, ids, now),
      withFacet ? facetCategories(db, store.locale, (facetResult?.results ?? []) as { id: number; count: number }[]) : Promise.resolve([]),
    ]);
    if (withTotal) c.header('x-records', String(total));
    return c.json({ products: query.feedDetails ? await withFeedDetails(db, store, products) : products, categories });
  },
);

/**
 * A plain search (words only, relevance order, no facet) from the full-text index alone:
 * products whose name holds every word come first, then those matching in the keywords,
 * each in rowid order, which is popularity (catalog/search-index.ts). Reading stops after
 * the page: the work does not grow with the number of matches, except for the count.
 */
async function textSearch(
  db: D1Database,
  locale: LocaleCode,
  text: string,
  { limit, offset, withTotal }: { limit: number; offset: number; withTotal: boolean },
): Promise<{ ids: number[]; total: number | null }> {
  const words = searchWords(text);
  if (words.length === 0) return { ids: [], total: 0 };
  const [first, last] = languageRowids(locale);
  const inName = matchExpression(words, ['name']);
  const anywhere = matchExpression(words, ['name', 'keywords']);
  const count = (expression: string) =>
    db
      .prepare('SELECT count(*) AS total FROM product_search WHERE product_search MATCH ? AND rowid BETWEEN ? AND ?')
      .bind(expression, first, last);
  const page = (expression: string, take: number, skip: number) =>
    db
      .prepare(
        'SELECT product_id AS id FROM product_search WHERE product_search MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid LIMIT ? OFFSET ?',
      )
      .bind(expression, first, last, take, skip);
  const [rows, all] = await db.batch([page(inName, limit, offset), ...(withTotal ? [count(anywhere)] : [])]);
  const total = all ? (all.results[0] as { total: number }).total : null;
  const ids = (rows!.results as { id: number }[]).map((row) => row.id);
  const missing = limit - ids.length;
  if (missing > 0 && total !== 0) {
    // The name matches end on this page (so their number is known) or before it (count them).
    const nameMatches =
      ids.length > 0 || offset === 0 ? offset + ids.length : ((await count(inName).first<{ total: number }>())?.total ?? 0);
    if (total === null || total > nameMatches) {
      const rest = await page(`${anywhere} NOT ${inName}`, missing, Math.max(0, offset - nameMatches)).all<{ id: number }>();
      ids.push(...rest.results.map((row) => row.id));
    }
  }
  return { ids, total };
}

/** The categories the matching products belong to (with ancestors), in menu order. */
async function facetCategories(db: D1Database, locale: LocaleCode, counts: { id: number; count: number }[]): Promise<Category[]> {
  if (counts.length === 0) return [];
  const tree = await loadCategoryTree(db, locale);
  const countById = new Map(counts.map((row) => [row.id, row.count]));
  return [...tree.byId.values()]
    .filter((category) => countById.has(category.id))
    .map((category) => flatCategory(category, countById.get(category.id)));
}

/** GET /api/products/:slug: the product page in the store's language. */
productRoutes.get(
  '/api/products/:slug',
  described({
    tag: 'catalog',
    summary: 'A product page: the product with its variations, parts, related products and its slug in every language',
    params: { slug: { description: 'the product’s slug in this language' } },
    answers: { 200: { description: 'the product', schema: productDetail } },
    errors: { 404: 'no product has this slug in this language' },
  }),
  async (c) => {
    const slug = c.req.param('slug');
    const detail = slug.length <= 200 ? await loadProductDetail(c.env.DB, c.var.store, slug, new Date()) : null;
    if (!detail) throw notFound('No product has this slug in this language');
    return c.json(detail);
  },
);
