import { expect, test, type Page, type Route } from '@playwright/test';
import { violations } from './axe-helpers';
import { E2E_PORT } from '../../playwright.config';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import { LOCAL_OPS_TOKEN } from '../../scripts/lib/shop.mjs';
import { png, realJpeg } from '../fixtures/images';
import { signInAtProvider, signOutAtProvider } from './session-helpers';

// axe measures contrast at the instant it runs: a carousel's slide (the header's selling
// points, the reviews) in its 0.45 s fade is partly transparent then. With reduced motion the
// carousels stay still (client/site/carousel.ts), as in a11y.spec.ts.
test.use({ reducedMotion: 'reduce' });

/**
 * The artist area in Chromium (docs/accounts.md "The account pages"): an artist signs in at
 * the local provider, adds a poster with its image, sends it to review (approved with the
 * operator call), finds it live in the list, changes the profile and sees it and the poster
 * on the public artist page, and signs out; every account page has no
 * WCAG 2.2 AA violation at 375 and 1280 px.
 */
const SHOP = `http://en.localhost:${E2E_PORT}`;
const artist = ARTIST_ACCOUNTS[2]!;

async function open(page: Page, href: string) {
  await page.goto(href);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

test('an artist adds a poster with its image, edits the profile, sees it public, and signs out', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAtProvider(page, SHOP, artist, '/my-account/posters');
  await page.getByRole('main').getByRole('link', { name: 'Add a poster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a poster' })).toBeVisible();

  const title = `Lantern harbour ${Date.now()}`;
  await page.getByLabel('Title').first().fill(title);
  await page.getByLabel('Description').first().fill('Boats asleep under paper lanterns.');
  const hint = page.locator('#image-hint');
  await expect(hint).toContainText('at least 1241 × 1772 pixels');
  // The hint follows the orientation and sizes chosen (it kept a portrait's pixels before).
  await page.getByRole('radio', { name: 'Landscape' }).check();
  await expect(hint).toContainText('at least 1772 × 1241 pixels');
  await page.getByRole('checkbox', { name: '50 × 70 cm' }).check();
  await expect(hint).toContainText('at least 4134 × 2953 pixels');
  await page.getByRole('checkbox', { name: '50 × 70 cm' }).uncheck();
  await page.getByRole('checkbox', { name: '21 × 30 cm' }).check();
  await expect(hint).toContainText('at least 1772 × 1241 pixels');
  // Too few pixels for the size chosen: said before anything is sent.
  await page.getByLabel('Print image').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: Buffer.from(png(400, 300)) });
  await expect(page.locator('.image-check')).toContainText(
    'The image has 400 × 300 pixels; the largest size offered needs at least 1772 × 1241.',
  );
  // Within 12,000 px a side but more than the image service's 100 megapixels (12,000 × 9,000): said before 108 MP travel.
  await page.getByLabel('Print image').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: Buffer.from(png(12_000, 9_000)) });
  await expect(page.locator('.image-check')).toHaveText('The image may have at most 100 megapixels in all.');
  await expect(page.getByLabel('Print image')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Print image').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: Buffer.from(png(1800, 1300)) });
  await expect(page.locator('.image-check')).toContainText('Chosen: 1800 × 1300 pixels');
  await expect(page.locator('img.image-chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your poster is saved as a draft.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();

  // Sent to review, then approved with the operator call of the local commerce API (npm start: PORT + 3).
  await page.getByRole('button', { name: 'Save and send to review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your poster is sent to review.' })).toBeVisible();
  await expect(page.locator('[data-locked="in_review"]')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id');
  const review = await page.request.post(`http://localhost:${E2E_PORT + 3}/api/ops/posters/${id}/review?locale=en&sid=5`, {
    headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}` },
    data: { approve: true },
  });
  expect(review.status(), await review.text()).toBe(200);
  await page.reload();
  await expect(page.locator('[data-locked="live"]')).toBeVisible();

  await page.getByRole('link', { name: 'Back to your posters' }).click();
  const row = page.locator('.account-posters li').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-status="live"]')).toHaveText('Live');
  await page.getByLabel('Search by title').fill('Lantern harbour');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.locator('.account-posters li').filter({ hasText: title })).toBeVisible();

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Profile' }).click();
  const bio = `I paint harbours at night (${Date.now()}).`;
  await page.getByLabel('About you (English)').fill(bio);
  await page.getByLabel('Text 1').fill('Studio');
  await page.getByLabel('Address (https://…) 1').fill('https://studio.example/maja');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  await page.getByRole('link', { name: 'See your artist page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', 'https://studio.example/maja');
  // The approved poster is in the catalog, on the artist's page.
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();

  await signOutAtProvider(page, SHOP);
  await page.goto(`${SHOP}/my-account/posters`);
  await expect(page).toHaveURL(`${SHOP}/login?return=%2Fmy-account%2Fposters`);
});

test("a print image chosen before the page's scripts arrive is checked once they do", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAtProvider(page, SHOP, artist, '/my-account/posters');
  // Every script of the next page held back until the file is chosen (a slow connection).
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  await page.getByRole('main').getByRole('link', { name: 'Add a poster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a poster' })).toBeVisible();
  await page.getByRole('radio', { name: 'Landscape' }).check();
  await page.getByRole('checkbox', { name: '21 × 30 cm' }).check();
  await page.getByLabel('Print image').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: Buffer.from(png(400, 300)) });
  expect(held.length, 'the page asked for its scripts and got none yet').toBeGreaterThan(0);
  await expect(page.locator('.image-check')).toHaveText('');
  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(page.locator('.image-check')).toContainText(
    'The image has 400 × 300 pixels; the largest size offered needs at least 1772 × 1241.',
  );
  await expect(page.getByLabel('Print image')).toHaveAttribute('aria-invalid', 'true');
});

test('Save profile saves when clicked straight after editing a link with a new picture chosen: nothing moves on blur', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAtProvider(page, SHOP, ARTIST_ACCOUNTS[1]!, '/my-account/profile/edit');
  const picture = await realJpeg(800, 800);
  await page.getByLabel('Portrait or logo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(picture) });
  await expect(page.locator('img.image-chosen')).toBeVisible();
  await expect(page.locator('.image-check')).toContainText('Chosen: 800 × 800 pixels');
  const save = page.getByRole('button', { name: 'Save profile' });

  // Leaving an edited field (its change event) must not move what is under the pointer.
  await page.getByLabel('Text 1').fill(`Studio ${Date.now()}`);
  const moved = await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Save profile')!;
    const before = button.getBoundingClientRect().top;
    (document.activeElement as HTMLElement).blur();
    return button.getBoundingClientRect().top - before;
  });
  expect(moved).toBe(0);

  // An artist's real sequence: type a link, click Save at once (the mousedown blurs the field).
  const link = `https://studio.example/elias-${Date.now()}`;
  await page.getByLabel('Address (https://…) 1').fill(link);
  await expect(page.getByLabel('Address (https://…) 1')).toBeFocused();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  await expect(page.getByLabel('Address (https://…) 1')).toHaveValue(link);
  await expect(page.getByRole('img', { name: 'Your current picture' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`at ${width} px every account page has no WCAG 2.2 AA violations`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAtProvider(page, SHOP, artist);
    const pages = [
      '/my-account',
      '/my-account/posters',
      '/my-account/posters/edit',
      '/my-account/sales',
      '/my-account/sales?group=poster',
      '/my-account/profile/edit',
    ];
    for (const path of pages) {
      await open(page, `${SHOP}${path}`);
      expect(await violations(page), `${path} at ${width} px`).toEqual([]);
      // Nothing widens the page (a wide table scrolls in its own box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} width at ${width} px`).toBeLessThanOrEqual(width);
    }
    // A refused form, with its errors beside the fields.
    await open(page, `${SHOP}/my-account/posters/edit`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert')).toContainText('Write a title in at least one language.');
    expect(await violations(page), `refused poster form at ${width} px`).toEqual([]);
  });
}
