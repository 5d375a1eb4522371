import { describe, expect, it } from 'vitest';
import { inProcessShop } from './harness';

/**
 * A deployment whose configuration is wrong answers a 503 maintenance page (and a 503 JSON
 * error on /api/*) that is never cached, instead of a 500 on every request or a silently
 * replaced value (worker/middleware/config-guard, worker/config/validate.ts). In the test
 * process (README "In-process route tests"): the guard needs no binding. That the platform
 * still serves the static assets of a misconfigured deployment is checked in workerd
 * (tests/worker/config-guard.test.ts).
 */
describe('a misconfigured deployment', () => {
  it.each([
    ['an unknown language in DOMAINS', { DOMAINS: { localhost: 'sv', 'no.localhost': 'no' } }],
    ['a malformed CATALOG_CACHE', { CATALOG_CACHE: { default: { maxAge: '60 seconds', staleWhileRevalidate: 600 } } }],
    ['an upstream that is not a URL', { API_ORIGIN: 'api.artlane.se' }],
    ['sign-in without its secrets', { OIDC_ISSUER: 'https://id.artlane.se', OIDC_CLIENT_ID: 'storefront' }],
    ['no commerce API: neither API_ORIGIN nor the COMMERCE binding', { API_ORIGIN: '' }],
  ])('with %s answers 503 maintenance, never cached, and no 500', async (_, vars) => {
    const shop = await inProcessShop({ vars });
    const page = await shop.get('en', '/');
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('retry-after')).toBe('300');
    const html = await page.text();
    expect(html).toContain('We will be back in a moment');
    // The problems are for the operator's log, never for shoppers.
    expect(html).not.toMatch(/DOMAINS|CATALOG_CACHE|API_ORIGIN|OIDC|COMMERCE/);
    const api = await shop.get('en', '/api/products');
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: 'The shop is being updated; try again in a few minutes' });
    // An asset request that reaches the Worker at all (the platform serves the files without it)
    // is answered by the assets' own route, before the guard: a 404 naming no file, not the 503.
    const asset = await shop.get('en', '/assets/no-such-file.js');
    expect(asset.status).toBe(404);
    await shop.settled();
  });

  it('the same configuration with its commerce API answers pages, not the maintenance page', async () => {
    // The control: the harness's configuration is sound (its upstream is only down), so what
    // answers 503 above is the guard, and this page is the shop's own.
    const shop = await inProcessShop();
    const page = await shop.get('en', '/robots.txt');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('User-agent: *');
    await shop.settled();
  });
});
