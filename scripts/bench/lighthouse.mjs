// Lighthouse's mobile performance audit (issue 27: ≥ 98, LCP ≤ 2.0 s and CLS 0 on start,
// category, product, designer and checkout): `npm run bench -- lighthouse`.
//
// Lighthouse is not a dependency of the shop (about 200 packages): `npm exec` fetches the pinned
// version into npm's cache the first time (LIGHTHOUSE_VERSION, 12.8.2). One embedded shop
// (2,000 products) on LIGHTHOUSE_BENCH_PORT (18900), its HTML compressed as in production;
// Debian's full Chromium with a debugging port, which Lighthouse drives with its default
// mobile emulation and throttling (a Moto G class phone, 4× CPU slowdown, 150 ms RTT,
// 1.6 Mbit/s, simulated). Each page LIGHTHOUSE_RUNS (3) times, the median reported; each page
// is read once before its runs, so it comes from the edge cache as a visitor after the first
// one gets it. The checkout is audited with two posters in the cart: an `?atc=` landing fills
// the cart in the browser's profile before each run, and that run keeps the profile's storage
// (every other run starts from empty storage, a first visit with the cookie alert).
// Also reported: the JavaScript the page loaded without any interaction (Lighthouse does none),
// as transferred (its network-requests audit: scripts' transfer sizes, gzipped where the shop
// compresses); not for the checkout, whose run keeps the browser's cache the cart's landing
// filled, so that its scripts are partly not transferred at all.
//
// The functions below are tree-agnostic (a browser against an origin): `npm run bench -- compare`
// (COMPARE_ALL=1) audits two trees' shops with them.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { median, runAlone } from '../lib/bench.mjs';
import { CHROMIUM, chromiumLaunchOptions } from '../lib/chromium.mjs';
import { migrate, seed, startShop } from '../lib/shop.mjs';

const PORT = Number(process.env.LIGHTHOUSE_BENCH_PORT ?? 18900);
const DEBUG_PORT = PORT + 5;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const VERSION = process.env.LIGHTHOUSE_VERSION ?? '12.8.2';

/**
 * HTML compressed as the edge sends it: `npm start` sends it uncompressed so that its streaming
 * shows (HTML_CONTENT_ENCODING, ADR 0003), which under Lighthouse's 1.6 Mbit/s made a
 * category page's 100 KB take 0.4 s longer than its 12 KB gzipped do. With the variable empty
 * the Worker sets no Content-Encoding and Miniflare compresses the HTML for a client that
 * accepts it (a browser; not autocannon nor the benches' Node requests, which send no
 * Accept-Encoding and so get the same bytes as before). Trees since at least c1ee9ac read it so.
 */
export const COMPRESSED_HTML_VARS = { HTML_CONTENT_ENCODING: '' };

