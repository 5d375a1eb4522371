import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { FIRST_LOAD_BUDGETS } from '../../scripts/lib/budgets.mjs';
import { loadFigures, recordLoads, type FirstLoad } from '../../scripts/lib/first-load.mjs';
import { designerPath } from '../../shared/routes';
import { answeredBanners, hydrated, shopUrl } from './cart-helpers';
import { asNewShopper, fillCart, openCheckout } from './checkout-helpers';
import { signedInAs } from './session-helpers';

/**
 * First-load budgets (issue 27 "Keep it", scripts/lib/budgets.mjs): the JavaScript and CSS a
 * shopper's browser loads on the start, a category, a product and the checkout page, the wall
 * designer and an artist's account page, as Chromium loads them in a fresh profile until the
 * page is hydrated and the network is idle (catalog pages and the designer at a phone's width,
 * the checkout and the account at a desktop's).
 * Each file is counted gzipped; a page over its budget fails with every file it loaded, largest
 * first, so the one that grew is named. Each page loads the stylesheet every page loads and,
 * on the checkout, designer and account pages, their area's own (docs/site.md "What a page
 * loads"): a catalog page that loads another area's styles fails, naming them.
 */
/** What the page loads until it is hydrated and the network is idle (scripts/lib/first-load.mjs counts it). */
async function firstLoad(context: BrowserContext, open: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const page = await context.newPage();
  const taken = recordLoads(page);
  await open(page);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const loaded = await taken();
  await page.close();
  return loadFigures(loaded);
}

/** The stylesheets a page loaded, by the start of their names (`styles`, `styles-checkout`…). */
const stylesheetsOf = (measured: FirstLoad) =>
  measured.loaded.filter((file) => file.type === 'stylesheet').map((file) => file.url.replace(/^\/assets\/(.+)-[A-Z2-7]{8}\.css$/, '$1'));

function expectWithin(name: string, measured: FirstLoad, kind: keyof typeof FIRST_LOAD_BUDGETS) {
  const { budget, stylesheets } = FIRST_LOAD_BUDGETS[kind];
  expect(stylesheetsOf(measured).sort(), `${name}: its stylesheets`).toEqual([...stylesheets].sort());
  const files = [...measured.loaded]
    .sort((a, b) => b.gzipped - a.gzipped)
    .map((file) => `  ${(file.gzipped / 1024).toFixed(1)} KB ${file.url}`)
    .join('\n');
  const figures = `${name}: JS ${(measured.js / 1024).toFixed(1)} KB in ${measured.scripts} scripts, CSS ${(measured.css / 1024).toFixed(1)} KB`;
  const over = `${figures}; budget JS ${(budget.js / 1024).toFixed(1)} KB in ${budget.scripts}, CSS ${(budget.css / 1024).toFixed(1)} KB (scripts/lib/budgets.mjs). Files, gzipped:\n${files}`;
  console.log(figures);
  expect(measured.js, over).toBeLessThanOrEqual(budget.js);
  expect(measured.scripts, over).toBeLessThanOrEqual(budget.scripts);
  expect(measured.css, over).toBeLessThanOrEqual(budget.css);
  // Something was measured: a page that loads no script at all is a broken page, not a small one.
  expect(measured.scripts, figures).toBeGreaterThan(0);
  expect(measured.css, figures).toBeGreaterThan(0);
}

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

async function freshContext(
  browser: Browser,
  viewport: { width: number; height: number },
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ viewport, ...(storageState ? { storageState } : {}) });
  await answeredBanners(context);
  return context;
}

test('the start, a category and a product page stay within the catalog pages’ first-load budget', async ({ browser }) => {
  const finder = await freshContext(browser, PHONE);
  const page = await finder.newPage();
  await page.goto(shopUrl('en'));
  const category = await page.locator('.featured-categories a').first().getAttribute('href');
  const product = await page.locator('.product-card a').first().getAttribute('href');
  await finder.close();
  for (const [name, path] of [
    ['start page', '/'],
    ['category page', category!],
    ['product page', product!],
  ] as const) {
    const context = await freshContext(browser, PHONE);
    expectWithin(name, await firstLoad(context, (tab) => tab.goto(shopUrl('en', path)).then(() => undefined)), 'catalog');
    await context.close();
  }
});

test('the checkout page stays within its first-load budget', async ({ browser }) => {
  const filling = await freshContext(browser, DESKTOP);
  await asNewShopper(filling);
  await fillCart(await filling.newPage(), 'en');
  const state = await filling.storageState();
  await filling.close();
  // At a desktop's width, where the order summary (and its total) is open from the start.
  const context = await freshContext(browser, DESKTOP, state);
  await asNewShopper(context);
  expectWithin('checkout page', await firstLoad(context, (page) => openCheckout(page, 'en')), 'checkout');
  await context.close();
});

test('the gallery-wall designer stays within its first-load budget', async ({ browser }) => {
  const context = await freshContext(browser, PHONE);
  expectWithin(
    'designer page',
    await firstLoad(context, (page) => page.goto(shopUrl('en', designerPath('en'))).then(() => undefined)),
    'designer',
  );
  await context.close();
});

test("an artist's account page stays within its first-load budget", async ({ browser }) => {
  const signing = await freshContext(browser, DESKTOP);
  await signedInAs(await signing.newPage(), [shopUrl('en')]);
  const state = await signing.storageState();
  await signing.close();
  const context = await freshContext(browser, DESKTOP, state);
  expectWithin(
    'account page',
    await firstLoad(context, (page) => page.goto(shopUrl('en', '/my-account')).then(() => undefined)),
    'account',
  );
  await context.close();
});
