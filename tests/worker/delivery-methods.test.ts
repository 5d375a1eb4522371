import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/** GET /api/delivery-methods through the storefront's proxy (issue 11, first part; docs/api.md). */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 0 });
});
afterAll(async () => {
  await shop?.dispose();
});

const methods = async (locale: string, postalCode: string) => {
  const response = await shop.get(locale, `/api/delivery-methods?postal_code=${encodeURIComponent(postalCode)}`);
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  };
};

describe('delivery methods per market', () => {
  it('a postal code typed freely is answered in its written form, priced in the market currency', async () => {
    const sv = await methods('sv', '11122');
    expect(sv.status).toBe(200);
    expect(sv.body).toMatchObject({
      postal_code: '111 22',
      methods: [{ id: 'home', price: 49, free_from: 499 }, { id: 'service_point' }, { id: 'express' }],
    });
    const en = await methods('en', 'sw1a1aa');
    expect(en.body).toMatchObject({ postal_code: 'SW1A 1AA', methods: [{ id: 'home', price: 3.95, free_from: 45 }, {}, {}] });
    expect(sv.cache).toBe('private, no-store');
  });

  it('a code of another country is a 400 naming the market', async () => {
    const wrong = await methods('de', '2100'); // a Danish code: four digits
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'postal_code must be a postal code of Deutschland' });
    expect((await methods('de', 'x'.repeat(13))).status).toBe(400);
  });

  it('service points for a postal code, nearest first, in the market', async () => {
    const response = await shop.get('nl', '/api/service-points?postal_code=1012ab');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { postal_code: string; points: { id: string; postal_code: string }[] };
    expect(body.postal_code).toBe('1012 AB');
    expect(body.points).toHaveLength(5);
    expect(body.points[0]).toMatchObject({ id: 'NL-1012AB-1', postal_code: '1012 AB' });
    expect((await shop.get('nl', '/api/service-points?postal_code=99999')).status).toBe(400);
  });
});
