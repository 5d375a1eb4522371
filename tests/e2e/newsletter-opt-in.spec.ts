import { expect, test, type Page } from '@playwright/test';
import { hydrated, shopUrl } from './cart-helpers';

/**
 * Issue 25, the newsletter's double opt-in in Chromium: the sign-up dialog shows the code at
 * once, the local outbox holds one confirmation with its link, the link's button confirms
 * and the welcome follows, and the welcome's one-click unsubscribe (RFC 8058, a POST without
 * any cookie, as a mail provider sends it) ends the subscription.
 */

/** The text part of the one message of `kind` to `to` in the local outbox. */
async function mailText(page: Page, kind: string, to: string): Promise<string> {
  await page.goto(shopUrl('en', '/__dev/outbox'));
  const mail = page.locator(`li[data-outbox-kind=${kind}]`).filter({ has: page.getByTestId('outbox-to').getByText(to, { exact: true }) });
  await expect(mail).toHaveCount(1);
  return (await mail.locator('pre').textContent()) ?? '';
}

test('a newsletter sign-up confirms by its link, and the one-click unsubscribe ends it', async ({ page, playwright }) => {
  const email = `opt-in-${Date.now()}@example.com`;
  await page.goto(shopUrl('en'));
  await hydrated(page);
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Only necessary' }).click();
  await page.getByRole('region', { name: 'Get 10% off your next order' }).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  // The code at once, as the shop's newsletter rules require.
  const thanks = dialog.getByText(/Here is your discount code: NEWS-[A-Z2-9]{8}/);
  await expect(thanks).toBeVisible();
  const code = /NEWS-[A-Z2-9]{8}/.exec((await thanks.textContent()) ?? '')![0];
  await expect(thanks).toContainText('To receive the newsletter, open the link we have just e-mailed you.');

  // One confirmation, and no newsletter mail yet.
  const confirmation = await mailText(page, 'newsletter-confirmation', email);
  await expect(page.locator('li[data-outbox-kind=newsletter-welcome]').filter({ hasText: email })).toHaveCount(0);
  const link = /(http:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f]{32})/.exec(confirmation)?.[1];
  expect(link, confirmation).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your subscription is confirmed. We have e-mailed you a welcome.');

  const welcome = await mailText(page, 'newsletter-welcome', email);
  expect(welcome).toContain(code);
  const unsubscribe = /(http:\/\/\S+\/unsubscribe\?token=[0-9a-f]{32})/.exec(welcome)?.[1];
  expect(unsubscribe, welcome).toBeTruthy();

  // The mail provider's one-click POST: a client of its own, no cookie, no Origin of the shop.
  const provider = await playwright.request.newContext();
  try {
    // Node does not resolve *.localhost as Chromium does: the same address by IP, its host named.
    const target = new URL(unsubscribe!);
    const byIp = new URL(`${target.pathname}${target.search}`, `http://127.0.0.1:${target.port}`);
    const oneClick = () => provider.post(byIp.href, { headers: { Host: target.host }, form: { 'List-Unsubscribe': 'One-Click' } });
    const answer = await oneClick();
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ status: 'unsubscribed' });
    expect(await (await oneClick()).json()).toEqual({ status: 'already_unsubscribed' });
  } finally {
    await provider.dispose();
  }

  // The link's page agrees: the subscription has ended.
  await page.goto(unsubscribe!);
  await hydrated(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You had already unsubscribed. You will not receive our newsletter.');
});
