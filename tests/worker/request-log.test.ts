import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/**
 * With LOG_REQUESTS "true" every answer carries its request id (the log line's id; the line
 * itself: worker/middleware/request-log/index.test.ts), also a page served from the page cache
 * and a streamed one, and the caller's own id is kept.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({
    seedProducts: 60,
    vars: { LOG_REQUESTS: 'true', CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 } } },
  });
});
afterAll(async () => {
  await shop?.dispose();
});

it('gives every answer its request id, cached or not', async () => {
  const first = await shop.get('de', '/');
  await first.text();
  const second = await shop.get('de', '/');
  await second.text();
  expect(second.headers.get('x-edge-cache')).toBe('HIT');
  for (const response of [first, second]) {
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  }
  expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  const mine = (await shop.mf.dispatchFetch('http://de.localhost:8787/api/product-categories', {
    headers: { 'x-request-id': 'support-call-0042' },
  })) as unknown as Response;
  expect(mine.status).toBe(200);
  expect(mine.headers.get('x-request-id')).toBe('support-call-0042');
});
