import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { posters } from './cart-helpers';

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
  // Two sizes of a poster of the catalog: lines the cart's sync (which may start meanwhile) keeps.
  const [poster] = await posters(page, 1);
  const { id } = (await (
    await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/products/${poster!.slug}`, {
      headers: { host: `en.localhost:${E2E_PORT}` },
    })
  ).json()) as { id: number };
  // The other tab writes as a shop page would, from a page of the same origin that runs none of
  // the shop's scripts. A shop page written to behind its back (its own tab raises no storage
  // event) keeps its empty cart in memory and may save it over the write at its next change of
  // state; a loaded CI run saw the count stay at 0.
  const other = await context.newPage();
  await other.goto(`http://en.localhost:${E2E_PORT}/robots.txt`);
  const stored = JSON.stringify({
    version: 1,
    cart: {
      items: [
        { uuid: 'a', product_id: id, sku: poster!.sizes[0]!.sku, quantity: 2, price: 299 },
        { uuid: 'b', product_id: id, sku: poster!.sizes[1]!.sku, quantity: 1, price: 299 },
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
