import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, Coupon, WishlistItem } from '../../shared/types';
import { commerceApp } from '../../services/commerce/src/app';
import { createTestShop, type TestShop } from './harness';

/**
 * The embedded API's POST calls (sync-cart, sync-coupons, sync-wishlist, subscribe,
 * captuerr) and its answers to bad input, against a seeded 2,000-product catalog.
 */
let shop: TestShop;
let db: D1Database;

/** SKUs picked from the seeded catalog by what they demonstrate. */
const sku = {
  poster: '',
  campaign: '',
  endedCampaign: '',
  lowstock: '',
  outofstock: '',
  backorder: '',
  frame: '',
  giftCard: '',
  custom: '',
};
let lowstockQuantity = 0;

beforeAll(async () => {
  shop = await createTestShop({ seedProducts: 2000 });
  db = (await shop.commerceDb()) as unknown as D1Database;
  const one = async (sql: string) => (await db.prepare(sql).first<{ sku: string; stock_quantity: number }>())!;
  const noCampaign = 'NOT EXISTS (SELECT 1 FROM variation_prices x WHERE x.variation_id = v.id AND x.campaign_id != 0)';
  sku.poster = (
    await one(
      `SELECT v.sku FROM variations v JOIN products p ON p.id = v.product_id WHERE p.type = 2 AND p.template_id = 2 AND v.size_code = '50x70' AND v.stock_status = 'instock' AND ${noCampaign} ORDER BY v.id`,
    )
  ).sku;
  sku.campaign = (
    await one(
      "SELECT v.sku FROM variations v JOIN variation_prices vp ON vp.variation_id = v.id AND vp.campaign_id = 1 WHERE v.stock_status = 'instock' ORDER BY v.id",
    )
  ).sku;
  sku.endedCampaign = (
    await one(
      "SELECT v.sku FROM variations v JOIN variation_prices vp ON vp.variation_id = v.id AND vp.campaign_id = 2 WHERE v.stock_status = 'instock' ORDER BY v.id",
    )
  ).sku;
  const low = await one("SELECT sku, stock_quantity FROM variations WHERE stock_status = 'lowstock' AND stock_quantity > 1 ORDER BY id");
  [sku.lowstock, lowstockQuantity] = [low.sku, low.stock_quantity];
  sku.outofstock = (await one("SELECT sku FROM variations WHERE stock_status = 'outofstock' ORDER BY id")).sku;
  sku.backorder = (await one("SELECT sku FROM variations WHERE stock_status = 'backorder' ORDER BY id")).sku;
  sku.frame = (
    await one(
      `SELECT v.sku FROM variations v JOIN products p ON p.id = v.product_id WHERE p.template_id = 6 AND v.stock_status = 'instock' ORDER BY v.id`,
    )
  ).sku;
  sku.giftCard = (await one('SELECT v.sku FROM variations v JOIN products p ON p.id = v.product_id WHERE p.type = 4 ORDER BY v.id')).sku;
  sku.custom = (
    await one('SELECT v.sku FROM variations v JOIN products p ON p.id = v.product_id WHERE p.template_id = 4 ORDER BY v.id')
  ).sku;
});
afterAll(async () => {
  await shop?.dispose();
});

