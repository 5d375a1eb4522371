import { Hono } from 'hono';
import { formRoutes } from './actions/forms';
import { artistRoutes, reviewRoutes, sessionRoutes } from './artists';
import { checkoutRoutes } from './routes/checkout';
import { deliveryRoutes } from './routes/delivery';
import { syncRoutes } from './actions/sync';
import type { OriginBindings } from './context';
import { HttpError, postOnly, requestBodyLimit } from './http';
import { contentRoutes } from './routes/catalog-content';
import { imageRoutes } from './routes/images';
import { mediaRoutes } from './routes/media';
import { peopleAndTagRoutes } from './routes/people-and-tags';
import { photoRoutes } from './routes/photos';
import { productRoutes } from './routes/products';
import { requireStore } from './store';
import { paymentsConfigGuard } from './payments/guard';
import { clientErrorRoutes } from './ops/client-errors';
import { opsProductRoutes } from './ops/products';
import { printFileRoutes } from './ops/print-files';

export type { OriginEnv } from './context';

/**
 * The embedded commerce API (used when no API_ORIGIN is configured): the calls of
 * SPEC section 7 answered from D1, served by the commerce Worker (./worker.ts) and called by
 * the storefront through a service binding; every call carries locale and sid. See docs/api.md.
 */
export const origin = new Hono<OriginBindings>();

// A payment configuration that cannot take money answers 503 before anything (payments/guard.ts).
origin.use('*', paymentsConfigGuard);
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
origin.route('/', printFileRoutes);

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
