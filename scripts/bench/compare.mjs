// `npm run bench -- compare <git ref>` (issue 27, "Keep it"): the tree of <git ref> and this
// working tree side by side on one machine, each an embedded shop of 2,000 products started
// with BENCH=1 in a process of its own, measured in turn (the order alternating every round)
// so that machine noise hits both alike. Printed for each figure: both trees' value and
// this tree's ÷ the other's.
//
// Figures (Swedish domain, autocannon, COMPARE_SECONDS each, at 10 and 50 connections,
// the median of COMPARE_ROUNDS rounds):
//   - robots.txt (a small answer of the Worker: its fixed cost per request, the middleware),
//   - the start, a category and a product page from the edge cache (anonymous, HIT), each
//     beside a static answer of its own size (`/__bench/static/:bytes`, the render bench's
//     baseline), the two measured one right after the other in each round,
//   - a catalog read from the edge cache (`/api/product-categories` through the /api proxy,
//     HIT: the path every catalog read takes, issue 26) and a picture copy (the first
//     product's WebP copy; a tree set up without the raster catalog has none), each beside a
//     static answer of its own size the same way,
// and each of them ÷ its static answer within its tree (the median of the rounds' ratios); then the Workers runtime's CPU per answer (its
// threads' time from /proc, the median of COMPARE_CPU_SAMPLES requests one at a time, the
// two trees in turn) for robots.txt, the static answer, the cached product page, the cached
// catalog read and the copy. A tree whose scripts/lib/shop.mjs has setUpEmbedded is set up
// as `npm start` does (the raster catalog, demo data), an older one migrated and seeded only.
//
// The other tree is exported with `git archive` to a folder of its own under the system's
// temporary folder (kept for the next run) and gets its own `npm ci` unless its lockfile is
// this tree's. Ports: COMPARE_PORT (default 18880) for this tree, + 10 for the other.
//
// COMPARE_ALL=1 adds the rest of issue 27's table, each figure for both trees and this ÷ the
// other's, where the issue gives a goal that goal beside this tree's figure (about 15 more
// minutes; the modules named below measure the same for this tree alone, and their functions
// are used here, so both benches count alike):
//   - an artist signed in (the local OpenID provider, ../lib/oidc.mjs, on COMPARE_PORT + 20;
//     `-- signin`'s sign-in): the first byte of the start, the category and the product page
//     with the session cookie ÷ without, p50 of COMPARE_FIRST_BYTES (200) each in turn (goal
//     ≤ 1.3), and their req/s signed in ÷ a static answer of the signed-in page's size
//     (10 connections, as above); the first byte of /my-account ÷ a product page rendered for
//     every request (`x-bench-render`), p50 (goal ≤ 2);
//   - the product page's JS as Chromium loads it by 1 s after hydration (<body data-hydrated>,
//     set by both trees since before c1ee9ac), gzipped, its script requests, and its CSS (goal
//     ≤ 24 KB in ≤ 10, CSS ≤ 7 KB; ../lib/first-load.mjs, which tests/e2e/budgets.spec.ts
//     counts with too): a fresh context at a phone's width, banners answered, median of 3;
//   - Lighthouse's mobile audit (`-- lighthouse`: score, LCP, CLS, JS transferred) of the start,
//     a category, a product, the designer and the checkout (two posters in the cart) on the
//     bare-localhost (Swedish) shop, each page read once first, COMPARE_LIGHTHOUSE_RUNS (3) runs
//     per page and tree in turn, in one Chromium (debugging port COMPARE_PORT + 21) (goals
//     ≥ 98, ≤ 2.0 s, 0);
//   - `-- load`: COMPARE_LOAD_CONNECTIONS (200) connections for COMPARE_LOAD_SECONDS (60) on
//     its 148 mixed pages of every language, fresh (each tree's pages stored just before its
//     run), then once every entry is past its max-age, then fresh again; req/s after max-age ÷
//     the mean of the fresh runs before and after it (goal ≥ 0.9; ./load.mjs: the local runtime
//     slows down as runs go on), errors, the runtime's CPU per answer and the refreshes (a tree
//     whose operator view does not count them: n/a). The trees run in turn: the first tree's
//     fresh run, the second's, then each one's after max-age, then each one's fresh again.
// For these the trees are started with the OpenID provider's variables and their HTML
// compressed for a browser that asks for it, as the edge sends it (lighthouse.mjs
// COMPRESSED_HTML_VARS; autocannon and the Node requests ask for none, so the figures above
// see the same bytes either way).
//
// COMPARE_WITHOUT_ROUTER=1 starts both trees without the static-assets router Miniflare puts in
// front of the Worker (ADR 0015; `staticAssets: false` of ../lib/shop.mjs; a tree from before
// the static assets has none anyway), so that both sides are the Worker alone. Locally that router
// costs about 0.6 ms of the runtime's CPU per request, which production does not spend on the
// Worker's CPU (README "Performance").
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { root } from '../lib/build.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { loadFigures, recordLoads } from '../lib/first-load.mjs';
import { ARTIST_ACCOUNTS, startOidcProvider, storefrontOidcVars } from '../lib/oidc.mjs';
import { cpuMsOf, workerdPids } from '../lib/processes.mjs';
import { readConfig } from '../lib/shop.mjs';
import { auditedPages, auditRun, COMPRESSED_HTML_VARS, readOnce, startBrowser, summary } from './lighthouse.mjs';
import { afterMaxAgeRatio, loadMaxAge, loadRun, pageSet, warmPages } from './load.mjs';
import { send, signIn } from './signin.mjs';