async function post<T>(locale: string, path: string, body: unknown): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await shop.get(locale, path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

const cart = (items: unknown[], extra: Record<string, unknown> = {}, locale = 'sv') =>
  post<CartLine[]>(locale, '/api/sync-cart', { items, ...extra });

describe('POST /api/sync-cart', () => {
  it.each([
    [1, 349],
    [2, 349],
    [3, 319],
    [10, 279],
  ])('%i posters of 50x70 cost %d kr each (the tier the quantity reaches)', async (quantity, price) => {
    const { body } = await cart([{ sku: sku.poster, quantity, price: 1 }]);
    expect(body[0]).toMatchObject({
      sku: sku.poster,
      quantity,
      price,
      ordinary_price: price,
      campaign: null,
      adjusted_quantity: null,
      cart_notice: null,
    });
    expect(body[0]!.pricing).toEqual([
      { q: 1, p: 349 },
      { q: 3, p: 319 },
      { q: 10, p: 279 },
    ]);
  });

  it.each(['sv', 'de', 'en'])('%s: a line carries everything the cart shows', async (locale) => {
    const { body } = await cart(
      [
        {
          sku: sku.poster,
          quantity: 1,
          uuid: 'line-1',
          metadata: { margin: true, black_and_white: false },
          cross_selling_product_id: 12,
          added_by_coupon: null,
        },
      ],
      {},
      locale,
    );
    expect(body[0]).toEqual({
      uuid: 'line-1',
      product_id: expect.any(Number),
      sku: sku.poster,
      name: expect.any(String),
      slug: expect.any(String),
      thumb: expect.stringMatching(/^\/api\/images\//),
      type: 2,
      variation_name: '50x70 cm',
      template_id: 2,
      metadata: { margin: true, black_and_white: false },
      quantity: 1,
      price: expect.any(Number),
      ordinary_price: expect.any(Number),
      pricing: expect.any(Array),
      vat: { sv: 25, de: 19, en: 20 }[locale],
      group_id: 1,
      discount_category: 'posters',
      categories: expect.arrayContaining([expect.any(Number)]),
      stock_status: 'instock',
      cart_notice: null,
      adjusted_quantity: null,
      subscription_interval: null,
      cross_selling_product_id: 12,
      added_by_coupon: null,
      campaign: null,
    });
  });

  it('a running campaign prices the line with campaign tiers; an ended one does not', async () => {
    const { body } = await cart([
      { sku: sku.campaign, quantity: 1 },
      { sku: sku.endedCampaign, quantity: 1 },
    ]);
    expect(body[0]!.campaign).toBe('autumn-sale');
    expect(body[0]!.price).toBeLessThan(body[0]!.ordinary_price);
    expect(body[1]!.campaign).toBeNull();
    expect(body[1]!.price).toBe(body[1]!.ordinary_price);
  });

  it('more than the stock is capped with adjusted_quantity alone: cart_notice does not say it again', async () => {
    const { body } = await cart([
      { sku: sku.lowstock, quantity: lowstockQuantity + 5 },
      { sku: sku.outofstock, quantity: 2 },
    ]);
    expect(body[0]).toMatchObject({ quantity: lowstockQuantity, adjusted_quantity: lowstockQuantity, cart_notice: null });
    expect(body[1]).toMatchObject({ quantity: 0, adjusted_quantity: 0, stock_status: 'outofstock', cart_notice: null });
  });

  it('low stock and back orders within stock get a notice but keep their quantity', async () => {
    const { body } = await cart(
      [
        { sku: sku.lowstock, quantity: 1 },
        { sku: sku.backorder, quantity: 40 },
      ],
      {},
      'en',
    );
    expect(body[0]).toMatchObject({ quantity: 1, adjusted_quantity: null, cart_notice: 'Only a few left in stock.' });
    expect(body[1]).toMatchObject({ quantity: 40, adjusted_quantity: null, cart_notice: expect.stringContaining('back order') });
  });

  it('unknown SKUs and zero quantities are dropped; a missing uuid is generated', async () => {
    const { body } = await cart([
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: sku.frame, quantity: 0 },
      { sku: sku.giftCard, quantity: 1 },
    ]);
    expect(body.map((line) => line.sku)).toEqual([sku.giftCard]);
    expect(body[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body[0]!.variation_name).toMatch(/kr$/);
  });

  it('a custom poster keeps its template values', async () => {
    const metadata = { template: { values: { title: 'Vårt bröllop', date: '2025-06-14' } } };
    const { body } = await cart([{ sku: sku.custom, quantity: 1, metadata }]);
    expect(body[0]!.metadata).toEqual(metadata);
  });

  it('the atc form ({ items: [{ sku, quantity }] }) is the same call', async () => {
    const { status, body } = await cart([{ sku: sku.poster, quantity: 2 }], { checkout_order_id: null });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
  });

  // The internal coupon works only by its secret code (migration 0009), never by its name.
  it.each([
    [['<secret>'], '1'],
    [['<secret, lower case>', 'SPRING-25'], '1'],
    [['STAFF-INTERNAL'], null],
    [['staff-internal', 'SPRING-25'], null],
    [['SPRING-25'], null],
    [[], null],
  ])('coupons %j → x-internal %s', async (given, expected) => {
    const secret = (await db
      .prepare("SELECT secret FROM internal_coupon_codes WHERE coupon_code = 'STAFF-INTERNAL'")
      .first<{ secret: string }>())!.secret;
    expect(secret).toMatch(/^STAFF-[0-9A-F]{32}$/);
    const coupons = given.map((code) => (code === '<secret>' ? secret : code === '<secret, lower case>' ? secret.toLowerCase() : code));
    const { headers } = await cart([{ sku: sku.poster, quantity: 1 }], { coupons });
    expect(headers.get('x-internal')).toBe(expected);
  });
});

describe('POST /api/sync-coupons', () => {
  const sync = (coupons: string[], items: unknown[], locale = 'sv') =>
    post<Coupon[]>(locale, '/api/sync-coupons', { coupons, cart_contents: items });

  it('answers known, running coupons in the order asked, with their rules', async () => {
    const { body } = await sync(['SPRING-25', 'NOPE', 'SUMMER-2023', 'FRAMES15', 'ART20', 'CUSTOM20'], []);
    expect(body.map((c) => c.code)).toEqual(['SPRING-25', 'FRAMES15', 'ART20', 'CUSTOM20']);
    expect(body[0]).toEqual({
      code: 'SPRING-25',
      percentage_discount: 25,
      specific_groups: [],
      excluded_groups: [],
      specific_discount_categories: ['posters'],
      failed_minimum_spend: false,
      applied: true,
    });
    expect(body[1]!.specific_discount_categories).toEqual(['frames']);
    expect(body[2]!.excluded_groups).toEqual([2, 4]);
    expect(body[3]!.specific_groups).toEqual([3]);
  });

  it.each([
    ['sv', 1, true],
    ['sv', 2, false],
    ['en', 1, true],
    ['en', 3, false],
  ])('%s: WELCOME10 with %i posters fails its minimum spend: %s', async (locale, quantity, failed) => {
    const { body } = await sync(['welcome10'], [{ sku: sku.poster, quantity }], locale);
    expect(body).toEqual([expect.objectContaining({ code: 'WELCOME10', failed_minimum_spend: failed, applied: !failed })]);
  });

  it('an empty cart still gets the coupons without a minimum', async () => {
    const { body } = await sync(['WELCOME10', 'SPRING-25'], []);
    expect(body.map((c) => [c.code, c.applied])).toEqual([
      ['WELCOME10', false],
      ['SPRING-25', true],
    ]);
  });

  it('a newsletter code works as a coupon', async () => {
    const { body: subscribed } = await post<{ code: string }>('sv', '/api/subscribe', { email: 'coupon-test@example.com' });
    const { body } = await sync([subscribed.code.toLowerCase()], []);
    expect(body).toEqual([expect.objectContaining({ code: subscribed.code, percentage_discount: 10, applied: true })]);
  });
});

describe('POST /api/sync-wishlist', () => {
  it.each([
    ['a list', [{ id: 100 }, { id: 99999 }, { id: 12, name: 'stale' }]],
    ['an object with items', { items: [{ id: 100 }, { id: 99999 }, { id: 12 }] }],
  ])('takes %s and answers the known items with display fields', async (_name, body) => {
    const { status, body: items } = await post<WishlistItem[]>('de', '/api/sync-wishlist', body);
    expect(status).toBe(200);
    expect(items.map((item) => item.id)).toEqual([100, 12]);
    expect(items[0]).toEqual({
      id: 100,
      thumb: expect.stringMatching(/^\/api\/images\//),
      name: expect.any(String),
      slug: expect.any(String),
    });
  });
});

describe('POST /api/subscribe and /captuerr', () => {
  it('gives a discount code, the same one when signing up again', async () => {
    const first = await post<{ code: string }>('sv', '/api/subscribe', { email: 'Maja@Example.com' });
    const again = await post<{ code: string }>('de', '/api/subscribe', { email: 'maja@example.com' });
    expect(first.status).toBe(200);
    expect(first.body.code).toMatch(/^NEWS-[A-Z2-9]{8}$/);
    expect(again.body.code).toBe(first.body.code);
  });

  it('stores a client error and answers 204', async () => {
    const response = await post<null>('sv', '/captuerr', {
      error: 'TypeError: x is undefined',
      level: 'error',
      stack: 'at y (entry.js:1:2)',
      userAgent: 'test',
      url: '/produkt/x',
    });
    expect(response.status).toBe(204);
    const row = await db.prepare("SELECT locale, level FROM client_errors WHERE error = 'TypeError: x is undefined'").first();
    expect(row).toEqual({ locale: 'sv', level: 'error' });
  });
});

/** Bad input: each answered 4xx with { error }, never a 500 — via the proxy and directly. */
const tooManyItems = Array.from({ length: 201 }, () => ({ sku: 'X', quantity: 1 }));
const BAD: [string, string, unknown, number][] = [
  ['sync-cart', '/api/sync-cart', '{"items": [', 400],
  ['sync-cart', '/api/sync-cart', '', 400],
  ['sync-cart', '/api/sync-cart', [], 400],
  ['sync-cart', '/api/sync-cart', {}, 400],
  ['sync-cart', '/api/sync-cart', { items: {} }, 400],
  ['sync-cart', '/api/sync-cart', { items: [], extra: true }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X', quantity: 1, colour: 'red' }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X', quantity: -1 }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X', quantity: 1.5 }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X', quantity: 5001 }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X', quantity: '2' }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X' }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 7, quantity: 1 }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X', quantity: 1, metadata: 'yes' }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X', quantity: 1, metadata: { margin: 'yes' } }] }, 400],
  ['sync-cart', '/api/sync-cart', { items: tooManyItems }, 400],
  ['sync-cart', '/api/sync-cart', { items: [], coupons: 'SPRING-25' }, 400],
  ['sync-cart', '/api/sync-cart', { items: [], checkout_order_id: 5 }, 400],
  ['sync-cart', '/api/sync-cart', { items: [{ sku: 'X'.repeat(70_000), quantity: 1 }] }, 413],
  ['sync-coupons', '/api/sync-coupons', { cart_contents: [] }, 400],
  ['sync-coupons', '/api/sync-coupons', { coupons: [1] }, 400],
  ['sync-coupons', '/api/sync-coupons', { coupons: [], cart_contents: [{ sku: 'X', quantity: -3 }] }, 400],
  ['sync-coupons', '/api/sync-coupons', { coupons: [], other: 1 }, 400],
  ['sync-wishlist', '/api/sync-wishlist', [{ id: 'a' }], 400],
  ['sync-wishlist', '/api/sync-wishlist', [{ id: -1 }], 400],
  ['sync-wishlist', '/api/sync-wishlist', [{ id: 1, price: 3 }], 400],
  ['sync-wishlist', '/api/sync-wishlist', { id: 1 }, 400],
  ['sync-wishlist', '/api/sync-wishlist', 'null', 400],
  ['subscribe', '/api/subscribe', {}, 400],
  ['subscribe', '/api/subscribe', { email: 42 }, 400],
  ['subscribe', '/api/subscribe', { email: 'anna@example' }, 400],
  ['subscribe', '/api/subscribe', { email: 'anna@example.com', name: 'Anna' }, 400],
  ['captuerr', '/captuerr', {}, 400],
  ['captuerr', '/captuerr', { error: 5 }, 400],
  ['captuerr', '/captuerr', { error: 'x', extra: 1 }, 400],
  ['captuerr', '/captuerr', { error: 'x'.repeat(9000) }, 413],
];

