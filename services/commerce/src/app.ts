import { Hono } from 'hono';
import { formRoutes } from './newsletter/subscription-routes';
import { artistRoutes, reviewRoutes, sessionRoutes } from './artists';
import { checkoutRoutes } from './checkout/order-routes';
import { deliveryRoutes } from './checkout/delivery/routes';
import { syncRoutes } from './cart/sync';
import type { OriginBindings } from './context';
import { HttpError, postOnly, requestBodyLimit } from './http/body';
import { contentRoutes } from './catalog/content-routes';
import { imageRoutes } from './media/image-routes';
import { mediaRoutes } from './media/upload-routes';
import { peopleAndTagRoutes } from './catalog/artist-and-tag-routes';
import { photoRoutes } from './media/photo-routes';
import { productRoutes } from './catalog/product-routes';
import { requireStore } from './http/store';
import { clientErrorRoutes } from './ops/client-errors';
import { opsProductRoutes } from './ops/products';

export type { OriginEnv } from './context';

/**
 * The embedded commerce API (used when no API_ORIGIN is configured): the calls of
 * SPEC section 7 answered from D1, served by the commerce Worker (./worker.ts) and called by
 * the storefront through a service binding; every call carries locale and sid. See docs/api.md.
 */
export const origin = new Hono<OriginBindings>();

origin.use('*', requireStore);
origin.use('*', requestBodyLimit);
origin.route('/', productRoutes);
origin.route('/', contentRoutes);
origin.route('/', peopleAndTagRoutes);
origin.route('/', imageRoutes);
origin.route('/', syncRoutes);
origin.route('/', formRoutes);
origin.route('/', deliveryRoutes);
origin.route('/', checkoutRoutes);
origin.route('/', mediaRoutes);
origin.route('/', photoRoutes);
origin.route('/', artistRoutes);
origin.route('/', sessionRoutes);
origin.route('/', reviewRoutes);
origin.route('/', clientErrorRoutes);
origin.route('/', opsProductRoutes);

// Paths that take POST only answer any other method with 405 (registered after the POST handlers).
const routesOf = (method: string) => new Set(origin.routes.filter((r) => r.method === method).map((r) => r.path));
const gets = routesOf('GET');
postOnly(
  origin,
  [...routesOf('POST')].filter((path) => !gets.has(path)),
);

origin.notFound((c) => c.json({ error: 'Not found' }, 404));

origin.onError((error, c) => {
  if (error instanceof HttpError) return c.json({ error: error.message, ...error.fields }, error.status, error.headers);
  console.error('origin: unexpected error', error);
  return c.json({ error: 'Internal error' }, 500);
});
