// Pictures on the raster catalog (issue 26, docs/browse.md "Pictures", docs/api.md "Catalog art"),
// run by `npm run bench` after the page figures, or alone: `node scripts/bench/images.mjs`.
//
// One embedded shop with BENCH=1 on IMAGES_BENCH_PORT (default 8981), set up as `npm start`
// sets it up (2,000 products and the raster catalog, scripts/lib/catalog-art.mjs), about 2 min:
//   - the image bytes of a category page's first viewport at 375 px DPR 2 (goal <= 250 KB):
//     the copies fetched for the pictures that intersect it; beside it, every image byte the
//     page fetched before it was hydrated (the eager first row: docs/browse.md "Pictures");
//   - the largest copy fetched ÷ the width it is shown at × DPR, on the start, a category and
//     a product page at 375 px DPR 2 and 1280 px DPR 1 (goal <= 1.5);
//   - a copy served from the edge cache ÷ a static answer of the same size (/__bench/static/:bytes),
//     req/s with autocannon, taken in turn (goal >= 0.8); and the same by the Workers runtime's CPU
//     per answer (its threads' time from /proc, median of 200 one at a time, the two in turn),
//     which other jobs on the machine move far less than req/s;
//   - the LCP of the start, category and product page in Chromium with a phone's emulation
//     (375 × 812, DPR 2, touch) and Lighthouse's mobile throttling applied through the DevTools
//     protocol (CPU 4× slower; 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), as the last
//     `largest-contentful-paint` entry a PerformanceObserver reports (Lighthouse is not
//     installed; this is the trace it reads), fresh browser context per load, median of 3
//     (goal <= 2.0 s). The pages and copies are edge-cached first, as a deployed shop's are.
/* global document, window, innerHeight, requestAnimationFrame -- the functions passed to evaluate run in the page */
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { cpuMsOf, untilIdle, workerdPids } from '../lib/processes.mjs';
import { setUpEmbedded, startShop } from '../lib/shop.mjs';

const PORT = Number(process.env.IMAGES_BENCH_PORT ?? 8981);
const HOST = `en.localhost:${PORT}`;
const ORIGIN = `http://${HOST}`;
const COPY = /\/api\/media\/.+\/(\d{2,5})(?:\.(?:webp|jpg|avif))?$/;
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
/** Lighthouse's mobile throttling ("Slow 4G", a mid-range phone). */
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuRate: 4 };
const LCP_RUNS = 3;

