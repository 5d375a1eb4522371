import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detail, summary } from '../fixtures/catalog';
import { catalogAnswer, createTestShop, startFakeUpstream, type FakeUpstream, type TestShop } from './harness';

/**
 * Issue 27 "Instant": a listing's card image and the product page's picture carry the same
 * view-transition-name (shared/view-transitions.ts), unique on each page; pages whose grids
 * may show a product twice name none. The transition itself is checked in Chromium
 * (tests/e2e/instant.spec.ts).
 */
let upstream: FakeUpstream;
let shop: TestShop;
const other = { ...summary, id: 8, sku: 'P-8', name: 'Quiet Harbour', slug: 'quiet-harbour' };

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    const path = request.url.pathname;
    if (path === '/api/products') return { body: { products: [summary, other], categories: [] } };
    return catalogAnswer(path) ?? { status: 404, body: { error: 'Not found' } };
  });
  shop = await createTestShop({ vars: { API_ORIGIN: upstream.origin } });
});

afterAll(async () => {
  await shop?.dispose();
  await upstream?.close();
});

const namesIn = (html: string) => [...html.matchAll(/view-transition-name:\s*([\w-]+)/g)].map((match) => match[1]);

describe('view-transition names', () => {
  it("a listing names each card's image after its product, once", async () => {
    const html = await (await shop.get('en', '/posters')).text();
    expect(namesIn(html)).toEqual(['product-7', 'product-8']);
  });

  it("the product page names its picture as the listing's card, and nothing else", async () => {
    const html = await (await shop.get('en', `/product/${detail.slug}`)).text();
    expect(namesIn(html)).toEqual(['product-7']);
    expect(html).toMatch(/<figure class="preview" style="view-transition-name:\s*product-7"><img[^>]*alt="Misty Mountain Lake"/);
  });

  it('the start page names none (its sections may show one product twice)', async () => {
    const html = await (await shop.get('en', '/')).text();
    expect(namesIn(html)).toEqual([]);
  });
});