const PORT = Number(process.env.COMPARE_PORT ?? 18880);
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 5);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 3);
const CPU_SAMPLES = Number(process.env.COMPARE_CPU_SAMPLES ?? 200);
const CONNECTIONS = [10, 50];
const HOST = 'sv.localhost';
const WITHOUT_ROUTER = process.env.COMPARE_WITHOUT_ROUTER === '1';
const ALL = process.env.COMPARE_ALL === '1';
const FIRST_BYTES = Number(process.env.COMPARE_FIRST_BYTES ?? 200);
const LIGHTHOUSE_RUNS = Number(process.env.COMPARE_LIGHTHOUSE_RUNS ?? 3);
const LOAD_CONNECTIONS = Number(process.env.COMPARE_LOAD_CONNECTIONS ?? 200);
const LOAD_SECONDS = Number(process.env.COMPARE_LOAD_SECONDS ?? 60);
const PROVIDER_PORT = PORT + 20;
const DEBUG_PORT = PORT + 21;
/** Product page loads in Chromium per tree (the median taken), and how long after hydration they are counted. */
const BROWSER_RUNS = 3;
const AFTER_HYDRATION_MS = 1000;

/** The git ref named after `compare` on the command line (`npm run bench -- compare fd509e7`). */
function refArgument() {
  const args = process.argv.slice(2);
  const at = args.indexOf('compare');
  return args[at + 1] ?? process.env.COMPARE_REF;
}

/** The tree of `ref` in a folder of its own, with its dependencies: its path. */
async function checkout(ref) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), 'artlane-compare', sha);
  if (!existsSync(join(dir, 'package.json'))) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C '${dir}'`], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync(join(root, 'package-lock.json'), 'utf8');
    if (sameLock) await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  return { dir, sha };
}

/**
 * Starts the embedded shop of the tree at `treeDir` in a Node process of its own (its own
 * scripts/lib/shop.mjs, build and Miniflare), seeded, on `port`, with `vars` beside BENCH=1:
 * { stop, pid, hosts } (its domains, from its own wrangler.toml).
 */
async function startTree(treeDir, port, scratch, vars = {}) {
  const driver = join(scratch, `shop-${port}.mjs`);
  await writeFile(
    driver,
    `const { startShop, migrate, seed, setUpEmbedded, readConfig } = await import(${JSON.stringify(join(treeDir, 'scripts/lib/shop.mjs'))});