/** One Lighthouse run of `url` in the browser on `debugPort`: score (0–100), LCP ms, CLS, script bytes transferred. */
export async function audit(url, { debugPort = DEBUG_PORT, keepStorage = false } = {}) {
  const out = join(await mkdtemp(join(tmpdir(), 'lighthouse-')), 'report.json');
  await promisify(execFile)(
    'npm',
    [
      'exec',
      '--yes',
      `--package=lighthouse@${VERSION}`,
      '--',
      'lighthouse',
      url,
      `--port=${debugPort}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits } = JSON.parse(await readFile(out, 'utf8'));
  await rm(join(out, '..'), { recursive: true, force: true });
  const requests = audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** The median score, LCP and script bytes of a page's runs and the largest CLS. */
export const summary = (runs) => ({
  score: median(runs.map((run) => run.score)),
  lcp: median(runs.map((run) => run.lcp)),
  cls: Math.max(...runs.map((run) => run.cls)),
  js: median(runs.map((run) => run.js)),
});

/**
 * Debian's full Chromium with a debugging port and a profile of its own, and Playwright
 * connected to it (once its port answers, up to 10 s): { browser, close }.
 */
export async function startBrowser(debugPort = DEBUG_PORT) {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-profile-'));
  const browserProcess = spawn(
    CHROMIUM,
    [...chromiumLaunchOptions.args, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const close = async () => {
    // The profile is removed once the browser has ended: before, it may still be writing there.
    if (browserProcess.exitCode === null && browserProcess.signalCode === null) {
      await new Promise((resolve) => {
        browserProcess.once('exit', resolve);
        browserProcess.kill();
      });
    }
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
      return {
        browser,
        close: async () => {
          await browser.close().catch(() => undefined);
          await close();
        },
      };
    } catch (error) {
      if (attempt === 50) {
        await close();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The pages audited on the Swedish shop at `origin` (http://localhost:port): [name, path] each,
 * and a poster's SKU for the checkout's cart; the category and product found by their links.
 */
export async function auditedPages(origin) {
  const start = await (await fetch(`${origin}/`)).text();
  // Links of the Swedish shop (bare localhost): a poster category, then a product of it. Since the
  // category bar's dropdowns became a fragment fetched when needed (client/site/fragments.ts) the
  // start page links only the top categories; the fragment has the rest (a tree before it, such as
  // c1ee9ac, has them in the page).
  const posterCategory = (html) => html.match(/href="(\/affischer\/[a-z-]+)"/)?.[1];
  const category = posterCategory(start) ?? posterCategory(await (await fetch(`${origin}/fragments/category-menu`)).text());
  const listing = category ? await (await fetch(origin + category)).text() : '';
  const product = listing.match(/href="(\/produkt\/[a-z0-9-]+)"/)?.[1];
  // A quick add's size: its option's value is the SKU in a tree before the cards' quick adds became
  // data blocks (such as c1ee9ac); since, the first card's block gives the SKUs' common start and
  // each size's rest, a sold-out size marked by a fifth field (worker/components/cart/quick-add.ts).
  const block = listing.match(/<script type="application\/json" data-quick-add="">(.*?)<\/script>/)?.[1];
  const quickAdd = block ? JSON.parse(block) : undefined;
  const size = quickAdd?.sizes.find((candidate) => candidate[4] !== 1);
  const sku = listing.match(/<option value="([A-Z0-9]+-[0-9x]+)"/)?.[1] ?? (size ? `${quickAdd.sku ?? ''}${size[0]}` : undefined);
  if (!category || !product || !sku) throw new Error(`no category, product or SKU link found on the seeded shop at ${origin}`);
  return {
    sku,
    pages: [
      ['start', '/'],
      ['category', category],
      ['product', product],
      // The Swedish shop (bare localhost): its designer's path word (locales/paths.ts).
      ['designer', '/tavelvagg'],
      ['checkout, two posters in the cart', '/checkout'],
    ],
  };
}

/** Reads the page once, so that its runs get it from the edge cache (as every visitor but the first). */
export const readOnce = (origin, path) => fetch(origin + path).then((answer) => answer.arrayBuffer());

/**
 * One run of the page at `origin` + `path` in `browser` (from startBrowser). The checkout
 * (`/checkout`) gets two posters of `sku` in the cart first, by an `?atc=` landing in the
 * browser's profile, and its run keeps that storage.
 */
export async function auditRun(browser, { origin, path, sku, debugPort = DEBUG_PORT }) {
  const checkout = path === '/checkout';
  if (checkout) {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/?atc=${Buffer.from(`${sku}:2`).toString('base64')}`);
    await page.waitForFunction((wanted) => (localStorage.getItem('h057') ?? '').includes(wanted), sku, { timeout: 15_000 });
    await page.close();
  }
  return audit(origin + path, { debugPort, keepStorage: checkout });
}

export default async function lighthouseBench({ report, dir }) {
  const origin = `http://localhost:${PORT}`;
  const shop = await startShop({ buildDir: join(dir, 'shop'), port: PORT, vars: COMPRESSED_HTML_VARS });
  const { browser, close } = await startBrowser();
  try {
    await migrate(shop);
    await seed(shop, { buildDir: join(dir, 'shop'), products: 2000 });
    const { pages, sku } = await auditedPages(origin);
    for (const [name, path] of pages) {
      await readOnce(origin, path);
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await auditRun(browser, { origin, path, sku }));
      const { score, lcp, cls, js } = summary(runs);
      const transferred = path === '/checkout' ? '' : `; JS transferred ${(js / 1024).toFixed(1)} KB`;
      report(
        `Lighthouse mobile, ${name} (${path}): score / LCP / CLS, median of ${RUNS} (CLS the largest); runs ${runs.map((run) => `${run.score} ${(run.lcp / 1000).toFixed(2)} s`).join(', ')}${transferred}`,
        `${score} / ${(lcp / 1000).toFixed(2)} s / ${cls.toFixed(3)}`,
        '≥ 98 / ≤ 2.0 s / 0',
      );
    }
  } finally {
    await close();
    await shop.dispose();
  }
}

await runAlone(import.meta.url, lighthouseBench);
