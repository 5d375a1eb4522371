// Render cost of catalog pages (issue 9, "Render cost"), run by `npm run bench` after the
// page figures, or alone: `node scripts/bench/render.mjs` (ports 18860-18861, `RENDER_BENCH_PORT` moves them).
//
// For the start page, a category page and a product page of the embedded shop (2,000
// products, Swedish domain), in one run on one shop started with BENCH=1:
//   - uncached: requests/s of the page rendered for every request, its API reads answered
//     by the edge cache (what every page-cache miss costs), against a static answer of the
//     same size from the same worker (/__bench/static/:bytes, measured just before and just
//     after, averaged); goal >= 0.1. The bench asks for the render with the x-bench-render
//     header (BENCH=1 only, worker/middleware/page-cache). The figure with a session cookie,
//     printed for reference, is the page from the page cache since ADR 0025 (before, a
//     session cookie skipped both caches and it included the commerce API's reads from D1);
//   - cached: the same page from the page cache (anonymous) against that static answer;
//   - the render path's tail: p50 and p99 of the page rendered for every request at 50
//     connections (autocannon's latency percentiles), p99 ÷ p50 (goal <= 10);
//   - CPU ms per uncached render: the storefront isolate's busy time in a V8 CPU profile
//     (inspector, Profiler domain) over RENDERS renders one by one, divided by RENDERS; and,
//     printed beside it, the Workers runtime's CPU time per answer (its threads' time on a
//     CPU, from /proc; the median of requests taken in turn with the static answer's): on
//     a busy machine the profile's time includes waits for a CPU, this does not.
// Requests/s are measured with autocannon at each of CONNECTIONS; the ratios reported are
// those at the first, the others are printed. Between runs the bench waits for the runtime
// to be idle again (work for requests autocannon gave up on would count for the next run).
//
// PROFILE=1 writes each page's profile to render-<page>.cpuprofile in the working
// directory (open it in Chrome DevTools' Performance tab) and prints the hottest functions.
import autocannon from 'autocannon';
import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { cpuProfile, hotFunctions } from '../lib/inspector.mjs';
import { cpuMsOf, untilIdle, workerdPids } from '../lib/processes.mjs';
import { migrate, seed, startShop } from '../lib/shop.mjs';

// RENDER_BENCH_PORT moves both (a shared machine: each engineer's benches on ports of their own).
const PORT = Number(process.env.RENDER_BENCH_PORT ?? 18860);
const INSPECTOR_PORT = PORT + 1;
const HOST = 'sv.localhost';
const RENDER = { 'x-bench-render': '1' };
const SESSION = { cookie: '__Host-session=bench-render' };
const CONNECTIONS = [10, 50];
/** The render path's tail (issue 27: p99 at 50 connections no worse than p50 × 10), measured over DURATION_S × 2. */
const TAIL_CONNECTIONS = 50;
const DURATION_S = 5;
const RENDERS = 100;
const GOAL = 0.1;