const buildDir = ${JSON.stringify(join(scratch, `build-${port}`))};
const shop = await startShop({ buildDir, port: ${port}, vars: ${JSON.stringify({ BENCH: '1', ...vars })}, staticAssets: ${!WITHOUT_ROUTER} });
// A tree with the raster catalog (issue 26) is set up as npm start does, so it has picture copies.
if (setUpEmbedded) await setUpEmbedded(shop, { buildDir, products: 2000 });
else {
  await migrate(shop);
  await seed(shop, { buildDir, products: 2000 });
}
const { vars } = await readConfig('local');
console.log('READY ' + JSON.stringify({ hosts: Object.keys(vars.DOMAINS) }));
process.stdin.resume();
process.stdin.on('end', async () => { await shop.dispose(); process.exit(0); });
`,
  );
  const child = spawn(process.execPath, [driver], { cwd: treeDir, stdio: ['pipe', 'pipe', 'inherit'] });
  const config = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const ready = /READY (.*)\n/.exec(out);
      if (ready) resolve(JSON.parse(ready[1]));
    });
    child.once('exit', (code) => reject(new Error(`the shop of ${treeDir} exited (${code}) before it was ready`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.stdin.end();
    });
  return { stop, pid: child.pid, ...config };
}

function get(port, path, host = HOST) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), cache: res.headers['x-edge-cache'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The pages of one tree's seed (a seed may differ between trees), each already in its edge cache. */
async function pagesOf(port) {
  const json = async (path) => JSON.parse((await get(port, path)).body.toString('utf8'));
  const tree = await json('/api/product-categories');
  const category = tree.find((node) => node.show_in_menu !== false && node.children?.length > 0) ?? tree[0];
  const { products } = await json('/api/products?per_page=1&sort=popular');
  const pages = { start: '/', category: category.uri, product: `/produkt/${products[0].slug}` };
  pages.catalogRead = '/api/product-categories';
  // A picture copy of the first product (a tree without the raster catalog has none: n/a).
  const copy = /\/api\/media\/[\w./-]+\/\d+\.webp/.exec(JSON.stringify(products[0]));
  if (copy) pages.copy = copy[0];
  for (const path of Object.values(pages)) {
    for (let i = 0; i < 3; i++) await get(port, path);
    const last = await get(port, path);
    if (last.status !== 200 || last.cache !== 'HIT')
      throw new Error(`${port}${path}: ${last.status} ${last.cache}, not from the edge cache`);
  }
  const bytesOf = async (path) => (path ? (await get(port, path)).body.length : undefined);
  const [startBytes, categoryBytes, productBytes, catalogReadBytes, copyBytes] = [
    await bytesOf(pages.start),
    await bytesOf(pages.category),
    await bytesOf(pages.product),
    await bytesOf(pages.catalogRead),
    await bytesOf(pages.copy),
  ];
  return {
    ...pages,
    // Each page beside a static answer of its own size (issue 27: "a static answer of its size").
    startStatic: `/__bench/static/${startBytes}`,
    categoryStatic: `/__bench/static/${categoryBytes}`,
    static: `/__bench/static/${productBytes}`,
    // Each API answer beside a static answer of its own size (the images bench's goal: ≥ 0.8).
    catalogReadStatic: `/__bench/static/${catalogReadBytes}`,
    ...(copyBytes ? { copyStatic: `/__bench/static/${copyBytes}` } : {}),
    robots: '/robots.txt',
    startBytes,
    categoryBytes,
    productBytes,
    catalogReadBytes,
    copyBytes,
  };
}

/**
 * Both sides' values of one figure, each measured `times` times per side, the order alternating
 * every time, so that neither tree always runs on a machine the other just warmed.
 */
async function inTurn(sides, times, measure) {
  const samples = sides.map(() => []);
  for (let n = 0; n < times; n++) {
    const order = n % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) samples[i].push(await measure(sides[i], i, n));
  }
  return samples;
}

/**
 * Runs the two measurements of a pair in both orders by turns, two rounds each way: the first
 * request to a tree after the other tree's turn costs more (on 12-01, 1.38 against 1.22 ms to
 * the first byte of the same cached page after a 3 ms pause), and the other tree's work may
 * still be running then (an older tree renders a signed-in page for 20–40 ms, then stores
 * things behind its answer), so a pair measured always in one order charged that to one side
 * of its ratio. inTurn swaps the trees every round; this swaps the pair every second round, so
 * each measurement comes first and second, after either tree, equally often (swapping both
 * every round put the signed-in page first exactly when it followed the older tree's render:
 * signed in ÷ anonymous 1.29–1.49 on 12-01, where one shop alone measured 1.57 against 1.55 ms).
 */
async function inOrder(round, [first, second]) {
  if (Math.floor(round / 2) % 2 === 0) {
    await first();
    await second();
  } else {
    await second();
    await first();
  }
}

/** The median of each of `names` over `samples` ({ [name]: value } each). */
function mediansOf(samples, names) {
  return Object.fromEntries(names.map((name) => [name, median(samples.map((sample) => sample[name]))]));
}

/**
 * Both sides' pairs of measurements, `times` each: inTurn over the trees, inOrder over the pair.
 * Each sample is { [nameA]: value, [nameB]: value }; `measure(side, i)` gives one value.
 */
function inPairs(sides, times, [nameA, measureA], [nameB, measureB]) {
  return inTurn(sides, times, async (side, i, n) => {
    const sample = {};
    await inOrder(n, [async () => (sample[nameA] = await measureA(side, i)), async () => (sample[nameB] = await measureB(side, i))]);
    return sample;
  });
}

async function rps(port, path, connections, headers = {}) {
  const run = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: SECONDS,
    headers: { host: HOST, ...headers },
  });
  if (run.non2xx > 0 || run.errors > 0) throw new Error(`${port}${path}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  return run.requests.average;
}

