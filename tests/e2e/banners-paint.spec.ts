import { expect, test, type Page } from '@playwright/test';
import { firstProduct, hydrated, shopUrl } from './cart-helpers';

/**
 * Issue 27: the cookie alert, the newsletter banner and the store message are part of the
 * first paint with their place in it, so none of them is ever a page's largest contentful
 * paint (the start page's mobile LCP was the cookie alert's text, shown a moment after
 * load), none moves what is already on screen, and the alert never appears under a finger
 * that was about to tap what was there (docs/site.md "Cookies").
 */
const BANNERS = '.cookie-alert, .newsletter-banner, .store-message';

interface Paints {
  lcp: { size: number; isBanner: boolean; text: string }[];
  shifts: { value: number; sources: string[] }[];
}

/** Records every LCP candidate and layout shift from the start of the page (buffered observers). */
async function watchPaints(page: Page): Promise<void> {
  await page.addInitScript((banners) => {
    const paints: Paints = { lcp: [], shifts: [] };
    (window as unknown as { paints: Paints }).paints = paints;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    type Largest = PerformanceEntry & { size: number; element: Element | null };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Largest[]) {
        paints.lcp.push({
          size: entry.size,
          isBanner: entry.element?.closest(banners) != null,
          text: (entry.element?.textContent ?? entry.element?.tagName ?? '').slice(0, 60),
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        // What moved, from where to where, and in which product's card (a failure names them).
        const sources = entry.sources.map((source) => {
          const name = source.node instanceof Element ? source.node.className || source.node.tagName : '#text';
          const card = source.node?.parentElement?.closest('.product-card')?.querySelector('.product-name')?.textContent;
          const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
          return `${name}${card ? ` (${card})` : ''}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
        });
        paints.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, BANNERS);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    for (const kind of ['start', 'category', 'product'] as const) {
      test(`${kind} page: no banner is the LCP and nothing shifts, on a first visit with every banner shown`, async ({ page }) => {
        const path =
          kind === 'start' ? '/' : kind === 'category' ? '/posters' : `/product/${(await firstProduct(page, 'template_id=2&type=2')).slug}`;
        await watchPaints(page);
        await page.goto(shopUrl('en', path));
        await hydrated(page);
        // A first visit: the cookie alert is shown, and the store message (npm start's seed has one).
        await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
        await expect(page.locator('.store-message')).toBeVisible();
        // Everything the viewport shows has been painted: its images are decoded.
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < innerHeight && image.loading !== 'lazy')
            .every((image) => image.complete),
        );
        // One more frame after that, so the observers have been told of its paint.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const paints = await page.evaluate(() => (window as unknown as { paints: Paints }).paints);
        const largest = paints.lcp.at(-1);
        expect(largest, JSON.stringify(paints.lcp)).toBeDefined();
        expect(largest!.isBanner, `the LCP is a banner: ${JSON.stringify(paints.lcp)}`).toBe(false);
        expect(
          paints.shifts.reduce((sum, shift) => sum + shift.value, 0),
          JSON.stringify(paints.shifts),
        ).toBe(0);
      });
    }
  });
}

/**
 * Chromium paints a long listing while its parser is still inside it, so a box that grows as
 * its later children come in moves what is already drawn (seen on a slow CPU: a card's
 * actions grew by the size select's row, 0.00028 of layout shift; "Sort by" moved down as its
 * select came in; the reviews' carousel buttons moved left as the next came in, before the reviews
 * became a fragment). This puts each `containers` box through what the parser has built of it at
 * each point of its HTML (everything after one node left out, an element there still empty)
 * and lists every box, or `watched` element inside it, that is not where it is when whole.
 */
function movesWhileParsed({ containers, watched }: { containers: string; watched: string[] }): string[] {
  // The nodes (elements and texts) in document order.
  const nodesOf = (root: Element) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    const nodes: Node[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    return nodes;
  };
  const truncateAfter = (root: Element, last: Node | null) => {
    if (!last) return root.replaceChildren();
    if (last instanceof Element) last.replaceChildren();
    for (let node: Node = last; node !== root; node = node.parentNode!) {
      while (node.nextSibling) node.nextSibling.remove();
    }
  };
  // A box's place and size (its size places what follows it); an element's place (a layout shift is a start that moved).
  const rect = (element: Element | null, withSize: boolean) => {
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return (withSize ? [x, y, width, height] : [x, y]).map((value) => Math.round(value * 100) / 100).join(' ');
  };
  const moved: string[] = [];
  for (const box of document.querySelectorAll(containers)) {
    const full = box.cloneNode(true) as Element;
    const where = box.closest('.product-card')?.querySelector('.product-name')?.textContent ?? containers;
    const places = [':scope', ...watched].map((selector) =>
      rect(selector === ':scope' ? box : box.querySelector(selector), selector === ':scope'),
    );
    const count = nodesOf(full).length;
    for (let index = -1; index < count; index++) {
      const partial = full.cloneNode(true) as Element;
      truncateAfter(partial, index < 0 ? null : nodesOf(partial)[index]!);
      box.replaceChildren(...partial.childNodes);
      [':scope', ...watched].forEach((selector, at) => {
        const place = rect(selector === ':scope' ? box : box.querySelector(selector), selector === ':scope');
        if (place && place !== places[at]) moved.push(`${where}: ${selector} ${places[at]} → ${place} in ${box.outerHTML.slice(0, 160)}`);
      });
    }
    box.replaceChildren(...(full.cloneNode(true) as Element).childNodes);
  }
  return moved;
}

for (const width of [375, 1280]) {
  test(`at ${width} px a listing's cards' actions and its sort keep their place at every point the parser can be in them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(shopUrl('en', '/posters'));
    await hydrated(page);
    // The seed's posters come in several sizes: their quick add is a size select, heart and button.
    expect(await page.locator('.product-grid .card-actions.with-sizes .size-choice').count()).toBeGreaterThan(3);
    const cards = { containers: '.product-grid .card-actions', watched: ['.wishlist-button', '.size-choice select', '.add-to-cart'] };
    expect(await page.evaluate(movesWhileParsed, cards)).toEqual([]);
    await expect(page.locator('.sort-choice select')).toBeVisible();
    expect(await page.evaluate(movesWhileParsed, { containers: '.sort-choice', watched: [] })).toEqual([]);
    // (The reviews' carousel is no longer parsed in the page: its fragment is parsed whole before
    // it is put into the place kept for it, tests/e2e/site.spec.ts "reviews as a fragment".)
  });
}

test('a card’s add button shows its whole label where it takes two lines (German at 1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(shopUrl('de', '/poster'));
  await hydrated(page);
  const buttons = page.locator('.product-grid .card-actions .add-to-cart');
  expect(await buttons.count()).toBeGreaterThan(3);
  const clipped = await buttons.evaluateAll((all) =>
    all
      .filter((button) => button.scrollHeight > button.clientHeight + 1)
      .map((button) => `${button.textContent}: ${button.scrollHeight} > ${button.clientHeight}`),
  );
  expect(clipped).toEqual([]);
  // The label does take two lines there: the row grew for it.
  const height = await buttons.first().evaluate((button) => button.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(40);
});

for (const width of [375, 1280]) {
  test(`at ${width} px a product page's size choices keep their place at every point the parser can be in them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(shopUrl('en', `/product/${(await firstProduct(page, 'template_id=2&type=2')).slug}`));
    await hydrated(page);
    expect(await page.locator('.choice input[type="radio"]').count()).toBeGreaterThan(1);
    expect(await page.evaluate(movesWhileParsed, { containers: '.purchase .choice', watched: ['input'] })).toEqual([]);
  });
}

test('the cookie alert is answered by a press made before its code arrived', async ({ page, context }) => {
  // The alert's own chunk (it holds the "Read more" handling) waits until the press is made.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunk-[A-Z2-7]+\.js$/, async (route) => {
    // Node cannot resolve *.localhost: fetched from the loopback address with the shop's host.
    const target = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${target.port}${target.pathname}`, headers: { host: target.host } });
    const body = await response.text();
    if (body.includes('data-cookie-more')) await held;
    await route.fulfill({ response, body });
  });
  await page.goto(shopUrl('en', '/'));
  await hydrated(page);
  const alert = page.getByRole('region', { name: 'We use cookies' });
  await alert.getByRole('button', { name: 'Only necessary' }).click();
  const consent = async () => (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;
  expect(await consent()).toBeUndefined();
  release();
  await expect(alert).toBeHidden();
  await expect.poll(consent).toBe('false');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
