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
  const stored = JSON.stringify({
    version: 1,
    cart: {
      items: [
        { uuid: 'a', product_id: 1, sku: 'SKU-a', quantity: 2, price: 299 },
        { uuid: 'b', product_id: 1, sku: 'SKU-b', quantity: 1, price: 299 },
      ],
    },
  });
  await other.evaluate((value) => localStorage.setItem('h057', value), stored);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});

test('corrupt storage still gives a working page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('h057', '{not json'));
  await page.goto(`http://sv.localhost:${E2E_PORT}/`);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
