import { afterAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop, SHOP_START_MS } from './harness';

/**
 * A deployment whose configuration is wrong answers a 503 maintenance page (and a 503 JSON
 * error on /api/*) that is never cached, instead of a 500 on every request or a silently
 * replaced value (worker/middleware/config-guard, worker/config/validate.ts).
 */
const shops: TestShop[] = [];
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.dispose()));
});

async function shopWith(vars: Record<string, unknown>): Promise<TestShop> {
  const shop = await createTestShop({ vars });
  shops.push(shop);
  return shop;
}

// Each test starts a shop of its own: the time a start may take on a loaded machine.
describe('a misconfigured deployment', { timeout: SHOP_START_MS }, () => {
  it.each([
    ['an unknown language in DOMAINS', { DOMAINS: { localhost: 'sv', 'no.localhost': 'no' } }],
    ['a malformed CATALOG_CACHE', { CATALOG_CACHE: { default: { maxAge: '60 seconds', staleWhileRevalidate: 600 } } }],
    ['an upstream that is not a URL', { API_ORIGIN: 'api.artlane.se' }],
    ['sign-in without its secrets', { OIDC_ISSUER: 'https://id.artlane.se', OIDC_CLIENT_ID: 'storefront' }],
  ])('with %s answers 503 maintenance, never cached, and no 500', async (_, vars) => {
    const shop = await shopWith(vars);
    const page = await shop.get('en', '/');
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('retry-after')).toBe('300');
    const html = await page.text();
    expect(html).toContain('We will be back in a moment');
    // The problems are for the operator's log, never for shoppers.
    expect(html).not.toMatch(/DOMAINS|CATALOG_CACHE|API_ORIGIN|OIDC/);
    const api = await shop.get('en', '/api/products');
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: 'The shop is being updated; try again in a few minutes' });
    // The assets still load (the maintenance page needs none, but a cached page may).
    expect((await shop.get('en', '/assets/favicon.svg')).status).toBe(200);
  });
});
