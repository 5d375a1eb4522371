/**
 * A signed-in artist for browser tests that are about something else (menus, header
 * layout): a real session cookie, sealed with the local SESSION_SECRET of `npm start`
 * exactly as the storefront seals it after a sign-in (worker/auth/session.ts), for each
 * host the test visits. tests/e2e/sign-in.spec.ts signs in through the provider itself.
 */
import { expect, type Page } from '@playwright/test';
import { LOCAL_OIDC } from '../../scripts/lib/oidc.mjs';
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
