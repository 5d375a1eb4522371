import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, createTestShop, type TestShop } from './harness';

/**
 * Issue 27: the HTML a shopper downloads has a budget, raw and gzipped, per page kind, on the
 * 2,000-product catalog `npm start` serves (Swedish, no cookies: the page everyone gets from
 * the edge cache). A page past its budget fails with the size of each of its parts beside the
 * size it had when the budget was set, so the part that grew is named. Gzip at level 6, as
 * the edge compresses text. docs/site.md "What a page weighs".
 */
interface Budget {
  raw: number;
  gzip: number;
  /** Each part's bytes (raw) when the budget was set. */
  parts: Record<Part, number>;
}

/** The parts of a page, each a pattern over the HTML; what none of them matches is `rest`. */
const PARTS = {
  head: /<head>[\s\S]*?<\/head>/g,
  'selling points and store message': /<section class="(?:carousel usp-bar|store-message)[\s\S]*?<\/section>/g,
  reviews: /<section[^>]*review-carousel[\s\S]*?<\/section>/g,
  'newsletter banner and dialog': /<section class="newsletter-banner[\s\S]*?<\/dialog>/g,
  'cookie alert': /<section class="cookie-alert[\s\S]*?<\/section>/g,
  header: /<header[\s\S]*?<\/header>/g,
  'mobile menu': /<dialog[^>]*mobile-menu[\s\S]*?<\/dialog>/g,
  main: /<main[\s\S]*?<\/main>/g,
  // React's segments of what streamed after the shell, each moved into place by a script after it.
  'streamed sections': /<div hidden(?:="")? id="S:\d+">[\s\S]*?<\/div>(?=<script)/g,
  footer: /<footer[\s\S]*?<\/footer>/g,
  // Inline scripts and JSON data blocks (the islands' props among them).
  scripts: /<script[\s\S]*?<\/script>/g,
} as const;
type Part = keyof typeof PARTS | 'rest';

// Set 2026-11-29 (issue 27, after the mobile menu's tree and language menu became the
// header's, built into the menu when it opens): the measured size plus about 2 %. Lowered the
// same day: the product page's when its frames went to a file of their own, once per language
// (64.2 KB, 12.0 KB gzipped); every page's when a card's heart began to read its product from
// the quick add's line (start 73.6 KB / 11.0 KB, category 95.7 / 12.0, product 61.9 / 12.0),
// and when a card's sizes began to carry their tiers as text, not JSON (start 65.2 / 10.9,
// category 80.8 / 11.7, product 59.4 / 11.9). Set again 2026-11-29 night, when the cart
// drawers' labels became a file of their own and delivery the shop's shipping policy instead
// of every offer's (start 66.0 / 10.5, the policy streamed in with the sections; category
// 79.1 / 11.0; product 52.5 / 10.8). The product page's goal is 45 KB raw and 9 KB gzipped
// (issue 27); docs/site.md "What a page weighs" says what is left to get there. Set again
// 2026-11-30, when the hearts' and quick adds' click texts came once per page instead of on
// every card (start 65.6 / 10.7, its streamed sections vary by a KB from one start to the
// next; category 78.0 / 11.2; product 53.2 / 11.1). Set again 2026-11-30 afternoon, after the
// no-script style became a file, the poster panel's texts went to the frames file, the related
// products and the newsletter dialog's form became fragments fetched when needed, the language
// menu's flags are drawn by the browser and a card's line leaves out what the card shows
// (start 57.5 / 9.4 KB, category 68.5 / 9.7, product 38.3 / 8.4; parts in KB of 1,024 bytes).
// The product page is within its goal (45 KB raw, 9 KB gzipped). Set again 2026-11-30 night,
// when a card's quick add became a data block its select is drawn from, the cards' `sizes`
// shorter and the listings' ItemList without names (start 50.9 / 9.2 KB, category 57.6 / 9.3).
// Set again 2026-12-01, measured from here on as every shopper gets a page: from the edge cache,
// re-rendered in the background after its max-age (whole, not streamed: ADR 0027), after the
// reviews and the category bar's dropdowns became fragments, the cards' quick adds wrote only
// what the card and page do not say, and the language links lost their repeats (start 36.0 /
// 6.8 KB, category 44.6 / 7.3, product 30.3 / 7.1). Each page is also held to its goal (GOALS).
const BUDGETS: Record<'start' | 'category' | 'product', Budget> = {
  start: {
    raw: 37_600,
    gzip: 7_100,
    parts: {
      head: 3459,
      'selling points and store message': 1903,
      reviews: 0,
      'newsletter banner and dialog': 1043,
      'cookie alert': 717,
      header: 5700,
      'mobile menu': 968,
      main: 20271,
      'streamed sections': 0,
      footer: 1600,
      scripts: 672,
      rest: 523,
    },
  },
  category: {
    raw: 46_600,
    gzip: 7_650,
    parts: {
      head: 6349,
      'selling points and store message': 1903,
      reviews: 0,
      'newsletter banner and dialog': 1043,
      'cookie alert': 717,
      header: 5842,
      'mobile menu': 968,
      main: 26037,
      'streamed sections': 0,
      footer: 1600,
      scripts: 672,
      rest: 523,
    },
  },
  product: {
    raw: 31_600,
    gzip: 7_460,
    parts: {
      head: 7211,
      'selling points and store message': 1903,
      reviews: 0,
      'newsletter banner and dialog': 1043,
      'cookie alert': 717,
      header: 7017,
      'mobile menu': 968,
      main: 9340,
      'streamed sections': 0,
      footer: 1600,
      scripts: 672,
      rest: 523,
    },
  },
};

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The bytes of each part of the page, in the order of PARTS: a part's matches are taken out before the next part looks. */
function partsOf(html: string): Record<Part, number> {
  let rest = html;
  const sizes = {} as Record<Part, number>;
  for (const [name, pattern] of Object.entries(PARTS) as [keyof typeof PARTS, RegExp][]) {
    const found = rest.match(pattern) ?? [];
    sizes[name] = found.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    for (const text of found) rest = rest.replace(text, '');
  }
  sizes.rest = Buffer.byteLength(rest);
  return sizes;
}

