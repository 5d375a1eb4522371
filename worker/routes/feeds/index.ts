import { Hono, type Context } from 'hono';
import { FEED_PATHS } from '../../../shared/site-paths';
import { catalogPage } from '../../cache/route-policy';
import { clockOf } from '../../clock';
import type { AppEnv } from '../../context';
import { googleMerchantFormat } from './google-merchant';
import { pinterestFormat } from './pinterest';
import { FeedUnavailable, openFeedSource, type FeedSource } from './source';
import { feedStream, type FeedFormat } from './stream';

/**
 * The merchant feeds of each domain (docs/operations.md "Merchant feeds"): its market's
 * catalog for Google Merchant Center and Pinterest, streamed a catalog page at a time.
 * Catalog pages as far as caching goes: the same for everyone, kept at the edge by the
 * catalog policy and purged with the catalog's tags (worker/middleware/page-cache).
 */
export const feedRoutes = new Hono<AppEnv>();

async function feedRoute(c: Context<AppEnv>, contentType: string, formatOf: (source: FeedSource) => FeedFormat) {
  let source: FeedSource;
  try {
    source = await openFeedSource(c);
  } catch (error) {
    if (!(error instanceof FeedUnavailable)) throw error;
    console.error(`feeds: ${new URL(c.req.url).pathname} could not read the catalog:`, error.message);
    return c.text('The catalog cannot be read just now; try again in a few minutes.', 503, { 'Retry-After': '300' });
  }
  return c.body(feedStream(source, formatOf(source)), 200, { 'Content-Type': contentType });
}

feedRoutes.get(FEED_PATHS.googleMerchant, catalogPage, (c) =>
  feedRoute(c, 'application/xml; charset=utf-8', (source) => googleMerchantFormat(source, new Date(clockOf(c.env)()))),
);
feedRoutes.get(FEED_PATHS.pinterest, catalogPage, (c) => feedRoute(c, 'text/csv; charset=utf-8', pinterestFormat));
