import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/**
 * The Content-Security-Policy in Chromium (issue 9, defect 8; docs/security.md): every page
 * runs, hydrates and streams with no violation, the same page served from the edge cache
 * too, and the tag manager's container runs after consent.
 */
const url = (code: string, path = '/') => `http://${code}.localhost:${E2E_PORT}${path}`;

/** Records every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...((await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)) ?? []), ...console];
}

async function openHydrated(page: Page, address: string) {
  const response = await page.goto(address);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  return response!;
}

test('pages run with no CSP violation, fresh and from the edge cache', async ({ page }) => {
  const violations = await watchViolations(page);
  const pages = [
    url('en'),
    url('en', '/posters'),
    url('de', '/search-results?query=see'),
    url('sv', '/unsubscribe'),
    url('fi', '/no-such-page'),
  ];
  for (const address of pages) {
    const first = await openHydrated(page, address);
    expect(first.headers()['content-security-policy'], address).toContain("'strict-dynamic'");
    // A second visit may be an edge cache hit: its scripts run by their hashes (ADR 0021), else by a new nonce.
    const second = await openHydrated(page, address);
    const nonceOf = (headers: Record<string, string>) => /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    const nonces = [first, second].map((answer) => nonceOf(answer.headers())).filter((nonce) => nonce !== undefined);
    expect(new Set(nonces).size, 'no nonce is replayed').toBe(nonces.length);
    for (const answer of [first, second]) {
      if (answer.headers()['x-edge-cache'] === 'HIT') expect(answer.headers()['content-security-policy']).toMatch(/script-src 'sha256-/);
    }
  }
  // A product page with its streamed sections (React's inline scripts put them in place).
  await openHydrated(page, url('en', '/posters'));
  await page.locator('.product-card a').first().click();
  await expect(page.locator('.product-page h1')).toBeVisible();
  await expect(page.locator('.breadcrumbs')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a page from the edge cache runs its own scripts by their hashes, and an inline script it did not write is blocked', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const address = url('nl', '/posters');
  await openHydrated(page, address);
  // The same page, now from the edge cache, with a script injected into its stored bytes on the way.
  let injected = false;
  await page.route(address, async (route) => {
    const target = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${target.port}${target.pathname}`,
      headers: { ...route.request().headers(), host: target.host },
    });
    expect(response.headers()['x-edge-cache']).toBe('HIT');
    expect(response.headers()['content-security-policy']).not.toContain("'nonce-");
    const body = (await response.text()).replace('<main id="main"', '<script>window.injectedRan = true</script><main id="main"');
    injected = body.includes('injectedRan');
    await route.fulfill({ response, body });
  });
  await openHydrated(page, address);
  expect(injected).toBe(true);
  expect(await page.evaluate(() => (window as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
  // The only violation is the injected script's; the page's own scripts all ran (it hydrated).
  const seen = await violations();
  expect(seen.length).toBeGreaterThan(0);
  for (const violation of seen) expect(violation).toMatch(/script-src|inline/);
});

test('the tag manager container runs after consent, under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const containerId = 'GTM-TEST123';
  // The page as a shop with GTM_ID set renders it (tests/worker/site-tag-manager.test.ts).
  await page.route(/\.localhost:\d+\/(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const target = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${target.port}${target.pathname}${target.search}`,
      headers: { ...route.request().headers(), host: target.host },
    });
    const body = (await response.text()).replace('data-cookie-alert="true"', `data-cookie-alert="true" data-gtm-id="${containerId}"`);
    await route.fulfill({ response, body });
  });
  // The container adds a script of its own, as tags do ('strict-dynamic' trusts it).
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: route.request().url().endsWith('/tag.js')
        ? 'window.containerRan = true;'
        : "var s = document.createElement('script'); s.src = 'https://www.googletagmanager.com/tag.js'; document.head.appendChild(s);",
    }),
  );
  await openHydrated(page, url('en'));
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Accept all' }).click();
  await page.waitForFunction(() => (window as { containerRan?: boolean }).containerRan === true);
  expect(await violations()).toEqual([]);
});
