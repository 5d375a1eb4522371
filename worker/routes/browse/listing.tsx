import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import ListingControls from '../../../client/islands/browse/ListingControls';
import {
  DEFAULT_SORT,
  PER_PAGE,
  SORTS,
  FILTER_PANEL_PARAM,
  apiFilterQuery,
  filterPanelParams,
  isSelected,
  listingParams,
  pageCount,
  parseFilters,
  parsePage,
  parseSort,
  type ListingState,
} from '../../../shared/filters';
import { GRID_ANCHOR, withQuery } from '../../../shared/routes';
import { isBrowserOnlyParam } from '../../../shared/page-params';
import type { Category, ProductAttribute, ProductSummary } from '../../../shared/types';
import { categoryTrail } from '../../../shared/breadcrumbs';
import { checkAttributes, checkCategories, checkProductList } from '../../api/checks';
import { ApiError, deferred } from '../../api/client';
import { Pagination } from '../../components/browse/Pagination';
import { Island } from '../../components/island';
import { FIRST_ROW_CARDS, ProductGrid, type HeadingLevel } from '../../components/ProductCard';
import type { AppEnv } from '../../context';

/** Page and sort from the URL; anything invalid is a 404 (docs/browse.md "404 rules": validation fails). */
export function readListingState(c: Context<AppEnv>): Pick<ListingState, 'page' | 'sort'> {
  const page = parsePage(c.req.query('page'));
  const sort = parseSort(c.req.query('sort'));
  if (page === null || sort === null) throw new HTTPException(404);
  return { page, sort };
}

/**
 * Parameters that never filter: the listing's own, and those only the browser reads.
 * `filters=show` (FILTER_PANEL_PARAM) is not among them: it asks for the panel's values.
 */
const isNotFilter = (name: string) => name === 'page' || name === 'sort' || name === 'query' || isBrowserOnlyParam(name);

/**
 * The attributes, read only when the URL may hold filters (they are needed to tell filters
 * from other parameters). An unfiltered listing leaves them to the filter panel, which
 * loads them when opened: the page then depends on no optional read, and an upstream
 * without product-attributes still gets its listings cached. Null: not read.
 */
export function attributesOf(c: Context<AppEnv>): Promise<ProductAttribute[] | null> {
  const params = Object.keys(c.req.queries());
  if (params.every(isNotFilter)) return Promise.resolve(null);
  return deferred(c.var.api.get('/api/product-attributes', {}, checkAttributes), []);
}

/** Upstream failures of critical reads: a client-side error (4xx) is a 404, anything else 503. */
export function failure(error: unknown): HTTPException {
  return new HTTPException(error instanceof ApiError && error.status < 500 ? 404 : 503, { cause: error });
}

/**
 * The trail from a top category down to the category whose address is `path` (every language's
 * uris read with the tree), or null when none has it. A failed read is `failure`'s answer.
 */
export async function categoryTrailAt(c: Context<AppEnv>, path: string): Promise<Category[] | null> {
  let tree: Category[];
  try {
    tree = await c.var.api.get('/api/product-categories', { v: 2, uris: 1 }, checkCategories);
  } catch (error) {
    throw failure(error);
  }
  return categoryTrail(tree, (node) => node.uri === path);
}

export interface LoadedListing {
  state: ListingState;
  products: ProductSummary[];
  records: number;
  pages: number;
  /** Null when not read (no filters in the URL). */
  attributes: ProductAttribute[] | null;
}

/**
 * One page of a listing. `scope` selects the products (category, tag, artist, query).
 * A page after the last one is a 404; the first page of an empty listing is not.
 */
