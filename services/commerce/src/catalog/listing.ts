import type { Store } from '../context';
import { languageRowids, matchExpression, searchWords } from './search-index';
import { badRequest } from '../http/errors';
import { enumParam, flagParam, idListParam, intParam, slugParam } from '../http/query';

export const SORTS = ['popular', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type Sort = (typeof SORTS)[number] | 'relevance' | 'ids';

/** Attribute codes that may also be given as plain parameters: ?size=50x70. */
export const PLAIN_ATTRIBUTE_PARAMS = ['size', 'orientation', 'colour', 'style'];

export interface ListingQuery {
  text?: string;
  category?: number;
  tag?: string;
  artist?: string;
  templateId?: number;
  type?: number;
  ids?: number[];
  sort: Sort;
  page: number;
  perPage: number;
  /** nc=1: leave out the categories facet. */
  noCategories: boolean;
  /** co=1: count only (x-records), no products. */
  countOnly: boolean;
  /**
   * nr=1: "no records", leave out x-records. Counting costs time in proportion to the
   * matches; search-as-you-type shows no count and asks for none.
   */
  noRecords: boolean;
  /**
   * fd=1: "feed details", each product also with its `description` and `categories` (ids),
   * what the merchant feeds need of a product besides its summary (docs/api.md).
   */
  feedDetails: boolean;
  /** attribute key (code or slug) -> requested values */
  attributes: Map<string, string[]>;
}

/** Reads GET /api/products parameters; anything malformed is a 400. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const one = (name: string) => {
    const values = params.getAll(name);
    if (values.length > 1) throw badRequest(`${name} may be given only once`);
    return values[0];
  };
  const text = one('query')?.trim();
  if (text !== undefined && text.length > 100) throw badRequest('query may be at most 100 characters');
  const ids = idListParam(one('ids'), 'ids');
  const sort = enumParam(one('sort'), 'sort', SORTS) ?? (text ? 'relevance' : ids ? 'ids' : 'popular');
  const attributes = new Map<string, string[]>();
  for (const [key, value] of params) {
    const bracket = /^attr\[([a-z0-9-]{1,40})\]$/.exec(key);
    const name = bracket ? bracket[1]! : PLAIN_ATTRIBUTE_PARAMS.includes(key) ? key : undefined;
    if (key.startsWith('attr') && !bracket) throw badRequest(`Attribute filters are written attr[name]=value, not ${key.slice(0, 40)}`);
    if (name === undefined) continue;
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length === 0 || values.length > 20 || values.some((v) => v.length > 60)) throw badRequest(`Bad value for attribute ${name}`);
    attributes.set(name, [...(attributes.get(name) ?? []), ...values]);
  }
  return {
    ...(text ? { text } : {}),
    ...optional('category', intParam(one('category'), 'category', 1, 1e9)),
    ...optional('tag', slugParam(one('tag'), 'tag')),
    ...optional('artist', slugParam(one('artist'), 'artist')),
    ...optional('templateId', intParam(one('template_id'), 'template_id', 1, 6)),
    ...optional('type', intParam(one('type'), 'type', 1, 5)),
    ...optional('ids', ids),
    sort,
    page: intParam(one('page'), 'page', 1, 100_000) ?? 1,
    perPage: intParam(one('per_page'), 'per_page', 1, 100) ?? 24,
    noCategories: flagParam(one('nc'), 'nc'),
    countOnly: flagParam(one('co'), 'co'),
    noRecords: flagParam(one('nr'), 'nr'),
    feedDetails: flagParam(one('fd'), 'fd'),
    attributes,
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/**
 * FTS5 expression for a shopper's words: every word must match as a prefix in the name
 * or keywords. Words are reduced to letters and digits, so the shopper can never inject
 * FTS5 syntax. Returns null when no word is left. The language is a rowid range
 * (catalog/search-index.ts), bound beside the expression.
 */
export function ftsExpression(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : matchExpression(words, ['name', 'keywords']);
}

/** A search with nothing but the words, in relevance order: answered from the index alone (see textSearch). */
export function isPlainSearch(query: ListingQuery): query is ListingQuery & { text: string } {
  return (
    query.text !== undefined &&
    query.sort === 'relevance' &&
    query.category === undefined &&
    query.tag === undefined &&
    query.artist === undefined &&
    query.templateId === undefined &&
    query.type === undefined &&
    query.ids === undefined &&
    query.attributes.size === 0 &&
    (query.noCategories || query.countOnly)
  );
}

export interface ListingSql {
  /** FROM … WHERE … shared by the count, page and facet queries. */
  from: string;
  params: unknown[];
  orderBy: string;
  orderParams: unknown[];
}

/**
 * Builds the SQL of a listing; attribute filters arrive resolved to value ids. `now`
 * decides which campaigns run (the price sort uses their prices).
 */
export function listingSql(query: ListingQuery, store: Store, attributeValueIds: number[][], now: Date): ListingSql {
  // Sorted by popularity or date, the products drive the query (CROSS JOIN is SQLite's way to
  // fix the order of a join), read in the order of their index (products_popularity,
  // products_published) until the page is full: a start page's eight bestsellers read eight
  // products instead of every product of the language, sorted. Left to itself the planner
  // starts from the language's translations (its equality on the locale) and sorts them all.
  const byProductIndex = query.text === undefined && (query.sort === 'popular' || query.sort === 'newest');
  const joins = [`${byProductIndex ? 'CROSS JOIN' : 'JOIN'} product_translations t ON t.product_id = p.id AND t.locale = ?`];
  const params: unknown[] = [store.locale];
  const where: string[] = [];
  if (query.text !== undefined) {
    const match = ftsExpression(query.text);
    if (match === null) where.push('0');
    else {
      joins.push(
        'JOIN (SELECT product_id, bm25(product_search, 0, 0, 10, 2) AS rank FROM product_search WHERE product_search MATCH ? AND rowid BETWEEN ? AND ?) s ON s.product_id = p.id',
      );
      params.push(match, ...languageRowids(store.locale));
    }
  }
  if (query.category !== undefined) {
    where.push(
      'p.id IN (SELECT pc.product_id FROM product_categories pc JOIN category_closure cc ON cc.descendant_id = pc.category_id WHERE cc.ancestor_id = ?)',
    );
    params.push(query.category);
  }
  if (query.tag !== undefined) {
    where.push(
      'p.id IN (SELECT pt.product_id FROM product_tags pt JOIN tag_translations tt ON tt.tag_id = pt.tag_id WHERE tt.locale = ? AND tt.slug = ?)',
    );
    params.push(store.locale, query.tag);
  }
  if (query.artist !== undefined) {
    where.push('p.artist_id = (SELECT id FROM artists WHERE slug = ?)');
    params.push(query.artist);
  }
  if (query.templateId !== undefined) {
    where.push('p.template_id = ?');
    params.push(query.templateId);
  }
  if (query.type !== undefined) {
    where.push('p.type = ?');
    params.push(query.type);
  }
  if (query.ids !== undefined) {
    where.push('p.id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(query.ids));
  }
  for (const valueIds of attributeValueIds) {
    where.push('p.id IN (SELECT product_id FROM product_attribute_values WHERE value_id IN (SELECT value FROM json_each(?)))');
    params.push(JSON.stringify(valueIds));
  }
  const from = `FROM products p ${joins.join(' ')}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`;
  return { from, params, ...ordering(query, store, now) };
}

/**
 * What one piece costs the shopper at the least, in the store's currency: the product's
 * lowest normal single-piece price (product_sort_prices), or its lowest campaign price of
 * a campaign running now when that is lower (campaign_sort_prices, migration 0006). Taking
 * the lower of the two is the price paid because a campaign price is below the same
 * variation's normal price. One primary-key read each per product; the running campaigns
 * are read once per query.
 */
const PAID_PRICE = `MIN(
  COALESCE((SELECT price FROM product_sort_prices sp WHERE sp.product_id = p.id AND sp.currency = ?), 1e308),
  COALESCE((SELECT MIN(cp.price) FROM campaign_sort_prices cp WHERE cp.product_id = p.id AND cp.currency = ?
     AND cp.campaign_id IN (SELECT id FROM campaigns WHERE starts_at <= ? AND ends_at >= ?)), 1e308))`;

function ordering(query: ListingQuery, store: Store, now: Date): { orderBy: string; orderParams: unknown[] } {
  const paidPrice = (direction: 'ASC' | 'DESC') => {
    const at = now.toISOString();
    return { orderBy: `${PAID_PRICE} ${direction}, p.id`, orderParams: [store.currency, store.currency, at, at] };
  };
  switch (query.sort) {
    case 'relevance':
      return query.text !== undefined && ftsExpression(query.text) !== null
        ? { orderBy: 's.rank, p.popularity DESC, p.id', orderParams: [] }
        : { orderBy: 'p.popularity DESC, p.id', orderParams: [] };
    case 'ids':
      return { orderBy: "instr(?, ',' || p.id || ',')", orderParams: [`,${(query.ids ?? []).join(',')},`] };
    case 'newest':
      return { orderBy: 'p.published_at DESC, p.id DESC', orderParams: [] };
    case 'name':
      return { orderBy: 't.slug, p.id', orderParams: [] };
    case 'price_asc':
      return paidPrice('ASC');
    case 'price_desc':
      return paidPrice('DESC');
    default:
      return { orderBy: 'p.popularity DESC, p.id', orderParams: [] };
  }
}
