import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';
import { operatorToken } from './ops-token';

/**
 * The commerce API's OpenAPI document where integrators and operators find it (docs/api.md
 * "The contract"): /api/openapi.json on every domain, kept at the edge like a catalog read,
 * and the operator view's reference page /__ops/api made from it.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.dispose());

describe('GET /api/openapi.json on the shop’s domains', () => {
  it('is the commerce API’s OpenAPI 3.1 document on every domain, the same bytes for each', async () => {
    const [sv, de] = await Promise.all([shop.get('sv', '/api/openapi.json'), shop.get('de', '/api/openapi.json')]);
    expect([sv.status, de.status]).toEqual([200, 200]);
    expect(sv.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await sv.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/checkout', '/api/openapi.json']));
    expect(await de.json()).toEqual(document);
  });

  it('is kept at the edge as a catalog read: shared Cache-Control, the second read from the edge, no cookie', async () => {
    const first = await shop.get('en', '/api/openapi.json');
    await first.arrayBuffer();
    const second = await shop.get('en', '/api/openapi.json');
    await second.arrayBuffer();
    expect(second.headers.get('cache-control')).toMatch(/\bpublic\b|s-maxage=/);
    expect(second.headers.get('x-edge-cache')).toMatch(/^(HIT|STALE)/i);
    expect(second.headers.get('set-cookie')).toBeNull();
  });
});

describe('the operator view’s API reference (/__ops/api)', () => {
  it('is closed to anyone without an operator token', async () => {
    const page = await shop.get('en', '/__ops/api');
    expect(page.status).toBe(401);
    expect(await page.text()).not.toContain('/api/sync-cart');
  });

  it('lists every call of the document with its parameters and answers, private, without a script', async () => {
    const document = (await (await shop.get('en', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const page = await shop.get('en', '/__ops/api', { headers: { authorization: `Bearer ${await operatorToken()}` } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    for (const [path, methods] of Object.entries(document.paths))
      for (const method of Object.keys(methods)) expect(html).toContain(`<code>${method.toUpperCase()} ${path}</code>`);
    expect(html).toContain('<code>x-checkout-key</code>');
    expect(html).not.toMatch(/<script/i);
  });
});
