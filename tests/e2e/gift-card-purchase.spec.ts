import { expect, test, type Page } from '@playwright/test';
import { answeredBanners, atc, hydrated, products, shopUrl, watchProblems } from './cart-helpers';
import { asNewShopper, expectConfirmation, fillContact, fillDetails, openCheckout, payByCard } from './checkout-helpers';

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

test.beforeEach(async ({ context }) => {
  await answeredBanners(context);
  await asNewShopper(context);
});

/** An order of gift cards alone asks for no postal address and no delivery, and charges none (issue 22). */
async function expectNothingToDeliver(page: Page, amount: string) {
  for (const field of ['#checkout-street', '#checkout-postal_code', '#checkout-city', '#checkout-care_of']) {
    await expect(page.locator(field)).toBeHidden();
  }
  await expect(page.locator('input[name=shipping_method]')).toHaveCount(0);
  await expect(
    page.getByText('Gift cards are sent by e-mail to their recipients: no delivery address and no delivery charge.'),
  ).toBeVisible();
  await expect(page.locator('[data-checkout-summary] .checkout-totals')).toContainText('DeliveryBy e-mail');
  await expect(page.getByTestId('checkout-total')).toHaveText(amount);
}

/** A gift card of `amount` pounds for a recipient, added from its product page. */
async function addGiftCard(page: Page, amount: string, recipient: string) {
  const [giftCard] = await products(page, 'type=4&per_page=1');
  await page.goto(shopUrl('en', `/product/${giftCard!.slug}`));
  await hydrated(page);
  const panel = page.locator('form.gift-card-purchase');
  await panel.getByRole('radio', { name: 'Other amount' }).check();
  await panel.getByRole('textbox', { name: /Other amount/ }).fill(amount);
  await panel.getByRole('textbox', { name: "Recipient's name" }).fill('Bo Berg');
  await panel.getByRole('textbox', { name: "Recipient's e-mail" }).fill(recipient);
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(async () => (await storedLines(page)).map((line) => line.price)).toEqual([Number(amount)]);
}

/** The code e-mailed to `recipient`, read from the local outbox. */
async function codeSentTo(page: Page, recipient: string): Promise<string> {
  await page.goto(shopUrl('en', '/__dev/outbox'));
  const mail = page.locator('li[data-outbox-kind=gift-card]').filter({ has: page.getByTestId('outbox-to').getByText(recipient) });
  await expect(mail).toHaveCount(1);
  const code = /Your gift card code\s*:?\s*([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec((await mail.locator('pre').textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();
  return code!;
}

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

  // Paid by card at the local provider; e-mailed, so nothing to deliver and no address asked.
  await openCheckout(page, 'en');
  await expectNothingToDeliver(page, '£35.00');
  await fillContact(page);
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'en');
  await expect(page.getByTestId('order-total')).toHaveText('£35.00');
  await expect(page.locator('.order-facts')).toContainText('By e-mail');
  await expect(page.locator('.order-facts address')).toHaveText('Anna Andersson');

  // The recipient's e-mail, written to the local outbox, holds the code.
  await page.goto(shopUrl('en', '/__dev/outbox'));
  const mail = page.locator('li[data-outbox-kind=gift-card]').filter({ has: page.getByTestId('outbox-to').getByText(recipient) });
  await expect(mail).toHaveCount(1);
  await expect(mail.getByRole('heading')).toHaveText('Anna Andersson has sent you a gift card');
  const text = await mail.locator('pre').textContent();
  expect(text).toContain('Happy birthday, Bo!');
  const code = /Your gift card code\s*:?\s*([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(text ?? '')?.[1];
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

test('gift cards that pay the whole order: no payment method is asked, the order is confirmed at once and the card charged once', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const recipient = `all-${Date.now()}@example.com`;
  await addGiftCard(page, '100', recipient);
  await openCheckout(page, 'en');
  await expectNothingToDeliver(page, '£100.00');
  await fillContact(page);
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'en');
  const code = await codeSentTo(page, recipient);

  // A poster, delivered by post: the card covers it and its delivery.
  const [poster] = await products(page, 'template_id=2&type=2&per_page=1');
  await page.goto(shopUrl('en', `/?atc=${atc([{ sku: poster!.variations[0]!.sku, quantity: 1 }])}`));
  await expect.poll(async () => (await storedLines(page)).filter((line) => line.price > 0).length).toBe(1);
  await openCheckout(page, 'en');
  await fillDetails(page, 'en');
  await expect(page.locator('input[name=payment_method]').first()).toBeVisible();
  await page.fill('#checkout-gift_card', code);
  await page.getByRole('button', { name: 'Use gift card' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('£0.00');
  await expect(page.getByText('Your gift cards pay the whole order: no payment method is needed.')).toBeVisible();
  for (const radio of await page.locator('input[name=payment_method]').all()) await expect(radio).toBeHidden();
  const paid = /−£([\d.]+)/.exec((await page.locator('[data-checkout-summary] .checkout-totals').textContent()) ?? '')?.[1];
  const submits: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/checkout')) submits.push(response.status());
  });
  await page.locator('[data-checkout-submit]').click();
  // Straight to the confirmation: no provider page.
  await expectConfirmation(page, 'en');
  expect(submits).toEqual([201]);
  await expect(page.getByTestId('order-total')).toHaveText('£0.00');
  await expect(page.locator('.order-facts')).not.toContainText('Paid with');
  const orderId = await page.getByTestId('order-number').textContent();

  // The confirmation e-mail, once; the card charged once.
  await page.goto(shopUrl('en', '/__dev/outbox'));
  await expect(page.locator('li[data-outbox-kind=order-confirmation]').filter({ hasText: orderId! })).toHaveCount(1);
  await page.goto(shopUrl('en', '/gift-card/balance'));
  await hydrated(page);
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.locator('.balance-amount').first()).toHaveText(`£${(100 - Number(paid)).toFixed(2)}`);
  expect(problems).toEqual([]);
});
