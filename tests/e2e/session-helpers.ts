/**
 * A signed-in artist for browser tests that are about something else (menus, header
 * layout): the browser signs in once through the local provider as Astrid Lindqvist (a
 * session cookie names a session the commerce API keeps open, docs/accounts.md "Ending a
 * session", so a cookie cannot be made up here), and the same cookie is set for each other
 * host the test visits.
 */
import { expect, type Page } from '@playwright/test';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';

/**
 * Signs the page's browser in on each origin of `urls` and opens its /my-account once, as
 * a sign-in would land there: that private page tells the browser code it is signed in
 * (the artlane-auth meta), which cached pages then check with /api/session.
 */
export async function signedInAs(page: Page, urls: string[]): Promise<void> {
  const context = page.context();
  // Plain http locally: the cookie is `session` (`__Host-session` needs https).
  let value = (await context.cookies()).find((cookie) => cookie.name === 'session')?.value;
  if (!value) {
    // Signed in on the English host (the provider's and the page's words are English there), whatever hosts follow.
    const english = `http://en.localhost:${new URL(urls[0]!).port}`;
    await signInAtProvider(page, english, ARTIST_ACCOUNTS[0]!);
    value = (await context.cookies(english)).find((cookie) => cookie.name === 'session')?.value;
    if (!value) throw new Error(`signing in on ${english} set no session cookie`);
  }
  await context.addCookies(urls.map((url) => ({ name: 'session', value, url, httpOnly: true, sameSite: 'Lax' as const })));
  for (const url of urls) {
    await page.goto(new URL('/my-account', url).toString());
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  }
}

type ArtistAccount = (typeof ARTIST_ACCOUNTS)[number];

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/**
 * Signs in as `artist` through the local provider, as an artist does (its sign-in page,
 * e-mail and password), from `shop` (an origin such as http://en.localhost:8797); ends on
 * /my-account, or on `returnPath` when given: that account page is opened signed out first,
 * which leads to /login and back to it. The session holds real tokens, so the artist calls work.
 */
export async function signInAtProvider(page: Page, shop: string, artist: ArtistAccount, returnPath?: string): Promise<void> {
  if (returnPath) {
    await page.goto(`${shop}${returnPath}`);
    await expect(page).toHaveURL(`${shop}/login?${new URLSearchParams({ return: returnPath })}`);
  } else {
    await page.goto(`${shop}/login`);
  }
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(artist.email);
  await page.getByLabel('Password').fill(artist.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${shop}${returnPath ?? '/my-account'}`);
  await hydrated(page);
}

/** Signs out from /my-account, ending the provider's session too; ends on the shop's start page. */
export async function signOutAtProvider(page: Page, shop: string): Promise<void> {
  await page.goto(`${shop}/my-account`);
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  // The provider asks whether to end its session too, then sends the browser to /.
  await page.getByRole('button', { name: /yes/i }).click();
  await expect(page).toHaveURL(`${shop}/`);
  await hydrated(page);
}