// --- COMPARE_ALL=1 ---------------------------------------------------------------------------

/**
 * An artist signed in on each tree (`-- signin`'s sign-in, through the provider): the first byte
 * of the catalog pages with the session cookie and without, /my-account against a product page
 * rendered for every request, and the catalog pages' req/s signed in against a static answer
 * of the signed-in page's size.
 */
async function measureSignedIn(sides) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  try {
    for (const side of sides) {
      side.origin = `http://${HOST}:${side.port}`;
      // The second sign-in is the one kept: the first one also warmed the provider's discovery and keys.
      await signIn(agent, side.origin, ARTIST_ACCOUNTS[0]);
      side.session = (await signIn(agent, side.origin, ARTIST_ACCOUNTS[0])).jar.header(side.origin);
      side.signedIn = { firstByte: {}, rps: {}, bytes: {} };
    }
    const firstByte = async (side, path, headers) => {
      const answer = await send(agent, `${side.origin}${path}`, { headers });
      if (answer.status !== 200) throw new Error(`${side.origin}${path}: ${answer.status}`);
      return answer;
    };
    for (const figure of ['start', 'category', 'product']) {
      const hits = sides.map(() => 0);
      const samples = await inPairs(
        sides,
        FIRST_BYTES,
        [
          'signed',
          async (side, i) => {
            const theirs = await firstByte(side, side.pages[figure], side.session);
            if (theirs.headers['x-edge-cache'] === 'HIT') hits[i]++;
            return theirs.firstByte;
          },
        ],
        ['anonymous', async (side) => (await firstByte(side, side.pages[figure], {})).firstByte],
      );
      sides.forEach((side, i) => {
        side.signedIn.firstByte[figure] = { ...mediansOf(samples[i], ['signed', 'anonymous']), hits: hits[i] };
      });
    }
    const accountSamples = await inPairs(
      sides,
      FIRST_BYTES,
      ['account', async (side) => (await firstByte(side, '/my-account', side.session)).firstByte],
      ['product', async (side) => (await firstByte(side, side.pages.product, { 'x-bench-render': '1' })).firstByte],
    );
    sides.forEach((side, i) => (side.signedIn.account = mediansOf(accountSamples[i], ['account', 'product'])));
    // Req/s at 10 connections, each page beside a static answer of the size the artist gets.
    for (const figure of ['start', 'category', 'product']) {
      for (const side of sides)
        side.signedIn.bytes[figure] = Buffer.byteLength((await firstByte(side, side.pages[figure], side.session)).text);
      const samples = await inPairs(
        sides,
        ROUNDS,
        ['signed', (side) => rps(side.port, side.pages[figure], CONNECTIONS[0], side.session)],
        ['static', (side) => rps(side.port, `/__bench/static/${side.signedIn.bytes[figure]}`, CONNECTIONS[0])],
      );
      sides.forEach((side, i) => {
        side.signedIn.rps[figure] = {
          ...mediansOf(samples[i], ['signed', 'static']),
          ratio: median(samples[i].map((sample) => sample.signed / sample.static)),
        };
      });
    }
  } finally {
    agent.destroy();
  }
}

/**
 * The product page's first load in Chromium, counted by 1 s after hydration (../lib/first-load.mjs):
 * a fresh context at a phone's width with the cookie alert and the newsletter answered, as
 * tests/e2e/budgets.spec.ts loads a catalog page; the median of BROWSER_RUNS per tree.
 */
