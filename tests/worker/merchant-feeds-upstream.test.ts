import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageType } from '../../shared/types';
import { categories, summary } from '../fixtures/catalog';
import { createUpstreamShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * The merchant feeds against an upstream in trouble (issue 28): a commerce API that cannot
 * answer before the first byte makes the feed a 503 a platform retries (never an empty feed
 * that would delist everything); one that fails after the first page breaks the feed off,
 * and the broken feed is not kept at the edge.
 */
let upstream: FakeUpstream;
let shop: TestShop;
let failFrom = 1;

const ORIGINAL = '/api/media/artists/3/posters/7/0f8fad5b-2953x4134.jpg';
/** A poster's image records as the commerce API makes them for an upload: WebP copies. */
const COPY_IMAGES = [
  { t: ImageType.NoMargin, url: `${ORIGINAL}/1600.webp`, w: 1600, h: 2240 },
  { t: ImageType.Thumb, url: `${ORIGINAL}/640.webp`, w: 640, h: 896 },
  { t: ImageType.Gallery, url: `${ORIGINAL}/1024.webp`, w: 1024, h: 1434 },
];

/** A full page of the fixture poster under 100 SKUs, with what ?fd=1 adds. */
const page = (n: number) =>
  Array.from({ length: 100 }, (_, i) => ({
    ...summary,
    id: n * 1000 + i,
    sku: `FEED-${n}-${i}`,
    variations: summary.variations.map((variation) => ({ ...variation, sku: `FEED-${n}-${i}-${variation.sku}` })),
    description: '<p>A poster, "quoted", with a comma</p>',
    categories: [categories[0]!.id],
    // The last page's poster shows public copies of an upload (ADR 0020), as the shop's own API names them.
    ...(n === 3 ? { images: COPY_IMAGES } : {}),
  }));

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path === '/api/product-categories') return { body: categories };
    if (path === '/api/delivery-methods') return { body: { methods: [{ id: 'home', price: 49, free_from: 499, lead_days: [2, 4] }] } };
    if (path === '/api/products') {
      const n = Number(request.url.searchParams.get('page'));
      if (n >= failFrom) return { status: 500, body: { error: 'database is down' } };
      // A catalog of two full pages and a third with one product.
      return { body: { products: n <= 2 ? page(n) : n === 3 ? page(n).slice(0, 1) : [], categories: [] } };
    }
    return { status: 404, body: { error: 'not found' } };
  });
  // The edge keeps catalog pages here, so a feed that were kept would show as a HIT.
  shop = await createUpstreamShop(upstream, { CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 } } });
});
afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

describe('a feed when the commerce API fails', () => {
  it.each(['/feeds/google-merchant.xml', '/feeds/pinterest.csv'])(
    '%s: before the first byte, a 503 to retry, not an empty feed',
    async (path) => {
      failFrom = 1;
      const response = await shop.get('de', path);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
      expect(await response.text()).toMatch(/try again/);
      expect(response.headers.get('cache-control')).toMatch(/private|no-store/);
    },
  );

  it.each([
    ['/feeds/google-merchant.xml', '</rss>'],
    ['/feeds/pinterest.csv', 'FEED-1-99'],
  ])('%s: after the first page, it breaks off (no end) and is not kept', async (path, end) => {
    failFrom = 2;
    // Over HTTP the chunked body ends without its last chunk, which the reader sees as an
    // error; what arrived before lacks the rest of the catalog and the format's end.
    const read = async () => {
      const response = await shop.get('fi', path);
      expect(response.status).toBe(200);
      return { cache: response.headers.get('x-edge-cache'), body: await response.text().catch(() => '') };
    };
    const first = await read();
    expect(first.body).not.toContain('FEED-2-0');
    if (end === '</rss>') expect(first.body).not.toContain(end);
    const second = await read();
    expect(second.cache).not.toBe('HIT');
    expect(second.body).not.toContain('FEED-2-0');
    // Once the API answers again, the feed is whole.
    failFrom = Infinity;
    const text = await (await shop.get('fi', path)).text();
    expect(text).toContain(end);
    expect(text).toContain('FEED-2-0');
    expect(text).toContain('FEED-3-0');
  });
});

describe('the pictures a feed names', () => {
  it.each(['/feeds/google-merchant.xml', '/feeds/pinterest.csv'])(
    '%s: the JPEG twin of every copy, never the WebP the pages show (ADR 0020)',
    async (path) => {
      failFrom = Infinity;
      const text = await (await shop.get('sv', path)).text();
      const copies = [...text.matchAll(/https?:\/\/[^<>,"\s]+\/api\/media\/[^<>,"\s]+/g)].map(([url]) => url);
      // The poster's main picture and its gallery shot; the thumbnail is not a feed's picture.
      expect(copies.map((url) => new URL(url).pathname)).toEqual(expect.arrayContaining([`${ORIGINAL}/1600.jpg`, `${ORIGINAL}/1024.jpg`]));
      expect(copies.filter((url) => url.endsWith('.webp'))).toEqual([]);
    },
  );
});
