import { expect, test, type Locator } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { png } from '../fixtures/images';
import { answeredBanners, firstProduct, hydrated, watchProblems } from './cart-helpers';
import { expectConfirmation, fillDetails, payByCard } from './checkout-helpers';

/**
 * A photo poster's line shows the shopper's own photo (issue 22), not the product's sample
 * picture: in the cart drawer, on the checkout page and on the order confirmation, each
 * time made small by the shop (GET /api/photos/{file}?size=thumb, at most 400 px a side), and
 * offered at the photo's small widths (…&width=64, 96, 160, 240: docs/browse.md "Pictures"), of
 * which the browser fetches one at most 1.5 × the box it is shown in × DPR (a phone's DPR 2 here).
 */
const DPR = 2;
test.use({ deviceScaleFactor: DPR });
test.beforeEach(async ({ context }) => answeredBanners(context));

/** The picture is the photo made small, and it loaded. */
async function expectPhoto(picture: Locator, key: string, where: string) {
  const file = key.slice('photos/'.length);
  await expect(picture, where).toHaveAttribute('src', `/api/photos/${file}?size=thumb`);
  // Asked again each time: the checkout draws its summary anew at each cart sync.
  const drawn = () => picture.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : [0, 0]));
  await expect.poll(async () => (await drawn())[0], { message: `${where}: loaded` }).toBeGreaterThan(0);
  expect(Math.max(...(await drawn())), `${where}: made small`).toBeLessThanOrEqual(400);
  // Read from one picture loaded and laid out: a summary drawn anew between two reads would give
  // a picture not yet laid out (0 px wide; a busy run met it).
  const shown = () =>
    picture.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.complete ? img.currentSrc : '',
      shownWidth: img.complete ? img.getBoundingClientRect().width : 0,
    }));
  let seen = { currentSrc: '', shownWidth: 0 };
  await expect.poll(async () => (seen = await shown()).shownWidth, { message: `${where}: laid out` }).toBeGreaterThan(0);
  const { currentSrc, shownWidth } = seen;
  const fetched = Number(/[?&]width=(\d+)$/.exec(currentSrc)?.[1] ?? 400);
  expect(fetched / (shownWidth * DPR), `${where}: ${currentSrc} shown ${shownWidth} px wide at DPR ${DPR}`).toBeLessThanOrEqual(1.5);
  await expect(picture, where).toHaveAttribute('srcset', new RegExp(`^/api/photos/${file}\\?size=thumb&width=64 64w, `));
  await expect(picture, where).toHaveAttribute('sizes', /^\d+px$/);
}

test("a photo poster's line shows the shopper's photo in the cart, at checkout and on the confirmation", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const product = await firstProduct(page, 'template_id=5');
  await page.goto(`http://en.localhost:${E2E_PORT}/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole('radio', { name: /^30x40 cm/ }).check();
  await page.getByLabel('Your photo').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: Buffer.from(png(3000, 4000)) });
  await expect(page.getByRole('status').filter({ hasText: 'Your photo is uploaded (3000 × 4000 pixels).' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();

  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByText('Your photo is attached')).toBeVisible();
  const key = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('h057')!) as { cart: { items: { metadata: { photo: { key: string } } }[] } }).cart.items[0]!.metadata
        .photo.key,
  );
  await expectPhoto(drawer.locator('.cart-line img'), key, 'the cart drawer');

  // The checkout in another browser with the same cookies and storage: Chromium may show a picture
  // it already holds at a larger width (the drawer's 160 px copy) instead of fetching the one the
  // srcset picks, so the checkout's own choice is only seen with an empty memory cache.
  const checkoutContext = await browser.newContext({ storageState: await page.context().storageState(), deviceScaleFactor: DPR });
  const checkout = await checkoutContext.newPage();
  const checkoutProblems = watchProblems(checkout);
  await checkout.setViewportSize({ width: 1280, height: 900 });
  await checkout.goto(`http://en.localhost:${E2E_PORT}/checkout`);
  await hydrated(checkout);
  await expectPhoto(checkout.locator('.checkout-lines img'), key, 'the checkout page');

  await fillDetails(checkout, 'en');
  await checkout.check('input[name=payment_method][value=card]');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await payByCard(checkout, '4242 4242 4242 4242');
  await expectConfirmation(checkout, 'en');
  await expectPhoto(checkout.locator('.order-lines img'), key, 'the order confirmation');
  expect(problems).toEqual([]);
  expect(checkoutProblems).toEqual([]);
  await checkoutContext.close();
});
