/**
 * A signed-in artist for browser tests that are about something else (menus, header
 * layout): a real session cookie, sealed with the local SESSION_SECRET of `npm start`
 * exactly as the storefront seals it after a sign-in (worker/auth/session.ts), for each
 * host the test visits. Its access token is a stand-in the commerce API refuses: tests
 * that need the artist calls (`/api/my/*`) sign in through the local provider instead
 * (signInAtProvider).
 */
import { expect, type Page } from '@playwright/test';
import { LOCAL_OIDC, type ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import { encodeSession } from '../../worker/auth/session';

const secret = () => Uint8Array.from(Buffer.from(LOCAL_OIDC.sessionSecret, 'base64url'));

/**
 * Signs the page's browser in on each origin of `urls` and opens its /my-account once, as
 * a sign-in would land there: that private page tells the browser code it is signed in
 * (the artlane-auth meta), which cached pages then check with /api/session.
 */
export async function signedInAs(page: Page, urls: string[], name = 'Ada Artist'): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const value = await encodeSession(
    {
      sub: 'artist-1',
      name,
      email: 'ada@artists.artlane.test',
      artistId: 1,
      accessToken: 'not-used-by-these-tests',
      accessTokenExpiresAt: now + 600,
      refreshToken: null,
      idToken: null,
      startedAt: now,
      seenAt: now,
    },
    secret(),
  );
  // Plain http locally: the cookie is `session` (`__Host-session` needs https).
  await page.context().addCookies(urls.map((url) => ({ name: 'session', value, url, httpOnly: true, sameSite: 'Lax' as const })));
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
