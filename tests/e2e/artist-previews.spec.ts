import { expect, test, type Locator } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import { png } from '../fixtures/images';
import { signInAtProvider } from './session-helpers';

/**
 * An artist's print file is shown in the account area only as its private copies (issue 26,
 * docs/accounts.md, docs/browse.md "Pictures"): on the poster list and the edit page, at a
 * phone's 375 px with DPR 2 and a desktop's 1280 px with DPR 1, each picture has `srcset` and
 * `sizes`, the copy fetched is at least its shown width × DPR and at most 1.5 ×, and the print
 * file itself (`/api/my/posters/{id}/image` without a width) is never fetched.
 */
const SHOP = `http://en.localhost:${E2E_PORT}`;
const SCREENS = [
  { name: 'a phone (375 px, DPR 2)', width: 375, height: 812, deviceScaleFactor: 2, isMobile: true },
  { name: 'a desktop (1280 px, DPR 1)', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
] as const;
const PREVIEW = /^\/api\/my\/posters\/\d+\/image$/;

for (const screen of SCREENS) {
  test(`the print file's preview and list picture are private copies of the size shown on ${screen.name}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.isMobile,
      hasTouch: screen.isMobile,
    });
    const page = await context.newPage();
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (PREVIEW.test(url.pathname)) asked.push(url);
    });
    await signInAtProvider(page, SHOP, ARTIST_ACCOUNTS[0]!, '/my-account/posters/edit');
    const title = `Harbour copies ${screen.width} ${Date.now()}`;
    await page.getByLabel('Title').first().fill(title);
    await page.getByRole('radio', { name: 'Portrait' }).check();
    await page.getByRole('checkbox', { name: '21 × 30 cm' }).check();
    await page
      .getByLabel('Print image')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: Buffer.from(png(1800, 2400)) });
    await expect(page.locator('.image-check')).toContainText('Chosen: 1800 × 2400 pixels');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your poster is saved as a draft.' })).toBeVisible();
    // Each picture: a srcset of copies, and the copy fetched fits what it is shown at.
    const check = async (where: string, picture: Locator) => {
      await expect(picture, where).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `${where}: loaded` })
        .toBe(true);
      const shown = await picture.evaluate((img: HTMLImageElement) => ({
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        currentSrc: img.currentSrc,
        shownWidth: img.getBoundingClientRect().width,
      }));
      expect(shown.srcset, where).toMatch(/^\S+\?width=\d+ \d+w(, \S+\?width=\d+ \d+w)+$/);
      expect(shown.sizes, where).toBeTruthy();
      const width = Number(new URL(shown.currentSrc).searchParams.get('width'));
      const needed = shown.shownWidth * screen.deviceScaleFactor;
      expect(width / needed, `${where}: ${shown.currentSrc} shown ${shown.shownWidth} px wide`).toBeLessThanOrEqual(1.5);
      expect(width, `${where}: ${shown.currentSrc} shown ${shown.shownWidth} px wide: sharp`).toBeGreaterThanOrEqual(Math.floor(needed));
    };
    await check('the edit page', page.getByRole('img', { name: 'Preview of the chosen image' }));
    await page.getByRole('link', { name: 'Back to your posters' }).click();
    await check('the list', page.locator('.account-posters li').filter({ hasText: title }).locator('img'));
    expect(asked.length, 'private copies asked for').toBeGreaterThan(0);
    expect(asked.filter((url) => !url.searchParams.has('width')).map(String), 'the print file itself is never fetched').toEqual([]);
    await context.close();
  });
}
