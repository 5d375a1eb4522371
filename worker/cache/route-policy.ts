import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { PageKind } from './page-kinds';

/**
 * Every route declares where its answers may be kept, where it is registered
 * (`app.get(path, catalogPage, handler)`); the page cache stores only what a route declared
 * `catalogPage`, never a personal path (shared/site-paths.ts PRIVATE_PATHS) whatever it
 * declared, and a route that declares nothing is never stored (worker/middleware/page-cache).
 * tests/worker/route-cache.test.ts fails on a GET route without a declaration.
 */
export type PageCachePolicy = 'catalog' | 'private' | 'own';

declare module 'hono' {
  interface ContextVariableMap {
    /** What this request's route declared about caching; unset: never stored. */
    pageCachePolicy?: PageCachePolicy;
    /** The kind of catalog page this is, for its own cache policy (CATALOG_CACHE start, category, product, content). */
    pageKind?: PageKind;
  }
}

const declare = (policy: PageCachePolicy) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('pageCachePolicy', policy);
    await next();
  });

/** The same for everyone: kept at the edge per the operator's catalog policy (CATALOG_CACHE). */
export const catalogPage = declare('catalog');
/** Personal or changing: private, no-store (checkout, account, sign-in). */
export const privatePage = declare('private');
/** Sets its own Cache-Control and is not a page (assets, the API proxy): the page cache leaves it alone. */
export const ownCacheControl = declare('own');

/** The declaration markers, for the test that walks the routes. */
export const CACHE_DECLARATIONS: readonly unknown[] = [catalogPage, privatePage, ownCacheControl];
