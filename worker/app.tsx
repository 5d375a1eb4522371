import { Hono } from 'hono';
import { PATH_WORDS } from '../locales/paths';
import { pictureCopies, proxy } from './api/proxy';
import { setCacheControl, strategies } from './cache/policy';
import type { AppEnv } from './context';
import { configGuard } from './middleware/config-guard';
import { crossSiteGuard } from './middleware/cross-site';
import { FRAGMENT_PATHS, PATHS } from '../shared/site-paths';
import { oneClickUnsubscribe } from './routes/site/one-click-unsubscribe';
import { redirects } from './middleware/redirects';
import { requestLog } from './middleware/request-log';
import { drainUnreadBody } from './middleware/unread-body';
import { varyByEncoding } from './middleware/vary';
import { faviconIcoRoute } from './routes/favicon';
import { sessionCookie } from './auth';
import { accountRoutes, sessionApi } from './routes/account';
import { opsRoutes } from './routes/ops';
import { market } from './middleware/market';
import { renderer } from './render';
import { affiliate } from './middleware/affiliate';
import { pageCache } from './middleware/page-cache';
import { securityHeaders } from './middleware/security-headers';
import { speculationRules } from './middleware/speculation';
import { browseRoutes } from './routes/browse';
import { feedRoutes } from './routes/feeds';
import { agentRoutes } from './routes/agents';
import { siteRoutes } from './routes/site';
import { checkoutRoutes } from './routes/checkout';
import { orContentPage } from './routes/site/content-page';
import { catalogPage, ownCacheControl } from './cache/route-policy';
import { assetNotFound, benchStatic } from './routes/assets';
import { categoryRoute } from './routes/category';
import { errorPage, notFoundPage } from './routes/errors';
import { homeRoute } from './routes/home';
import { productRoute } from './routes/product';
import { relatedRoute } from './routes/related';
import { categoryMenuFragmentRoute } from './routes/site/category-menu-fragment';
import { newsletterFragmentRoute } from './routes/site/newsletter-fragment';
import { reviewsFragmentRoute } from './routes/site/reviews-fragment';
import { frameListRoute } from './routes/frame-list';
import { cartLabelsRoute } from './routes/cart-labels';
import { PROPS_DIRECTORY } from './components/props-file';
import { hookRoutes } from './routes/hooks';
import { customPosterRoutes } from './routes/custom-poster';
import { galleryWallRoutes } from './routes/gallery-wall';

/**
 * Builds the shop's Hono app: market resolution, the API proxy and pages.
 * `moreRoutes` (tests only, tests/worker/clock-worker.ts) registers routes before the
 * catch-all, behind the same middleware as the shop's pages.
 */
