import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * Content-addressed picture copies at the edge (issue 26, worker/api/edge.ts): a copy's address
 * names its bytes for good (ADR 0020), so the storefront's edge cache keeps it as immutable
 * instead of revalidating it with the catalog policy every max-age (60 s here). A generated SVG,
 * whose address is a recipe the code draws, stays under the catalog policy. The shop runs with
 * a clock the test moves (tests/worker/clock-worker.ts).
 */
let upstream: FakeUpstream;
let shop: TestShop;
const COPIES = [
  '/api/media/catalog/6e375a10979278cf-3500x5000.jpg/640.webp',
  '/api/media/artists/3/posters/7/0f8fad5b-d9cb-469f-a165-70867728950e-2953x4134.jpg/320.jpg',
];
const SVG = '/api/images/art-sea-blue-4d-l-thumb.svg';

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path.startsWith('/api/media/'))
      return {
        headers: {
          'content-type': path.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
        },
        body: `picture of ${path}`,
      };
    if (path === SVG) return { headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
    return { status: 404, body: { error: 'Not found' } };
  });
  shop = await createTestShop({
    workerName: 'clock-worker.js',
    vars: { API_ORIGIN: upstream.origin, CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 } } },
  });
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

async function advance(ms: number) {
  await (await shop.get('en', `/__test/clock?advance=${ms}`)).text();
}

async function read(path: string) {
  const response = await shop.get('en', path);
  return {
    status: response.status,
    cache: response.headers.get('x-edge-cache'),
    control: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

const calls = (path: string) => upstream.requests.filter((request) => request.url.pathname === path).length;

describe('picture copies at the edge', () => {
  it('are kept as immutable: past the catalog max-age, and a day later, served from the cache without asking the upstream', async () => {
    for (const copy of COPIES) {
      const first = await read(copy);
      expect(first).toMatchObject({ status: 200, cache: 'MISS', control: 'public, max-age=31536000, immutable' });
      expect(first.body).toBe(`picture of ${copy}`);
    }
    await advance(61_000);
    for (const copy of COPIES)
      expect(await read(copy)).toMatchObject({ status: 200, cache: 'HIT', control: 'public, max-age=31536000, immutable' });
    await advance(86_400_000);
    for (const copy of COPIES) {
      expect(await read(copy)).toMatchObject({ status: 200, cache: 'HIT' });
      expect(calls(copy), copy).toBe(1);
    }
  });

  it('leave a generated SVG under the catalog policy: stale after its max-age, revalidated', async () => {
    expect(await read(SVG)).toMatchObject({ status: 200, cache: 'MISS' });
    await advance(61_000);
    expect(await read(SVG)).toMatchObject({ status: 200, cache: 'STALE' });
    await expect.poll(() => calls(SVG)).toBe(2);
  });
});
