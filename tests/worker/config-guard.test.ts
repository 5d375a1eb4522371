import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/**
 * A misconfigured deployment still serves its static assets: the platform serves them without
 * the Worker (ADR 0015), so a cached page that names them still loads them. The guard's own
 * answers (a 503 maintenance page, a 503 JSON error on /api/*) for each kind of wrong
 * configuration are tested in the test process: tests/in-process/config-guard.test.ts.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ vars: { DOMAINS: { localhost: 'sv', 'no.localhost': 'no' } } });
});
afterAll(async () => {
  await shop?.dispose();
});

it('with an unknown language in DOMAINS the pages answer 503 and the assets still load', async () => {
  const page = await shop.get('en', '/');
  expect(page.status).toBe(503);
  await page.text();
  const favicon = await shop.get('en', '/assets/favicon.svg');
  expect(favicon.status).toBe(200);
  expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  await favicon.text();
});
