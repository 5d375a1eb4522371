// Custom poster rendering (issue 14, docs/designers.md "Custom posters rendered at the edge"),
// run by `npm run bench` after the page figures, or alone: `node scripts/bench/designer.mjs`.
//
// One embedded shop under Miniflare (no port, 60 products). Each thumbnail is a typography or
// star-map design no earlier request drew (another text or date), so every one is drawn by
// resvg in the Worker and none comes from the Cache API (X-Render-Cache: MISS). Print files
// are drawn only for a paid order's line, by an operator (docs/designers.md "Print files"):
// a paid order of ROUNDS such designs is put in the database and each line's print file
// fetched from /__ops/orders/{id}/lines/{n}/print.png with an operator token.
// Reported: the isolate's first PNG (compiling resvg, reading a font), then the p50 of
// ROUNDS print files (50x70 cm at 150 dpi, 2953 x 4134, drawn in bands) and of ROUNDS
// thumbnails, taken in turn one at a time, as the time to the last byte of the answer; and
// the workerd process's resident memory before the first print file and after all of them.
//
// Then the designers' pages in Chromium (a seeded shop on PAGES_PORT), JS at first load,
// gzipped, as the client received it by <body data-hydrated> (scripts/lib/bench.mjs
// scriptsAtHydration):
//   - the gallery-wall designer for a first visitor (goal <= 60 KB), and for a returning one
//     whose stored wall is past the intro (React and the island load at once);
//   - a poster's product page and a custom poster's, with the designer and editor source
//     files found in what they loaded (esbuild's metafile of the same client build): the
//     product page's JS is unchanged when that list holds only the stored wall
//     (client/state/wall.ts and shared/gallery-wall/state.ts, restored with the cart on every page)
//     and the island's entry in the island list (client/islands/designer/index.ts: when to load it).
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { median, runAlone, scriptsAtHydration } from '../lib/bench.mjs';
import { buildClient } from '../lib/build.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { signOperatorToken } from '../lib/ops-token.mjs';
import { runtimeRss } from '../lib/processes.mjs';
import { commerceDb, insertOrder, migrate, seed, startShop } from '../lib/shop.mjs';

const PAGES_PORT = 18799;
const DESIGNER_JS_GOAL_KB = 60;

const ROUNDS = Number(process.env.DESIGNER_ROUNDS ?? 15);

const encode = (values) => Buffer.from(JSON.stringify(values)).toString('base64url');
const typography = (n) => ({
  template: 'typography',
  line1: 'Home is where',
  line2: `the heart is ${n}`,
  font: ['inter', 'playfair-display', 'space-mono', 'caveat'][n % 4],
  layout: 'centered',
  foreground: '#1a1a1a',
  background: '#f5efe6',
});
const starMap = (n) => ({
  template: 'star-map',
  place: 'Stockholm',
  date: new Date(Date.UTC(2000, 0, 1 + n)).toISOString().slice(0, 10),
  latitude: '59.3293',
  longitude: '18.0686',
  caption: 'The night we met',
});

export default async function designerBench({ report, dir }) {
  await renderFigures({ report, dir });
  await pageFigures({ report, dir });
}