/** One request's status, body size and edge-cache state. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers: { host: HOST, ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, cache: res.headers['x-edge-cache'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

export default async function renderBench({ report, dir }) {
  const shop = await startShop({ buildDir: join(dir, 'shop'), port: PORT, inspectorPort: INSPECTOR_PORT, vars: { BENCH: '1' } });
  try {
    await migrate(shop);
    await seed(shop, { buildDir: join(dir, 'shop'), products: 2000 });
    const pid = workerdPids()[0];

    /** One autocannon run against `path` once the runtime is idle; a non-2xx answer fails the bench. */
    async function load(path, headers, connections, duration) {
      await untilIdle(pid);
      const run = await autocannon({ url: `http://127.0.0.1:${PORT}${path}`, connections, duration, headers: { host: HOST, ...headers } });
      if (run.non2xx > 0) throw new Error(`${path}: ${run.non2xx} non-2xx`);
      return run;
    }

    async function rps(path, headers, connections) {
      const run = await load(path, headers, connections, DURATION_S);
      if (run.errors > 0) throw new Error(`${path}: ${run.errors} errors`);
      return run.requests.average;
    }

    /** Latency of the page rendered for every request at `connections`: autocannon's p50 and p99, ms. */
    async function tail(path, connections) {
      const run = await load(path, RENDER, connections, DURATION_S * 2);
      // A request unanswered in autocannon's 10 s is an error, not a latency: counted, and the tail is then not met.
      return { p50: run.latency.p50, p99: run.latency.p99, timeouts: run.timeouts, errors: run.errors, requests: run.requests.total };
    }

    /** The runtime's CPU ms per answer, median over requests taken in turn: { [name]: ms }. */
    async function runtimeCpu(requests, rounds) {
      await untilIdle(pid);
      const samples = Object.fromEntries(requests.map(([name]) => [name, []]));
      for (let round = 0; round < rounds; round++) {
        for (const [name, path, headers] of requests) {
          const before = cpuMsOf(pid);
          await get(path, headers);
          const after = cpuMsOf(pid);
          if (before !== undefined && after !== undefined) samples[name].push(after - before);
        }
      }
      return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, values.length ? median(values) : undefined]));
    }

    const api = async (path) => (await shop.dispatchFetch(`http://${HOST}${path}`)).json();
    const tree = await api('/api/product-categories?v=2');
    const category = tree.find((node) => node.show_in_menu !== false && node.children.length > 0) ?? tree[0];
    const { products } = await api('/api/products?per_page=1&sort=popular&nc=1');
    const pages = [
      { name: 'start', path: '/' },
      { name: 'category', path: category.uri },
      { name: 'product', path: `/produkt/${products[0].slug}` },
    ];

    const rows = [];
    for (const page of pages) {
      const sample = await get(page.path, RENDER);
      if (sample.status !== 200 || sample.cache !== undefined) throw new Error(`${page.path}: ${sample.status} ${sample.cache}`);
      const staticPath = `/__bench/static/${sample.bytes}`;
      // Warm-up: compiled code, the page's API answers, its prerendered parts and its cached copy.
      await rps(page.path, RENDER, CONNECTIONS[0]);
      await get(page.path);
      const cachedSample = await get(page.path);
      if (cachedSample.cache !== 'HIT') throw new Error(`${page.path}: the anonymous page was not cached (${cachedSample.cache})`);
      const row = { ...page, bytes: sample.bytes, runs: [] };
      for (const connections of CONNECTIONS) {
        const before = await rps(staticPath, {}, connections);
        const uncached = await rps(page.path, RENDER, connections);
        const cached = await rps(page.path, {}, connections);
        const after = await rps(staticPath, {}, connections);
        row.runs.push({ connections, uncached, cached, baseline: (before + after) / 2 });
      }
      row.session = await rps(page.path, SESSION, CONNECTIONS[0]);
      row.tail = await tail(page.path, TAIL_CONNECTIONS);
      await untilIdle(pid);
      const { cpuMs, profile } = await cpuProfile(INSPECTOR_PORT, async () => {
        for (let i = 0; i < RENDERS; i++) await get(page.path, RENDER);
      });
      row.profileMs = cpuMs / RENDERS;
      row.runtime = await runtimeCpu(
        [
          ['static', staticPath, {}],
          ['uncached', page.path, RENDER],
          ['cached', page.path, {}],
          ['session', page.path, SESSION],
        ],
        40,
      );
      rows.push(row);
      if (process.env.PROFILE) {
        await writeFile(`render-${page.name}.cpuprofile`, JSON.stringify(profile));
        console.log(`    ${page.name}: hottest functions (self ms per render)`);
        for (const [name, total] of hotFunctions(profile, 25)) console.log(`      ${(total / RENDERS).toFixed(3).padStart(8)}  ${name}`);
      }
    }

    for (const row of rows) {
      const { uncached, baseline } = row.runs[0];
      report(`(render) ${row.name} uncached req/s / static ${row.bytes} B`, (uncached / baseline).toFixed(3), `>= ${GOAL}`);
    }
    for (const row of rows) {
      const { cached, baseline } = row.runs[0];
      report(`(render) ${row.name} cached req/s / static`, (cached / baseline).toFixed(2), 'for reference');
    }
    for (const row of rows) report(`(render) ${row.name}: CPU ms per uncached render`, `${row.profileMs.toFixed(1)} ms`, '< 10 ms');
    for (const row of rows) {
      report(
        `(render) ${row.name} rendered at ${TAIL_CONNECTIONS} connections: p99 ÷ p50 (${row.tail.p99} / ${row.tail.p50} ms; ` +
          `${row.tail.errors} of ${row.tail.requests} unanswered in 10 s)`,
        row.tail.errors > 0 ? `> ${(10_000 / row.tail.p50).toFixed(1)}` : (row.tail.p99 / row.tail.p50).toFixed(1),
        '<= 10',
      );
    }
    const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(2)} ms`);
    console.log(
      `    (ratios at ${CONNECTIONS[0]} connections, ${DURATION_S} s each; CPU: V8 profile of the storefront isolate, ${RENDERS} renders one by one)`,
    );
    for (const row of rows) {
      console.log(`    ${row.name} ${row.path}:`);
      for (const run of row.runs) {
        console.log(
          `      ${String(run.connections).padStart(2)} connections: uncached ${run.uncached.toFixed(0)}, cached ${run.cached.toFixed(0)}, ` +
            `static ${run.baseline.toFixed(0)} req/s (uncached ${(run.uncached / run.baseline).toFixed(3)}, cached ${(run.cached / run.baseline).toFixed(2)})`,
        );
      }
      console.log(
        `      with a session cookie (from the page cache, ADR 0025): ${row.session.toFixed(0)} req/s at ${CONNECTIONS[0]} connections ` +
          `(${(row.session / row.runs[0].baseline).toFixed(3)} of static)`,
      );
      const { static: staticMs, uncached, cached, session } = row.runtime;
      console.log(
        `      runtime CPU per answer (median): uncached ${ms(uncached)}, cached ${ms(cached)}, static ${ms(staticMs)}, ` +
          `with a session cookie ${ms(session)}`,
      );
    }
  } finally {
    await shop.dispose();
  }
}

await runAlone(import.meta.url, renderBench);
