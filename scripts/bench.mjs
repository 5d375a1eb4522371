// `npm run bench`: performance figures as ratios measured in one run (the machine is
// shared and noisy, so absolute times mean little; see README "Performance").
//
//   (a) time to the first bytes of HTML (head + header) with 300 ms of upstream latency,
//       as a fraction of that latency: start page (goal <= 0.1), product page (<= 1.5)
//   (b) product-page requests/s against a static answer of the same size from the same
//       worker (goal >= 0.5)
//       and the page cache hit ratio during that run (goal >= 0.99)
//   (c) JavaScript and CSS a product page loads at first load, gzipped, in Chromium
//       (goal <= 80 KB JS, <= 10 KB CSS)
import autocannon from 'autocannon';
import { createServer, request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, printReport } from './lib/bench.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { migrate, seed, startShop } from './lib/shop.mjs';

const LATENCY_MS = 300;
const dir = await mkdtemp(join(tmpdir(), 'artlane-bench-'));
const results = [];
const report = (name, value, goal) => {
  results.push({ name, value, goal });
  printReport(name, value, goal);
};

// `npm run bench` runs everything; `npm run bench -- pages` only the page figures below;
// `npm run bench -- soak load` only those modules (scripts/bench/*.mjs: cart, checkout, images, load,
// render, search, signin, soak), and so on.
const only = process.argv.slice(2);
if (only.length === 0 || only.includes('pages')) await pageFigures();

