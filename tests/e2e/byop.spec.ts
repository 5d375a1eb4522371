import { expect, test } from '@playwright/test';
import { violations } from './axe-helpers';
import { E2E_PORT } from '../../playwright.config';
import { png } from '../fixtures/images';
import { firstProduct, watchProblems } from './cart-helpers';

// axe measures contrast at the instant it runs: a carousel's slide (the header's selling
// points, the reviews) in its 0.45 s fade is partly transparent then. With reduced motion the
// carousels stay still (client/site/carousel.ts), as in a11y.spec.ts.
test.use({ reducedMotion: 'reduce' });

/**
 * Photo posters (docs/designers.md "Photo posters"): the shopper chooses the photo on the
 * product page, sees it checked, warned about and previewed, and the cart line carries it.
 */

const file = (name: string, width: number, height: number) => ({ name, mimeType: 'image/png', buffer: Buffer.from(png(width, height)) });

test('a photo poster: warned about a small photo, a good one previewed, uploaded and carried by the cart line', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  const product = await firstProduct(page, 'template_id=5');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://en.localhost:${E2E_PORT}/product/${product.slug}`);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  const field = page.getByLabel('Your photo');
  const alert = page.locator('.photo-field [role="alert"]');
  const add = page.getByRole('button', { name: 'Add to cart' }).first();

  // Without a photo, adding is refused with a message, and the field takes the focus.
  await add.click();
  await expect(alert).toHaveText('Upload your photo before adding the poster to the cart.');
  await expect(field).toBeFocused();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('h057') ?? '{}').cart?.items ?? [])).toEqual([]);

  // A file that is no image is refused in the browser, before any upload.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/photos') uploads.push(request.method());
  });
  await field.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await expect(alert).toHaveText('This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // A phone panorama wider than the image service decodes (12,000 px a side): refused in the browser too, before any upload.
  await field.setInputFiles(file('panorama.png', 12_001, 3000));
  await expect(alert).toHaveText('The photo may be at most 12,000 pixels on either side.');

  // Too few pixels for the chosen size: a warning naming the largest size that prints sharply.
  await field.setInputFiles(file('small.png', 1800, 2400));
  await expect(page.getByRole('status').filter({ hasText: 'Your photo is uploaded (1800 × 2400 pixels).' })).toBeVisible();
  await expect(page.getByTestId('photo-warning')).toHaveCount(0);
  await page.getByRole('radio', { name: /^70x100 cm/ }).check();
  await expect(page.getByTestId('photo-warning')).toHaveText(
    'Your photo (1800 × 2400 pixels) is too small to print 70x100 cm sharply. The largest size that prints sharply is 30x40 cm.',
  );
  await field.setInputFiles(file('tiny.png', 400, 300));
  await expect(page.getByTestId('photo-warning')).toContainText(
    'too small to print any of the sizes sharply: 70x100 cm needs 4134 × 5906 pixels',
  );

  // A good photo: previewed in the chosen margin and black and white, uploaded, no warning.
  await page.getByRole('radio', { name: /^50x70 cm/ }).check();
  await field.setInputFiles(file('harbour.png', 4200, 3000));
  await expect(page.getByRole('status').filter({ hasText: 'Your photo is uploaded (4200 × 3000 pixels).' })).toBeVisible();
  await expect(page.getByTestId('photo-warning')).toHaveCount(0);
  await expect(alert).toHaveText('');
  const preview = page.getByTestId('photo-preview');
  await expect(preview.getByRole('img', { name: 'Your photo as a poster' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'White margin' }).check();
  await page.getByRole('checkbox', { name: 'Black and white' }).check();
  await expect(preview).toHaveClass(/has-margin/);
  await expect(preview).toHaveClass(/is-bw/);
  expect(await preview.locator('img').evaluate((img) => getComputedStyle(img).filter)).toBe('grayscale(1)');
  await page.screenshot({ path: test.info().outputPath('byop-preview-1280.png') });
  expect(await violations(page), 'the product page with the photo at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('byop-preview-375.png'), fullPage: true });
  expect(await violations(page), 'the product page with the photo at 375 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Every upload that happened was of a file that passed the browser's check: small, tiny, harbour.
  expect(uploads).toEqual(['POST', 'POST', 'POST']);

  // Added: the cart line carries the photo and says so.
  await add.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByText('Your photo is attached')).toBeVisible();
  const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('h057') ?? '{}').cart?.items ?? []);
  expect(lines).toEqual([
    expect.objectContaining({
      sku: `${product.sku}-50x70`,
      metadata: {
        margin: true,
        black_and_white: true,
        photo: { key: expect.stringMatching(/^photos\/[0-9a-f-]{36}\.png$/), width: 4200, height: 3000 },
      },
    }),
  ]);
  // The reference reads the photo back.
  const key = (lines[0] as { metadata: { photo: { key: string } } }).metadata.photo.key;
  const read = await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/${key}`, { headers: { host: `en.localhost:${E2E_PORT}` } });
  expect(read.status()).toBe(200);
  expect(read.headers()['content-type']).toBe('image/png');
  expect(problems).toEqual([]);
});

test('the photo poster page without a photo has no WCAG 2.2 AA violations at 375 and 1280 px', async ({ page }) => {
  const product = await firstProduct(page, 'template_id=5');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`http://en.localhost:${E2E_PORT}/product/${product.slug}`);
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    // The refusal shown in the field's alert region.
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.locator('.photo-field [role="alert"]')).not.toBeEmpty();
    expect(await violations(page), `at ${width} px`).toEqual([]);
  }
});
