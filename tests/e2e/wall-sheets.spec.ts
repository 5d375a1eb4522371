import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { designerPath } from '../../shared/routes';
import { answeredBanners, hydrated, shopUrl } from './cart-helpers';

/**
 * The wall designer's preview sheets are responsive (issue 26, docs/browse.md "Pictures"): a
 * poster hung on the room preview is a sheet some 50 to 140 px wide, and the browser fetches
 * the copy that width needs, as tests/e2e/responsive-images.spec.ts checks on the catalog
 * pages: at a phone's 375 px with DPR 2 and a desktop's 1280 px with DPR 1, every sheet has
 * `srcset` and `sizes`, and the copy fetched is at least its shown width × DPR and at most 1.5 ×
 * (it fetched the 1,600 px copy for 54 and 115 px sheets).
 */
const en = JSON.parse(
  readFileSync(new URL('../../locales/designer/en.json', import.meta.url), 'utf8'),
) as typeof import('../../locales/designer/en.json');
const SCREENS = [
  { name: 'a phone (375 px, DPR 2)', width: 375, height: 812, deviceScaleFactor: 2, isMobile: true },
  { name: 'a desktop (1280 px, DPR 1)', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
] as const;
const COPY = /\/api\/media\/.+\/(\d{2,5})(?:\.(?:webp|jpg|avif))?$/;
const designer = (page: Page) => page.getByRole('main');
const next = (page: Page) => designer(page).getByRole('button', { name: en.next, exact: true });
const slotButton = (page: Page, n: number) => designer(page).getByRole('button', { name: new RegExp(`^Slot ${n}, 50x70 cm`) });
const panel = (page: Page, n: number) => page.getByRole('complementary', { name: `Slot ${n} (50x70 cm)` });

test.use({ reducedMotion: 'reduce' });

for (const screen of SCREENS) {
  test(`the wall's sheets are fetched at the size they are shown on ${screen.name}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.isMobile,
      hasTouch: screen.isMobile,
    });
    await answeredBanners(context);
    const page = await context.newPage();
    await page.goto(shopUrl('en', designerPath('en')));
    await hydrated(page);
    await designer(page).getByRole('button', { name: en.intro.start }).click();
    await page.getByRole('radio', { name: en.rooms.bedroom }).check();
    await next(page).click();
    await page.getByRole('radio', { name: 'Frames: 3. Sizes: 50x70 cm' }).check();
    await next(page).click();
    // Two posters, the second framed (its sheet is inside the frame's profile).
    await panel(page, 1).getByRole('list', { name: en.poster_heading }).getByRole('button').first().click();
    await expect(panel(page, 1)).toBeHidden();
    await slotButton(page, 2).click();
    await panel(page, 2).getByRole('list', { name: en.poster_heading }).getByRole('button').nth(1).click();
    await expect(panel(page, 2)).toBeHidden();
    await slotButton(page, 2).click();
    await panel(page, 2)
      .getByRole('list', { name: en.frame_heading })
      .getByRole('button', { name: /Oak frame/ })
      .click();
    await expect(slotButton(page, 2)).toHaveClass(/is-framed/);

    await expect(designer(page).locator('img.wall-sheet')).toHaveCount(2);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img.wall-sheet')].every((img) => img.complete && img.currentSrc),
    );
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('img.wall-sheet')].map((img) => ({
        src: img.getAttribute('src') ?? '',
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        currentSrc: img.currentSrc,
        shownWidth: img.getBoundingClientRect().width,
      })),
    );
    for (const sheet of sheets) {
      expect(sheet.src, 'a sheet of the raster catalog').toMatch(COPY);
      expect(sheet.srcset, sheet.src).toMatch(/^\S+ \d+w(, \S+ \d+w)+$/);
      expect(sheet.sizes, sheet.src).toBeTruthy();
      const width = Number(COPY.exec(new URL(sheet.currentSrc).pathname)?.[1]);
      const needed = sheet.shownWidth * screen.deviceScaleFactor;
      expect(width / needed, `${sheet.currentSrc} shown ${sheet.shownWidth} px wide`).toBeLessThanOrEqual(1.5);
      expect(width, `${sheet.currentSrc} shown ${sheet.shownWidth} px wide: sharp`).toBeGreaterThanOrEqual(Math.floor(needed));
    }
    await context.close();
  });
}
