import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { categoryCrumbs } from '../../shared/breadcrumbs';
import { decodePathPart } from '../../shared/http/path';
import { LOCALE_CODES } from '../../shared/locales';
import { translatedPaths } from '../../shared/routes';
import { Breadcrumbs } from '../components/browse/Breadcrumbs';
import { pageTitle } from '../components/browse/page-title';
import type { AppEnv } from '../context';
import { layoutDataOf } from '../layout-reads';
import { isListed } from '../components/site/CategoryNav';
import { Listing, attributesOf, categoryTrailAt, isEmptyListing, loadListing, pagePath, readListingState } from './browse/listing';
import { itemListStructuredData } from './structured-data/item-list';

/** The path of a request as category uris are written: decoded, without a trailing slash. */
function categoryPathOf(url: string): string | null {
  // A malformed percent-encoding: no category has such a path.
  return decodePathPart(new URL(url).pathname)?.replace(/\/+$/, '') ?? null;
}

/**
 * Category page at the wildcard path of nested category slugs, any depth (docs/shop-rules.md "Routes"). The
 * category tree with every language's uris (`uris=1`, for hreflang) decides whether the
 * path exists; then its grid is critical. Sort, filters and page live in the URL.
 */
export async function categoryRoute(c: Context<AppEnv>) {
  c.set('pageKind', 'category');
  const { t, market } = c.var;
  const path = categoryPathOf(c.req.url);
  if (!path) throw new HTTPException(404);
  const state = readListingState(c);
  layoutDataOf(c);
  const attributes = attributesOf(c);
  const trail = await categoryTrailAt(c, path);
  const category = trail?.at(-1);
  if (!trail || !category) throw new HTTPException(404);
  const listing = await loadListing(c, { category: category.id }, state, await attributes);
  // Languages without this category's uri are left out (no alternate that would not point back).
  const alternatePaths = translatedPaths(category.uris ?? {}, (_, uri) => pagePath(uri, state.page), LOCALE_CODES);
  const isEmpty = isEmptyListing(listing);
  const children = category.children.filter(isListed);
  const title = pageTitle(t, 'category', category.name, state.page);
  return c.render(
    <section className="category-page">
      <Breadcrumbs crumbs={categoryCrumbs(trail)} label={t('browse.breadcrumbs')} origin={market.origin} />
      <h1>{category.name}</h1>
      {children.length > 0 && (
        <nav aria-label={t('browse.category.subcategories')}>
          <ul className="subcategories">
            {children.map((child) => (
              <li key={child.id}>
                <a href={child.uri}>{child.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Listing c={c} listing={listing} path={category.uri} empty={t(isEmpty ? 'browse.listing.none_yet' : 'browse.listing.empty')} />
    </section>,
    {
      title,
      description: t('browse.category.description', { name: category.name }),
      canonicalPath: pagePath(category.uri, state.page),
      hasMarkdown: true,
      alternatePaths,
      ...(isEmpty ? { findability: 'unlisted' as const } : {}),
      structuredData: listing.products.length > 0 ? [itemListStructuredData(listing.products, market, category.name)] : [],
    },
  );
}
