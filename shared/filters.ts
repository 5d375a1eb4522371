/**
 * The state of a product listing (category, tag, artist and search pages) as it lives in
 * the URL: page, sort and attribute filters. Every view is a plain URL, so it can be
 * shared and cached; the canonical form keeps one cache entry per view.
 *
 * Filters are written with the attribute's and the values' slugs of the language, one
 * parameter per value, as a plain GET form sends them: `?size=50x70&size=30x40&colour=blue`.
 */
import type { ProductAttribute } from './types';

export const SORTS = ['popular', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'popular';
export const PER_PAGE = 24;
/** The API pages at most this far (docs/api.md: page ≤ 100000). */
export const MAX_PAGE = 100_000;

/**
 * `?filters=show`: the filter panel, open, with every value (the way to it without
 * JavaScript on a listing that has no filter yet; with JavaScript the panel loads them).
 */
export const FILTER_PANEL_PARAM = 'filters';

/** Parameters a listing reads itself; an attribute with such a slug cannot be a filter. */
const RESERVED = new Set(['page', 'sort', 'query', FILTER_PANEL_PARAM]);

/** attribute slug -> selected value slugs, in the attributes' display order. */
export type Filters = [attribute: string, values: string[]][];

export interface ListingState {
  page: number;
  sort: Sort;
  filters: Filters;
}

/**
 * A page number as written in a URL: absent is page 1; anything but a plain positive
 * integer (0, -1, 1.5, 02, abc) is invalid (null), and the page answers 404.
 */
export function parsePage(value: string | null | undefined): number | null {
  if (value === undefined || value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** Absent is the default; an unknown sort is invalid (null). */
export function parseSort(value: string | null | undefined): Sort | null {
  if (value === undefined || value === null || value === '') return DEFAULT_SORT;
  return (SORTS as readonly string[]).includes(value) ? (value as Sort) : null;
}

/** The filters of `params` that name a known attribute and known values; the rest is ignored. */
export function parseFilters(params: URLSearchParams, attributes: readonly ProductAttribute[]): Filters {
  const filters: Filters = [];
  for (const attribute of attributes) {
    if (RESERVED.has(attribute.slug)) continue;
    const wanted = new Set(
      params
        .getAll(attribute.slug)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim()),
    );
    const values = attribute.values.filter((value) => wanted.has(value.slug)).map((value) => value.slug);
    if (values.length > 0) filters.push([attribute.slug, values]);
  }
  return filters;
}

/** The filters as the commerce API takes them: `attr[slug]=a,b`. */
export function apiFilterQuery(filters: Filters): Record<string, string> {
  return Object.fromEntries(filters.map(([attribute, values]) => [`attr[${attribute}]`, values.join(',')]));
}

/**
 * The canonical query of a listing view: `base` first (e.g. the search query), then filters
 * in attribute order, then sort (unless default), then page (unless 1).
 */
export function listingParams(state: ListingState, base: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [attribute, values] of state.filters) for (const value of values) params.append(attribute, value);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The view of a listing with its filter panel open: first page, same sort and filters. */
export function filterPanelParams(state: ListingState, base: Record<string, string> = {}): URLSearchParams {
  const params = listingParams({ ...state, page: 1 }, base);
  params.set(FILTER_PANEL_PARAM, 'show');
  return params;
}

export function isSelected(filters: Filters, attribute: string, value: string): boolean {
  return filters.some(([name, values]) => name === attribute && values.includes(value));
}

export function activeFilterCount(filters: Filters): number {
  return filters.reduce((sum, [, values]) => sum + values.length, 0);
}

/** Number of pages for `records` products (at least 1: an empty listing still has its page). */
export function pageCount(records: number, perPage = PER_PAGE): number {
  return Math.max(1, Math.ceil(records / perPage));
}

/**
 * Page numbers to link to: the first, the last and a window around the current one,
 * with null where pages are left out ("1 … 4 5 6 … 20").
 */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