export async function loadListing(
  c: Context<AppEnv>,
  scope: Record<string, string | number>,
  state: Pick<ListingState, 'page' | 'sort'>,
  attributes: ProductAttribute[] | null,
  options: { sort?: boolean } = {},
): Promise<LoadedListing> {
  const filters = parseFilters(new URL(c.req.url).searchParams, attributes ?? []);
  const full: ListingState = { ...state, filters };
  let list;
  try {
    list = await c.var.api.list(
      '/api/products',
      {
        ...scope,
        ...apiFilterQuery(filters),
        ...(options.sort === false ? {} : { sort: state.sort }),
        page: state.page,
        per_page: PER_PAGE,
        nc: 1,
      },
      checkProductList,
    );
  } catch (error) {
    throw failure(error);
  }
  const { products } = list.data;
  // x-records may be missing from another upstream: then the page itself tells.
  const records = list.records || (products.length > 0 ? (state.page - 1) * PER_PAGE + products.length : 0);
  const pages = pageCount(records);
  if (state.page > 1 && (products.length === 0 || state.page > pages)) throw new HTTPException(404);
  return { state: full, products, records, pages, attributes };
}

/**
 * A listing with no product at all (no filter narrowed it): an empty category or tag. Its
 * page still answers, says there is nothing yet, and is kept out of indexes with no item
 * list; menus and sitemaps leave such categories and tags out (docs/browse.md).
 */
export function isEmptyListing(listing: LoadedListing): boolean {
  return listing.records === 0 && listing.state.filters.length === 0;
}

/** The canonical path of page `page` of a listing at `path` (filters and sort are views of it, not pages). */
export function pagePath(path: string, page: number, base: Record<string, string> = {}): string {
  return withQuery(path, listingParams({ page, sort: DEFAULT_SORT, filters: [] }, base));
}

/**
 * The grid with its count, sort, filter panel and page links. `path` is the listing's
 * path on this domain; `keep` are parameters every view of it carries (the search query).
 * The product names are h2 right under the page's h1; `headingLevel` 3 when the listing
 * sits under a section heading of its own (an artist's posters).
 */
export function Listing({
  c,
  listing,
  path,
  keep = {},
  withSort = true,
  empty,
  headingLevel = 2,
}: {
  c: Context<AppEnv>;
  listing: LoadedListing;
  path: string;
  keep?: Record<string, string>;
  withSort?: boolean;
  empty: string;
  headingLevel?: HeadingLevel;
}) {
  const { t, market } = c.var;
  const { state, products, records, pages, attributes } = listing;
  const sorts = SORTS.map((value) => ({ value, label: t(`browse.listing.sort_${value}`) }));
  return (
    <>
      <div className="listing-head">
        <p className="muted">{t('browse.listing.count', { count: records })}</p>
      </div>
      {(withSort || attributes?.length !== 0) && (
        <Island
          name="ListingControls"
          component={ListingControls}
          props={{
            keep,
            sort: state.sort,
            sorts: withSort ? sorts : [],
            defaultSort: DEFAULT_SORT,
            attributes:
              attributes?.map((attribute) => ({
                name: attribute.name,
                slug: attribute.slug,
                values: attribute.values.map((value) => ({
                  name: value.name,
                  slug: value.slug,
                  selected: isSelected(state.filters, attribute.slug, value.slug),
                })),
              })) ?? null,
            clearHref: withQuery(path, listingParams({ ...state, page: 1, filters: [] }, keep)),
            panelHref: `${withQuery(path, filterPanelParams(state, keep))}#filters`,
            isPanelOpen: new URL(c.req.url).searchParams.has(FILTER_PANEL_PARAM),
            labels: {
              sort: t('browse.listing.sort'),
              filter: t('browse.listing.filter'),
              apply: t('browse.listing.apply'),
              clear: t('browse.listing.clear'),
              showFilters: t('browse.listing.show_filters'),
            },
          }}
        />
      )}
      <div id={GRID_ANCHOR}>
        {products.length > 0 ? (
          <ProductGrid
            products={products}
            locale={market.locale}
            t={t}
            eagerCount={FIRST_ROW_CARDS}
            headingLevel={headingLevel}
            namesPictures
          />
        ) : (
          <p>{empty}</p>
        )}
      </div>
      <Pagination page={state.page} pages={pages} hrefOf={(page) => withQuery(path, listingParams({ ...state, page }, keep))} t={t} />
    </>
  );
}
