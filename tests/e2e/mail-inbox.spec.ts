import { expect, test, type Page } from '@playwright/test';
import { answeredBanners, hydrated, products, shopUrl, watchProblems } from './cart-helpers';
import { asNewShopper, expectConfirmation, fillCart, fillContact, fillDetails, openCheckout, payByCard } from './checkout-helpers';

/**
 * Mail in the local inbox (/__dev/outbox, README "The local inbox") in Debian's Chromium: the
 * same path as deployed (the outbox, Miniflare's queue, its send_email binding). A purchase's
 * confirmation arrives there; a gift card with a send date waits until its day, which the
 * inbox's clock control (run the mail cron as of a later time) brings, and then arrives with
 * its code in the HTML part, shown in a sandboxed frame.
 */
test.beforeEach(async ({ context }) => {
  await answeredBanners(context);
  await asNewShopper(context);
});

/** The inbox's entry of `kind` for `recipient` (or for the order `orderId`), once it is sent (the consumer runs after the page's call). */
async function sentMail(page: Page, kind: string, text: string) {
  const mail = page.locator(`li[data-outbox-kind=${kind}]`).filter({ hasText: text });
  await expect(async () => {
    await page.goto(shopUrl('en', '/__dev/outbox'));
    await expect(mail).toHaveAttribute('data-outbox-state', 'sent', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return mail;
}

test('a purchase shows its confirmation in the local inbox, from the market’s address, its HTML as a mail client shows it', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await fillCart(page, 'en');
  await openCheckout(page, 'en');
  await fillDetails(page, 'en');
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'en');
  const orderId = (await page.getByTestId('order-number').textContent())!;

  const mail = await sentMail(page, 'order-confirmation', orderId);
  await expect(mail.getByTestId('outbox-from')).toHaveText('Artlane <order@artlane.co.uk>');
  await expect(mail.getByTestId('outbox-to')).toHaveText('anna@example.com');
  await expect(mail.getByTestId('outbox-delivery')).toContainText(/sent .* \(Message-ID <[A-Za-z0-9]+@artlane\.co\.uk>\)/);
  await expect(mail.locator('pre')).toContainText(orderId);
  const frame = mail.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.contentFrame().locator('body')).toContainText(orderId);
  expect(problems).toEqual([]);
});

test('a gift card reaches its recipient in the local inbox on its day, at 08:00 in the market, with the clock moved', async ({ page }) => {
  const problems = watchProblems(page);
  const recipient = `day-${Date.now()}@example.com`;
  const sendOn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'false', url: shopUrl('en') },
    { name: 'newsletter_subscribed', value: '1', url: shopUrl('en') },
  ]);
  const [giftCard] = await products(page, 'type=4&per_page=1');
  await page.goto(shopUrl('en', `/product/${giftCard!.slug}`));
  await hydrated(page);
  const panel = page.locator('form.gift-card-purchase');
  await panel.getByRole('radio', { name: 'Other amount' }).check();
  await panel.getByRole('textbox', { name: /Other amount/ }).fill('25');
  await panel.getByRole('textbox', { name: "Recipient's name" }).fill('Bo Berg');
  await panel.getByRole('textbox', { name: "Recipient's e-mail" }).fill(recipient);
  await panel.locator('input[type=date]').fill(sendOn);
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/^For Bo Berg, sent \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await openCheckout(page, 'en');
  await fillContact(page);
  await page.check('input[name=payment_method][value=card]');
  await page.locator('[data-checkout-submit]').click();
  await payByCard(page, '4242 4242 4242 4242');
  await expectConfirmation(page, 'en');

  // Written, not sent: it waits for 08:00 London time on its day (in summer 07:00 UTC, in winter 08:00 UTC).
  await page.goto(shopUrl('en', '/__dev/outbox'));
  const mail = page.locator('li[data-outbox-kind=gift-card]').filter({ has: page.getByTestId('outbox-to').getByText(recipient) });
  await expect(mail).toHaveAttribute('data-outbox-state', 'waiting');
  const due = /waiting until (\S+)/.exec((await mail.getByTestId('outbox-delivery').textContent()) ?? '')?.[1];
  expect(due?.slice(0, 10)).toBe(sendOn);
  expect(['07:00', '08:00']).toContain(due!.slice(11, 16));

  // The clock a minute before: nothing. On the hour: handed to the queue and sent.
  const runCronAt = async (at: Date) => {
    await page.getByTestId('mail-sweep-at').fill(at.toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Run the mail cron' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The mail cron ran as of' })).toBeVisible();
  };
  await runCronAt(new Date(Date.parse(due!) - 60_000));
  await expect(mail).toHaveAttribute('data-outbox-state', 'waiting');
  await runCronAt(new Date(due!));
  const sent = await sentMail(page, 'gift-card', recipient);
  await expect(sent.getByRole('heading')).toHaveText('Anna Andersson has sent you a gift card');
  await expect(sent.locator('iframe').contentFrame().locator('body')).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  expect(problems).toEqual([]);
});
