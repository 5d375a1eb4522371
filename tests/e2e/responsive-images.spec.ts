import { expect, test, type Browser } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { fillCart, openCheckout } from './checkout-helpers';

/**
 * Every picture responsive (issue 26, docs/browse.md "Pictures"), on the raster catalog
 * `npm start` seeds (docs/api.md "Catalog art"): at a phone's 375 px with DPR 2 and a desktop's
 * 1280 px with DPR 1, on the start, a category and a product page,
 * - every copy the browser fetched is at most 1.5 × the width it is shown at × DPR;
 * - every picture with copies has `srcset`, `sizes`, `width` and `height`;
 * - the page's largest contentful paint, when a picture, is fetched at high priority and never
 *   lazily, and so is every picture of the first viewport as large as the largest (any may be the LCP).
 * The same size rule holds for the checkout summary's poster lines (48 px wide, below).
 * It is also checked where a picture is no catalog page's: photo posters' lines
 * (photo-line.spec.ts), the wall designer's sheets (wall-sheets.spec.ts) and an artist's
 * private copies of their print file (artist-previews.spec.ts).
 */
const SCREENS = [
  { name: 'a phone (375 px, DPR 2)', width: 375, height: 812, deviceScaleFactor: 2, isMobile: true },
  { name: 'a desktop (1280 px, DPR 1)', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
] as const;
const COPY = /\/api\/media\/.+\/(\d{2,5})(?:\.(?:webp|jpg|avif))?$/;

interface Shown {
  src: string;
  currentSrc: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchpriority: string | null;
  shownWidth: number;
  area: number;
  inFirstViewport: boolean;
}

async function pictures(browser: Browser, screen: (typeof SCREENS)[number], path: string) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.isMobile,
    hasTouch: screen.isMobile,
  });
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (COPY.test(new URL(request.url()).pathname)) requested.add(request.url());
  });
  // The LCP candidates as the browser reports them; the last one is the page's LCP. The observer is
  // kept so the candidates it holds but has not yet handed to its callback (a busy machine delays
  // the callback, and a CI run read an empty list) can be taken below.
  await page.addInitScript(() => {
    const seen: (Element | null)[] = [];
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { element?: Element | null })[]) seen.push(entry.element ?? null);
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    Object.assign(window, { __lcp: seen, __lcpTake: () => take(observer.takeRecords()) });
  });
  const response = await page.goto(`http://en.localhost:${E2E_PORT}${path}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  // Every picture of the first viewport has arrived.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < innerHeight && img.loading !== 'lazy')
      .every((img) => img.complete),
  );
  const shown = await page.evaluate(() =>
    [...document.images].map((img): Shown => {
      const rect = img.getBoundingClientRect();
      return {
        src: img.getAttribute('src') ?? '',
        currentSrc: img.complete ? img.currentSrc : '',
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
        shownWidth: rect.width,
        area: rect.width * rect.height,
        inFirstViewport: rect.width > 0 && rect.top < innerHeight && rect.bottom > 0,
      };
    }),
  );
  // The LCP element: its tag, and which of the page's pictures it is (-1: none).
  const lcp = await page.evaluate(async () => {
    // Two frames, so the paint of the last picture has been reported, then what the observer holds.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const { __lcp, __lcpTake } = window as unknown as { __lcp: (Element | null)[]; __lcpTake: () => void };
    __lcpTake();
    const element = __lcp.at(-1) ?? null;
    return { tag: element?.tagName ?? '', image: [...document.images].indexOf(element as HTMLImageElement) };
  });
  await context.close();
  return { shown, lcp, requested: [...requested] };
}

async function productPath(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://en.localhost:${E2E_PORT}/posters`);
  const href = await page.locator('.product-card a[href^="/product/"]').first().getAttribute('href');
  await context.close();
  return href!;
}

