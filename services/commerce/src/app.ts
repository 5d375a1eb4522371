import { Hono } from 'hono';
import { artistRoutes } from './artists';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { checkoutRoutes } from './checkout';
import { paymentsConfigGuard } from './checkout/payments/guard';
import type { ApiEnv } from './context';
import { requestBodyLimit } from './http/body';
import { HttpError } from './http/errors';
import { postOnly } from './http/methods';
import { requireStore } from './http/store';
import { mailRoutes } from './mail';
import { handOffAfterWrites } from './mail/delivery/after-writes';
import { mailConfigGuard } from './mail/delivery/guard';
import { mediaRoutes } from './media';
import { newsletterRoutes } from './newsletter';
import { opsRoutes } from './ops';
import { contractRoutes } from './http/openapi/routes';

/**
 * The commerce app: the commerce API of docs/api.md answered from D1, served by the
 * commerce Worker (./worker.ts) and called by the storefront through a service binding;
 * every call carries locale and sid (./http/store.ts). One sub-app per feature, each in its
 * folder with its logic beside it (docs/decisions/0010-commerce-worker.md).
 */
export const commerceApp = new Hono<ApiEnv>();

// A payment configuration that cannot take money answers 503 before anything (checkout/payments/guard.ts).
commerceApp.use('*', paymentsConfigGuard);
// So is a mail configuration that cannot send from the market's address (mail/delivery/guard.ts).
commerceApp.use('*', mailConfigGuard);
// A call that wrote mail hands it to the mail queue after its answer (mail/delivery/after-writes.ts).
commerceApp.use('*', handOffAfterWrites);
commerceApp.use('*', requireStore);
commerceApp.use('*', requestBodyLimit);
commerceApp.route('/', catalogRoutes);
commerceApp.route('/', cartRoutes);
commerceApp.route('/', newsletterRoutes);
commerceApp.route('/', checkoutRoutes);
commerceApp.route('/', mailRoutes);
commerceApp.route('/', mediaRoutes);
commerceApp.route('/', artistRoutes);
commerceApp.route('/', opsRoutes);
// The API's own description, made from the routes above (http/openapi/, docs/api.md "The contract").
commerceApp.route('/', contractRoutes(commerceApp as never));

// Paths that take POST only answer any other method with 405 (registered after the POST handlers).
const routesOf = (method: string) => new Set(commerceApp.routes.filter((r) => r.method === method).map((r) => r.path));
const gets = routesOf('GET');
postOnly(
  commerceApp,
  [...routesOf('POST')].filter((path) => !gets.has(path)),
);

commerceApp.notFound((c) => c.json({ error: 'Not found' }, 404));

commerceApp.onError((error, c) => {
  if (error instanceof HttpError) return c.json({ error: error.message, ...error.fields }, error.status, error.headers);
  console.error('commerce: unexpected error', error);
  return c.json({ error: 'Internal error' }, 500);
});
