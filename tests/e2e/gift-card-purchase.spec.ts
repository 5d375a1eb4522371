import { expect, test, type Page } from '@playwright/test';
import { answeredBanners, atc, hydrated, products, shopUrl, watchProblems } from './cart-helpers';
import { expectConfirmation, fillDetails, openCheckout, payByCard } from './checkout-helpers';

/**
 * Buying a gift card (docs/checkout.md "Gift cards") in Debian's Chromium: a free amount
 * for a recipient, paid at the local provider, its code read from the local outbox, its
 * balance on /gift-card/balance, and the card paying part of a second order. The checkout
 * steps are checkout-helpers.ts's.
 */
const storedLines = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('h057') ?? '{}') as { cart?: { items?: { price: number; sku: string }[] } }).cart?.items ?? [],
  );

test.beforeEach(async ({ context }) => answeredBanners(context));

test('a gift card of another amount for a recipient: paid, e-mailed with its code, its balance shown, and it pays part of a second order', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const recipient = `bo-${Date.now()}@example.com`;
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'false', url: shopUrl('en') },
    { name: 'newsletter_subscribed', value: '1', url: shopUrl('en') },
  ]);
  const [giftCard] = await products(page, 'type=4&per_page=1');
  await page.goto(shopUrl('en', `/product/${giftCard!.slug}`));
  await hydrated(page);

  // Another amount, checked beside its field before anything is added.
  const panel = page.locator('form.gift-card-purchase');
  await panel.getByRole('radio', { name: 'Other amount' }).check();
  await panel.getByRole('textbox', { name: /Other amount/ }).fill('5');
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByText('Enter a whole amount from £10.00 to £1,000.00.')).toBeVisible();
  await expect(panel.getByText("Enter the recipient's name.")).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /Other amount/ })).toHaveAttribute('aria-invalid', 'true');
  expect(await storedLines(page)).toEqual([]);

  await panel.getByRole('textbox', { name: /Other amount/ }).fill('35');
  await panel.getByRole('textbox', { name: "Recipient's name" }).fill('Bo Berg');
  await panel.getByRole('textbox', { name: "Recipient's e-mail" }).fill(recipient);
  await panel.getByRole('textbox', { name: 'Message (optional)' }).fill('Happy birthday, Bo!');
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  // The day it is sent, written out (the drawer fills {{date}} in).
  await expect(page.getByText(/^For Bo Berg, sent \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect.poll(async () => (await storedLines(page)).map((line) => line.price)).toEqual([35]);

  // Paid by card at the local provider.
  await openCheckout(page, 'en');
  await fillDetails(page, 'en');
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'en');

  // The recipient's e-mail, written to the local outbox, holds the code.
  await page.goto(shopUrl('en', '/__dev/outbox'));
  const mail = page.locator('li[data-outbox-kind=gift-card]').filter({ has: page.getByTestId('outbox-to').getByText(recipient) });
  await expect(mail).toHaveCount(1);
  await expect(mail.getByRole('heading')).toHaveText('Anna Andersson has sent you a gift card');
  const text = await mail.locator('pre').textContent();
  expect(text).toContain('Happy birthday, Bo!');
  const code = /Your gift card code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(text ?? '')?.[1];
  expect(code).toBeTruthy();

  await page.goto(shopUrl('en', '/gift-card/balance'));
  await hydrated(page);
  await page.getByLabel('Gift card code').fill(code!.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.locator('.balance-amount').first()).toHaveText('£35.00');

  // A second order: four posters, the card pays £35 of it and the card pays the rest.
  const posters = await products(page, 'template_id=2&type=2&per_page=2');
  await page.goto(shopUrl('en', `/?atc=${atc(posters.map((p) => ({ sku: p.variations[0]!.sku, quantity: 2 })))}`));
  await expect.poll(async () => (await storedLines(page)).filter((line) => line.price > 0).length).toBe(2);
  await openCheckout(page, 'en');
  await fillDetails(page, 'en');
  const before = await page.getByTestId('checkout-total').textContent();
  await page.fill('#checkout-gift_card', code!);
  await page.getByRole('button', { name: 'Use gift card' }).click();
  await expect(page.locator('[data-gift-cards] li')).toHaveCount(1);
  await expect(page.getByTestId('checkout-total')).not.toHaveText(before!);
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'en');
  await expect(page.locator('.order-totals')).toContainText('£35.00');

  await page.goto(shopUrl('en', '/gift-card/balance'));
  await hydrated(page);
  await page.getByLabel('Gift card code').fill(code!);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByText('This gift card has been used up.')).toBeVisible();
  expect(problems).toEqual([]);
});
