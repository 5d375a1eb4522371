import { expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { PATH_WORDS } from '../../locales/paths';
import { LOCALE_CODES } from '../../shared/locales';
import { answeredBanners, hydrated, shopUrl } from './cart-helpers';

/**
 * Issue 27 "Instant" (docs/site.md "Instant navigation"): public pages stay eligible for the
 * back/forward cache, the speculation rules match what they should in Chromium's own URL
 * patterns, and a listing → product navigation runs a view transition unless the shopper
 * asked for reduced motion.
 *
 * These are the full browser's own features (the headless shell the other specs run in has no
 * back/forward cache), so this file runs in full Chromium. Playwright starts Chromium with
 * --disable-back-forward-cache ("avoids surprises" with request interception); this file asks
 * for a browser without it, as shoppers have.
 */
test.use({ launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const en = (path: string) => shopUrl('en', path);

/** Every pageshow's `persisted`, and a mark that lives exactly as long as the document. */
async function watchPageShows(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { shows?: boolean[]; documentMark?: number };
    w.shows = [];
    w.documentMark = Math.random();
    addEventListener('pageshow', (event) => w.shows!.push(event.persisted));
  });
}

const stateOf = (page: Page) =>
  page.evaluate(() => {
    const w = window as Window & { shows?: boolean[]; documentMark?: number };
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
    return { shows: w.shows ?? [], mark: w.documentMark, type: entry.type, notRestored: JSON.stringify(entry.notRestoredReasons ?? null) };
  });

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await hydrated(page);
}

test.describe('the back/forward cache', () => {
  test('start, category, product, tag, artist and content pages are restored from it, going back and forward', async ({
    page,
    context,
  }) => {
    await answeredBanners(context);
    await watchPageShows(page);
    await open(page, en('/posters'));
    const product = await page.locator('.product-grid .product-card a[href^="/product/"]').first().getAttribute('href');
    const artist = await page.evaluate(async () => {
      const response = await fetch('/api/products?template_id=2&type=2&nc=1&per_page=20');
      const { products } = (await response.json()) as { products: { artist?: { slug?: string } }[] };
      return products.find((p) => p.artist?.slug)?.artist?.slug;
    });
    const pages = ['/', '/posters', product!, '/tag/bestsellers', artist ? `/artists/${artist}` : '/artists', '/about'];
    const marks: (number | undefined)[] = [];
    for (const path of pages) {
      await open(page, en(path));
      marks.push((await stateOf(page)).mark);
    }
    // Back from the last page to the first, then forward again: every page is the document
    // it was (same mark), shown again with persisted = true, never loaded anew.
    // A page restored from the bfcache fires no load event: the step waits for its pageshow.
    const check = async (index: number) => {
      await expect.poll(() => page.evaluate(() => location.pathname), { message: `back/forward to ${pages[index]}` }).toBe(pages[index]);
      await expect.poll(async () => (await stateOf(page)).shows.length, { message: `${pages[index]} shown again` }).toBeGreaterThan(1);
      const state = await stateOf(page);
      expect(state.shows.at(-1), `${pages[index]} restored from the bfcache (not restored: ${state.notRestored})`).toBe(true);
      expect(state.mark, pages[index]).toBe(marks[index]);
      // The navigation entry is still the document's first load (a reload would say back_forward).
      expect(state.type, pages[index]).toBe('navigate');
    };
    for (let index = pages.length - 2; index >= 0; index--) {
      await page.goBack({ waitUntil: 'commit' });
      await check(index);
    }
    for (let index = 1; index < pages.length; index++) {
      await page.goForward({ waitUntil: 'commit' });
      await check(index);
    }
  });
});