/**
 * Issue 27's goal: a product page of at most 45 KB raw and 9 KB gzipped, "category and start
 * pages in proportion". Each of those two keeps the proportion it had to the product page when
 * the issue was filed (2026-11-29 morning, the same seed: start 125.9 KB raw and 14.8 KB
 * gzipped, category 164.1 and 16.7, product 119.5 and 17.3; docs/site.md "What a page weighs").
 */
const PRODUCT_GOAL = { raw: 45 * 1024, gzip: 9 * 1024 };
const GOALS: Record<keyof typeof BUDGETS, { raw: number; gzip: number }> = {
  start: { raw: (PRODUCT_GOAL.raw * 125.9) / 119.5, gzip: (PRODUCT_GOAL.gzip * 14.8) / 17.3 },
  category: { raw: (PRODUCT_GOAL.raw * 164.1) / 119.5, gzip: (PRODUCT_GOAL.gzip * 16.7) / 17.3 },
  product: PRODUCT_GOAL,
};

let shop: TestShop;
let productPath: string;
const pathOf = (kind: keyof typeof BUDGETS) => ({ start: '/', category: '/affischer', product: productPath })[kind];

/**
 * The page as every shopper gets it once it has been stored and refreshed: from the edge cache,
 * re-rendered in the background after its max-age (whole, not streamed: ADR 0027).
 */
const steady = new Map<string, string>();

beforeAll(async () => {
  shop = await createTestShop({
    seedProducts: 2000,
    workerName: 'clock-worker.js',
    vars: { CATALOG_CACHE: { default: { maxAge: 60, staleWhileRevalidate: 600 } } },
  });
  const list = (await (await shop.get('sv', '/api/products?template_id=2&type=2&per_page=1')).json()) as { products: { slug: string }[] };
  productPath = `/produkt/${list.products[0]!.slug}`;
  const paths = (['start', 'category', 'product'] as const).map(pathOf);
  for (const path of paths) await (await shop.get('sv', path)).text();
  await advanceClock(shop, 61_000);
  for (const path of paths) expect((await shop.get('sv', path)).headers.get('x-edge-cache')).toBe('STALE');
  for (const path of paths) {
    // Until the refresh is stored (its render runs after the stale answer).
    for (let tries = 0; !steady.has(path); tries++) {
      const response = await shop.get('sv', path);
      const html = await response.text();
      if (response.headers.get('x-edge-cache') === 'HIT') steady.set(path, html);
      else if (tries > 100) throw new Error(`${path} was not refreshed`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}, 120_000);
afterAll(() => shop?.dispose());

describe('the HTML of a page', () => {
  it.each(['start', 'category', 'product'] as const)('%s: within its budget and its goal, raw and gzipped', async (kind) => {
    const path = pathOf(kind);
    const html = steady.get(path)!;
    const raw = Buffer.byteLength(html);
    const gzip = gzipSync(html, { level: 6 }).length;
    const budget = BUDGETS[kind];
    const parts = partsOf(html);
    const report = [
      `${kind} ${path}: ${kb(raw)} raw (budget ${kb(budget.raw)}), ${kb(gzip)} gzipped (budget ${kb(budget.gzip)})`,
      ...(Object.entries(parts) as [Part, number][])
        .sort(([, a], [, b]) => b - a)
        .map(([part, bytes]) => {
          const then = budget.parts[part] ?? 0;
          return `  ${part}: ${kb(bytes)} (${kb(then)} when the budget was set${bytes > then * 1.02 + 64 ? ', GREW' : ''})`;
        }),
    ].join('\n');
    expect(raw <= budget.raw && gzip <= budget.gzip, report).toBe(true);
    const goal = GOALS[kind];
    expect(raw <= goal.raw && gzip <= goal.gzip, `${report}\ngoal: ${kb(goal.raw)} raw, ${kb(goal.gzip)} gzipped`).toBe(true);
  });
});