describe('bad input', () => {
  const send = async (path: string, body: unknown, direct: boolean): Promise<Response> => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    if (!direct) return shop.get('sv', path, { method: 'POST', body: text, headers: { 'content-type': 'application/json' } });
    return commerceApp.fetch(
      new Request(`https://commerce.internal${path}?locale=sv&sid=1`, {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'application/json' },
      }),
      { DB: db },
    );
  };

  it.each(
    BAD.flatMap(([name, path, body, status]) =>
      [false, true].map(
        (direct) => [name, JSON.stringify(body).slice(0, 60), direct ? 'directly' : 'via the proxy', path, body, status] as const,
      ),
    ),
  )('%s %s (%s) → %i JSON', async (_name, _shown, how, path, body, status) => {
    const response = await send(path, body, how === 'directly');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    'page=0',
    'page=1.5',
    'page=x',
    'per_page=101',
    'per_page=0',
    'sort=cheapest',
    'ids=1,a',
    'ids=-4',
    'category=abc',
    'template_id=9',
    'type=0',
    'nc=maybe',
    'attr[weight]=3',
  ])('GET /api/products?%s → 400 JSON', async (query) => {
    const response = await shop.get('sv', `/api/products?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each(['/api/sync-cart', '/api/sync-coupons', '/api/sync-wishlist', '/api/subscribe', '/api/unsubscribe', '/api/gift-card-balance'])(
    'GET %s → 405 JSON with Allow: POST (not 404)',
    async (path) => {
      const response = await shop.get('sv', path);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: expect.stringContaining('POST') });
    },
  );

  it.each(
    ['/api/sync-cart', '/api/sync-coupons', '/api/sync-wishlist'].flatMap((path) =>
      ['PUT', 'DELETE', 'PATCH'].map((method) => [method, path]),
    ),
  )('the embedded API answers %s %s with 405 and Allow: POST', async (method, path) => {
    const response = await commerceApp.fetch(new Request(`https://commerce.internal${path}?locale=sv&sid=1`, { method }), { DB: db });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each(['/api/no-such-endpoint', '/api/products/a/b', '/api/images/x.png'])('%s → 404 JSON', async (path) => {
    const response = await shop.get('sv', path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});
