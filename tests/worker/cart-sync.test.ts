import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, Coupon, WishlistItem } from '../../shared/types';
import { createTestShop, type TestShop } from './harness';

/**
 * The sync endpoints as the cart uses them (issue 4), beyond tests/worker/origin-cart.test.ts:
 * the same coupon asked for twice or concurrently, the atc form, bad quantities in every
 * place a quantity is read, and the request limits.
 */
let shop: TestShop;
let posterSku = '';

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
  const list = (await (await shop.get('sv', '/api/products?per_page=1&template_id=2&type=2&nc=1')).json()) as {
    products: { variations: { sku: string; stock_status: string }[] }[];
  };
  posterSku = list.products[0]!.variations.find((variation) => variation.stock_status === 'instock')!.sku;
});
afterAll(async () => {
  await shop?.dispose();
});

async function post<T>(path: string, body: unknown, locale = 'sv') {
  const response = await shop.get(locale, path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

describe('the same coupon applies once', () => {
  it('asked for twice in one request, in any spelling', async () => {
    const { body } = await post<Coupon[]>('/api/sync-coupons', {
      coupons: ['SPRING-25', 'spring-25', ' Spring-25 '],
      cart_contents: [{ sku: posterSku, quantity: 1 }],
    });
    expect(body.map((coupon) => coupon.code)).toEqual(['SPRING-25']);
  });

  it('asked for by many requests at once: every answer holds it exactly once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post<Coupon[]>('/api/sync-coupons', {
          coupons: index % 2 === 0 ? ['SPRING-25'] : ['spring-25', 'SPRING-25'],
          cart_contents: [{ sku: posterSku, quantity: 1 + (index % 3) }],
        }),
      ),
    );
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.filter((coupon) => coupon.code === 'SPRING-25')).toHaveLength(1);
    }
  });

  it('sync-cart with a code twice prices the cart once, as without the repeat', async () => {
    const once = await post<CartLine[]>('/api/sync-cart', { items: [{ sku: posterSku, quantity: 2 }], coupons: ['SPRING-25'] });
    const twice = await post<CartLine[]>('/api/sync-cart', {
      items: [{ sku: posterSku, quantity: 2 }],
      coupons: ['SPRING-25', 'spring-25'],
    });
    expect(twice.body.map(({ uuid: _uuid, ...line }) => line)).toEqual(once.body.map(({ uuid: _uuid, ...line }) => line));
  });
});

describe('the atc form', () => {
  it('answers full lines for bare sku:quantity pairs, prices from the catalog', async () => {
    const { status, body } = await post<CartLine[]>('/api/sync-cart', {
      items: [
        { sku: posterSku, quantity: 3 },
        { sku: 'NO-SUCH-SKU', quantity: 1 },
      ],
      checkout_order_id: null,
    });
    expect(status).toBe(200);
    expect(body).toEqual([expect.objectContaining({ sku: posterSku, quantity: 3, uuid: expect.any(String), name: expect.any(String) })]);
    expect(body[0]!.price).toBeGreaterThan(0);
  });
});

/** Each answered 400 with { error }: quantities are integers 0–5000 wherever they are read. */
const BAD_QUANTITIES: unknown[] = [-1, 0.5, 5001, 1e9, '3', true, null, [], {}];

describe('bad quantities are refused', () => {
  it.each(BAD_QUANTITIES.map((quantity) => [JSON.stringify(quantity), quantity]))(
    'sync-cart items quantity %s → 400',
    async (_shown, quantity) => {
      const { status, body } = await post<{ error: string }>('/api/sync-cart', { items: [{ sku: posterSku, quantity }] });
      expect(status).toBe(400);
      expect(body).toEqual({ error: expect.stringContaining('quantity') });
    },
  );

  it.each(BAD_QUANTITIES.map((quantity) => [JSON.stringify(quantity), quantity]))(
    'sync-coupons cart_contents quantity %s → 400',
    async (_shown, quantity) => {
      const { status } = await post('/api/sync-coupons', { coupons: [], cart_contents: [{ sku: posterSku, quantity }] });
      expect(status).toBe(400);
    },
  );

  it.each([0, 1, 5000])('quantity %i is accepted', async (quantity) => {
    const { status } = await post('/api/sync-cart', { items: [{ sku: posterSku, quantity }] });
    expect(status).toBe(200);
  });
});

describe('request limits', () => {
  it('more than 20 coupons → 400', async () => {
    const coupons = Array.from({ length: 21 }, (_, index) => `CODE-${index}`);
    expect((await post('/api/sync-coupons', { coupons })).status).toBe(400);
    expect((await post('/api/sync-cart', { items: [], coupons })).status).toBe(400);
  });

  it('more than 200 wishlist items → 400; 200 are fine', async () => {
    const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
    expect((await post('/api/sync-wishlist', items(201))).status).toBe(400);
    const { status, body } = await post<WishlistItem[]>('/api/sync-wishlist', items(200));
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
  });
});