async function measureFirstLoads(sides) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const samples = await inTurn(sides, BROWSER_RUNS, async (side) => {
      const origin = `http://${HOST}:${side.port}`;
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      await context.addCookies([
        { name: 'cookie_consent', value: 'false', url: origin },
        { name: 'newsletter_subscribed', value: '1', url: origin },
      ]);
      const page = await context.newPage();
      const taken = recordLoads(page);
      const navigation = await page.goto(origin + side.pages.product);
      if (navigation?.status() !== 200) throw new Error(`${origin}${side.pages.product}: ${navigation?.status()}`);
      // Both trees set <body data-hydrated="true"> once the page's code is live (client/entry.ts,
      // in c1ee9ac as now).
      await page.waitForSelector('body[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
      // The issue's figure is what was loaded by a set time after hydration (1 s), so a wait, not a condition.
      await page.waitForTimeout(AFTER_HYDRATION_MS);
      const figures = loadFigures(await taken());
      await context.close();
      return figures;
    });
    sides.forEach((side, i) => {
      side.firstLoad = {
        js: median(samples[i].map((run) => run.js)),
        scripts: median(samples[i].map((run) => run.scripts)),
        css: median(samples[i].map((run) => run.css)),
      };
    });
  } finally {
    await browser.close();
  }
}

/** Lighthouse's mobile audit of each tree's pages (./lighthouse.mjs), the runs of a page taken in turn. */
async function measureLighthouse(sides) {
  const { browser, close } = await startBrowser(DEBUG_PORT);
  try {
    for (const side of sides) {
      side.lighthouseOrigin = `http://localhost:${side.port}`;
      side.audited = await auditedPages(side.lighthouseOrigin);
      side.lighthouse = {};
    }
    for (const [index, [name]] of sides[0].audited.pages.entries()) {
      for (const side of sides) await readOnce(side.lighthouseOrigin, side.audited.pages[index][1]);
      const runs = await inTurn(sides, LIGHTHOUSE_RUNS, (side) =>
        auditRun(browser, {
          origin: side.lighthouseOrigin,
          path: side.audited.pages[index][1],
          sku: side.audited.sku,
          debugPort: DEBUG_PORT,
        }),
      );
      sides.forEach((side, i) => (side.lighthouse[name] = summary(runs[i])));
    }
  } finally {
    await close();
  }
}

/**
 * `-- load`'s runs on each tree: its page set (asked from the tree itself: a seed may differ),
 * stored just before the tree's fresh run, then the tree's run once every entry is past its
 * max-age, the trees in turn.
 */
async function measureLoad(sides) {
  for (const side of sides) {
    // pageSet asks the shop's API through a Miniflare-like dispatchFetch; here over HTTP.
    const overHttp = {
      dispatchFetch: async (url) => {
        const { hostname, pathname, search } = new URL(url);
        const answer = await get(side.port, pathname + search, hostname);
        return { json: async () => JSON.parse(answer.body.toString('utf8')) };
      },
    };
    side.loadPages = await pageSet(overHttp, side.hosts);
  }
  const run = (side) =>
    loadRun({ port: side.port, pages: side.loadPages, connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS, parentPid: side.pid });
  for (const side of sides) {
    await warmPages(side.port, side.loadPages);
    side.warmedAt = Date.now();
    side.load = { fresh: await run(side) };
  }
  for (const side of sides) {
    // Past every entry's max-age (each stored by warmedAt), well inside stale-while-revalidate.
    const wait = side.warmedAt + (loadMaxAge(LOAD_SECONDS, sides.length) + 5) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    side.load.stale = await run(side);
  }
  // Fresh again (each page refreshed by the run before): the runtime's drift, cancelled by the mean (./load.mjs).
  for (const side of sides) side.load.freshAgain = await run(side);
}

/**
 * COMPARE_ALL's figures, each `label`'s | this tree's: with a goal, this tree's value in the value
 * column (the goal is its) and this ÷ `label` after the two; without, this ÷ `label` in the
 * value column. A figure a step could not measure (its error printed) is n/a.
 */
