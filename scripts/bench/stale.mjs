// What a page past its max-age costs (issue 27: "pages past their max-age answer as fast as
// fresh ones"), one page at a time so every figure is a count or a CPU time, not a rate on a
// shared machine: `npm run bench -- stale` or `node scripts/bench/stale.mjs`.
//
// One embedded shop (2,000 products, BENCH=1) on STALE_BENCH_PORT (18890) with a V8 inspector
// on the next port, its catalog policy STALE_MAX_AGE (20) s fresh; the load bench's 148 pages
// (every start page, categories, products, tags, searches) rendered and stored, then, once
// every one is past its max-age, each page read once (STALE: its answer, and the one
// background refresh it starts, are left to finish: the runtime idle again), then once more
// (HIT: the refreshed page). Reported: how many refreshes the edge cache started and stored
// (the operator view's counts: one per page, none failed), the runtime's CPU (every workerd
// thread: storefront, commerce Worker, D1, Cache API) per stale read with its refresh and per
// fresh read, and per refresh by kind of page (start, category, product, tag, search), and each
// isolate's busy ms per refresh from V8 profiles taken over the stale
// reads, with the storefront's and the commerce Worker's hottest functions (STALE_TOP, 15).
import { request } from 'node:http';
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { cpuProfile, hotFunctions, listIsolates } from '../lib/inspector.mjs';
import { signOperatorToken } from '../lib/ops-token.mjs';
import { cpuMsOf, untilIdle, workerdPids } from '../lib/processes.mjs';
import { migrate, readConfig, seed, startShop } from '../lib/shop.mjs';
import { pageSet } from './load.mjs';

const PORT = Number(process.env.STALE_BENCH_PORT ?? 18890);
const INSPECTOR_PORT = PORT + 1;
const MAX_AGE = Number(process.env.STALE_MAX_AGE ?? 20);
const TOP = Number(process.env.STALE_TOP ?? 15);

function get(host, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers: { host, ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, cache: res.headers['x-edge-cache'], text }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function refreshCounts() {
  const token = await signOperatorToken({ sub: 'stale-bench' });
  const answer = await get('en.localhost', '/__ops/status', { authorization: `Bearer ${token}` });
  if (answer.status !== 200) throw new Error(`/__ops/status: ${answer.status}`);
  return JSON.parse(answer.text).pageCache.refreshes;
}

/** V8 profiles of every isolate of `ids` at once over `during`: { [id]: { cpuMs, profile } }. */
async function profiles(ids, during) {
  const out = {};
  const nest = async (i) => {
    if (i === ids.length) return during();
    const { cpuMs, profile, result } = await cpuProfile(INSPECTOR_PORT, () => nest(i + 1), { isolateId: ids[i] });
    out[ids[i]] = { cpuMs, profile };
    return result;
  };
  await nest(0);
  return out;
}

export default async function staleBench({ report, dir }) {
  const { vars } = await readConfig('local');
  const shop = await startShop({
    buildDir: join(dir, 'shop'),
    port: PORT,
    inspectorPort: INSPECTOR_PORT,
    vars: { BENCH: '1', CATALOG_CACHE: { default: { maxAge: MAX_AGE, staleWhileRevalidate: 600 } } },
  });
  try {
    await migrate(shop);
    await seed(shop, { buildDir: join(dir, 'shop'), products: 2000 });
    const pid = workerdPids()[0];
    const pages = await pageSet(shop, Object.keys(vars.DOMAINS));
    for (const { host, path } of pages) {
      const answer = await get(host, path);
      if (answer.status !== 200) throw new Error(`${host}${path}: ${answer.status}`);
    }
    const pastMaxAge = () => new Promise((resolve) => setTimeout(resolve, MAX_AGE * 1000 + 2000));
    await pastMaxAge();
    // Stored at warm-up, the API reads and pages are all past max-age now (and a refreshed
    // page stays fresh for MAX_AGE s, longer than one page's turn: its HIT read is a fresh one).
    await untilIdle(pid);
    const before = await refreshCounts();
    const stale = [];
    const fresh = [];
    const verdicts = { stale: {}, fresh: {} };
    for (const { host, path } of pages) {
      let cpu = cpuMsOf(pid);
      const first = await get(host, path);
      await untilIdle(pid, { windows: 2 });
      stale.push(cpuMsOf(pid) - cpu);
      verdicts.stale[first.cache] = (verdicts.stale[first.cache] ?? 0) + 1;
      cpu = cpuMsOf(pid);
      const second = await get(host, path);
      fresh.push(cpuMsOf(pid) - cpu);
      verdicts.fresh[second.cache] = (verdicts.fresh[second.cache] ?? 0) + 1;
    }
    // A second wave under V8 profiles (the profilers keep the runtime from ever looking idle:
    // each page is read until its refresh is stored instead).
    await pastMaxAge();
    const isolates = (await listIsolates(INSPECTOR_PORT)).map((target) => target.id);
    const profiled = ['core:user:storefront', 'core:user:commerce', ...isolates.filter((id) => /^(cache:|d1:)/.test(id))];
    const byIsolate = await profiles(profiled, async () => {
      for (const { host, path } of pages) {
        for (let i = 0; i < 500 && (await get(host, path)).cache !== 'HIT'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const after = await refreshCounts();
    const counts = Object.fromEntries(Object.entries(after).map(([name, n]) => [name, n - before[name]]));
    const sum = (values) => values.reduce((a, b) => a + b, 0);
    const ms = (value) => `${value.toFixed(2)} ms`;
    const verdictText = (row) =>
      Object.entries(row)
        .map(([verdict, n]) => `${n} ${verdict}`)
        .join(', ');
    console.log(`    ${pages.length} pages; first reads: ${verdictText(verdicts.stale)}; second: ${verdictText(verdicts.fresh)}`);
    report(
      '(stale) refreshes started / stored / failed / postponed (both waves)',
      `${counts.started} / ${counts.stored} / ${counts.failed} / ${counts.postponed}`,
      `${2 * pages.length} / ${2 * pages.length} / 0 / 0`,
    );
    report(
      '(stale) runtime CPU: stale read with its refresh, median / mean',
      `${ms(median(stale))} / ${ms(sum(stale) / stale.length)}`,
      'for reference',
    );
    report(
      '(stale) runtime CPU: fresh read (HIT), median / mean',
      `${ms(median(fresh))} / ${ms(sum(fresh) / fresh.length)}`,
      'for reference',
    );
    // A refresh's own cost by kind of page (the stale read with its refresh less the fresh read
    // after it): a start page reads its language's layout and lists afresh, a product page its product.
    const byKind = {};
    pages.forEach(({ kind }, i) => (byKind[kind] ??= []).push(stale[i] - fresh[i]));
    for (const [kind, values] of Object.entries(byKind))
      report(
        `(stale) runtime CPU per refresh, ${kind} pages (${values.length}), median / mean`,
        `${ms(median(values))} / ${ms(sum(values) / values.length)}`,
        'for reference',
      );
    for (const id of profiled)
      report(`(stale) ${id}: busy ms per refresh (V8 profile, second wave)`, ms(byIsolate[id].cpuMs / pages.length), 'for reference');
    for (const id of ['core:user:storefront', 'core:user:commerce']) {
      console.log(`    ${id}: hottest functions (self ms per stale read with its refresh)`);
      for (const [name, total] of hotFunctions(byIsolate[id].profile, TOP))
        console.log(`      ${(total / pages.length).toFixed(3).padStart(8)}  ${name}`);
    }
  } finally {
    await shop.dispose();
  }
}

await runAlone(import.meta.url, staleBench);
