import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './harness';

/** docs/cart.md "Landing parameters (any page)": ?cjevent= → the cje cookie, on cached pages too (worker/middleware/affiliate). */
let shop: TestShop;
let secureShop: TestShop;

beforeAll(async () => {
  // The local configuration has SECURE_COOKIES "false" (plain http); a deployment has "true".
  [shop, secureShop] = await Promise.all([
    createTestShop({ seedProducts: 2000 }),
    createTestShop({ seedProducts: 59, vars: { SECURE_COOKIES: 'true' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([shop?.dispose(), secureShop?.dispose()]);
});

const cookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('cje='));

describe('the cje cookie', () => {
  it('a valid cjevent is kept for 34128000 s on path /, not readable by scripts', async () => {
    const response = await shop.get('sv', '/?cjevent=Abc-123-xyz');
    await response.text();
    expect(response.status).toBe(200);
    const cookie = cookieOf(response)!;
    expect(cookie.split('; ')).toEqual(
      expect.arrayContaining(['cje=Abc-123-xyz', 'Max-Age=34128000', 'Path=/', 'HttpOnly', 'SameSite=Lax']),
    );
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure unless SECURE_COOKIES is "false"', async () => {
    const response = await secureShop.get('de', '/?cjevent=abc-1');
    await response.text();
    expect(cookieOf(response)!.split('; ')).toContain('Secure');
  });

  it.each(['a_b', 'abc def', '<script>', '', 'x'.repeat(129), 'abc%3Bpath%3D%2Fevil'])('cjevent "%s" sets no cookie', async (value) => {
    const response = await shop.get('sv', `/?cjevent=${value}`);
    await response.text();
    expect(cookieOf(response)).toBeUndefined();
  });

  it('a page from the edge cache still sets it, and the answer that does is private', async () => {
    // Fill the cache with the start page, then ask for it with a cjevent.
    const first = await shop.get('en', '/');
    await first.text();
    const cached = await shop.get('en', '/?cjevent=cached-1');
    const html = await cached.text();
    expect(cached.headers.get('x-edge-cache')).toBe('HIT');
    expect(cookieOf(cached)).toBe('cje=cached-1; Max-Age=34128000; Path=/; HttpOnly; SameSite=Lax');
    expect(cached.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<html lang="en">');
    // The stored page itself carries no cookie: the next plain visit gets none.
    const plain = await shop.get('en', '/');
    await plain.text();
    expect(plain.headers.get('x-edge-cache')).toBe('HIT');
    expect(cookieOf(plain)).toBeUndefined();
    expect(plain.headers.get('cache-control')).toMatch(/^public/);
  });

  it('a page that is not cached (a product page on first visit) sets it too', async () => {
    const list = (await (await shop.get('sv', '/api/products?per_page=1&nc=1')).json()) as { products: { slug: string }[] };
    const response = await shop.get('sv', `/produkt/${list.products[0]!.slug}?utm_source=x&cjevent=prod-7`);
    await response.text();
    expect(response.status).toBe(200);
    expect(cookieOf(response)).toMatch(/^cje=prod-7;/);
  });
});