function reportAll(report, [base, current], label) {
  const fixed =
    (digits, unit = '') =>
    (value) =>
      value === undefined || Number.isNaN(value) ? 'n/a' : `${value.toFixed(digits)}${unit}`;
  const kb = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
  const pair = (figure, of, format, goal) => {
    const [a, b] = [of(base), of(current)];
    const ratio = a !== undefined && b !== undefined && a !== 0 ? fixed(2)(b / a) : 'n/a';
    if (goal) report(`(compare) ${figure}: ${format(a)} | ${format(b)}, ÷ ${ratio}`, format(b), goal);
    else report(`(compare) ${figure}: ${format(a)} | ${format(b)}`, ratio, 'for reference');
  };
  const ms = fixed(2, ' ms');
  const divide = (a, b) => (a === undefined || b === undefined ? undefined : a / b);
  console.log(`    COMPARE_ALL, ${label} | this tree (÷: this ÷ ${label}); where a goal is given, the value is this tree's`);

  const pages = ['start', 'category', 'product'];
  for (const figure of pages) {
    const of = (side) => side.signedIn?.firstByte[figure];
    pair(
      `${figure} page signed in ÷ anonymous, first byte p50 of ${FIRST_BYTES}`,
      (side) => divide(of(side)?.signed, of(side)?.anonymous),
      fixed(2),
      '<= 1.3',
    );
    console.log(
      `      ${figure}: signed in ${ms(of(base)?.signed)} | ${ms(of(current)?.signed)} (from the edge cache ${of(base)?.hits ?? 'n/a'} | ${of(current)?.hits ?? 'n/a'} of ${FIRST_BYTES}), anonymous ${ms(of(base)?.anonymous)} | ${ms(of(current)?.anonymous)}`,
    );
  }
  for (const figure of pages) {
    const of = (side) => side.signedIn?.rps[figure];
    pair(`${figure} page signed in, req/s at ${CONNECTIONS[0]} conn.`, (side) => of(side)?.signed, fixed(0));
    // The issue's own figure for c1ee9ac was 0.006–0.019 (its catalog pages rendered for every artist).
    pair(
      `${figure} page signed in ÷ static of its size (${label} ${base.signedIn?.bytes[figure] ?? 'n/a'} B, this ${current.signedIn?.bytes[figure] ?? 'n/a'} B), req/s`,
      (side) => of(side)?.ratio,
      fixed(3),
    );
  }
  const account = (side) => side.signedIn?.account;
  pair(
    `/my-account ÷ product page rendered, first byte p50 of ${FIRST_BYTES}`,
    (side) => divide(account(side)?.account, account(side)?.product),
    fixed(2),
    '<= 2',
  );
  console.log(
    `      /my-account ${ms(account(base)?.account)} | ${ms(account(current)?.account)}, product page rendered ${ms(account(base)?.product)} | ${ms(account(current)?.product)}`,
  );

  const firstLoad = (side) => side.firstLoad;
  pair(`product page JS by 1 s after hydration, gzipped, median of ${BROWSER_RUNS}`, (side) => firstLoad(side)?.js, kb, '<= 24 KB');
  pair('product page script requests by then', (side) => firstLoad(side)?.scripts, fixed(0), '<= 10');
  pair('product page CSS by then, gzipped', (side) => firstLoad(side)?.css, kb, '<= 7 KB');

  for (const [name, path] of (current.audited ?? base.audited)?.pages ?? []) {
    const of = (side) => side.lighthouse?.[name];
    const page = `Lighthouse mobile, ${name.replace(/,.*/, '')}`;
    pair(`Lighthouse mobile, ${name} (${path}): score, median of ${LIGHTHOUSE_RUNS}`, (side) => of(side)?.score, fixed(0), '>= 98');
    pair(`${page}: LCP, median`, (side) => divide(of(side)?.lcp, 1000), fixed(2, ' s'), '<= 2.0 s');
    pair(`${page}: CLS, the largest`, (side) => of(side)?.cls, fixed(3), '0');
    // Not for the checkout, whose runs keep the browser's cache (lighthouse.mjs).
    if (path !== '/checkout') pair(`${page}: JS transferred, median`, (side) => of(side)?.js, kb);
  }

  const rate = (run) => run?.result.requests.average;
  pair(
    `load after max-age ÷ mean of fresh before and after, req/s (${LOAD_CONNECTIONS} conn., ${LOAD_SECONDS} s, ${current.loadPages?.length ?? 'n/a'} pages)`,
    (side) => (side.load?.freshAgain ? afterMaxAgeRatio(side.load) : undefined),
    fixed(2),
    '>= 0.9',
  );
  for (const [key, state] of [
    ['fresh', 'fresh'],
    ['stale', 'after max-age'],
    ['freshAgain', 'fresh again'],
  ]) {
    const of = (side) => side.load?.[key];
    pair(`load ${state}: req/s`, (side) => rate(of(side)), fixed(0));
    pair(`load ${state}: runtime CPU per answer`, (side) => of(side)?.cpuPerAnswer, ms);
    pair(
      `load ${state}: errors, timeouts, non-2xx`,
      (side) => (of(side) ? of(side).result.errors + of(side).result.timeouts + of(side).result.non2xx : undefined),
      fixed(0),
      '0',
    );
    pair(`load ${state}: edge cache hit ratio (HIT or STALE)`, (side) => of(side)?.hitRatio, fixed(3), '>= 0.95');
    // The operator view counts the refreshes since after c1ee9ac (its /__ops/status has no pageCache.refreshes): n/a there.
    const refreshes = (side) => {
      const counts = of(side)?.refreshes;
      return counts ? `${counts.started} / ${counts.stored} / ${counts.failed} / ${counts.postponed}` : 'n/a';
    };
    report(
      `(compare) load ${state}: refreshes started / stored / failed / postponed: ${refreshes(base)} | ${refreshes(current)}`,
      refreshes(current),
      'for reference',
    );
  }
}

