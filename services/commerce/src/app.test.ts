import type { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commerceApp } from './app';
import { artistRoutes } from './artists';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { checkoutRoutes } from './checkout';
import type { CommerceBindings } from './context';
import { mailRoutes } from './mail';
import { mediaRoutes } from './media';
import { newsletterRoutes } from './newsletter';
import { opsRoutes } from './ops';
import { contractRoutes } from './http/openapi/routes';

/**
 * The commerce app as a whole, in-process (Hono's app.request, no workerd): each call is
 * served by the sub-app of its feature's folder (docs/api.md "The code"), and the app's
 * own checks answer before any route reads D1. The routes themselves run against D1 in
 * tests/worker.
 */
const FEATURES: Record<string, Hono<never>> = {
  catalog: catalogRoutes as never,
  cart: cartRoutes as never,
  newsletter: newsletterRoutes as never,
  checkout: checkoutRoutes as never,
  mail: mailRoutes as never,
  media: mediaRoutes as never,
  artists: artistRoutes as never,
  ops: opsRoutes as never,
  contract: contractRoutes(commerceApp as never) as never,
};

/** A sub-app's calls as "METHOD path" (middleware such as ALL /api/my/* left out). */
const callsOf = (app: Hono<never>) => new Set(app.routes.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}`));

describe('one sub-app per feature', () => {
  it.each([
    ['catalog', 'GET /api/products'],
    ['catalog', 'GET /api/products/:slug'],
    ['catalog', 'GET /api/product-categories'],
    ['catalog', 'GET /api/artists/:slug'],
    ['catalog', 'GET /content/site-reviews'],
    ['cart', 'POST /api/sync-cart'],
    ['cart', 'POST /api/sync-coupons'],
    ['cart', 'POST /api/sync-wishlist'],
    ['newsletter', 'POST /api/subscribe'],
    ['newsletter', 'POST /api/unsubscribe'],
    ['checkout', 'GET /api/delivery-methods'],
    ['checkout', 'GET /api/service-points'],
    ['checkout', 'POST /api/checkout'],
    ['checkout', 'GET /api/orders/:id'],
    ['checkout', 'POST /api/payments/webhook'],
    ['checkout', 'POST /api/gift-card-balance'],
    ['mail', 'GET /api/dev/outbox'],
    ['media', 'GET /api/images/:file'],
    ['media', 'GET /api/media/*'],
    ['media', 'POST /api/photos'],
    ['media', 'GET /api/photos/*'],
    ['artists', 'GET /api/my/profile'],
    ['artists', 'PUT /api/my/posters/:id/image'],
    ['artists', 'GET /api/my/sales.csv'],
    ['artists', 'POST /api/sessions'],
    ['artists', 'POST /api/ops/posters/:id/review'],
    ['ops', 'POST /captuerr'],
    ['ops', 'GET /api/ops/client-errors'],
    ['ops', 'PATCH /api/ops/products/:id'],
    ['contract', 'GET /api/openapi.json'],
  ])('%s serves %s', (feature, call) => {
    expect(callsOf(FEATURES[feature]!)).toContain(call);
  });

  it('serves every call of the app from exactly one feature', () => {
    const owners = new Map<string, string[]>();
    for (const [feature, app] of Object.entries(FEATURES)) {
      for (const call of callsOf(app)) owners.set(call, [...(owners.get(call) ?? []), feature]);
    }
    const app = callsOf(commerceApp as never);
    expect([...app].filter((call) => owners.get(call)?.length !== 1)).toEqual([]);
    expect([...owners.keys()].filter((call) => !app.has(call))).toEqual([]);
  });

  it('guards the artists’ own calls with their access token, and only those', () => {
    const guarded = artistRoutes.routes.filter((route) => route.method === 'ALL').map((route) => route.path);
    expect(guarded).toEqual(['/api/my/*']);
  });
});

describe('the app’s own answers', () => {
  /** D1 as a route would meet it; these answers must come before any route asks. */
  const untouchedDb = new Proxy({} as D1Database, {
    get: () => {
      throw new Error('D1 was asked');
    },
  });
  const env: CommerceBindings = { DB: untouchedDb };
  const request = (path: string, init: RequestInit = {}) => commerceApp.request(`https://commerce.internal${path}`, init, env);

  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['no locale and sid', '/api/products'],
    ['a sid of another locale', '/api/products?locale=sv&sid=3'],
    ['an unknown locale', '/api/products?locale=no&sid=20'],
  ])('refuses %s with 400 JSON', async (_case, path) => {
    const response = await request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers an unknown path with 404 JSON', async () => {
    const response = await request('/api/no-such-call?locale=sv&sid=1');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it.each(['/api/checkout', '/api/sync-cart', '/captuerr', '/api/payments/webhook', '/api/sessions/abc/end'])(
    'answers GET on POST-only %s with 405 and Allow: POST',
    async (path) => {
      const response = await request(`${path}?locale=sv&sid=1`);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^GET is not allowed on \/.+: use POST$/) });
    },
  );

  it('holds a body to 64 KB (413) and /captuerr to 8 KB, before a route reads it', async () => {
    const body = (size: number) => JSON.stringify({ items: [], pad: 'x'.repeat(size) });
    const cart = await request('/api/sync-cart?locale=sv&sid=1', { method: 'POST', body: body(64 * 1024) });
    expect(cart.status).toBe(413);
    expect(await cart.json()).toEqual({ error: 'Request body is larger than 65536 bytes' });
    const report = await request('/captuerr?locale=sv&sid=1', { method: 'POST', body: body(8 * 1024) });
    expect(report.status).toBe(413);
    expect(await report.json()).toEqual({ error: 'Request body is larger than 8192 bytes' });
  });

  it('refuses a body that is not JSON with 400 naming it', async () => {
    const response = await request('/api/sync-cart?locale=sv&sid=1', { method: 'POST', body: '{"items": [' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body must be JSON' });
  });

  it('answers a fault it did not expect with 500 JSON and logs it as the commerce app’s', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await request('/api/tags?locale=sv&sid=1');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal error' });
    expect(logged).toHaveBeenCalledWith('commerce: unexpected error', expect.objectContaining({ message: 'D1 was asked' }));
  });
});
