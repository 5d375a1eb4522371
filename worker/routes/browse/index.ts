import { Hono } from 'hono';
import { ARTISTS_PATH, SEARCH_PATH, wordRoute } from '../../../shared/routes';
import { catalogPage } from '../../cache/route-policy';
import type { AppEnv } from '../../context';
import { artistRoute, artistsRoute } from './artists';
import { searchRoute } from './search';
import { pagesSitemapRoute, productsSitemapRoute, robotsRoute, sitemapIndexRoute } from './sitemap';
import { tagRoute } from './tag';

/** Browsing screens beyond start, product and category (issue 3): search results, tags, artists, sitemap. */
export const browseRoutes = new Hono<AppEnv>();

browseRoutes.get(SEARCH_PATH, catalogPage, searchRoute);
browseRoutes.get(ARTISTS_PATH, catalogPage, artistsRoute);
browseRoutes.get(`${ARTISTS_PATH}/:slug`, catalogPage, (c) => artistRoute(c, c.req.param('slug')));
browseRoutes.get('/robots.txt', catalogPage, robotsRoute);
browseRoutes.get('/sitemap.xml', catalogPage, sitemapIndexRoute);
browseRoutes.get('/sitemaps/pages.xml', catalogPage, pagesSitemapRoute);
browseRoutes.get('/sitemaps/products/:file{[1-9][0-9]{0,5}\\.xml}', catalogPage, (c) =>
  productsSitemapRoute(c, Number.parseInt(c.req.param('file'), 10)),
);
// Product tag pages: /{tag word of the language}/{slug}; other words fall through.
browseRoutes.get('/:word/:slug', catalogPage, (c, next) =>
  wordRoute(c.var.market.locale.code, c.req.param('word')) === 'tag' ? tagRoute(c, c.req.param('slug')) : next(),
);
