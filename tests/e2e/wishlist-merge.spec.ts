import { expect, test, type Browser, type Page } from '@playwright/test';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import type { WishlistButtonItem } from '../../client/islands/cart/contracts';
import { answeredBanners, hydrated, shopUrl } from './cart-helpers';
import { signInAtProvider, signOutAtProvider } from './session-helpers';

/**
 * The wishlist across sign-in (docs/accounts.md): a guest's wishlist merges into the
 * artist's saved one when they sign in at the local provider, changes are saved while
 * signed in, another browser signing in as the same artist gets the list, and signing out
 * takes the artist's list off the browser. Saved lists outlive `npm start`, so the test
 * empties this artist's first.
 */
const SHOP = shopUrl('en').replace(/\/$/, '');
// tests/e2e/account.spec.ts signs in as her too, but never saves a wishlist.
const artist = ARTIST_ACCOUNTS[2]!;

/**
 * Console errors and uncaught exceptions while the page is the shop's (the provider's own
 * sign-out page asks for a web font and a favicon it cannot have: not the shop's problem).
 */
function watchShopProblems(page: Page): string[] {
  const problems: string[] = [];
  const isShop = () => page.url().startsWith(SHOP);
  page.on('console', (message) => {
    if (message.type() === 'error' && isShop()) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (isShop()) problems.push(`${page.url()}: ${error.message}`);
  });
  return problems;
}

/** The saved wishlist's product ids, asked through the storefront as the page's browser. */
function savedIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/my/wishlist', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/my/wishlist answered ${response.status}`);
    return ((await response.json()) as { entries: { id: number }[] }).entries.map((entry) => entry.id);
  });
}

/** Which artist's list this browser holds (the wishlist area under h057). */
const listOwner = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('h057') ?? '{}') as { wishlist?: { account?: unknown } }).wishlist?.account ?? null);

async function emptySavedWishlist(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAtProvider(page, SHOP, artist);
  const status = await page.evaluate(
    async () =>
      (
        await fetch('/api/my/wishlist', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ entries: [] }),
        })
      ).status,
  );
  expect(status).toBe(200);
  await context.close();
}

const hearts = (page: Page) => page.getByRole('button', { name: 'Save to wishlist' });

/** What each heart of the page saves (its product: id, name, slug, thumb). */
async function heartItems(page: Page): Promise<WishlistButtonItem[]> {
  // The start page's product sections stream in after its shell.
  await expect(hearts(page).first()).toBeVisible();
  // A card's heart with an empty item saves the product of the quick add's line beside it
  // (kept in memory: client/islands/cart/controls.ts cardLines), named by the card's heading,
  // link and picture (cardLine); its id is the catalog's for the link's slug.
  const shown = await hearts(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      const own = (button as HTMLElement).dataset.wishlistItem;
      if (own) return JSON.parse(own) as WishlistButtonItem;
      const link = button.closest('article')?.querySelector('a');
      return {
        id: 0,
        name: link?.querySelector('.product-name')?.textContent ?? '',
        slug: link?.getAttribute('href')?.split('/').pop() ?? '',
        thumb: link?.querySelector('img')?.getAttribute('src') ?? '',
      };
    }),
  );
  const slugs = [...new Set(shown.filter((item) => item.id === 0).map((item) => item.slug))];
  const ids = await page.evaluate(
    (wanted) =>
      Promise.all(
        wanted.map((slug) =>
          fetch(`/api/products/${encodeURIComponent(slug)}`)
            .then((answer) => answer.json() as Promise<{ id: number }>)
            .then(({ id }) => [slug, id] as const),
        ),
      ),
    slugs,
  );
  const idOf = new Map(ids);
  return shown.map((item) => (item.id === 0 ? { ...item, id: idOf.get(item.slug)! } : item));
}

/** Distinct posters of the start page. */
async function postersOnStartPage(page: Page, count: number): Promise<WishlistButtonItem[]> {
  const distinct = [...new Map((await heartItems(page)).map((item) => [item.id, item])).values()];
  expect(distinct.length).toBeGreaterThanOrEqual(count);
  return distinct.slice(0, count);
}

/** The first heart of `item`'s product on the page. */
async function heartOf(page: Page, item: WishlistButtonItem) {
  const index = (await heartItems(page)).findIndex((known) => known.id === item.id);
  expect(index).toBeGreaterThanOrEqual(0);
  return hearts(page).nth(index);
}

async function drawerNames(page: Page): Promise<string[]> {
  await page.getByTestId('wishlist-toggle').click();
  const drawer = page.getByRole('dialog', { name: 'Your wishlist' });
  await expect(drawer).toBeVisible();
  const names = await drawer.getByRole('listitem').getByRole('link').allTextContents();
  await drawer.getByRole('button', { name: 'Close' }).click();
  return names.map((name) => name.trim()).filter(Boolean);
}

test('a guest wishlist survives sign-in, is saved for the artist, and another browser signing in gets it', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await emptySavedWishlist(browser);
  await answeredBanners(context);
  const problems = watchShopProblems(page);

  // A guest saves a poster.
  await page.goto(`${SHOP}/`);
  await hydrated(page);
  const [first, second, third] = await postersOnStartPage(page, 3);
  await (await heartOf(page, first!)).click();
  const toggle = page.getByTestId('wishlist-toggle');
  await expect(toggle).toHaveAccessibleName('Wishlist, 1 saved');

  // Signed in, the wishlist still has it, and the artist's saved wishlist has it too.
  await signInAtProvider(page, SHOP, artist);
  await expect.poll(() => listOwner(page)).toBe(artist.name);
  await expect(toggle).toHaveAccessibleName('Wishlist, 1 saved');
  expect(await savedIds(page)).toEqual([first!.id]);

  // While signed in, a change is saved.
  await page.goto(`${SHOP}/`);
  await hydrated(page);
  await (await heartOf(page, second!)).click();
  await expect(toggle).toHaveAccessibleName('Wishlist, 2 saved');
  await expect.poll(() => savedIds(page)).toEqual([first!.id, second!.id]);
  // Another page of the same sign-in keeps it as it is (no second merge).
  await page.reload();
  await hydrated(page);
  await expect(toggle).toHaveAccessibleName('Wishlist, 2 saved');

  // Another browser: a guest there saves a third poster, then signs in as the same artist
  // and gets the saved list, with the third poster added after it.
  const other = await browser.newContext();
  await answeredBanners(other);
  const otherPage = await other.newPage();
  const otherProblems = watchShopProblems(otherPage);
  await otherPage.goto(`${SHOP}/`);
  await hydrated(otherPage);
  await (await heartOf(otherPage, third!)).click();
  await signInAtProvider(otherPage, SHOP, artist);
  const otherToggle = otherPage.getByTestId('wishlist-toggle');
  await expect(otherToggle).toHaveAccessibleName('Wishlist, 3 saved');
  expect(await drawerNames(otherPage)).toEqual([first!.name, second!.name, third!.name]);
  expect(await savedIds(otherPage)).toEqual([first!.id, second!.id, third!.id]);

  // Signing out takes the artist's list off that browser (the next person here starts empty);
  // it stays saved, and signing in again brings it back.
  await signOutAtProvider(otherPage, SHOP);
  await expect(otherToggle).toHaveAccessibleName('Wishlist');
  await signInAtProvider(otherPage, SHOP, artist);
  await expect(otherToggle).toHaveAccessibleName('Wishlist, 3 saved');
  expect(otherProblems).toEqual([]);
  await other.close();
  expect(problems).toEqual([]);
});