for (const screen of SCREENS) {
  test(`pictures are fetched at the size they are shown on ${screen.name}`, async ({ browser }) => {
    for (const path of ['/', '/posters', await productPath(browser)]) {
      const { shown, lcp, requested } = await pictures(browser, screen, path);
      const copies = shown.filter((picture) => COPY.test(picture.src));
      expect(copies.length, `${path}: pictures of the raster catalog`).toBeGreaterThan(0);
      for (const picture of copies) {
        expect(picture.srcset, `${path} ${picture.src}`).toMatch(/^\S+ \d+w(, \S+ \d+w)+$/);
        expect(picture.sizes, `${path} ${picture.src}`).toBeTruthy();
        expect(Number(picture.width), `${path} ${picture.src}`).toBeGreaterThan(0);
        expect(Number(picture.height), `${path} ${picture.src}`).toBeGreaterThan(0);
      }
      // Each copy fetched is at most 1.5 × the widest it is shown at × DPR. (A picture that shows a copy
      // the page already holds, as a related product sharing the product's artwork does, fetches nothing.)
      expect(requested.length, `${path}: copies fetched`).toBeGreaterThan(0);
      for (const url of requested) {
        const showing = shown.filter((picture) => picture.currentSrc === url && picture.shownWidth > 0);
        // Asked for and not laid out (yet): a lazy picture coming into view, a section still streaming in.
        if (showing.length === 0) continue;
        const widest = Math.max(...showing.map((picture) => picture.shownWidth));
        const width = Number(COPY.exec(new URL(url).pathname)![1]);
        expect(width / (widest * screen.deviceScaleFactor), `${path}: ${url} shown at most ${widest} px wide`).toBeLessThanOrEqual(1.5);
      }
      // The LCP, when it is a picture, is asked for first and never lazily. The start page begins with
      // the hero's text, which may be its LCP at any width (a CI run at 1280 px met it painted before
      // the bestsellers' pictures); its largest pictures in view are checked below all the same.
      if (lcp.tag !== 'IMG') expect(path === '/', `${path}: the LCP is ${lcp.tag}, not a picture`).toBe(true);
      else {
        const largest = shown[lcp.image]!;
        expect(largest.fetchpriority, `${path}: the LCP picture ${largest.src}`).toBe('high');
        expect(largest.loading, `${path}: the LCP picture ${largest.src}`).not.toBe('lazy');
      }
      // Every picture of the first viewport as large as the largest (give or take cropping) could be the LCP.
      const inView = shown.filter((picture) => picture.inFirstViewport && picture.shownWidth > 100);
      const largestArea = Math.max(...inView.map((picture) => picture.area));
      for (const picture of inView.filter(({ area }) => area > largestArea * 0.95)) {
        expect(picture.fetchpriority, `${path}: a largest picture in view, ${picture.src}`).toBe('high');
        expect(picture.loading, `${path}: a largest picture in view, ${picture.src}`).not.toBe('lazy');
      }
    }
  });
}

test("the checkout summary's poster lines fetch a copy within 1.5 × their 48 px at DPR 1 and 2", async ({ browser }) => {
  // The cart is filled in one browser, and the checkout opened in another with the same storage, so
  // no copy the cart drawer fetched (64 px lines) is in the memory cache the checkout's pictures draw from.
  const filling = await browser.newContext();
  await fillCart(await filling.newPage(), 'en');
  const storageState = await filling.storageState();
  await filling.close();
  for (const deviceScaleFactor of [1, 2]) {
    const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 }, deviceScaleFactor });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (COPY.test(new URL(request.url()).pathname)) requested.push(new URL(request.url()).pathname);
    });
    await openCheckout(page, 'en');
    await expect(page.locator('.checkout-lines img')).toHaveCount(2);
    // The lines as drawn, read in one go once both pictures are in: the summary is drawn again
    // at each cart sync, and a line read element by element could be one just replaced
    // (detached, 0 px wide: this test failed so in CI).
    const shown = await (
      await page.waitForFunction(() => {
        const images = [...document.querySelectorAll<HTMLImageElement>('.checkout-lines img')];
        if (images.length !== 2 || !images.every((img) => img.complete && img.naturalWidth > 0)) return null;
        return images.map((img) => ({
          srcset: img.getAttribute('srcset') ?? '',
          sizes: img.getAttribute('sizes'),
          currentSrc: img.currentSrc,
          shownWidth: img.getBoundingClientRect().width,
        }));
      })
    ).jsonValue();
    for (const { srcset, sizes, currentSrc, shownWidth } of shown!) {
      expect(srcset, 'a poster line offers its copies').toMatch(/^\/api\/media\/\S+\/64 64w, /);
      expect(sizes).toBe('48px');
      const path = new URL(currentSrc).pathname;
      expect(requested, `${path} was fetched by the checkout page`).toContain(path);
      const width = Number(COPY.exec(path)![1]);
      expect(
        width / (shownWidth * deviceScaleFactor),
        `${path} shown ${shownWidth} px wide at DPR ${deviceScaleFactor}`,
      ).toBeLessThanOrEqual(1.5);
    }
    await context.close();
  }
});
