/**
 * Islands come alive on the shopper's first interaction (ADR 0006): no React at load, and
 * nothing the shopper does before React arrives is lost (client/on-interaction.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { answeredBanners, firstProduct, hydrated, shopUrl, watchProblems } from './cart-helpers';

/**
 * From now on, holds every script chunk the page asks for (React and the islands' code load
 * only on interaction, so these are they) until `release()`.
 */
async function holdChunks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/chunk-[\w-]+\.js$/, async (route) => {
    held++;
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held };
}

/** Counts responses carrying React DOM (the chunk with hydrateRoot). */
function countReact(page: Page): () => number {
  let count = 0;
  page.on('response', async (response) => {
    if (!/\/assets\/chunk-[\w-]+\.js$/.test(response.url())) return;
    if ((await response.text().catch(() => '')).includes('hydrateRoot')) count++;
  });
  return () => count;
}

const storedLines = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('h057') ?? '{}').cart?.items ?? []) as {
        sku: string;
        metadata: { template?: { values: object } };
      }[],
  );

test.beforeEach(async ({ context }) => answeredBanners(context));

test('a product page loads no React until the shopper reaches for an island', async ({ page }) => {
  const reactLoads = countReact(page);
  const poster = await firstProduct(page, 'template_id=2&type=2');
  await page.goto(shopUrl('en', `/product/${poster.slug}`));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(reactLoads()).toBe(0);
  await page.getByRole('radio').first().hover();
  await expect.poll(reactLoads).toBe(1);
});

test('a size chosen and a click on "Add to cart" before the panel is live both reach it', async ({ page }) => {
  const problems = watchProblems(page);
  const poster = await firstProduct(page, 'template_id=2&type=2');
  const size = poster.variations.find((v) => v.stock_status === 'instock' && v !== poster.variations[0])!;
  await page.goto(shopUrl('en', `/product/${poster.slug}`));
  await hydrated(page);
  const react = await holdChunks(page);
  // The radio shows the choice at once, before React has arrived.
  await page.getByRole('radio', { name: new RegExp(`^${size.name}`) }).check();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  expect(react.held()).toBeGreaterThan(0);
  expect(await storedLines(page)).toEqual([]);
  react.release();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect((await storedLines(page)).map((line) => line.sku)).toEqual([size.sku]);
  await expect(page.getByRole('radio', { name: new RegExp(`^${size.name}`) })).toBeChecked();
  expect(problems).toEqual([]);
});

test("a product page fetches its language's frames only when the panel wakes, and a frame chosen meanwhile reaches the cart", async ({
  page,
}) => {
  const problems = watchProblems(page);
  const frameFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/props\/frames\.[0-9a-f]{16}\.json$/.test(request.url())) frameFiles.push(request.url());
  });
  const poster = await firstProduct(page, 'template_id=2&type=2');
  await page.goto(shopUrl('en', `/product/${poster.slug}`));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Not before first paint, not at load: the server's HTML has the frames of the first size.
  expect(frameFiles).toEqual([]);
  const frames = page.getByRole('group', { name: /^Frame/ }).getByRole('radio');
  await expect(frames.nth(1)).toBeVisible();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/props\/frames\.[0-9a-f]{16}\.json$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  // The first frame (after "No frame") and Add to cart, while the list is on its way.
  await frames.nth(1).check();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect.poll(() => frameFiles.length).toBe(1);
  expect(await storedLines(page)).toEqual([]);
  release();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const skus = (await storedLines(page)).map((line) => line.sku);
  expect(skus).toHaveLength(2);
  expect(skus[0]).toBe(poster.variations[0]!.sku);
  expect(skus[1]).toMatch(/^F/);
  expect(frameFiles).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("the cart drawers' labels are fetched when a drawer is about to open, not at load, and the drawer shows them", async ({ page }) => {
  const problems = watchProblems(page);
  const labelFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/props\/cart\.[0-9a-f]{16}\.json$/.test(request.url())) labelFiles.push(request.url());
  });
  await page.goto(shopUrl('sv', '/'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(labelFiles).toEqual([]);
  const toggle = page.getByTestId('cart-toggle');
  await toggle.hover();
  await expect.poll(() => labelFiles.length).toBe(1);
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Din varukorg är tom.')).toBeVisible();
  expect(labelFiles).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('texts typed into a custom poster before the panel is live reach it', async ({ page }) => {
  const poster = await firstProduct(page, 'template_id=4');
  await page.goto(shopUrl('en', `/product/${poster.slug}`));
  await hydrated(page);
  const react = await holdChunks(page);
  for (const field of await page.locator('input[name^="text-"]').all()) await field.fill('Stockholm');
  react.release();
  // The server rendered "Add to cart" disabled (no texts yet); React enables it once it has them.
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const [line] = await storedLines(page);
  expect(Object.values(line?.metadata.template?.values ?? {})).toContain('Stockholm');
  await expect(page.locator('input[name^="text-"]').first()).toHaveValue('Stockholm');
});

test('Enter in the search field before it is live still searches', async ({ page }) => {
  await page.goto(shopUrl('en'));
  await hydrated(page);
  const react = await holdChunks(page);
  const field = page.getByRole('searchbox', { name: 'Search posters' });
  await field.fill('forest');
  await field.press('Enter');
  // The island's chunks were asked for and are held: their requests reach the route handler
  // a moment after the focus that asked for them (a fresh clone's CI run read 0 once, at once).
  await expect.poll(() => react.held()).toBeGreaterThan(0);
  react.release();
  await expect(page).toHaveURL(shopUrl('en', '/search-results?query=forest'));
  await expect(
    page.getByRole('searchbox', { name: 'Search posters' }).or(page.getByRole('combobox', { name: 'Search posters' })),
  ).toHaveValue('forest');
});

test('a filter ticked before any script has run is applied once the scripts arrive', async ({ page }) => {
  // A slow phone: the listing shows, its scripts are still on their way.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(shopUrl('en', '/posters/nature?size=70x70'), { waitUntil: 'commit' });
  const landscape = page.getByRole('checkbox', { name: 'Landscape' });
  await landscape.check();
  await expect(page.locator('body')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(page).toHaveURL(shopUrl('en', '/posters/nature?size=70x70&orientation=landscape'));
  await expect(page.getByRole('checkbox', { name: 'Landscape' })).toBeChecked();
});

test('after a trip back, the filters are those of the address, and nothing applies by itself', async ({ page }) => {
  await page.goto(shopUrl('en', '/posters/nature?size=70x70'));
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'Landscape' }).check();
  await expect(page).toHaveURL(shopUrl('en', '/posters/nature?size=70x70&orientation=landscape'));
  await hydrated(page);
  await page.goBack();
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Landscape' })).not.toBeChecked();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(shopUrl('en', '/posters/nature?size=70x70'));
});
