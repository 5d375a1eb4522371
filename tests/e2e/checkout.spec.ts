import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-helpers';
import { answeredBanners, hydrated, watchProblems } from './cart-helpers';
import { PROVIDER, asNewShopper, events, expectConfirmation, fillCart, fillDetails, openCheckout, payByCard } from './checkout-helpers';

// axe measures contrast at the instant it runs: a carousel's slide (the header's selling
// points, the reviews) in its 0.45 s fade is partly transparent then. With reduced motion the
// carousels stay still (client/site/carousel.ts), as in a11y.spec.ts.
test.use({ reducedMotion: 'reduce' });

/**
 * Checkout, payment and confirmation (issue 11) in Debian's Chromium: the browser really
 * leaves the shop for the local payment provider (its own Worker on the next port) and
 * comes back. Test inputs of the provider: docs/payments.md.
 */
test.beforeEach(async ({ context }) => {
  await answeredBanners(context);
  await asNewShopper(context);
});

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
  // docs/checkout.md "The pages": the card provider's order, tied to the locale it was opened in.
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

test('a checkout this browser no longer holds the key of (its cookies cleared) is placed as a new checkout of its own', async ({
  page,
  context,
}) => {
  // Each submit: its answer's status and the checkout id it was sent for (the page navigates
  // away from the answers, so their bodies cannot be read here).
  const submits: { status: number; checkoutId: unknown }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/checkout') && response.request().method() === 'POST') {
      submits.push({ status: response.status(), checkoutId: (response.request().postDataJSON() as { checkout_id?: unknown }).checkout_id });
    }
  });
  await fillCart(page, 'en');
  await openCheckout(page, 'en');
  const firstCheckout = new URL(page.url()).pathname;
  await fillDetails(page, 'en');
  await page.check('input[name=payment_method][value=card]');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(`${PROVIDER}/pay/**`);
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]+\?payment=cancelled$/);
  await hydrated(page);

  // The checkout key (HttpOnly, path /api/checkout) is gone; the cart still names the checkout.
  const keys = (await context.cookies()).filter((cookie) => cookie.name === 'h057_checkout_key');
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatchObject({ httpOnly: true, path: '/api/checkout', sameSite: 'Strict' });
  await context.clearCookies({ name: 'h057_checkout_key' });
  await page.getByRole('button', { name: 'Place order' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'en');
  expect(submits.map((submit) => submit.status)).toEqual([201, 403, 201]);
  const first = firstCheckout.slice('/checkout/'.length);
  expect(submits.map((submit) => submit.checkoutId)).toEqual([first, first, expect.not.stringMatching(first)]);
});

test('too many orders: the page says when to try again', async ({ page }) => {
  await fillCart(page, 'en');
  await openCheckout(page, 'en');
  await fillDetails(page, 'en');
  await page.check('input[name=payment_method][value=card]');
  await page.route('**/api/checkout', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '150', 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'Too many order submits; try again in 150 seconds' }),
    }),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.locator('[data-form-error]')).toHaveText(
    'Too many orders in a short time. Pay an order you have placed, or try again in 3 min.',
  );
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
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
  // The ways of delivery are drawn at once; they can be chosen when priced for the postal code.
  await expect(page.locator('input[name=shipping_method]:enabled').first()).toBeAttached();
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
  // Each width is a fresh load (the carousels lay out for the width they load at).
  const check = async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await hydrated(page);
      expect(
        (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
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