/**
 * Each figure measured against a static answer of its size, and that answer (a figure a tree
 * lacks is left out). The two are measured one right after the other in each round (the order
 * alternating), and the ratio is the median of the rounds' ratios: a ratio of two medians
 * taken minutes apart measured the machine's drift between them as much as the page.
 */
const RATIOS = {
  start: 'startStatic',
  category: 'categoryStatic',
  product: 'static',
  catalogRead: 'catalogReadStatic',
  copy: 'copyStatic',
};
/** The req/s figures printed: robots.txt, then each static answer with its figure. */
const FIGURES = ['robots', ...Object.entries(RATIOS).flatMap(([figure, baseline]) => [baseline, figure])];
const CPU_FIGURES = ['robots', 'static', 'product', 'catalogReadStatic', 'catalogRead', 'copyStatic', 'copy'];

export default async function compareBench({ report, dir }) {
  const ref = refArgument();
  if (!ref) throw new Error('usage: npm run bench -- compare <git ref>');
  const other = await checkout(ref);
  const label = ref.slice(0, 12);
  console.log(
    `  compare: ${label} (${other.sha.slice(0, 10)}, ${other.dir}) and this tree, ports ${PORT + 10} and ${PORT}` +
      (WITHOUT_ROUTER ? ', without the local static-assets router' : ''),
  );
  // COMPARE_ALL: the local OpenID provider, one for both trees (this tree's; c1ee9ac's is the same
  // file), with each tree's origins, and every tree's HTML compressed for a browser.
  let provider;
  const vars = {};
  if (ALL) {
    const { vars: config } = await readConfig('local');
    const shopOrigins = Object.keys(config.DOMAINS).flatMap((host) => [PORT, PORT + 10].map((port) => `http://${host}:${port}`));
    provider = await startOidcProvider({ port: PROVIDER_PORT, shopOrigins });
    Object.assign(vars, storefrontOidcVars(provider.issuer), COMPRESSED_HTML_VARS);
    // A catalog max-age for two trees' load runs in turn (./load.mjs loadMaxAge): the fresh runs
    // stay fresh in both trees (and no figure before them meets a refresh).
    vars.CATALOG_CACHE = { default: { maxAge: loadMaxAge(LOAD_SECONDS, 2), staleWhileRevalidate: 600 } };
  }
  const sides = [
    { name: label, ...(await startTree(other.dir, PORT + 10, dir, vars)), port: PORT + 10 },
    { name: 'this tree', ...(await startTree(root, PORT, dir, vars)), port: PORT },
  ];
  try {
    for (const side of sides) {
      side.pages = await pagesOf(side.port);
      side.workerd = workerdPids(side.pid)[0];
      side.rps = {};
      side.ratio = {};
      side.cpu = {};
    }
    for (const connections of CONNECTIONS) {
      const robots = await inTurn(sides, ROUNDS, (side) => rps(side.port, side.pages.robots, connections));
      sides.forEach((side, i) => (side.rps[`robots@${connections}`] = median(robots[i])));
      for (const [figure, baseline] of Object.entries(RATIOS)) {
        if (!sides.every((side) => side.pages[figure] && side.pages[baseline])) continue;
        const measure = (name) => [name, (side) => rps(side.port, side.pages[name], connections)];
        const samples = await inPairs(sides, ROUNDS, measure(baseline), measure(figure));
        sides.forEach((side, i) => {
          for (const [name, value] of Object.entries(mediansOf(samples[i], [figure, baseline]))) side.rps[`${name}@${connections}`] = value;
          side.ratio[`${figure}@${connections}`] = median(samples[i].map((sample) => sample[figure] / sample[baseline]));
        });
      }
    }
    for (const figure of CPU_FIGURES) {
      if (!sides.every((side) => side.pages[figure])) continue;
      const samples = sides.map(() => []);
      for (let n = 0; n < CPU_SAMPLES; n++) {
        for (const [i, side] of sides.entries()) {
          if (side.workerd === undefined) continue;
          const before = cpuMsOf(side.workerd);
          await get(side.port, side.pages[figure]);
          const after = cpuMsOf(side.workerd);
          // A runtime whose /proc entry is gone (it ended) gives no sample rather than NaN.
          if (before !== undefined && after !== undefined) samples[i].push(after - before);
        }
      }
      sides.forEach((side, i) => (side.cpu[figure] = samples[i].length ? median(samples[i]) : undefined));
    }
    if (ALL) {
      const started = Date.now();
      // A step that fails prints why and leaves its figures n/a; the others are still measured.
      const step = async (name, measure) => {
        console.log(`    COMPARE_ALL: ${name} (at ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
        await measure(sides).catch((error) => console.log(`    COMPARE_ALL: ${name} failed, its figures n/a:`, error));
      };
      await step('signed in', measureSignedIn);
      await step('first load in Chromium', measureFirstLoads);
      await step('Lighthouse', measureLighthouse);
      // Last: its runs leave every page refreshed and the runtimes' memory grown.
      await step('load', measureLoad);
      console.log(`    COMPARE_ALL: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    }
  } finally {
    await Promise.all(sides.map((side) => side.stop()));
    await provider?.close();
  }

  const [base, current] = sides;
  const name = {
    startStatic: (side) => `static answer (${side.pages.startBytes} B)`,
    categoryStatic: (side) => `static answer (${side.pages.categoryBytes} B)`,
    static: (side) => `static answer (${side.pages.productBytes} B)`,
    robots: () => 'robots.txt',
    start: () => 'start page from the edge cache',
    category: () => 'category page from the edge cache',
    product: () => 'product page from the edge cache',
    catalogReadStatic: (side) => `static answer (${side.pages.catalogReadBytes} B)`,
    catalogRead: () => 'catalog read (/api/product-categories) from the edge cache',
    copyStatic: (side) => `static answer (${side.pages.copyBytes} B)`,
    copy: () => 'picture copy from the edge cache',
  };
  console.log(`    req/s, median of ${ROUNDS} rounds of ${SECONDS} s, ${label} | this tree | this ÷ ${label}`);
  for (const connections of CONNECTIONS) {
    for (const figure of FIGURES) {
      const key = `${figure}@${connections}`;
      const [a, b] = [base.rps[key], current.rps[key]];
      if (a === undefined || b === undefined) continue;
      report(
        `(compare) ${name[figure](current)}, ${connections} conn.: ${a.toFixed(0)} | ${b.toFixed(0)} req/s`,
        (b / a).toFixed(2),
        'for reference',
      );
    }
    for (const figure of Object.keys(RATIOS)) {
      const ratio = (side) => side.ratio[`${figure}@${connections}`];
      if (ratio(base) === undefined || ratio(current) === undefined) continue;
      report(
        `(compare) ${figure} cached ÷ static of its size, ${connections} conn., median of the rounds' ratios: ${ratio(base).toFixed(2)} | ${ratio(current).toFixed(2)}`,
        ratio(current).toFixed(2),
        figure === 'catalogRead' || figure === 'copy' ? '>= 0.8' : '>= 0.9',
      );
    }
  }
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(2)} ms`);
  for (const figure of CPU_FIGURES) {
    const [a, b] = [base.cpu[figure], current.cpu[figure]];
    if (a === undefined && b === undefined) continue;
    report(
      `(compare) runtime CPU per answer, ${figure === 'product' ? 'cached product page' : name[figure](current)}: ${ms(a)} | ${ms(b)}`,
      a && b ? (b / a).toFixed(2) : 'n/a',
      'for reference',
    );
  }
  if (ALL) reportAll(report, sides, label);
}

await runAlone(import.meta.url, compareBench);
