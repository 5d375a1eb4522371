// What every benchmark module shares (scripts/bench.mjs and scripts/bench/*.mjs).
/* global document, window, MutationObserver -- the functions passed to the page run there */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints one figure: name, value and goal in columns. */
export const printReport = (name, value, goal) => console.log(`${name.padEnd(58)} ${value.padStart(12)}   goal ${goal}`);

/**
 * Runs a benchmark module when it is the script node was started with
 * (`node scripts/bench/cart.mjs`), with a scratch folder of its own.
 */
export async function runAlone(moduleUrl, run) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const dir = await mkdtemp(join(tmpdir(), 'artlane-bench-'));
  try {
    await run({ dir, report: printReport });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * JS a page had received when it was hydrated (<body data-hydrated>), in a fresh browser
 * context with `storageState` (Playwright's; `beforeLoad(page)` may add init scripts):
 * [{ url, bytes, gzipped }] in the order they arrived, and what came after. URLs are given
 * without the page's origin.
 */
export async function scriptsAtHydration(browser, url, { storageState, beforeLoad } = {}) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await beforeLoad?.(page);
  // The URLs of every resource the page had when <body data-hydrated> was set, taken in the page.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body?.dataset.hydrated !== 'true') return;
      observer.disconnect();
      window.__resourcesAtHydration = performance.getEntriesByType('resource').map((entry) => entry.name);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const answers = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    answers.push({ url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
  });
  const navigation = await page.goto(url);
  if (navigation?.status() !== 200) throw new Error(`${url}: ${navigation?.status()}`);
  await page.waitForFunction(() => window.__resourcesAtHydration !== undefined);
  const atHydration = new Set(await page.evaluate(() => window.__resourcesAtHydration));
  // What the page loads after it (printed apart), and no request cut off when the context closes.
  const settled = await page.waitForLoadState('networkidle', { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  // Page scripts the document itself carries (inline) are not answers: only files count.
  const files = [];
  const later = [];
  for (const answer of answers) {
    const body = await answer.body;
    const entry = { url: answer.url.replace(new URL(url).origin, ''), bytes: body.length, gzipped: gzipSync(body, { level: 9 }).length };
    (atHydration.has(answer.url) ? files : later).push(entry);
  }
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { files, later, settled, finalPath, total: files.reduce((sum, file) => sum + file.gzipped, 0) };
}
