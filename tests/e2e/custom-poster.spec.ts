import { expect, test, type Page } from '@playwright/test';
import { violations as wcagViolations } from './axe-helpers';
import { E2E_PORT } from '../../playwright.config';
import type { ProductDetail } from '../../shared/types';
import { hydrated, products, shopUrl, watchProblems } from './cart-helpers';

// axe measures contrast at the instant it runs: a carousel's slide (the header's selling
// points, the reviews) in its 0.45 s fade is partly transparent then. With reduced motion the
// carousels stay still (client/site/carousel.ts), as in a11y.spec.ts.
test.use({ reducedMotion: 'reduce' });

/**
 * The custom poster editor (docs/designers.md "Custom poster editor"): a design typed on
 * the product page is previewed as the render route draws it, added with its values, reopened
 * from the cart line's link, changed and added again as a second line; a star map refuses
 * a latitude beyond the pole; no WCAG 2.2 AA violations at 375 and 1280 px.
 */

async function violations(page: Page) {
  // From the top: content scrolled under the sticky header is covered by it, and axe's
  // target-size then counts the covered links (the breadcrumbs) as crowded, depending on
  // where filling a field happened to scroll the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  return wcagViolations(page);
}

/** The seeded custom poster of a template (English slug). */
async function customPoster(page: Page, template: 'typography' | 'star-map'): Promise<ProductDetail> {
  for (const summary of await products(page, 'template_id=4&per_page=20')) {
    const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/products/${summary.slug}`, {
      headers: { host: `en.localhost:${E2E_PORT}` },
    });
    const detail = (await response.json()) as ProductDetail;
    if (detail.custom_template?.template === template) return detail;
  }
  throw new Error(`no ${template} custom poster`);
}

/** The design values a render URL carries (its v parameter: base64url JSON). */
function valuesOf(src: string | null): Record<string, string> {
  const v = new URL(src ?? '', 'http://x').searchParams.get('v') ?? '';
  return JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as Record<string, string>;
}

/** The editor's own "Add to cart" (related products below have theirs). */
const addButton = (page: Page) => page.locator('form.custom-poster-purchase').getByRole('button', { name: 'Add to cart' });

const storedItems = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('h057') ?? '{}').cart?.items ?? []) as {
        product_id: number;
        thumb: string;
        metadata: { template?: { values: Record<string, string> } } | null;
      }[],
  );

test('a typography poster: designed, previewed, added, reopened from the cart, changed and added as a second line', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  const product = await customPoster(page, 'typography');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(shopUrl('en', `/product/${product.slug}`));
  await hydrated(page);
  const preview = page.getByTestId('custom-poster-preview');
  // The server's HTML already shows the product's start design.
  await expect(preview).toHaveAttribute('src', /^\/render-custom-poster\/typography\.png\?v=/);

  // Typing: the preview follows with the render of exactly these values, and says so.
  const line1 = page.getByRole('textbox', { name: 'Line 1' });
  await line1.fill('Hello Malmö');
  await expect.poll(async () => valuesOf(await preview.getAttribute('src')).line1).toBe('Hello Malmö');
  await expect(preview).toHaveAttribute('alt', /Hello Malmö/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  await expect(page.getByRole('status').filter({ hasText: 'Preview updated.' })).toContainText('Hello Malmö');
  await page.getByLabel('Font').selectOption({ label: 'Space Mono' });
  await expect.poll(async () => valuesOf(await preview.getAttribute('src')).font).toBe('space-mono');
  await page.screenshot({ path: test.info().outputPath('custom-poster-1280.png') });

  // Added: the line carries the design's values and shows its picture.
  await addButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByText(/Hello Malmö/)).toBeVisible();
  const [first] = await storedItems(page);
  expect(first!.metadata!.template!.values).toMatchObject({ template: 'typography', line1: 'Hello Malmö', font: 'space-mono' });
  await expect(drawer.locator('.cart-line img')).toHaveAttribute('src', /^\/render-custom-poster\/typography\.png\?v=/);

  // The line's link reopens the editor with those values.
  await drawer.locator('.cart-line-name').click();
  await expect(page).toHaveURL(/\?template=/);
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: 'Line 1' })).toHaveValue('Hello Malmö');
  await expect(page.getByLabel('Font')).toHaveValue('space-mono');

  // Changed and added again: a second line, never merged into the first.
  await page.getByRole('button', { name: 'Add a line' }).click();
  const added = page.getByRole('textbox', { name: /^Line \d$/ }).last();
  await expect(added).toBeFocused();
  await added.fill('since 1998');
  await addButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).locator('.cart-line')).toHaveCount(2);
  const lines = (await storedItems(page)).filter((line) => line.product_id === product.id);
  expect(lines).toHaveLength(2);
  expect(lines[0]!.metadata!.template!.values).not.toEqual(lines[1]!.metadata!.template!.values);
  expect(Object.values(lines[1]!.metadata!.template!.values)).toContain('since 1998');

  // At checkout each line shows its own design, not the product's picture.
  await page.goto(shopUrl('en', '/checkout'));
  await hydrated(page);
  const pictures = page.locator('.checkout-lines img');
  await expect(pictures).toHaveCount(2);
  const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(sources.map((src) => valuesOf(src).line1)).toEqual(['Hello Malmö', 'Hello Malmö']);
  expect(sources[0]).not.toBe(sources[1]);
  expect(problems).toEqual([]);
});

test('a star map refuses a latitude beyond the pole with a message, and shows no render until it is right', async ({ page }) => {
  const product = await customPoster(page, 'star-map');
  await page.goto(shopUrl('en', `/product/${product.slug}`));
  await hydrated(page);
  const renders: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/render-custom-poster/')) renders.push(request.url());
  });
  const latitude = page.getByRole('textbox', { name: 'Latitude (north/south)' });
  await latitude.fill('91');
  await expect(page.getByText('Enter a number from -90 to 90.')).toBeVisible();
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('custom-poster-invalid')).toHaveText('Correct the marked fields to see your poster.');
  await expect(page.getByTestId('custom-poster-preview')).toHaveCount(0);
  // Adding is refused: the message, and the field to correct takes the focus.
  await addButton(page).click();
  await expect(latitude).toBeFocused();
  expect(await storedItems(page)).toEqual([]);
  expect(renders.filter((url) => valuesOf(url).latitude === '91')).toEqual([]);
  // Corrected: the preview comes back for the new place in the sky.
  await latitude.fill('-33.8688');
  await expect.poll(async () => valuesOf(await page.getByTestId('custom-poster-preview').getAttribute('src')).latitude).toBe('-33.8688');
});

test('the editors have no WCAG 2.2 AA violations at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  for (const template of ['typography', 'star-map'] as const) {
    const product = await customPoster(page, template);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(shopUrl('en', `/product/${product.slug}`));
      await hydrated(page);
      // Live, with an error shown: the states a shopper meets.
      const field =
        template === 'typography' ? page.getByRole('textbox', { name: 'Line 1' }) : page.getByRole('textbox', { name: 'Place' });
      await field.fill(template === 'typography' ? 'a < b' : '');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      if (width === 375) await page.screenshot({ path: test.info().outputPath(`custom-poster-${template}-375.png`), fullPage: true });
      expect(await violations(page), `${template} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${template} fits ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
