import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

for (const code of ['sv', 'de', 'en'] as const) {
  test(`the ${code} start page renders and hydrates without console errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`http://${code}.localhost:${E2E_PORT}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page).toHaveTitle(/World of Art/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation').first().getByRole('link').first()).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('.product-card').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('the cart count follows what another tab stores', async ({ page, context }) => {
  await page.goto(`http://en.localhost:${E2E_PORT}/`);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const other = await context.newPage();
  await other.goto(`http://en.localhost:${E2E_PORT}/`);
  await other.evaluate(() => localStorage.setItem('h057', JSON.stringify({ cart: { items: [{ quantity: 2 }, { quantity: 1 }] } })));
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});

test('corrupt storage still gives a working page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('h057', '{not json'));
  await page.goto(`http://sv.localhost:${E2E_PORT}/`);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