async function renderFigures({ report, dir }) {
  const buildDir = join(dir, 'shop');
  const shop = await startShop({ buildDir });
  let n = 0;
  const thumbTime = async () => {
    const values = n % 2 === 0 ? typography(n) : starMap(n);
    n++;
    const started = performance.now();
    const response = await shop.dispatchFetch(`http://en.localhost/render-custom-poster/${values.template}.png?v=${encode(values)}`);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200 || response.headers.get('x-render-cache') !== 'MISS') {
      throw new Error(`render: ${response.status} ${response.headers.get('x-render-cache')}`);
    }
    return elapsed;
  };
  try {
    await migrate(shop);
    await seed(shop, { buildDir, products: 60 });
    const { sku } = await (await commerceDb(shop)).prepare("SELECT sku FROM variations WHERE size_code = '50x70' LIMIT 1").first();
    const lines = Array.from({ length: ROUNDS }, (_, i) => ({
      sku,
      metadata: { template: { values: i % 2 ? starMap(1000 + i) : typography(1000 + i) } },
    }));
    await insertOrder(shop, { id: 'bench-prints', lines });
    const token = await signOperatorToken({ sub: 'bench', lifetime: 3600 });
    const printTime = async (line) => {
      const started = performance.now();
      const response = await shop.dispatchFetch(`http://en.localhost/__ops/orders/bench-prints/lines/${line}/print.png`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`print file: ${response.status}`);
      return performance.now() - started;
    };
    report('designer: first PNG of an isolate (thumb, ms)', (await thumbTime()).toFixed(0), 'report');
    const memoryBefore = runtimeRss();
    const print = [];
    const thumb = [];
    for (let round = 0; round < ROUNDS; round++) {
      print.push(await printTime(round));
      thumb.push(await thumbTime());
    }
    const mb = (bytes) => (bytes / 1048576).toFixed(0);
    report('designer: print file 2953x4134 (paid order line), p50 (ms)', median(print).toFixed(0), 'report');
    report('designer: thumbnail PNG 400x560, p50 (ms)', median(thumb).toFixed(0), 'report');
    report('designer: workerd memory before → after the print files (MB)', `${mb(memoryBefore)} → ${mb(runtimeRss())}`, 'report');
  } finally {
    await shop.dispose();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => files.reduce((sum, file) => sum + file.gzipped, 0);

/** The designer's path word of a language, read from locales/paths.ts (TypeScript, not importable here). */
async function designerWord(code) {
  const text = await readFile(join(import.meta.dirname, '../../locales/paths.ts'), 'utf8');
  const word = new RegExp(`\\b${code}: \\{[^}]*designer: '([^']+)'`).exec(text)?.[1];
  if (!word) throw new Error(`no designer word for ${code} in locales/paths.ts`);
  return word;
}

async function pageFigures({ report, dir }) {
  const shop = await startShop({ buildDir: join(dir, 'pages'), port: PAGES_PORT, vars: { BENCH: '1' } });
  // The same sources built the same way give the same content-hashed file names as the shop's.
  let sources = {};
  await buildClient(join(dir, 'sources'), { onSources: (found) => (sources = found) });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await migrate(shop);
    await seed(shop, { buildDir: join(dir, 'pages'), products: 300 });
    const origin = `http://sv.localhost:${PAGES_PORT}`;
    const firstSlug = async (query) => {
      const answer = await shop.dispatchFetch(`${origin}/api/products?${query}&nc=1&per_page=1&locale=sv&sid=1`);
      const { products } = await answer.json();
      if (!products[0]) throw new Error(`no product for ${query}`);
      return products[0].slug;
    };
    const designer = `${origin}/${await designerWord('sv')}`;
    const first = await scriptsAtHydration(browser, designer);
    report('designer: gallery-wall page JS at first load, gzipped', kb(total(first.files)), `<= ${DESIGNER_JS_GOAL_KB} KB`);
    // A returning designer: the stored wall is past the intro, so the island comes up at load.
    const returning = await scriptsAtHydration(browser, designer, {
      beforeLoad: (page) =>
        page.addInitScript(() => {
          const wall = { environment: 'living-room-white', layout: null, posters: [], activePoster: 0, step: 2, isInIntro: false };
          localStorage.setItem('h057', JSON.stringify({ version: 1, wall: { ...wall, isSidebarOpen: false, locale: 'sv' } }));
        }),
    });
    report('designer: the same, wall stored past the intro (React at load)', kb(total(returning.files)), 'report');

    const designerSources = (files) =>
      [...new Set(files.flatMap((file) => sources[file.url.split('/').pop()] ?? []))].filter((source) =>
        /designer|custom-?poster|gallery-wall/i.test(source),
      );
    // The stored wall (restored with the cart on every page) and the island's entry in the island list.
    const storedWall = new Set(['shared/gallery-wall/state.ts', 'client/state/wall.ts', 'client/islands/designer/index.ts']);
    for (const [name, query] of [
      ['poster', 'template_id=2&type=2'],
      ['custom poster', 'template_id=4'],
    ]) {
      const product = await scriptsAtHydration(browser, `${origin}/produkt/${await firstSlug(query)}`);
      const found = designerSources(product.files).filter((source) => !storedWall.has(source));
      report(
        `designer: ${name} product page JS at first load, gzipped`,
        kb(total(product.files)),
        'not above before the designers (docs/wall-designer.md)',
      );
      report(`designer: designer/editor files in it besides the stored wall`, found.length === 0 ? 'none' : found.join(' '), 'none');
    }
  } finally {
    await browser.close();
    await shop.dispose();
  }
}

await runAlone(import.meta.url, designerBench);
