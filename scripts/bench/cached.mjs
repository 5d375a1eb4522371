// What a page from the edge cache costs the storefront isolate (issue 27: "a page from the
// edge cache costs about what a static answer of its size costs"), run by
// `npm run bench -- cached` or alone: `node scripts/bench/cached.mjs`.
//
// One embedded shop with BENCH=1 (CACHED_PRODUCTS products, 200) on CACHED_BENCH_PORT
// (18870) with a V8 inspector on the next port. A product page of the Swedish domain is
// stored, then CACHED_REQUESTS (3,000) requests for it and as many for a static answer of its
// size (/__bench/static/:bytes), one at a time, each set under a V8 CPU profile of the
// storefront isolate: busy ms per answer and the hottest functions by self time per answer
// (CACHED_TOP, 25); and the runtime's CPU per answer (/proc, every thread of workerd: the
// router and asset Workers of the local simulator included), the median of 400 taken in turn.
// PROFILE=1 writes both profiles to cached-<name>.cpuprofile in the working directory.
import { writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { median, runAlone } from '../lib/bench.mjs';
import { cpuProfile, hotFunctions } from '../lib/inspector.mjs';
import { cpuMsOf, untilIdle, workerdPids } from '../lib/processes.mjs';
import { migrate, seed, startShop } from '../lib/shop.mjs';

const PORT = Number(process.env.CACHED_BENCH_PORT ?? 18870);
const INSPECTOR_PORT = PORT + 1;
const PRODUCTS = Number(process.env.CACHED_PRODUCTS ?? 200);
const REQUESTS = Number(process.env.CACHED_REQUESTS ?? 3000);
const TOP = Number(process.env.CACHED_TOP ?? 25);
const HOST = 'sv.localhost';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, agent, headers: { host: HOST } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, cache: res.headers['x-edge-cache'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

export default async function cachedBench({ report, dir }) {
  const shop = await startShop({ buildDir: join(dir, 'shop'), port: PORT, inspectorPort: INSPECTOR_PORT, vars: { BENCH: '1' } });
  try {
    await migrate(shop);
    await seed(shop, { buildDir: join(dir, 'shop'), products: PRODUCTS });
    const pid = workerdPids()[0];
    const { products } = await (await shop.dispatchFetch(`http://${HOST}/api/products?per_page=1&sort=popular&nc=1`)).json();
    const product = `/produkt/${products[0].slug}`;
    await get(product);
    const hit = await get(product);
    if (hit.status !== 200 || hit.cache !== 'HIT') throw new Error(`${product}: ${hit.status} ${hit.cache}, not from the edge cache`);
    const answers = { cached: product, static: `/__bench/static/${hit.bytes}` };
    // Warm-up: compiled code on both paths.
    for (let i = 0; i < 300; i++) for (const path of Object.values(answers)) await get(path);

    const profiles = {};
    for (const [name, path] of Object.entries(answers)) {
      await untilIdle(pid);
      const { cpuMs, profile } = await cpuProfile(INSPECTOR_PORT, async () => {
        for (let i = 0; i < REQUESTS; i++) await get(path);
      });
      profiles[name] = { msPerAnswer: cpuMs / REQUESTS, profile };
      if (process.env.PROFILE) await writeFile(`cached-${name}.cpuprofile`, JSON.stringify(profile));
    }
    await untilIdle(pid);
    const samples = { cached: [], static: [] };
    for (let i = 0; i < 400; i++) {
      for (const [name, path] of Object.entries(answers)) {
        const before = cpuMsOf(pid);
        await get(path);
        const after = cpuMsOf(pid);
        if (before !== undefined && after !== undefined) samples[name].push(after - before);
      }
    }
    const runtime = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
    const ms = (value) => `${value.toFixed(3)} ms`;
    report(
      `(cached) storefront isolate busy per answer, cached product page (${hit.bytes} B) / static`,
      `${ms(profiles.cached.msPerAnswer)} / ${ms(profiles.static.msPerAnswer)}`,
      'for reference',
    );
    report(
      '(cached) static ÷ cached, storefront isolate (V8 profile)',
      (profiles.static.msPerAnswer / profiles.cached.msPerAnswer).toFixed(2),
      '>= 0.9',
    );
    report(
      `(cached) runtime CPU per answer, cached / static (median of ${samples.cached.length})`,
      `${ms(runtime.cached)} / ${ms(runtime.static)}`,
      'for reference',
    );
    report('(cached) static ÷ cached, runtime CPU', (runtime.static / runtime.cached).toFixed(2), '>= 0.9');
    for (const [name, { profile }] of Object.entries(profiles)) {
      console.log(`    ${name}: hottest functions of the storefront isolate (self ms per answer, ${REQUESTS} answers)`);
      for (const [fn, total] of hotFunctions(profile, TOP)) console.log(`      ${(total / REQUESTS).toFixed(4).padStart(8)}  ${fn}`);
    }
  } finally {
    agent.destroy();
    await shop.dispose();
  }
}

await runAlone(import.meta.url, cachedBench);