export default async function imagesBench({ report, dir }) {
  const buildDir = join(dir, 'images');
  const shop = await startShop({ buildDir, port: PORT, persistDir: join(dir, 'images-data'), vars: { BENCH: '1' } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const setUp = await setUpEmbedded(shop, { buildDir, products: 2000 });
    console.log(`  raster catalog: ${setUp.raster.artworks} artworks on ${setUp.raster.products} posters (${setUp.raster.seconds} s)`);
    const category = '/posters';
    const product = await firstProduct(browser, category);
    const pages = { start: '/', category, product };
    // Warm the edge: every page and the copies its pictures fetch at both screens.
    for (const screen of [PHONE, DESKTOP]) for (const path of Object.values(pages)) await load(browser, screen, path);

    const phoneCategory = await load(browser, PHONE, category);
    report(
      'category page first viewport image bytes, 375 px DPR 2',
      `${(phoneCategory.firstViewportBytes / 1024).toFixed(1)} KB`,
      '<= 250 KB',
    );
    report('  every image byte it fetched by hydration (eager first row)', `${(phoneCategory.allBytes / 1024).toFixed(1)} KB`, 'report');

    let worst = { ratio: 0 };
    for (const [screenName, screen] of [
      ['375 DPR 2', PHONE],
      ['1280 DPR 1', DESKTOP],
    ]) {
      for (const [name, path] of Object.entries(pages)) {
        const { largestRatio } = await load(browser, screen, path);
        if (largestRatio.ratio > worst.ratio) worst = { ...largestRatio, where: `${name} at ${screenName}` };
      }
    }
    report('largest copy fetched ÷ shown width × DPR (start, category, product)', worst.ratio.toFixed(2), '<= 1.5');
    console.log(`  the largest: ${worst.url ?? '-'} shown ${worst.shown} px (${worst.where})`);

    const copyPath = new URL(phoneCategory.firstViewportUrls[0]).pathname;
    // The browser's requests filled the edge cache; this one (same host, no cookie) is answered from it, or stores it.
    await sample(copyPath);
    const { bytes, cache } = await sample(copyPath);
    if (cache !== 'HIT') throw new Error(`${copyPath}: not from the edge cache (${cache})`);
    const runs = { copy: [], static: [] };
    for (let round = 0; round < 2; round++) {
      runs.static.push(await rps(`/__bench/static/${bytes}`));
      runs.copy.push(await rps(copyPath));
    }
    const copyRps = median(runs.copy);
    const staticRps = median(runs.static);
    report(`copy from the edge cache ÷ static answer (${(bytes / 1024).toFixed(1)} KB) req/s`, (copyRps / staticRps).toFixed(2), '>= 0.8');
    console.log(`  ${copyRps.toFixed(0)} vs ${staticRps.toFixed(0)} req/s`);
    // The steadier figure on a shared machine: the runtime's CPU per answer, the two taken in turn.
    const cpu = await cpuPerAnswer([copyPath, `/__bench/static/${bytes}`], 200);
    report("the same by the runtime's CPU per answer: static ÷ copy", (cpu[1] / cpu[0]).toFixed(2), '>= 0.8');
    console.log(`  ${cpu[0].toFixed(2)} ms per copy vs ${cpu[1].toFixed(2)} ms per static answer (median of 200 each, one at a time)`);

    for (const [name, path] of Object.entries(pages)) {
      const times = [];
      let element = '';
      for (let run = 0; run < LCP_RUNS; run++) {
        const lcp = await throttledLcp(browser, path);
        times.push(lcp.time);
        element = lcp.element;
      }
      report(`LCP ${name} page, mobile throttled (trace), median of ${LCP_RUNS}`, `${(median(times) / 1000).toFixed(2)} s`, '<= 2.0 s');
      console.log(`  ${times.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s; the LCP element: ${element}`);
    }
  } finally {
    await browser.close();
    await shop.dispose();
  }
}

async function firstProduct(browser, category) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${category}`);
  const href = await page.locator('.product-card a[href^="/product/"]').first().getAttribute('href');
  await context.close();
  return href;
}

/**
 * One load of `path` at `screen` in a fresh context, until hydrated and the first viewport's
 * pictures are in: the image bytes fetched (all, and those of pictures intersecting the first
 * viewport) and the largest fetched copy ÷ its shown width × DPR.
 */
async function load(browser, screen, path) {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  const fetched = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    const body = await response.body().catch(() => null);
    if (body) fetched.set(response.url(), body.byteLength);
  });
  await page.goto(`${ORIGIN}${path}`);
  await page.waitForSelector('body[data-hydrated="true"]');
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < innerHeight && img.loading !== 'lazy')
      .every((img) => img.complete),
  );
  const shown = await page.evaluate(() =>
    [...document.images].map((img) => {
      const rect = img.getBoundingClientRect();
      return { url: img.currentSrc, width: rect.width, inView: rect.width > 0 && rect.top < innerHeight && rect.bottom > 0 };
    }),
  );
  await context.close();
  const dpr = screen.deviceScaleFactor;
  const firstViewportUrls = [...new Set(shown.filter((img) => img.inView && fetched.has(img.url)).map((img) => img.url))];
  let largestRatio = { ratio: 0 };
  for (const url of fetched.keys()) {
    const copy = COPY.exec(new URL(url).pathname);
    const showing = shown.filter((img) => img.url === url && img.width > 0);
    if (!copy || showing.length === 0) continue;
    const widest = Math.max(...showing.map((img) => img.width));
    const ratio = Number(copy[1]) / (widest * dpr);
    if (ratio > largestRatio.ratio) largestRatio = { ratio, url, shown: Math.round(widest) };
  }
  const sum = (urls) => urls.reduce((total, url) => total + (fetched.get(url) ?? 0), 0);
  return { firstViewportBytes: sum(firstViewportUrls), allBytes: sum([...fetched.keys()]), firstViewportUrls, largestRatio };
}

async function throttledLcp(browser, path) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.downloadThroughput,
    uploadThroughput: THROTTLING.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__lcp.push({ time: entry.startTime, element: entry.element ? `${entry.element.tagName} ${entry.url || ''}`.trim() : '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
  // LCP entries stop at the first input; what the page painted by load and the next frames is its LCP.
  await page.waitForFunction(() => window.__lcp.length > 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const lcp = await page.evaluate(() => window.__lcp.at(-1));
  await context.close();
  return { time: lcp.time, element: lcp.element.replace(/^(\w+) https?:\/\/[^/]+/, '$1 ') };
}

function sample(path) {
  return fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { host: HOST } }).then(async (response) => ({
    bytes: (await response.arrayBuffer()).byteLength,
    cache: response.headers.get('x-edge-cache'),
  }));
}

/** The Workers runtime's CPU ms per answer for each path (its threads' time, /proc), median of `rounds` taken in turn. */
async function cpuPerAnswer(paths, rounds) {
  const pid = workerdPids()[0];
  await untilIdle(pid);
  const samples = paths.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, path] of paths.entries()) {
      const before = cpuMsOf(pid);
      await sample(path);
      const after = cpuMsOf(pid);
      if (before !== undefined && after !== undefined) samples[i].push(after - before);
    }
  }
  return samples.map((values) => median(values));
}

async function rps(path) {
  const run = await autocannon({ url: `http://127.0.0.1:${PORT}${path}`, connections: 10, duration: 8, headers: { host: HOST } });
  if (run.non2xx > 0 || run.errors > 0) throw new Error(`${path}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  return run.requests.average;
}

await runAlone(import.meta.url, imagesBench);
