import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/**
 * Installing the shop (issue 28; docs/site.md "Installing the shop"): Chromium reads each
 * market's web app manifest from the page and finds nothing that keeps the shop from being
 * installed (its own installability check, over the DevTools protocol), with the manifest in
 * the market's language.
 */
const url = (code: string, path = '/') => `http://${code}.localhost:${E2E_PORT}${path}`;

for (const [code, lang] of [
  ['sv', 'sv-SE'],
  ['de', 'de-DE'],
] as const) {
  test(`${code}: Chromium finds the manifest and no installability error`, async ({ page }) => {
    await page.goto(url(code));
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(manifest.url).toBe(url(code, '/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ lang, start_url: '/' });
    // The icons are fetched as part of the check: poll until Chromium has looked at them.
    // Playwright's browser contexts are off-the-record profiles, where Chromium installs
    // nothing ("in-incognito"): that one is the test browser's, every other error the shop's.
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
      })
      .toEqual([]);
  });
}
