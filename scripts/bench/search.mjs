// Search-as-you-type latency on a small and a large embedded catalog (issue 3):
// the median time of the calls the header search makes while a shopper types
// (/api/products?query=…&per_page=6&nc=1&nr=1 for the dropdown's products and
// /api/search-triggers?query=… for its hints), with realistic prefixes, at 2,000 and at
// 100,000 products. Goal: large / small ≤ 1.5. For reference it also times the results
// page's call, which counts every match (x-records) and so grows with the matches.
//
// Each catalog runs in its own shop (ports 18796 and 18797) with the edge cache off, so
// every call reaches D1. Seeding 100,000 products takes a few minutes.
//
//   node scripts/bench/search.mjs            (also run by `npm run bench`)
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { migrate, seed, startShop } from '../lib/shop.mjs';

const CATALOGS = [
  { products: 2_000, port: 18796 },
  { products: 100_000, port: 18797 },
];
/** What shoppers type, as the dropdown sends it: every prefix of 3+ characters of a few searches. */
const SEARCHES = ['mountain', 'sunset', 'flowers', 'city', 'forest', 'lake', 'winter', 'abstract', 'ocean', 'cat', 'botanical', 'poster'];
const PREFIXES = [...new Set(SEARCHES.flatMap((word) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 3))))];
const ROUNDS = 5;
const HOST = 'en.localhost';

function timeRequest(agent, port, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host: HOST } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(port) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const paths = {
    products: PREFIXES.map((q) => `/api/products?query=${encodeURIComponent(q)}&per_page=6&nc=1&nr=1`),
    hints: PREFIXES.map((q) => `/api/search-triggers?query=${encodeURIComponent(q)}`),
    results: PREFIXES.map((q) => `/api/products?query=${encodeURIComponent(q)}&per_page=24&nc=1`),
  };
  const kinds = Object.keys(paths);
  for (const kind of kinds) for (const path of paths[kind]) await timeRequest(agent, port, path); // warm-up
  const times = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of kinds) for (const path of paths[kind]) times[kind].push(await timeRequest(agent, port, path));
  }
  agent.destroy();
  return {
    productsMs: median(times.products),
    hintsMs: median(times.hints),
    resultsMs: median(times.results),
    calls: times.products.length,
  };
}

export default async function run({ report, dir }) {
  const results = [];
  for (const { products, port } of CATALOGS) {
    const buildDir = join(dir, `search-${products}`);
    const shop = await startShop({ buildDir, port, vars: { CATALOG_CACHE: { default: { maxAge: 0, staleWhileRevalidate: 0 } } } });
    try {
      await migrate(shop);
      const started = performance.now();
      await seed(shop, { buildDir, products });
      console.log(`    (${products.toLocaleString('en')} products seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
      results.push({ products, ...(await measure(port)) });
    } finally {
      await shop.dispose();
    }
  }
  const [small, large] = results;
  for (const r of results) {
    console.log(
      `    ${r.products.toLocaleString('en').padStart(7)} products: /api/products?query= ${r.productsMs.toFixed(1)} ms, ` +
        `/api/search-triggers ${r.hintsMs.toFixed(1)} ms; results page ${r.resultsMs.toFixed(1)} ms ` +
        `(medians of ${r.calls} calls each, ${PREFIXES.length} prefixes)`,
    );
  }
  report('search: /api/products?query= median, 100,000 / 2,000 products', (large.productsMs / small.productsMs).toFixed(2), '<= 1.5');
  report('search: /api/search-triggers median, 100,000 / 2,000 products', (large.hintsMs / small.hintsMs).toFixed(2), '<= 1.5');
  report('search: results page (counts matches), 100,000 / 2,000', (large.resultsMs / small.resultsMs).toFixed(2), '–');
}

// Run on its own: `node scripts/bench/search.mjs`.
await runAlone(import.meta.url, run);
