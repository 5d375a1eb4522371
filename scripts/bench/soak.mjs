// Memory under sustained traffic (issue 9, defect 5), run by `npm run bench -- soak` or
// alone: `node scripts/bench/soak.mjs`. SOAK_REQUESTS (default 100,000) requests at
// SOAK_CONNECTIONS (default 8) in flight against the embedded shop, a mix of:
//   - distinct pages: every product in several languages, search results for new words,
//     category pages with page numbers and filters (rendered, then stored at the edge);
//   - requests with a session cookie (served from the same entries as anyone's since ADR 0025);
//   - bad input: odd paths, huge queries, malformed JSON to the API;
//   - aborted requests: the client goes away while the page streams.
// After warm-up (the first tenth) and then every tenth, the shop's isolate heap after a full
// garbage collection (V8 inspector, scripts/lib/inspector.mjs) and the runtime's resident
// memory are sampled. Reported: isolate heap at warm-up and at the end, its growth, its
// largest sample (limit at the edge: 128 MB), the runtime's resident memory growth, errors
// (answers >= 500) and requests/s.
import { join } from 'node:path';
import { request } from 'node:http';
import { heapUsage, mb } from '../lib/inspector.mjs';
import { runtimeRss } from '../lib/processes.mjs';
import { runAlone } from '../lib/bench.mjs';
import { migrate, readConfig, seed, startShop } from '../lib/shop.mjs';

const PORT = 18796;
const INSPECTOR_PORT = 18797;

/** One request of the mix, by its number. */
function requestFor(n, slugs, hosts) {
  const host = hosts[n % hosts.length];
  switch (n % 10) {
    case 0:
    case 1:
    case 2:
      return { host: 'en.localhost', path: `/product/${slugs[(n >> 1) % slugs.length]}` };
    case 3:
      return { host, path: `/search-results?query=word${n}` };
    case 4:
      return { host: 'en.localhost', path: `/posters?page=${(n % 7) + 1}&sort=${n % 2 ? 'price' : 'newest'}` };
    case 5:
      return { host: 'en.localhost', path: `/product/${slugs[n % slugs.length]}`, headers: { cookie: `session=soak-${n}` } };
    case 6:
      return { host, path: ['//', '/\\x', `/%ff%fe${n}`, `/posters?${'a=1&'.repeat(500)}`, `/api/products?per_page=${n}`][n % 5] };
    case 7:
      return {
        host,
        path: '/api/sync-cart',
        method: 'POST',
        body: n % 2 ? '{"items": [' : JSON.stringify({ items: [{ sku: `X-${n}`, quantity: 1 }] }),
      };
    case 8:
      return { host, path: `/api/products?query=w${n % 500}&per_page=24` };
    default:
      return { host: 'en.localhost', path: `/posters?page=${(n % 40) + 1}`, abort: true };
  }
}

function send({ host, path, method = 'GET', body, headers = {}, abort = false }) {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method,
        headers: { host, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        if (abort) {
          res.once('data', () => req.destroy());
          res.once('close', () => resolve(res.statusCode));
          return;
        }
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(abort ? 200 : 0));
    req.end(body);
  });
}

export default async function soakBench({ report, dir }) {
  const total = Number(process.env.SOAK_REQUESTS ?? 100_000);
  const connections = Number(process.env.SOAK_CONNECTIONS ?? 8);
  // Persisted like `npm start`: D1 and the Cache API simulation on disk.
  const shop = await startShop({ buildDir: join(dir, 'shop'), persistDir: join(dir, 'state'), port: PORT, inspectorPort: INSPECTOR_PORT });
  try {
    await migrate(shop);
    await seed(shop, { buildDir: join(dir, 'shop'), products: 2000 });
    const slugs = [];
    for (let page = 1; page <= 20; page++) {
      const list = await (await shop.dispatchFetch(`http://en.localhost/api/products?per_page=100&page=${page}&locale=en&sid=5`)).json();
      slugs.push(...list.products.map((p) => p.slug));
    }
    // Every configured local host (wrangler.toml DOMAINS).
    const hosts = Object.keys((await readConfig('local')).vars.DOMAINS);
    const samples = [];
    const sample = async (done) => {
      // What V8 holds for the isolate (live and not yet collected), then what is live after a full collection.
      const held = (await heapUsage(INSPECTOR_PORT, undefined, { collect: false })).totalSize;
      const heap = (await heapUsage(INSPECTOR_PORT)).usedSize;
      samples.push({ done, heap, held, rss: runtimeRss() });
    };
    await sample(0);
    let next = 0;
    let errors = 0;
    let failed = 0;
    const failures = [];
    const checkpoint = Math.ceil(total / 10);
    const started = performance.now();
    const runOne = async () => {
      while (next < total) {
        const n = next++;
        const sent = requestFor(n, slugs, hosts);
        const status = await send(sent);
        if (status >= 500) errors++;
        if (status === 0) failed++;
        if ((status >= 500 || status === 0) && failures.length < 5)
          failures.push(`${status} ${sent.method ?? 'GET'} ${sent.host}${sent.path.slice(0, 80)}`);
        if ((n + 1) % checkpoint === 0) {
          await sample(n + 1);
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, runOne));
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await sample(total);
    const warm = samples.find((s) => s.done >= checkpoint) ?? samples[0];
    const last = samples.at(-1);
    const largest = Math.max(...samples.map((s) => s.heap));
    for (const s of samples)
      console.log(
        `    after ${String(s.done).padStart(7)}: isolate heap live ${mb(s.heap)} (V8 held ${mb(s.held)}), runtime RSS ${mb(s.rss)}`,
      );
    report(`soak: ${total} requests, isolate heap at warm-up → end`, `${mb(warm.heap)} → ${mb(last.heap)}`, 'flat');
    report('soak: isolate heap end ÷ warm-up', (last.heap / warm.heap).toFixed(2), '<= 1.2');
    report('soak: largest isolate heap (edge limit 128 MB)', mb(largest), '<= 64 MB');
    report('soak: runtime RSS end ÷ warm-up', (last.rss / warm.rss).toFixed(2), '<= 1.2');
    report('soak: answers >= 500 / connection failures', `${errors} / ${failed}`, '0 / 0');
    for (const failure of failures) console.log(`    failed: ${failure}`);
    console.log(`    (${(total / seconds).toFixed(0)} req/s over ${seconds.toFixed(0)} s, ${connections} in flight)`);
  } finally {
    await shop.dispose();
  }
}

await runAlone(import.meta.url, soakBench);
