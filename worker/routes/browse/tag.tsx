import type { Context } from 'hono';
import { LOCALE_CODES } from '../../../shared/locales';
import { tagPath, translatedPaths } from '../../../shared/routes';
import type { TagDetail } from '../../../shared/types';
import { checkTag } from '../../api/checks';
import type { AppEnv } from '../../context';
import { layoutDataOf } from '../../layout-reads';
import { itemListStructuredData } from '../structured-data/item-list';
import { Listing, attributesOf, failure, isEmptyListing, loadListing, pagePath, readListingState } from './listing';
import { pageTitle } from '../../components/browse/page-title';

/**
 * Product tag page at the language's tag word (locales/paths.ts), e.g. /thema/geschenkidee.
 * The tag is critical (unknown slug: 404); its products are read beside it.
 */
export async function tagRoute(c: Context<AppEnv>, slug: string) {
  const { api, t, market } = c.var;
  const code = market.locale.code;
  const state = readListingState(c);
  layoutDataOf(c);
  const attributes = attributesOf(c);
  const tagRead = api.get(`/api/tags/${encodeURIComponent(slug)}`, {}, checkTag);
  const listingRead = attributes.then((list) => loadListing(c, { tag: slug }, state, list));
  let tag: TagDetail;
  try {
    tag = await tagRead;
  } catch (error) {
    listingRead.catch(() => undefined);
    throw failure(error);
  }
  const listing = await listingRead;
  const path = tagPath(code, tag.slug);
  const isEmpty = isEmptyListing(listing);
  const alternatePaths = translatedPaths(tag.slugs, (lang, slug) => pagePath(tagPath(lang, slug), state.page), LOCALE_CODES);
  return c.render(
    <section className="tag-page">
      <h1>{tag.name}</h1>
      <Listing c={c} listing={listing} path={path} empty={t(isEmpty ? 'browse.listing.none_yet' : 'browse.listing.empty')} />
    </section>,
    {
      title: pageTitle(t, 'tag', tag.name, state.page),
      description: t('browse.tag.description', { name: tag.name }),
      canonicalPath: pagePath(path, state.page),
      alternatePaths,
      ...(isEmpty ? { findability: 'unlisted' as const } : {}),
      structuredData: listing.products.length > 0 ? [itemListStructuredData(listing.products, market, tag.name)] : [],
    },
  );
}
