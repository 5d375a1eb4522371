import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { answeredBanners, atc, hydrated, shopUrl, watchProblems } from './cart-helpers';

/**
 * Checkout, payment and confirmation (issue 11) in Debian's Chromium: the browser really
 * leaves the shop for the local payment provider (its own Worker on the next port) and
 * comes back. Test inputs of the provider: docs/payments.md.
 */
const PROVIDER = `http://localhost:${E2E_PORT + 1}`;

type Entry = Record<string, unknown> & { event?: string };
const dataLayer = (page: Page) => page.evaluate(() => (window as Window & { dataLayer?: Entry[] }).dataLayer ?? []);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name);

interface Address {
  postal: string;
  city: string;
  name?: string;
}
const ADDRESSES: Record<string, Address> = {
  sv: { postal: '114 55', city: 'Stockholm' },
  en: { postal: 'SW1A 1AA', city: 'London' },
  de: { postal: '10115', city: 'Berlin' },
  nl: { postal: '1012 AB', city: 'Amsterdam' },
};

/** Two posters of the market in the cart (added through the atc landing link and synced). */
async function fillCart(page: Page, locale: string, quantity = 1) {
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

async function openCheckout(page: Page, locale: string) {
  await page.goto(shopUrl(locale, '/checkout'));
  await hydrated(page);
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{32,36}$/);
  await expect(page.getByTestId('checkout-total')).toBeVisible();
}

async function fillDetails(page: Page, locale: string, { name = 'Anna', method = 'home' } = {}) {
  const address = ADDRESSES[locale]!;
  await page.fill('#checkout-email', 'anna@example.com');
  await page.fill('#checkout-phone', '070 123 45 67');
  await page.fill('#checkout-first_name', name);
  await page.fill('#checkout-last_name', 'Andersson');
  await page.fill('#checkout-street', 'Storgatan 1');
  await page.fill('#checkout-postal_code', address.postal);
  await page.fill('#checkout-city', address.city);
  await page.check(`input[name=shipping_method][value=${method}]`);
}