export function createApp({ moreRoutes }: { moreRoutes?: (app: Hono<AppEnv>) => void } = {}) {
  const app = new Hono<AppEnv>();

  // Outermost: one JSON line per request with its final status and cache verdict (LOG_REQUESTS).
  app.use(requestLog);
  // What the answer did not read of a request body is read and dropped before it leaves (lingering close).
  app.use(drainUnreadBody);
  // Every answer whose body may be compressed says so (Vary: Accept-Encoding), stored ones too.
  app.use(varyByEncoding);
  // First, so every answer of the Worker gets them (errors and the proxy too), and outside the
  // page cache, so a cached page's script nonce is fresh for every answer.
  app.use(securityHeaders);
  // The static assets are served without the Worker (ADR 0015): what comes here names no file.
  app.get('/assets/*', ownCacheControl, assetNotFound);
  app.get('/favicon.ico', ownCacheControl, faviconIcoRoute);
  // Benchmark baseline (npm run bench): a static answer of a given size from this worker.
  app.get('/__bench/static/:bytes', ownCacheControl, (c, next) => (c.env.BENCH === '1' ? benchStatic(c) : next()));
  // A misconfigured deployment answers 503 (and logs why) before anything reads the configuration.
  app.use(configGuard);
  // The commerce API's signed catalog changes: purge on every domain (any host, no market needed).
  app.route('/', hookRoutes);
  // The operator's 301s (www → apex, moved paths) before anything renders.
  app.use(redirects);
  app.use(market);
  // A picture copy needs only its market (its cache key): straight to the proxy's edge read.
  app.route('/', pictureCopies);
  app.route('/', customPosterRoutes);
  // A language's frames for the purchase panel, one immutable file (worker/routes/frame-list.ts):
  // like a picture copy, it needs only its market, and no session or page middleware applies.
  app.get(`${PROPS_DIRECTORY}/:file{frames\\.[0-9a-f]{16}\\.json}`, ownCacheControl, frameListRoute);
  // The same for the drawers' labels (worker/routes/cart-labels.ts), which come with the build.
  app.get(`${PROPS_DIRECTORY}/:file{cart\\.[0-9a-f]{16}\\.json}`, ownCacheControl, cartLabelsRoute);
  // RFC 8058's one-click unsubscribe comes from mail providers' servers, authorised by its
  // link's token, not by this shop's origin: before the cross-site guard (the route says why).
  app.post(PATHS.unsubscribe, oneClickUnsubscribe);
  app.use(crossSiteGuard);
  // Reads the session on personal pages and writes its cookie (renewed, new, deleted): worker/auth.
  app.use(sessionCookie);
  // Before the proxy: GET /api/session is the storefront's own.
  app.route('/', sessionApi);
  app.route('/', proxy);
  // The operator view (/__ops): its own access check, never stored, before the renderer and page cache.
  app.route('/', opsRoutes);

  app.use(async (c, next) => {
    await next();
    // Whatever the page cache did not mark stays out of shared caches.
    if (!c.res.headers.has('Cache-Control')) setCacheControl(c.res.headers, strategies.private());
    // Locally the simulator gzips whole bodies, which hides streaming; see ADR 0003.
    if (c.env.HTML_CONTENT_ENCODING && c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Encoding', c.env.HTML_CONTENT_ENCODING);
    }
  });
  // Public pages name the speculation rules; outside the page cache, so no entry depends on it.
  app.use(speculationRules);
  // Outside the page cache: it may set cookies on cached pages too.
  app.use(affiliate);
  app.use(pageCache(async (request, env, ctx) => app.fetch(request, env, ctx)));
  // Inside the page cache: a page from the edge cache is no render and makes no nonce (issue 27).
  app.use(renderer);
  // Each page route declares its caching (worker/cache/route-policy.ts); undeclared: never stored.
  // /llms.txt, the web app manifest and every `{page}.md` (before the product and category routes, which would take those paths).
  app.route('/', agentRoutes);
  app.get('/', catalogPage, (c) => {
    c.set('pageKind', 'start');
    return homeRoute(c);
  });
  app.get('/:word/:slug', catalogPage, async (c, next) => {
    const word = c.req.param('word');
    if (word !== PATH_WORDS[c.get('market').locale.code].product) return next();
    c.set('pageKind', 'product');
    return productRoute(c, c.req.param('slug'));
  });
  // Fragments the pages fetch when needed (worker/routes/fragments.ts): a product page's related
  // products and every page's customer reviews as the shopper nears them, the newsletter
  // dialog's form as the shopper reaches for it, the category bar's dropdowns as the pointer or
  // the focus reaches the bar.
  app.get(`${FRAGMENT_PATHS.related}/:slug`, catalogPage, (c) => {
    c.set('pageKind', 'product');
    return relatedRoute(c);
  });
  app.get(FRAGMENT_PATHS.newsletter, catalogPage, (c) => {
    c.set('pageKind', 'content');
    return newsletterFragmentRoute(c);
  });
  app.get(FRAGMENT_PATHS.categoryMenu, catalogPage, (c) => {
    c.set('pageKind', 'content');
    return categoryMenuFragmentRoute(c);
  });
  app.get(FRAGMENT_PATHS.reviews, catalogPage, (c) => {
    c.set('pageKind', 'content');
    return reviewsFragmentRoute(c);
  });
  app.route('/', browseRoutes);
  // The merchant feeds (/feeds/google-merchant.xml, /feeds/pinterest.csv), catalog pages as far as caching goes.
  app.route('/', feedRoutes);
  app.route('/', siteRoutes);
  app.route('/', checkoutRoutes);
  app.route('/', accountRoutes);
  // The gallery-wall designer at its word of the language (/gallery-wall, /bilderwand…).
  app.route('/', galleryWallRoutes);
  moreRoutes?.(app);
  // Last: any other path may be a category path of nested slugs, else a content page.
  app.get('/*', catalogPage, orContentPage(categoryRoute));

  app.notFound(notFoundPage);
  app.onError(errorPage);
  return app;
}
