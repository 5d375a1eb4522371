// `npm run bench -- compare <git ref>` (issue 27, "Keep it"): the tree of <git ref> and this
// working tree side by side on one machine, each an embedded shop of 2,000 products started
// with BENCH=1 in a process of its own, measured in turn (the order alternating every round)
// so that machine noise hits both alike. Printed for each figure: both trees' value and
// this tree's ÷ the other's.
//
// Figures (Swedish domain, autocannon, COMPARE_SECONDS each, at 10 and 50 connections,
// the median of COMPARE_ROUNDS rounds):
//   - a static answer of the product page's size (`/__bench/static/:bytes`, the render bench's baseline),
//   - robots.txt (a small answer of the Worker: its fixed cost per request, the middleware),
//   - the start, a category and a product page from the edge cache (anonymous, HIT),
//   - a catalog read from the edge cache (`/api/product-categories` through the /api proxy,
//     HIT: the path every catalog read takes, issue 26) and a picture copy (the first
//     product's WebP copy; a tree set up without the raster catalog has none), each beside a
//     static answer of its own size,
// and each page ÷ static, the catalog read and the copy ÷ their static answer, within its tree; then the Workers runtime's CPU per answer (its
// threads' time from /proc, the median of COMPARE_CPU_SAMPLES requests one at a time, the
// two trees in turn) for robots.txt, the static answer, the cached product page, the cached
// catalog read and the copy. A tree whose scripts/lib/shop.mjs has setUpEmbedded is set up
// as `npm start` does (the raster catalog, demo data), an older one migrated and seeded only.
//
// The other tree is exported with `git archive` to a folder of its own under the system's
// temporary folder (kept for the next run) and gets its own `npm ci` unless its lockfile is
// this tree's. Ports: COMPARE_PORT (default 18880) for this tree, + 10 for the other.
//
// COMPARE_WITHOUT_ROUTER=1 starts both trees without the static-assets router Miniflare puts in
// front of the Worker (ADR 0015; `staticAssets: false` of ../lib/shop.mjs; a tree from before
// the static assets has none anyway), so that both sides are the Worker alone. Locally that router
// costs about 0.6 ms of the runtime's CPU per request, which production does not spend on the
// Worker's CPU (README "Performance").
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { root } from '../lib/build.mjs';
import { cpuMsOf, workerdPids } from '../lib/processes.mjs';

const PORT = Number(process.env.COMPARE_PORT ?? 18880);
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 5);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 3);
const CPU_SAMPLES = Number(process.env.COMPARE_CPU_SAMPLES ?? 200);
const CONNECTIONS = [10, 50];
const HOST = 'sv.localhost';
const WITHOUT_ROUTER = process.env.COMPARE_WITHOUT_ROUTER === '1';

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
 * scripts/lib/shop.mjs, build and Miniflare), seeded, on `port`: { stop, pid }.
 */
async function startTree(treeDir, port, scratch) {
  const driver = join(scratch, `shop-${port}.mjs`);
  await writeFile(
    driver,
    `const { startShop, migrate, seed, setUpEmbedded } = await import(${JSON.stringify(join(treeDir, 'scripts/lib/shop.mjs'))});
const buildDir = ${JSON.stringify(join(scratch, `build-${port}`))};
const shop = await startShop({ buildDir, port: ${port}, vars: { BENCH: '1' }, staticAssets: ${!WITHOUT_ROUTER} });
// A tree with the raster catalog (issue 26) is set up as npm start does, so it has picture copies.
if (setUpEmbedded) await setUpEmbedded(shop, { buildDir, products: 2000 });
else {
  await migrate(shop);
  await seed(shop, { buildDir, products: 2000 });
}
console.log('READY');
process.stdin.resume();
process.stdin.on('end', async () => { await shop.dispose(); process.exit(0); });
`,
  );
  const child = spawn(process.execPath, [driver], { cwd: treeDir, stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('READY')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the shop of ${treeDir} exited (${code}) before it was ready`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.stdin.end();
    });
  return { stop, pid: child.pid };
}

function get(port, path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: HOST } }, (res) => {
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
  const [productBytes, catalogReadBytes, copyBytes] = [
    await bytesOf(pages.product),
    await bytesOf(pages.catalogRead),
    await bytesOf(pages.copy),
  ];
  return {
    ...pages,
    static: `/__bench/static/${productBytes}`,
    // Each API answer beside a static answer of its own size (the images bench's goal: ≥ 0.8).
    catalogReadStatic: `/__bench/static/${catalogReadBytes}`,
    ...(copyBytes ? { copyStatic: `/__bench/static/${copyBytes}` } : {}),
    robots: '/robots.txt',
    productBytes,
    catalogReadBytes,
    copyBytes,
  };
}

async function rps(port, path, connections) {
  const run = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: SECONDS, headers: { host: HOST } });
  if (run.non2xx > 0 || run.errors > 0) throw new Error(`${port}${path}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  return run.requests.average;
}

const FIGURES = ['static', 'robots', 'start', 'category', 'product', 'catalogReadStatic', 'catalogRead', 'copyStatic', 'copy'];
/** Each figure measured against a static answer, and that answer (a figure a tree lacks is left out). */
const RATIOS = { start: 'static', category: 'static', product: 'static', catalogRead: 'catalogReadStatic', copy: 'copyStatic' };
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
  const sides = [
    { name: label, ...(await startTree(other.dir, PORT + 10, dir)), port: PORT + 10 },
    { name: 'this tree', ...(await startTree(root, PORT, dir)), port: PORT },
  ];
  try {
    for (const side of sides) {
      side.pages = await pagesOf(side.port);
      side.workerd = workerdPids(side.pid)[0];
      side.rps = {};
      side.cpu = {};
    }
    for (const connections of CONNECTIONS) {
      for (const figure of FIGURES) {
        if (!sides.every((side) => side.pages[figure])) continue;
        const samples = sides.map(() => []);
        for (let round = 0; round < ROUNDS; round++) {
          // The order alternates, so neither tree always runs on a machine the other just warmed.
          const order = round % 2 === 0 ? [0, 1] : [1, 0];
          for (const i of order) samples[i].push(await rps(sides[i].port, sides[i].pages[figure], connections));
        }
        sides.forEach((side, i) => (side.rps[`${figure}@${connections}`] = median(samples[i])));
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
  } finally {
    await Promise.all(sides.map((side) => side.stop()));
  }

  const [base, current] = sides;
  const name = {
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
    for (const [figure, baseline] of Object.entries(RATIOS)) {
      if (current.rps[`${figure}@${connections}`] === undefined) continue;
      const ratio = (side) => side.rps[`${figure}@${connections}`] / side.rps[`${baseline}@${connections}`];
      report(
        `(compare) ${figure} cached ÷ static, ${connections} conn.: ${ratio(base).toFixed(2)} | ${ratio(current).toFixed(2)}`,
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
}

await runAlone(import.meta.url, compareBench);