async function payByCard(page: Page, number: string) {
  await page.waitForURL(`${PROVIDER}/pay/**`);
  await page.fill('input[name=number]', number);
  await page.fill('input[name=expiry]', '12/30');
  await page.fill('input[name=cvc]', '123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function expectConfirmation(page: Page, locale: string) {
  await page.waitForURL(new RegExp(`^http://${locale}\\.localhost:${E2E_PORT}/checkout/confirmation/[0-9A-Z]{26}$`));
  await hydrated(page);
  await expect(page.getByTestId('order-number')).toHaveText(/^[0-9A-Z]{26}$/);
}

test.beforeEach(async ({ context }) => answeredBanners(context));

test('a card purchase in en: provider page and back, one purchase event, the cart cleared, visible only to this browser', async ({
  page,
  browser,
}) => {
  const problems = watchProblems(page);
  await fillCart(page, 'en');
  await openCheckout(page, 'en');
  expect(await events(page, 'begin_checkout')).toHaveLength(1);
  await fillDetails(page, 'en', { method: 'service_point' });
  await expect(page.locator('#checkout-service_point option')).toHaveCount(5);
  await page.check('input[name=payment_method][value=card]');
  expect(await events(page, 'add_shipping_info')).toHaveLength(1);
  expect(await events(page, 'add_payment_info')).toHaveLength(1);
  const total = await page.getByTestId('checkout-total').textContent();
  await page.getByRole('button', { name: 'Place order' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'en');
  await expect(page.getByTestId('order-total')).toHaveText(total!);
  const purchases = await events(page, 'purchase');
  expect(purchases).toHaveLength(1);
  const ecommerce = purchases[0]!.ecommerce as Record<string, unknown>;
  expect(ecommerce.transaction_id).toBe(await page.getByTestId('order-number').textContent());
  expect(ecommerce.currency).toBe('GBP');
  expect((ecommerce.items as unknown[]).length).toBe(2);
  const cart = await page.evaluate(() => (JSON.parse(localStorage.getItem('h057')!) as { cart: Record<string, unknown> }).cart);
  expect(cart.items).toEqual([]);
  expect(cart.checkoutID).toBeNull();
  expect(cart.shippingMethod).toBeNull();
  expect(cart.paymentMethod).toBeNull();
  expect(cart.servicePoint).toBeNull();
  expect(cart.cardOrder).toBeNull();

  // A reload (and coming back) shows the order again without a second purchase event.
  await page.reload();
  await hydrated(page);
  expect(await events(page, 'purchase')).toHaveLength(0);

  // Another browser with the same address gets the 404 page.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  const answer = await stranger.goto(page.url());
  expect(answer?.status()).toBe(404);
  await other.close();
  expect(problems).toEqual([]);
});

test('a declined card comes back with the reason and everything typed; the retry succeeds', async ({ page }) => {
  await fillCart(page, 'en');
  await openCheckout(page, 'en');
  await fillDetails(page, 'en');
  await page.check('input[name=payment_method][value=card]');
  await page.getByRole('button', { name: 'Place order' }).click();
  await payByCard(page, '4000 0000 0000 0002');
  await page.waitForURL(/\/checkout\/[0-9a-f-]+\?payment=declined$/);
  await hydrated(page);
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toBeVisible();
  await expect(page.locator('#checkout-email')).toHaveValue('anna@example.com');
  await expect(page.locator('#checkout-postal_code')).toHaveValue('SW1A 1AA');
  await expect(page.locator('input[name=shipping_method][value=home]')).toBeChecked();
  await expect(page.locator('input[name=payment_method][value=card]')).toBeChecked();
  // SPEC 3: the card provider's order, tied to the locale it was opened in.
  const stored = await page.evaluate(() => (JSON.parse(localStorage.getItem('h057')!) as { cart: { cardOrder: unknown } }).cart.cardOrder);
  expect(stored).toEqual({ id: expect.stringMatching(/^ps_/) as unknown, locale: 'en' });
  await page.getByRole('button', { name: 'Place order' }).click();
  await payByCard(page, '4242424242424242');
  await expectConfirmation(page, 'en');
  expect(await events(page, 'purchase')).toHaveLength(1);
});

test('3-D Secure: the challenge step, then the confirmation', async ({ page }) => {
  await fillCart(page, 'de');
  await openCheckout(page, 'de');
  await fillDetails(page, 'de');
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expectConfirmation(page, 'de');
});

test('pay later in de: declined for a name the provider refuses, then approved', async ({ page }) => {
  await fillCart(page, 'de');
  await openCheckout(page, 'de');
  await fillDetails(page, 'de', { name: 'Decline' });
  await page.check('input[name=payment_method][value=pay_later]');
  await page.locator('[data-checkout-submit]').click();
  await page.waitForURL(`${PROVIDER}/pay/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]+\?payment=declined$/);
  await hydrated(page);
  await page.fill('#checkout-first_name', 'Anna');
  await page.locator('[data-checkout-submit]').click();
  await page.waitForURL(`${PROVIDER}/pay/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectConfirmation(page, 'de');
});

test('invoice in sv and iDEAL in nl go through the provider and back', async ({ page }) => {
  await fillCart(page, 'sv');
  await openCheckout(page, 'sv');
  await fillDetails(page, 'sv');
  await page.check('input[name=payment_method][value=invoice]');
  await page.locator('[data-checkout-submit]').click();
  await page.waitForURL(`${PROVIDER}/pay/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectConfirmation(page, 'sv');

  await fillCart(page, 'nl');
  await openCheckout(page, 'nl');
  await fillDetails(page, 'nl');
  await page.check('input[name=payment_method][value=ideal]');
  await page.locator('[data-checkout-submit]').click();
  await page.waitForURL(`${PROVIDER}/pay/**`);
  await page.locator('input[name=bank]').first().check();
  await page.getByRole('button', { name: 'Continue to your bank' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectConfirmation(page, 'nl');
});

test('BankID in sv: the shop waits while the app confirms; a cancel in the app says so and a retry works', async ({ page, browser }) => {
  await fillCart(page, 'sv');
  await openCheckout(page, 'sv');
  await fillDetails(page, 'sv');
  await page.check('input[name=payment_method][value=bankid]');
  await page.locator('[data-checkout-submit]').click();
  const wait = page.locator('[data-checkout-wait]');
  await expect(wait).toBeVisible();
  const appUrl = await wait.getByRole('link').getAttribute('href');
  expect(appUrl).toMatch(new RegExp(`^${PROVIDER}/app/`));
  // The app runs on the shopper's phone: another browser.
  const phoneBrowser = await browser.newContext();
  const phone = await phoneBrowser.newPage();
  await phone.goto(appUrl!);
  await phone.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-checkout-notice]')).toBeVisible({ timeout: 15_000 });
  await expect(wait).toBeHidden();

  await page.locator('[data-checkout-submit]').click();
  await expect(wait).toBeVisible();
  const retryUrl = await wait.getByRole('link').getAttribute('href');
  expect(retryUrl).not.toBe(appUrl);
  await phone.goto(retryUrl!);
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expectConfirmation(page, 'sv');
  expect(await events(page, 'purchase')).toHaveLength(1);
  await phoneBrowser.close();
});

/**
 * Every payment kind of sv, de and en ends on the confirmation. Card, BankID, invoice (sv),
 * pay later (de) and iDEAL (nl) have their own tests above; these are the rest.
 */
for (const [locale, kind] of [
  ['sv', 'pay_later'],
  ['de', 'invoice'],
  ['en', 'pay_later'],
] as const) {
  test(`${kind} in ${locale} goes through the provider and back`, async ({ page }) => {
    await fillCart(page, locale);
    await openCheckout(page, locale);
    await fillDetails(page, locale);
    await page.check(`input[name=payment_method][value=${kind}]`);
    await page.locator('[data-checkout-submit]').click();
    await page.waitForURL(`${PROVIDER}/pay/**`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectConfirmation(page, locale);
    expect(await events(page, 'purchase')).toHaveLength(1);
  });
}

test('a gift card pays part of the order; the rest goes to the card', async ({ page }) => {
  await fillCart(page, 'en');
  await openCheckout(page, 'en');
  await fillDetails(page, 'en');
  const before = await page.getByTestId('checkout-total').textContent();
  await page.fill('#checkout-gift_card', 'demo gbpa 2345 6789');
  await page.getByRole('button', { name: 'Use gift card' }).click();
  await expect(page.locator('[data-gift-cards] li')).toHaveCount(1);
  await expect(page.getByTestId('checkout-total')).not.toHaveText(before!);
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4242424242424242');
  await expectConfirmation(page, 'en');
  await expect(page.locator('.order-totals')).toContainText('£12.50');
});

test('bad input is shown beside its field and nothing is sent', async ({ page }) => {
  await fillCart(page, 'en');
  await openCheckout(page, 'en');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/checkout')) sent += 1;
  });
  await page.fill('#checkout-email', 'not-an-address');
  await page.fill('#checkout-postal_code', '12345');
  await page.locator('[data-checkout-submit]').click();
  await expect(page.locator('#checkout-email-error')).toHaveText('Enter an e-mail address such as name@example.com.');
  await expect(page.locator('#checkout-postal_code-error')).toContainText('SW1A 1AA');
  await expect(page.locator('#checkout-first_name-error')).toHaveText('Fill in this field.');
  await expect(page.locator('#checkout-payment_method-error')).toHaveText('Choose a payment method.');
  await expect(page.locator('#checkout-email')).toBeFocused();
  expect(sent).toBe(0);
});

test('keyboard only: a purchase from the first field to the confirmation', async ({ page }) => {
  await fillCart(page, 'en');
  await openCheckout(page, 'en');
  await page.locator('#checkout-email').focus();
  const type = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  };
  await type('anna@example.com');
  await type('07012345');
  await type('Anna');
  await type('Andersson');
  await page.keyboard.press('Tab'); // company
  await page.keyboard.press('Tab'); // care of
  await page.keyboard.type('Storgatan 1');
  await page.keyboard.press('Tab');
  await type('SW1A1AA');
  await page.keyboard.type('London');
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name=shipping_method]').first()).toBeAttached();
  // Radio groups: Tab enters the group, Space picks the focused option.
  while (!(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'shipping_method'))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  while (!(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'payment_method'))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect(page.locator('input[name=payment_method][value=card]')).toBeChecked();
  await page.locator('[data-checkout-submit]').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${PROVIDER}/pay/**`);
  await page.locator('input[name=number]').focus();
  await type('4242424242424242');
  await type('1230');
  await type('123');
  await page.locator('input[name=number]').press('Enter');
  await expectConfirmation(page, 'en');
});

test('checkout and confirmation have no axe violations at 375 and 1280 px', async ({ page }) => {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  // Each width is a fresh load (the carousels lay out for the width they load at).
  const check = async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await hydrated(page);
      const result = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${page.url()} at ${width} px`,
      ).toEqual([]);
    }
  };
  await fillCart(page, 'sv');
  await openCheckout(page, 'sv');
  await fillDetails(page, 'sv', { method: 'service_point' });
  await check();
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4242424242424242');
  await expectConfirmation(page, 'sv');
  await check();
});
