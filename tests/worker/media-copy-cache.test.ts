import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

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
/** A copy's address without a format (ADR 0022) and the AVIF copy it names for Chromium. */
const NEGOTIATED = '/api/media/catalog/6e375a10979278cf-3500x5000.jpg/320';
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** Until the test says so, the upstream's AVIF copy is not drawn yet: its WebP twin stands in, no-store. */
let isAvifDrawn = false;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path.endsWith('.avif') && !isAvifDrawn)
      return { headers: { 'content-type': 'image/webp', 'cache-control': 'no-store' }, body: `stand-in for ${path}` };
    if (path.startsWith('/api/media/'))
      return {
        headers: {
          'content-type': path.endsWith('.jpg') ? 'image/jpeg' : path.endsWith('.avif') ? 'image/avif' : 'image/webp',
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

const advance = (ms: number) => advanceClock(shop, ms);

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

describe('a copy at its address without a format', () => {
  const negotiated = async (accept: string) => {
    const response = await shop.get('en', NEGOTIATED, { headers: { accept } });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      vary: response.headers.get('vary'),
      cache: response.headers.get('x-edge-cache'),
      control: response.headers.get('cache-control'),
      body: await response.text(),
    };
  };

  it("is the copy in the format the browser's Accept asks for, Vary: Accept, each kept under its own address", async () => {
    const jpeg = await negotiated('image/*');
    expect(jpeg).toMatchObject({ status: 200, type: 'image/jpeg', control: 'public, max-age=31536000, immutable' });
    expect(jpeg.body).toBe(`picture of ${NEGOTIATED}.jpg`);
    expect(jpeg.vary).toMatch(/\bAccept\b/);
    const webp = await negotiated('image/webp,*/*;q=0.8');
    expect(webp).toMatchObject({ status: 200, type: 'image/webp', body: `picture of ${NEGOTIATED}.webp` });
    expect(await negotiated('image/webp,*/*;q=0.8')).toMatchObject({ cache: 'HIT', body: `picture of ${NEGOTIATED}.webp` });
    expect(await negotiated('image/*')).toMatchObject({ cache: 'HIT', type: 'image/jpeg' });
    expect(calls(`${NEGOTIATED}.webp`)).toBe(1);
    expect(calls(`${NEGOTIATED}.jpg`)).toBe(1);
  });

  it('is an AVIF copy once it is drawn; the stand-in before it is kept by no cache', async () => {
    const standIn = await negotiated(CHROMIUM_ACCEPT);
    expect(standIn).toMatchObject({
      status: 200,
      type: 'image/webp',
      control: 'private, no-store',
      body: `stand-in for ${NEGOTIATED}.avif`,
    });
    expect((await negotiated(CHROMIUM_ACCEPT)).cache).not.toBe('HIT');
    expect(calls(`${NEGOTIATED}.avif`)).toBe(2);
    isAvifDrawn = true;
    const avif = await negotiated(CHROMIUM_ACCEPT);
    expect(avif).toMatchObject({
      status: 200,
      type: 'image/avif',
      control: 'public, max-age=31536000, immutable',
      body: `picture of ${NEGOTIATED}.avif`,
    });
    expect(avif.vary).toMatch(/\bAccept\b/);
    expect(await negotiated(CHROMIUM_ACCEPT)).toMatchObject({ cache: 'HIT', type: 'image/avif' });
    expect(calls(`${NEGOTIATED}.avif`)).toBe(3);
  });
});
