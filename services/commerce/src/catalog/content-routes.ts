import { Hono } from 'hono';
import { STRINGS } from '../../../../locales';
import type { Review, SearchHint, Widget } from '../../../../shared/types';
import { loadAttributes, publicAttribute } from './attributes';
import { loadCategoryTree, loadCategoryUris } from './categories';
import type { ApiEnv } from '../context';
import { badRequest, notFound } from '../http/errors';
import { foldToAscii } from '../translated';
import { flagParam } from '../http/query';
import { described, queryParam } from '../http/openapi/describe';
import { category, productAttribute, review, searchHint, widget, strings } from '../../../../shared/schemas/catalog';
import * as v from 'valibot';

/** Catalog reads that are the same for every shopper of a language. */
export const contentRoutes = new Hono<ApiEnv>();

const WIDGET_SLUG = /^[a-z0-9-]{1,60}$/;

/** GET /api/widget-by-slug/:slug → { content, hidden } (footer-columns content is JSON text). */
contentRoutes.get(
  '/api/widget-by-slug/:slug',
  described({
    tag: 'catalog',
    summary: 'A content widget (HTML) by its slug',
    answers: { 200: { description: 'the widget', schema: widget } },
    errors: { 404: 'no widget has this slug' },
  }),
  async (c) => {
    const slug = c.req.param('slug');
    const row = WIDGET_SLUG.test(slug)
      ? await c.env.DB.prepare('SELECT content, hidden FROM widgets WHERE slug = ? AND locale = ?')
          .bind(slug, c.var.store.locale)
          .first<{ content: string; hidden: number }>()
      : null;
    if (!row) throw notFound(`No widget "${slug.slice(0, 60)}"`);
    const widget: Widget = { content: row.content, hidden: row.hidden === 1 };
    return c.json(widget);
  },
);

/** GET /content/site-reviews → Review[] in the store's language. */
contentRoutes.get(
  '/content/site-reviews',
  described({
    tag: 'catalog',
    summary: 'The shop’s reviews in the store’s language',
    answers: { 200: { description: 'the reviews', schema: v.array(review) } },
  }),
  async (c) => {
    const { results } = await c.env.DB.prepare('SELECT stars, review, author FROM site_reviews WHERE locale = ? ORDER BY position')
      .bind(c.var.store.locale)
      .all<Review>();
    return c.json(results);
  },
);

/** GET /api/strings → the interface strings of the store's language. */
contentRoutes.get(
  '/api/strings',
  described({
    tag: 'catalog',
    summary: 'The interface strings of the store’s language',
    answers: { 200: { description: 'a map of texts', schema: strings } },
  }),
  (c) => c.json(STRINGS[c.var.store.locale]),
);

/** GET /api/product-attributes → ProductAttribute[] in the store's language. */
contentRoutes.get(
  '/api/product-attributes',
  described({
    tag: 'catalog',
    summary: 'The attributes products are filtered by, with their values, in the store’s language',
    answers: { 200: { description: 'the attributes', schema: v.array(productAttribute) } },
  }),
  async (c) => {
    const attributes = await loadAttributes(c.env.DB, c.var.store.locale);
    return c.json(attributes.map(publicAttribute));
  },
);

/**
 * GET /api/product-categories?v=2 → the nested category trees. With uris=1 each category
 * also carries `uris`, its path in every language (for hreflang).
 */
contentRoutes.get(
  '/api/product-categories',
  described({
    tag: 'catalog',
    summary: 'The category tree in the store’s language',
    query: {
      v: queryParam.oneOf('the answer’s version (only 2)', ['2']),
      uris: queryParam.flag('1: each category also with its uri in every language'),
    },
    answers: { 200: { description: 'the root categories with their children', schema: v.array(category) } },
    errors: { 400: 'a version other than 2' },
  }),
  async (c) => {
    const version = c.req.query('v');
    if (version !== undefined && version !== '2') throw badRequest('Only v=2 is supported');
    const withUris = flagParam(c.req.query('uris'), 'uris');
    const [tree, uris] = await Promise.all([
      loadCategoryTree(c.env.DB, c.var.store.locale),
      withUris ? loadCategoryUris(c.env.DB) : Promise.resolve(null),
    ]);
    if (uris) for (const category of tree.byId.values()) category.uris = uris.get(category.id) ?? {};
    return c.json(tree.roots);
  },
);

const MAX_HINTS = 8;

/** GET /api/search-triggers?query= → up to 8 hints whose text starts with the query. */
contentRoutes.get(
  '/api/search-triggers',
  described({
    tag: 'catalog',
    summary: 'Up to 8 search hints whose text starts with the query',
    query: { query: queryParam.text('what the shopper typed', 100) },
    answers: { 200: { description: 'the hints', schema: v.array(searchHint) } },
  }),
  async (c) => {
    const query = (c.req.query('query') ?? '').trim();
    if (query.length > 100) throw badRequest('query may be at most 100 characters');
    const prefix = foldToAscii(query);
    if (prefix.length === 0) return c.json([]);
    // Range scan on the folded key: every string starting with prefix sorts in [prefix, prefix + U+FFFF).
    const { results } = await c.env.DB.prepare(
      `SELECT id, hint, url, url_title FROM search_triggers
      WHERE locale = ? AND hint_key >= ? AND hint_key < ? ORDER BY weight DESC, hint_key LIMIT ${MAX_HINTS}`,
    )
      .bind(c.var.store.locale, prefix, `${prefix}\uffff`)
      .all<SearchHint>();
    return c.json(results);
  },
);