async function pageFigures() {
  // The embedded shop (the origin) and, in front of it, a latency-injecting upstream. Ports
  // BENCH_PORT (default 18791) to BENCH_PORT + 3, so that several benches can share a machine.
  const originPort = Number(process.env.BENCH_PORT ?? 18791);
  const upstreamPort = originPort + 1;
  const origin = await startShop({ buildDir: join(dir, 'origin'), port: originPort, vars: { BENCH: '1' } });
  await migrate(origin);
  await seed(origin, { buildDir: join(dir, 'origin'), products: 2000 });
  const slowUpstream = createServer((req, res) => {
    setTimeout(() => {
      const forward = httpRequest(
        { host: '127.0.0.1', port: originPort, path: req.url, method: req.method, headers: { ...req.headers, host: 'sv.localhost' } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    }, LATENCY_MS);
  });
  await new Promise((resolve) => slowUpstream.listen(upstreamPort, '127.0.0.1', resolve));
  // The shop under test: every catalog read reaches the slow upstream (no edge cache).
  const shopPort = originPort + 2;
  const shop = await startShop({
    buildDir: join(dir, 'shop'),
    port: shopPort,
    vars: { API_ORIGIN: `http://127.0.0.1:${upstreamPort}`, CATALOG_CACHE: { default: { maxAge: 0, staleWhileRevalidate: 0 } } },
  });

  /** Milliseconds until the response body contains `marker`, over plain HTTP without compression. */
  function timeTo(port, host, path, marker) {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        let text = '';
        let at;
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
          if (at === undefined && text.includes(marker)) at = performance.now() - started;
        });
        res.on('end', () =>
          at === undefined
            ? reject(new Error(`${path}: no ${marker} (status ${res.statusCode})`))
            : resolve({ at, total: performance.now() - started, text, status: res.statusCode }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  // A few product slugs from the catalog, each requested once per run of (a).
  const list = await (await origin.dispatchFetch('http://sv.localhost/api/products?per_page=12&locale=sv&sid=1')).json();
  const slugs = list.products.map((p) => p.slug);
  await timeTo(shopPort, 'sv.localhost', '/', '</header>'); // warm the isolate

  const startTimes = [];
  const productTimes = [];
  for (let i = 0; i < 7; i++) {
    startTimes.push((await timeTo(shopPort, 'sv.localhost', '/', '</header>')).at);
    productTimes.push((await timeTo(shopPort, 'sv.localhost', `/produkt/${slugs[i % slugs.length]}`, '</header>')).at);
  }
  report(`(a) start page: first HTML bytes / ${LATENCY_MS} ms latency`, (median(startTimes) / LATENCY_MS).toFixed(3), '<= 0.1');
  report(`(a) product page: first HTML bytes / ${LATENCY_MS} ms latency`, (median(productTimes) / LATENCY_MS).toFixed(3), '<= 1.5');

  // (b) Throughput: the product page from the embedded shop vs a static answer of equal size,
  // with the shop's normal edge caching (anonymous catalog pages are cached, ADR 0004) and,
  // for reference, with every request rendered (catalog cache off).
  const productPath = `/produkt/${slugs[0]}`;
  const sample = await timeTo(originPort, 'sv.localhost', productPath, '</html>');
  const bytes = Buffer.byteLength(sample.text);
  // The page cache's verdict of every answer (x-edge-cache), for its hit ratio.
  let verdicts = { cached: 0, answered: 0 };
  async function rps(port, path) {
    const run = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 20,
      duration: 8,
      requests: [
        {
          method: 'GET',
          path,
          headers: { host: 'sv.localhost' },
          onResponse: (_status, _body, _context, headers) => {
            verdicts.answered += 1;
            if (headers['x-edge-cache'] === 'HIT' || headers['x-edge-cache'] === 'STALE') verdicts.cached += 1;
          },
        },
      ],
    });
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`${path}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    return run.requests.average;
  }
  async function throughput(port, label) {
    await rps(port, productPath); // warm-up
    verdicts = { cached: 0, answered: 0 };
    const page = await rps(port, productPath);
    const hitRatio = verdicts.answered ? verdicts.cached / verdicts.answered : 0;
    const baseline = await rps(port, `/__bench/static/${bytes}`);
    report(label, (page / baseline).toFixed(2), '>= 0.5');
    console.log(`    (${page.toFixed(0)} vs ${baseline.toFixed(0)} req/s, 20 connections, 8 s each)`);
    return hitRatio;
  }
  const hitRatio = await throughput(originPort, `(b) product page req/s / static ${bytes} B req/s`);
  // Every answer after the warm-up from the page cache (HIT or STALE), memory level re-checked each second (docs/operations.md).
  report('(b) page cache hit ratio during the product page run', hitRatio.toFixed(3), '>= 0.99');
  const renderingPort = originPort + 3;
  const rendering = await startShop({
    buildDir: join(dir, 'rendering'),
    port: renderingPort,
    vars: { BENCH: '1', CATALOG_CACHE: { default: { maxAge: 0, staleWhileRevalidate: 0 } } },
  });
  await migrate(rendering);
  await seed(rendering, { buildDir: join(dir, 'rendering'), products: 2000 });
  await throughput(renderingPort, '(b) the same with every request rendered (no edge cache)');
  await rendering.dispose();

  // (c) What a shopper's browser loads for a product page, gzipped.
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const sizes = { js: 0, css: 0 };
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
  });
  await page.goto(`http://sv.localhost:${originPort}${productPath}`);
  await page.waitForSelector('body[data-hydrated]');
  await page.waitForLoadState('networkidle');
  await browser.close();
  report('(c) product page JavaScript at first load, gzipped', `${(sizes.js / 1024).toFixed(1)} KB`, '<= 80 KB');
  report('(c) product page CSS at first load, gzipped', `${(sizes.css / 1024).toFixed(1)} KB`, '<= 10 KB');

  await shop.dispose();
  await origin.dispose();
  slowUpstream.close();
}

// Further figures, one module per area: scripts/bench/*.mjs export default async ({ report, dir }).
const modules = (await readdir(join(import.meta.dirname, 'bench'))).filter((f) => f.endsWith('.mjs')).sort();
for (const file of modules.filter((f) => only.length === 0 || only.includes(f.replace('.mjs', '')))) {
  const { default: run } = await import(join(import.meta.dirname, 'bench', file));
  await run({ report, dir: await mkdtemp(join(dir, file.replace('.mjs', '-'))) });
}
await rm(dir, { recursive: true, force: true });
