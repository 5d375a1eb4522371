import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractPort, readApiDocument, startContractProxy } from '../../scripts/lib/api-contract.mjs';
import { checkoutBody, nextClient, placeOrder } from './checkout-shop';
import { SHOP_START_MS, createTestShop, type TestShop } from './harness';

/**
 * The commerce API's contract on real traffic (docs/api.md "The contract"): the embedded shop's
 * storefront calls its commerce Worker through Prism (`prism proxy <document> --errors`, a
 * tool this project did not write), built from the OpenAPI document the commerce Worker
 * serves. A shopper's visit on three markets (pages, search, cart, coupons, wishlist,
 * delivery, newsletter, gift card, checkout, the order read back) must pass it without one
 * request or answer the document does not allow. The whole worker and browser suites run the
 * same way with `npm run contract`.
 */
let shop: TestShop;
const violations = () => shop.contract!.violations();
const forwarded = () => shop.contract!.forwarded();

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 60, contract: true });
}, SHOP_START_MS);
afterAll(() => shop?.dispose());

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const post = (locale: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  shop.get(locale, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextClient(), ...headers },
    body: JSON.stringify(body),
  });

describe('a shopper’s visit through the contract proxy', () => {
  it.each(['sv', 'de', 'en'])('%s: pages and catalog reads break no rule of the document', async (locale) => {
    const list = await json(await shop.get(locale, '/api/products?per_page=3'));
    expect(list.status).toBe(200);
    const products = list.body.products as { slug: string; variations: { sku: string }[] }[];
    expect(products.length).toBeGreaterThan(0);
    for (const path of ['/', `/api/products/${products[0]!.slug}`, '/api/product-categories?v=2', '/api/product-attributes']) {
      const answer = await shop.get(locale, path);
      expect(answer.status, path).toBe(200);
      await answer.arrayBuffer();
    }
    for (const path of ['/api/search-triggers?query=po', '/api/artists', '/api/tags', '/content/site-reviews', '/api/strings']) {
      expect((await shop.get(locale, path)).status, path).toBe(200);
    }
    // A miss is an answer the document describes too (404 with the JSON error).
    expect((await json(await shop.get(locale, '/api/products/no-such-product'))).status).toBe(404);
    // The storefront's reads really went through the proxy (pages' own reads too).
    expect(forwarded()).toEqual(expect.arrayContaining(['GET /api/products/no-such-product', 'GET /api/product-categories']));
    expect(violations()).toEqual([]);
  });

  it('pictures pass the proxy byte for byte (around Prism, which re-encodes bodies as text)', async () => {
    const list = await json(await shop.get('en', '/api/products?per_page=1'));
    const [product] = list.body.products as { images: { url: string }[] }[];
    const url = product!.images[0]!.url;
    const through = await shop.get('en', url);
    expect(through.status).toBe(200);
    const direct = await fetch(`${shop.contract!.upstream}${url}${url.includes('?') ? '&' : '?'}locale=en&sid=5`);
    expect(Buffer.from(await through.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
    expect(shop.contract!.passedBy()).toContain(`GET ${url.split('?')[0]}`);
  });

  it('the cart, coupons, wishlist, delivery, newsletter and a gift card break no rule', async () => {
    const list = await json(await shop.get('sv', '/api/products?per_page=2'));
    const [first] = list.body.products as { id: number; variations: { sku: string }[] }[];
    const sku = first!.variations[0]!.sku;
    expect((await post('sv', '/api/sync-cart', { items: [{ sku, quantity: 2 }], coupons: ['WELCOME10'] })).status).toBe(200);
    expect((await post('sv', '/api/sync-coupons', { coupons: ['WELCOME10'], cart_contents: [{ sku, quantity: 1 }] })).status).toBe(200);
    // The browser sends its wishlist as a bare list (client/state/cart-sync.ts).
    expect((await post('sv', '/api/sync-wishlist', [{ id: first!.id }])).status).toBe(200);
    expect((await shop.get('sv', '/api/delivery-methods?postal_code=11122')).status).toBe(200);
    expect((await shop.get('sv', '/api/service-points?postal_code=11122')).status).toBe(200);
    expect((await post('sv', '/api/subscribe', { email: 'contract@example.com' })).status).toBe(200);
    expect((await post('sv', '/api/gift-card-balance', { code: 'NOPE-NOPE-NOPE-NOPE' })).status).toBe(404);
    expect(forwarded()).toEqual(expect.arrayContaining(['POST /api/sync-wishlist', 'POST /api/gift-card-balance']));
    expect(violations()).toEqual([]);
  });

  it('a checkout placed, refused for a changed total, and its order read back break no rule', async () => {
    const list = await json(await shop.get('en', '/api/products?per_page=1&template_id=1'));
    const [product] = list.body.products as { variations: { sku: string }[] }[];
    const body = checkoutBody('en', { items: [{ sku: product!.variations[0]!.sku, quantity: 1 }] });
    const changed = await json(await post('en', '/api/checkout', body));
    expect(changed, JSON.stringify(changed.body)).toMatchObject({ status: 409, body: { code: 'total_changed' } });
    const placed = await placeOrder(shop, 'en', body.items);
    expect(placed.status).toBe(201);
    const order = await shop.get('en', `/api/orders/${String(placed.answer.order_id)}`, { headers: { cookie: placed.jar } });
    expect(order.status).toBe(200);
    await order.arrayBuffer();
    expect(forwarded()).toEqual(expect.arrayContaining(['POST /api/checkout', `GET /api/orders/${String(placed.answer.order_id)}`]));
    expect(violations()).toEqual([]);
  });
});

describe('the proxy is a real check', () => {
  it('an answer the document does not allow is refused and recorded (a document that says /api/strings is a list)', async () => {
    // The same commerce Worker behind a second Prism whose document is wrong about one answer.
    const upstream = shop.contract!.upstream;
    const served = await readApiDocument(upstream);
    const paths = served.paths as Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    paths['/api/strings']!.get.responses['200']!.content['application/json']!.schema = { type: 'array' };
    const wrong = await startContractProxy({ document: served, upstream, port: await contractPort(3), prismPort: await contractPort(4) });
    try {
      const answer = await fetch(`${wrong.origin}/api/strings?locale=en&sid=5`);
      expect(answer.status).toBe(500);
      expect(await answer.json()).toMatchObject({
        validation: [{ location: ['response', 'body'], message: 'Response body must be array' }],
      });
      const refused = await fetch(`${wrong.origin}/api/products?locale=xx&sid=5`);
      expect(refused.status).toBe(422);
      // Prism logs each refusal just after it answers.
      await vi.waitFor(() => expect(wrong.violations()).toHaveLength(2));
    } finally {
      await wrong.stop();
    }
  });
});