test.describe('the speculation rules', () => {
  test('public pages name them, private ones do not, and their patterns match product and category links but never private ones', async ({
    page,
  }) => {
    const start = await page.goto(en('/'));
    expect(await start!.headerValue('speculation-rules')).toBe('"/assets/speculation-rules.json"');
    for (const path of ['/checkout', '/login', '/my-account']) {
      const response = await page.goto(en(path));
      expect(await response!.headerValue('speculation-rules'), path).toBeNull();
    }
    await open(page, en('/posters'));
    // From the page (Node cannot resolve *.localhost), as the browser fetches it.
    const rulesFile = await page.evaluate(async () => {
      const response = await fetch('/assets/speculation-rules.json');
      return {
        type: response.headers.get('content-type'),
        rules: (await response.json()) as Record<'prefetch' | 'prerender', { where: object }[]>,
      };
    });
    expect(rulesFile.type).toBe('application/speculationrules+json');
    const rules = rulesFile.rules;
    const productPaths = LOCALE_CODES.map((code) => `/${PATH_WORDS[code].product}/some-poster`);
    // Each URL: is it prefetched, is it prerendered? Judged by Chromium's URLPattern, as the browser judges links.
    const verdicts: Record<string, { prefetch: boolean; prerender: boolean }> = await page.evaluate(
      ({ rules, urls }) => {
        type Condition = { and?: Condition[]; or?: Condition[]; not?: Condition; href_matches?: string; selector_matches?: string };
        const matches = (condition: Condition, link: HTMLAnchorElement): boolean => {
          if (condition.and) return condition.and.every((c) => matches(c, link));
          if (condition.or) return condition.or.some((c) => matches(c, link));
          if (condition.not) return !matches(condition.not, link);
          if (condition.href_matches) return new URLPattern(condition.href_matches, document.baseURI).test(link.href);
          return link.matches(condition.selector_matches!);
        };
        const verdictOf = (url: string) => {
          const link = document.createElement('a');
          link.href = url;
          document.body.appendChild(link);
          const verdict = {
            prefetch: rules.prefetch.some((rule) => matches(rule.where as Condition, link)),
            prerender: rules.prerender.some((rule) => matches(rule.where as Condition, link)),
          };
          link.remove();
          return verdict;
        };
        const onSaveData = () => {
          document.documentElement.setAttribute('data-save-data', '');
          const verdict = verdictOf('/product/some-poster');
          document.documentElement.removeAttribute('data-save-data');
          return verdict;
        };
        return { ...Object.fromEntries(urls.map((url: string) => [url, verdictOf(url)])), saveData: onSaveData() };
      },
      {
        rules,
        urls: [
          ...productPaths,
          '/posters',
          '/posters/nature',
          '/artists/someone',
          '/checkout',
          '/checkout/confirmation',
          '/my-account',
          '/my-account/posters',
          '/login',
          '/logout',
          '/render-custom-poster',
          '/api/products',
          '/assets/favicon.svg',
          '/feeds/pinterest.csv',
          '/__ops',
          '/product/some-poster?atc=UDE6MQ',
          '/posters?page=2',
          '/search-results?query=lake',
          'https://elsewhere.example/product/x',
        ],
      },
    );
    for (const path of productPaths) expect(verdicts[path], path).toEqual({ prefetch: true, prerender: true });
    for (const path of ['/posters', '/posters/nature', '/artists/someone'])
      expect(verdicts[path], path).toEqual({ prefetch: true, prerender: false });
    const never = { prefetch: false, prerender: false };
    for (const [url, verdict] of Object.entries(verdicts)) {
      if (productPaths.includes(url) || ['/posters', '/posters/nature', '/artists/someone'].includes(url)) continue;
      expect(verdict, url).toEqual(never);
    }
  });

  test('a page on a 2g connection is marked so the rules speculate nothing', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: false } }));
    await open(page, en('/posters'));
    await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
  });
});

// The site's own prefetch (client/site/prefetch.ts, docs/site.md "Client resilience"), for
// browsers without speculation rules. In the headless shell the other specs run in, a hovered
// card was not prefetched in 3 of 5 runs under load (none of 5 here): a pointer resting on a
// link is tested in the full browser.
test.describe('prefetch on hover', () => {
  const desktop = { width: 1280, height: 900 };

  test('links are prefetched on hover, but not when the shopper saves data', async ({ page, context }) => {
    await page.setViewportSize(desktop);
    await open(page, en('/'));
    const link = page.locator('.product-card a').first();
    await link.hover();
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(1);
    const saver = await context.newPage();
    await saver.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await saver.setViewportSize(desktop);
    await open(saver, en('/'));
    await saver.locator('.product-card a').first().hover();
    await saver.locator('.product-card a').nth(1).hover();
    await saver.getByRole('link', { name: 'Artists' }).first().hover();
    await expect(saver.locator('link[rel="prefetch"]')).toHaveCount(0);
  });

  test('the prefetcher loads when the pointer first reaches a link, not when it passes over anything else', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize(desktop);
    await open(page, en('/'));
    await page.waitForLoadState('networkidle');
    const atLoad = scripts.length;
    // Over the hero's heading and text: no link there.
    await page.locator('.hero h1').hover();
    await page.locator('.hero p').first().hover();
    await page.waitForLoadState('networkidle');
    expect(scripts.slice(atLoad)).toEqual([]);
    await page.locator('.product-card a').first().hover();
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(atLoad);
  });

  test('links are not prefetched on a 2g connection', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '2g' } }));
    await page.setViewportSize(desktop);
    await open(page, en('/'));
    for (const link of [page.locator('.product-card a').first(), page.getByRole('link', { name: 'Artists' }).first()]) {
      await link.hover();
      await link.focus();
    }
    // The same hovers prefetch on 4g (test above); give the prefetcher the time it takes there.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
});

