import type { Context } from 'hono';
import { Suspense, use } from 'react';
import { listingParams } from '../../../shared/filters';
import { SEARCH_PATH, withQuery } from '../../../shared/routes';
import { isLocalPath, normalizeQuery, parseSearchParam } from '../../../shared/search';
import type { SearchHint } from '../../../shared/types';
import { checkHints } from '../../api/checks';
import { deferred } from '../../api/client';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';
import { Listing, attributesOf, loadListing, readListingState } from './listing';

/**
 * /search-results?query=…&page=N (docs/browse.md "Header search"): the products matching the query, paged, with
 * the grid anchor for paging links; hints (categories, themes, artists) stream in beside.
 * Without a query (or a one-letter one) the page asks for more.
 */
export async function searchRoute(c: Context<AppEnv>) {
  const { api, t } = c.var;
  const query = parseSearchParam(c.req.query('query'));
  // The header's search field shows what was searched for (also a query too short to run).
  const searchQuery = normalizeQuery(c.req.query('query') ?? '') || undefined;
  const state = readListingState(c);
  layoutDataOf(c);
  if (!query) {
    return c.render(
      <section className="search-page">
        <h1>{t('browse.search.heading')}</h1>
        <p>{t('browse.search.too_short')}</p>
      </section>,
      { title: t('browse.search.heading'), findability: 'unlisted', ...(searchQuery ? { searchQuery } : {}) },
    );
  }
  const hints = deferred(api.get('/api/search-triggers', { query }, checkHints), [] as SearchHint[]);
  const attributes = attributesOf(c);
  // Relevance is the order of a search (the API's default with a query): no sort control.
  const listing = await loadListing(c, { query }, { ...state, sort: 'popular' }, await attributes, { sort: false });
  const keep = { query };
  const title = t('browse.search.title', { query });

  function Hints() {
    const found = use(hints).filter((hint) => isLocalPath(hint.url));
    if (found.length === 0) return null;
    return (
      <nav aria-label={t('browse.search.suggestions')} className="search-hints">
        <ul className="subcategories">
          {found.map((hint) => (
            <li key={hint.id}>
              <a href={hint.url} title={hint.url_title}>
                {hint.hint}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return c.render(
    <section className="search-page">
      <h1>{title}</h1>
      <Suspense fallback={null}>
        <Hints />
      </Suspense>
      <Listing c={c} listing={listing} path={SEARCH_PATH} keep={keep} withSort={false} empty={t('browse.search.no_results', { query })} />
    </section>,
    {
      title: state.page > 1 ? `${title} – ${t('browse.listing.page', { page: state.page })}` : title,
      canonicalPath: withQuery(SEARCH_PATH, listingParams({ page: state.page, sort: 'popular', filters: [] }, keep)),
      searchQuery: query,
      // Results are kept out of indexes (their links are followed), with no hreflang: a query
      // is words of one language, not this page in another (docs/browse.md).
      findability: 'unlisted',
      // The search event (docs/shop-rules.md "Analytics events"), with the query (GA4's search_term): once per search, so
      // on its first page only (paging on is not searching again).
      ...(state.page === 1 ? { pageEvents: [{ event: 'search', search_term: query }] } : {}),
    },
  );
}
