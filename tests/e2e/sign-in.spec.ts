import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe-helpers';
import { E2E_PORT } from '../../playwright.config';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import { signInAtProvider, signOutAtProvider } from './session-helpers';

// axe measures contrast at the instant it runs: a carousel's slide (the header's selling
// points, the reviews) in its 0.45 s fade is partly transparent then. With reduced motion the
// carousels stay still (client/site/carousel.ts), as in a11y.spec.ts.
test.use({ reducedMotion: 'reduce' });

/**
 * Sign-in through the local identity provider in Chromium (docs/accounts.md): an artist
 * signs in, lands on /my-account, sees the header's account link, signs out and it is gone.
 */
const SHOP = `http://en.localhost:${E2E_PORT}`;
const artist = ARTIST_ACCOUNTS[1]!;

async function open(page: Page, href: string) {
  await page.goto(href);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

const signIn = (page: Page) => signInAtProvider(page, SHOP, artist);

test('an artist signs in at the provider, sees the account link, and signs out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `${SHOP}/`);
  const accountLink = page.locator('header a.account-link');
  await expect(accountLink).toBeHidden();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
  await expect(page.getByText(artist.email)).toBeVisible();
  await expect(accountLink).toBeVisible();
  // A cached page shows it too (the stored state, checked with /api/session).
  await open(page, `${SHOP}/`);
  await expect(accountLink).toBeVisible();
  await signOutAtProvider(page, SHOP);
  await expect(accountLink).toBeHidden();
  const cookies = await page.context().cookies(SHOP);
  expect(cookies.find((cookie) => cookie.name === 'session')).toBeUndefined();
  await page.goto(`${SHOP}/my-account`);
  await expect(page).toHaveURL(`${SHOP}/login?return=%2Fmy-account`);
});

test('a signed-in artist gets catalog pages from the edge cache, with their account link in the header (ADR 0025)', async ({
  page,
  browser,
}) => {
  const maja = ARTIST_ACCOUNTS[2]!;
  const pages = [`${SHOP}/posters`, `${SHOP}/artists/${maja.slug}`];
  // Another visitor's visits have stored them (a browser context of its own, no cookies).
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  for (const url of pages) expect((await visitor.goto(url))?.status()).toBe(200);
  await anonymous.close();
  await signInAtProvider(page, SHOP, maja);
  const accountLink = page.locator('header a.account-link');
  for (const url of pages) {
    const answer = await page.goto(url);
    expect(answer?.headers()['x-edge-cache'], url).toBe('HIT');
    expect(answer?.headers()['set-cookie'], url).toBeUndefined();
    // The stored page is everyone's: the artist's e-mail is nowhere in it, the link hidden in its markup…
    const html = (await answer?.text()) ?? '';
    expect(html).not.toContain(maja.email);
    expect(html).toMatch(/<a href="\/my-account" class="account-link header-link" data-signed-in-only="" hidden="">/);
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    // …and the browser shows it for the signed-in artist.
    await expect(accountLink).toBeVisible();
  }
  await accountLink.click();
  await expect(page).toHaveURL(`${SHOP}/my-account`);
  await expect(page.getByText(maja.email)).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`at ${width} px /login and /my-account have no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, `${SHOP}/login`);
    expect(await violations(page), `/login at ${width} px`).toEqual([]);
    await open(page, `${SHOP}/login?error=expired`);
    expect(await violations(page), `/login?error=expired at ${width} px`).toEqual([]);
    await signIn(page);
    expect(await violations(page), `/my-account at ${width} px`).toEqual([]);
  });
}
