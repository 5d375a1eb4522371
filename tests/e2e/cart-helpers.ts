/** Shared steps of the browser tests (catalog reads, the cart's state and requests). */
import type { ProductSummary } from '../../shared/types';
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

export const shopUrl = (locale: string, path = '/') => `http://${locale}.localhost:${E2E_PORT}${path}`;

/** Node cannot resolve *.localhost: API reads go to 127.0.0.1 with the language's host. */
export async function products(page: Page, query: string): Promise<ProductSummary[]> {
  const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/products?${query}&nc=1`, {
    headers: { host: `en.localhost:${E2E_PORT}` },
  });
  return ((await response.json()) as { products: ProductSummary[] }).products;
}

export async function firstProduct(page: Page, query: string): Promise<ProductSummary> {
  return (await products(page, `${query}&per_page=1`))[0]!;
}

/** Console errors and uncaught exceptions of a page; each test expects none. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * A shopper who has answered the cookie alert and signed up for the newsletter: neither
 * banner appears after load and shifts the header under a click (site chrome, issue 5).
 */
export async function answeredBanners(context: BrowserContext): Promise<void> {
  await context.addCookies(
    ['en', 'de'].flatMap((locale) => [
      { name: 'cookie_consent', value: 'false', url: shopUrl(locale) },
      { name: 'newsletter_subscribed', value: '1', url: shopUrl(locale) },
    ]),
  );
}

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
}

export interface Poster {
  name: string;
  slug: string;
  /** In-stock sizes: sku and size label. */
  sizes: { sku: string; name: string }[];
}

/** Posters of the seeded catalog, asked from the page's own domain (names and slugs in its language). */
export async function posters(page: Page, count: number): Promise<Poster[]> {
  return page.evaluate(async (perPage) => {
    const response = await fetch(`/api/products?template_id=2&type=2&nc=1&per_page=${perPage}`);
    const { products } = (await response.json()) as {
      products: { name: string; slug: string; variations: { sku: string; name: string; stock_status: string }[] }[];
    };
    return products
      .map((product) => ({
        name: product.name,
        slug: product.slug,
        sizes: product.variations.filter((v) => v.stock_status === 'instock').map(({ sku, name }) => ({ sku, name })),
      }))
      .filter((product) => product.sizes.length >= 2);
  }, count * 2);
}

/** A poster size of the seeded catalog with this stock status (names in the page's language). */
export async function posterSizeWith(page: Page, status: 'lowstock' | 'backorder' | 'outofstock'): Promise<Poster & { sku: string }> {
  return page.evaluate(async (wanted) => {
    const response = await fetch('/api/products?template_id=2&type=2&nc=1&per_page=100');
    const { products } = (await response.json()) as {
      products: { name: string; slug: string; variations: { sku: string; name: string; stock_status: string }[] }[];
    };
    for (const product of products) {
      const variation = product.variations.find((v) => v.stock_status === wanted);
      if (variation) return { name: product.name, slug: product.slug, sizes: [variation], sku: variation.sku };
    }
    throw new Error(`no poster size is ${wanted}`);
  }, status);
}

/** The atc parameter: base64 of "sku:quantity;sku:quantity" (docs/cart.md "Landing parameters (any page)"). */
export function atc(items: { sku: string; quantity: number }[]): string {
  return encodeURIComponent(Buffer.from(items.map((item) => `${item.sku}:${item.quantity}`).join(';')).toString('base64'));
}

export type SyncBody = { items?: { sku: string; quantity: number; uuid?: string }[]; coupons?: string[]; campaign?: object };

/** The JSON bodies of the page's requests to `path`, as they are sent. */
export function recordPosts(page: Page, path: string): SyncBody[] {
  const bodies: SyncBody[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON() as SyncBody);
  });
  return bodies;
}

export const cartCount = (page: Page) => page.getByTestId('cart-count');

/** What the page stored under h057 (parsed). */
export async function stored(page: Page): Promise<{ cart?: { items?: { sku: string; quantity: number }[]; isInternal?: boolean } }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('h057') ?? '{}') as object);
}