test.describe('view transitions', () => {
  /** Whether the page showed with a view transition (pagereveal's viewTransition), recorded before it renders. */
  const recordReveal = (page: Page) =>
    page.addInitScript(() => {
      addEventListener('pagereveal', (event) => {
        (window as Window & { revealedWith?: boolean }).revealedWith = Boolean(
          (event as Event & { viewTransition?: unknown }).viewTransition,
        );
      });
    });
  const revealedWith = (page: Page) => page.evaluate(() => (window as Window & { revealedWith?: boolean }).revealedWith);

  test('a listing card opens its product page with a view transition of its picture', async ({ page, context }) => {
    await answeredBanners(context);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await recordReveal(page);
    await open(page, en('/posters'));
    const card = page.locator('.product-grid .product-card a[href^="/product/"]').first();
    const name = await card.locator('img').evaluate((img) => getComputedStyle(img).viewTransitionName);
    expect(name).toMatch(/^product-\d+$/);
    await card.click();
    await hydrated(page);
    expect(await page.locator('figure.preview').evaluate((figure) => getComputedStyle(figure).viewTransitionName)).toBe(name);
    expect(await revealedWith(page)).toBe(true);
  });

  test('not for a shopper who asked for reduced motion', async ({ page, context }) => {
    await answeredBanners(context);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordReveal(page);
    await open(page, en('/posters'));
    await page.locator('.product-grid .product-card a[href^="/product/"]').first().click();
    await hydrated(page);
    expect(await revealedWith(page)).toBe(false);
  });
});

test.describe('speculation in Chromium', () => {
  test('a product link the pointer rests on is fetched ahead from the edge cache, and the click is served that copy', async ({
    page,
    context,
  }) => {
    await answeredBanners(context);
    const seen: { purpose: string | undefined; cache: string | undefined; navigation: boolean }[] = [];
    context.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/product/')) return;
      const request = response.request();
      seen.push({
        purpose: request.headers()['sec-purpose'],
        cache: response.headers()['x-edge-cache'],
        navigation: request.isNavigationRequest(),
      });
    });
    await open(page, en('/posters'));
    const link = page.locator('.product-grid .product-card a[href^="/product/"]').first();
    const href = (await link.getAttribute('href'))!;
    // Filled by an earlier visit, as a catalog page usually is.
    await expect
      .poll(() =>
        page.evaluate(
          (path) => fetch(path).then(async (response) => (await response.text()) && response.headers.get('x-edge-cache')),
          href,
        ),
      )
      .toBe('HIT');
    seen.length = 0;
    await link.hover();
    await expect
      .poll(() => seen.filter((entry) => entry.purpose?.startsWith('prefetch')).length, { message: 'a speculative request' })
      .toBeGreaterThan(0);
    await link.click();
    await hydrated(page);
    const delivery = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart: number;
        deliveryType: string;
      };
      return { activationStart: entry.activationStart, deliveryType: entry.deliveryType };
    });
    for (const entry of seen.filter((e) => e.purpose)) expect(entry.cache).toBe('HIT');
    expect(delivery.activationStart > 0 || delivery.deliveryType === 'navigational-prefetch').toBe(true);
  });

  test('Chromium reads the rules without error and starts a prerender for a hovered product link', async ({ page, context }) => {
    await answeredBanners(context);
    // Chromium's own account of its speculation (the DevTools Preload domain). Under
    // DevTools, which drives this browser, it then cancels every prerender
    // ("PrerenderingDisabledByDevTools"), so activation itself cannot be seen here.
    const cdp = await context.newCDPSession(page);
    const ruleErrors: string[] = [];
    const prerenders: string[] = [];
    cdp.on('Preload.ruleSetUpdated', (event) => {
      if (event.ruleSet.errorType) ruleErrors.push(`${event.ruleSet.errorType}: ${event.ruleSet.errorMessage ?? ''}`);
    });
    cdp.on('Preload.prerenderStatusUpdated', (event) => prerenders.push(new URL(event.key.url).pathname));
    await cdp.send('Preload.enable');
    await open(page, en('/posters'));
    const link = page.locator('.product-grid .product-card a[href^="/product/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.hover();
    await expect.poll(() => prerenders, { message: 'a prerender of the hovered product' }).toContain(href);
    expect(ruleErrors).toEqual([]);
  });
});
