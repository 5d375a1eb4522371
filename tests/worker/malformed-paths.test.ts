import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/**
 * Paths with percent escapes that decode to nothing (`%ZZ`, a lone `%`, a cut-off or overlong
 * UTF-8 sequence) name nothing: every route that decodes a part of its path answers them as
 * not found, a JSON error under /api, never a 500 (issue 22, "Transport"). The fuzzers
 * (fuzz-requests.ts MALFORMED_ESCAPES) generate such segments on every route as well.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60 });
});
afterAll(async () => {
  await shop?.dispose();
});

const ESCAPES = ['%ZZ', '%', '%E0%A4%A', '%C0%AE', '%ED%A0%80', 'a%2'];
const API_PATHS = [
  '/api/media/{}',
  '/api/media/artists/{}',
  '/api/media/artists/1/avatar/{}.png',
  '/api/photos/{}',
  '/api/widget-by-slug/{}',
];
const PAGE_PATHS = ['/{}', '/posters/{}', '/produkt/{}', '/tema/{}', '/artists/{}', '/render-custom-poster/{}'];

describe('a malformed percent escape in a path', () => {
  it.each(API_PATHS.flatMap((path) => ESCAPES.map((escape) => path.replace('{}', escape))))('GET %s is a 4xx JSON error', async (path) => {
    const response = await shop.get('de', path);
    const text = await response.text();
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
    expect(typeof (JSON.parse(text) as { error?: unknown }).error).toBe('string');
  });

  it.each(PAGE_PATHS.flatMap((path) => ESCAPES.map((escape) => path.replace('{}', escape))))('GET %s is a 404 page', async (path) => {
    const response = await shop.get('de', path);
    await response.text();
    expect(response.status).toBe(404);
  });

  it("reaches the commerce API's own routes the same way (its answer, passed through, is no 500)", async () => {
    for (const escape of ESCAPES) {
      const response = await shop.get('sv', `/api/media/${escape}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No such image' });
    }
  });
});
