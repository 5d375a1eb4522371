/** The checkout's steps in the browser (tests/e2e/checkout.spec.ts, gift-card-purchase.spec.ts). */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { atc, hydrated, shopUrl } from './cart-helpers';

/** The local payment provider: its own Worker on the next port (docs/payments.md). */
export const PROVIDER = `http://localhost:${E2E_PORT + 1}`;

let shoppers = 0;
/**
 * Each test is a shopper of its own, with its own address for the shop's per-client limits
 * (worker/api/abuse.ts: order submits; the commerce API's unpaid holds), as two people's
 * browsers would be; otherwise the whole run would count as one client. The address is
 * CF-Connecting-IP's, which Cloudflare sets in production; locally Miniflare sets the
 * socket's (127.0.0.1 for every browser) unless the request brings one.
 */
export async function asNewShopper(context: BrowserContext): Promise<void> {
  shoppers += 1;
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.18.${process.pid % 250}.${shoppers % 250}` });
}

export type Entry = Record<string, unknown> & { event?: string };
export const dataLayer = (page: Page) => page.evaluate(() => (window as Window & { dataLayer?: Entry[] }).dataLayer ?? []);
export const events = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name);

export interface Address {
  postal: string;
  city: string;
  name?: string;
}
export const ADDRESSES: Record<string, Address> = {
  sv: { postal: '114 55', city: 'Stockholm' },
  en: { postal: 'SW1A 1AA', city: 'London' },
  de: { postal: '10115', city: 'Berlin' },
  nl: { postal: '1012 AB', city: 'Amsterdam' },
};

/** Two posters of the market in the cart (added through the atc landing link and synced). */
export async function fillCart(page: Page, locale: string, quantity = 1) {
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'false', url: shopUrl(locale) },
    { name: 'newsletter_subscribed', value: '1', url: shopUrl(locale) },
  ]);
  const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/products?template_id=2&type=2&nc=1&per_page=2`, {
    headers: { host: `${locale}.localhost:${E2E_PORT}` },
  });
  const { products } = (await response.json()) as { products: { variations: { sku: string }[] }[] };
  await page.goto(shopUrl(locale, `/?atc=${atc(products.map((p) => ({ sku: p.variations[0]!.sku, quantity })))}`));
  await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem('h057') ?? '{}') as { cart?: { items?: { price: number }[] } };
    return (stored.cart?.items?.length ?? 0) === 2 && stored.cart!.items!.every((line) => line.price > 0);
  });
}

export async function openCheckout(page: Page, locale: string) {
  await page.goto(shopUrl(locale, '/checkout'));
  await hydrated(page);
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{32,36}$/);
  await expect(page.getByTestId('checkout-total')).toBeVisible();
}

/** Contact and name: all an order of gift cards alone asks (they are e-mailed). */
export async function fillContact(page: Page, { name = 'Anna' } = {}) {
  await page.fill('#checkout-email', 'anna@example.com');
  await page.fill('#checkout-phone', '070 123 45 67');
  await page.fill('#checkout-first_name', name);
  await page.fill('#checkout-last_name', 'Andersson');
}

export async function fillDetails(page: Page, locale: string, { name = 'Anna', method = 'home' } = {}) {
  const address = ADDRESSES[locale]!;
  await fillContact(page, { name });
  await page.fill('#checkout-street', 'Storgatan 1');
  await page.fill('#checkout-postal_code', address.postal);
  await page.fill('#checkout-city', address.city);
  await page.check(`input[name=shipping_method][value=${method}]`);
}

export async function payByCard(page: Page, number: string) {
  await page.waitForURL(`${PROVIDER}/pay/**`);
  await page.fill('input[name=number]', number);
  await page.fill('input[name=expiry]', '12/30');
  await page.fill('input[name=cvc]', '123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

export async function expectConfirmation(page: Page, locale: string) {
  await page.waitForURL(new RegExp(`^http://${locale}\\.localhost:${E2E_PORT}/checkout/confirmation/[0-9A-Z]{26}$`));
  await hydrated(page);
  await expect(page.getByTestId('order-number')).toHaveText(/^[0-9A-Z]{26}$/);
}
