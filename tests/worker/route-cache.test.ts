import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PATHS } from '../../shared/site-paths';
import { createTestShop, type TestShop } from './harness';

/**
 * Pages are private unless their route says otherwise (issue 10, part 2): every GET route
 * declares its caching where it is registered, and personal paths are never stored even
 * when a handler forgets or declares the wrong thing (worker/cache/route-policy.ts).
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ workerName: 'clock-worker.js', seedProducts: 100 });
});
afterAll(async () => {
  await shop?.dispose();
});

async function twice(path: string) {
  const answers = [];
  for (let i = 0; i < 2; i++) {
    const response = await shop.get('en', path);
    answers.push({
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      state: response.headers.get('x-edge-cache'),
      body: await response.text(),
    });
  }
  return answers;
}

describe('route cache declarations', () => {
  it('every GET route of the shop declares its caching', async () => {
    const routes = (await (await shop.get('en', '/__test/routes')).json()) as { path: string; isDeclared: boolean }[];
    expect(routes.length).toBeGreaterThan(10);
    // The test worker adds one undeclared route on purpose (below); the shop's own must all be declared.
    expect(routes.filter((route) => !route.isDeclared).map((route) => route.path)).toEqual(['/forgot-to-declare']);
  });

  it('a route that declares nothing is never stored', async () => {
    const [first, second] = await twice('/forgot-to-declare');
    expect(first!.status).toBe(200);
    expect(first!.cacheControl).toBe('private, no-store');
    expect(second!.state).not.toBe('HIT');
    expect(second!.body).not.toBe(first!.body);
  });

  it.each(['/checkout/forgot', '/my-account/forgot'])('%s is never stored, though its route declares a catalog page', async (path) => {
    const [first, second] = await twice(path);
    expect(first!.status).toBe(200);
    expect(first!.cacheControl).toBe('private, no-store');
    expect(second!.state).not.toBe('HIT');
    expect(second!.body).not.toBe(first!.body);
  });

  it('a declared catalog page is stored as before', async () => {
    const [first, second] = await twice('/');
    expect(first!.cacheControl).toMatch(/s-maxage=/);
    expect(second!.state).toBe('HIT');
  });

  it('robots.txt disallows every personal path', async () => {
    const robots = await (await shop.get('en', '/robots.txt')).text();
    for (const path of PRIVATE_PATHS) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});
