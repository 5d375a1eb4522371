// Checkout (issue 11, docs/checkout.md), run by `npm run bench` after the page figures, or
// alone: `npm run bench -- checkout` / `node scripts/bench/checkout.mjs` (ports
// CHECKOUT_BENCH_PORT to CHECKOUT_BENCH_PORT + 8, 8961-8969 unless it is set).
//
// Two embedded shops (2,000 products, Swedish domain, BENCH=1, D1 in folders of their own):
// one with the local payment provider, one with the Stripe adapter against the fake Stripe
// (scripts/lib/stripe-fake.mjs, as the Stripe e2e uses it). The page figures are the local one's:
//   - JS at first load, gzipped (goal for the checkout <= 45 KB): /checkout with a cart of
//     two posters in storage (put there by the start page's ?atc= landing link, as a shopper
//     arriving from a campaign has it) in Debian's Chromium, a fresh browser context (empty
//     HTTP cache): every script answer the page had received when <body data-hydrated> was
//     set, gzipped here (level 9; the local simulator may not compress). The same for the
//     start page and a product page with the same storage, and with empty storage; the
//     checkout's files are listed;
//   - first HTML bytes: time to the first byte of the body of /checkout/<id> (private:
//     rendered for every request) and of a product page rendered for every request too (the
//     x-bench-render header, BENCH=1 only: its API reads still come from the edge cache, as
//     the checkout page's do), SAMPLES requests each taken in turn, one at a time; p50 of
//     each and checkout / product (the time to </header> is printed beside it);
//   - order submit, in each shop: POST /api/checkout through the storefront (embedded
//     commerce API, card payment: every order opens a session at the local payment provider,
//     or a Checkout Session at the fake Stripe), ORDERS orders one at a time and ORDERS as
//     rounds of CONCURRENCY at once, each with a checkout_id of its own, of posters with
//     unlimited stock; p50 and p99 of each against those of a GET of a static answer of the
//     order answer's size from the same worker (/__bench/static/:bytes). The two shops are
//     taken in turn, order by order (round by round), so both meet the same noise; then the
//     Stripe shop's order ÷ static over the local one's (goal <= 1.2: the adapter costs an
//     order submit at most a fifth more than the local provider).
import { chromium } from '@playwright/test';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { median, runAlone, scriptsAtHydration as scriptsAt } from '../lib/bench.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { commerceDb, migrate, paymentsDb, seed, startShop } from '../lib/shop.mjs';
import { startFakeStripe } from '../lib/stripe-fake.mjs';
import { CONCURRENCY, HOST, orderSubmits, send as sendTo } from './checkout-orders.mjs';

const PORT = Number(process.env.CHECKOUT_BENCH_PORT ?? 8961);
/** The shop with the Stripe adapter, and the fake Stripe it talks to. */
const STRIPE_SHOP_PORT = PORT + 4;
const STRIPE_FAKE_PORT = PORT + 8;
const STRIPE_WEBHOOK_SECRET = 'whsec_artlanebench';
const STRIPE_GOAL = 1.2;
const ORIGIN = `http://${HOST}:${PORT}`;
const RENDER = { 'x-bench-render': '1' };
const CHECKOUT_JS_GOAL_KB = 45;
const SAMPLES = 200;
const ORDERS = 200;

/** Nearest-rank percentile (q in 0..1). */
const percentile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil(q * values.length) - 1))];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

/** Posters of the Swedish store whose first sizes are in stock without a limit (nothing sells out). */
async function unlimitedPosters(shop, count) {
  const { products } = await (
    await shop.dispatchFetch(`http://${HOST}/api/products?template_id=2&type=2&nc=1&per_page=60&locale=sv&sid=1`)
  ).json();
  const db = await commerceDb(shop);
  const { results } = await db
    .prepare(
      "SELECT sku FROM variations WHERE stock_quantity IS NULL AND stock_status = 'instock' AND product_id IN (SELECT value FROM json_each(?))",
    )
    .bind(JSON.stringify(products.map((product) => product.id)))
    .all();
  const unlimited = new Set(results.map((row) => row.sku));
  const picked = [];
  for (const product of products) {
    const variation = product.variations.find((v) => unlimited.has(v.sku));
    if (variation) picked.push({ slug: product.slug, sku: variation.sku });
    if (picked.length === count) return picked;
  }
  throw new Error(`only ${picked.length} posters with unlimited stock among the first ${products.length}`);
}

/** sendTo (./checkout-orders.mjs) the local shop unless another port is given. */
const send = (agent, options) => sendTo(agent, { port: PORT, ...options });

/** scriptsAt (scripts/lib/bench.mjs) for a path of this bench's shop. */
const scriptsAtHydration = (browser, storageState, path) => scriptsAt(browser, `${ORIGIN}${path}`, { storageState });

export default async function checkoutBench({ report, dir }) {
  const shop = await startShop({ buildDir: join(dir, 'shop'), port: PORT, persistDir: join(dir, 'data'), vars: { BENCH: '1' } });
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let browser;
  let stripeShop;
  let fakeStripe;
  try {
    await migrate(shop);
    await seed(shop, { buildDir: join(dir, 'shop'), products: 2000 });
    const posters = await unlimitedPosters(shop, 10);
    // The same shop with the Stripe adapter (docs/payments.md "Contract tests"): the built files
    // of the first, its own D1, the fake Stripe as its API.
    fakeStripe = await startFakeStripe({
      port: STRIPE_FAKE_PORT,
      webhook: { url: `http://127.0.0.1:${STRIPE_SHOP_PORT}/api/payments/webhook`, secret: STRIPE_WEBHOOK_SECRET },
    });
    stripeShop = await startShop({
      buildDir: join(dir, 'shop'),
      prebuilt: true,
      port: STRIPE_SHOP_PORT,
      persistDir: join(dir, 'stripe-data'),
      vars: { BENCH: '1' },
      commerceVars: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_artlanebench',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_ORIGIN: fakeStripe.origin,
      },
    });
    await migrate(stripeShop);
    await seed(stripeShop, { buildDir: join(dir, 'shop'), products: 2000 });
    const stripePosters = await unlimitedPosters(stripeShop, 10);
    const productPaths = posters.map((poster) => `/produkt/${poster.slug}`);

    // --- 1. JS at first load ---------------------------------------------------------------
    browser = await chromium.launch(chromiumLaunchOptions);
    const landing = await browser.newContext();
    const landed = await landing.newPage();
    const atc = Buffer.from(
      posters
        .slice(0, 2)
        .map((poster) => `${poster.sku}:1`)
        .join(';'),
    ).toString('base64');
    await landed.goto(`${ORIGIN}/?atc=${encodeURIComponent(atc)}`);
    await landed.waitForFunction(() => {
      const stored = JSON.parse(localStorage.getItem('h057') ?? '{}');
      return (stored.cart?.items?.length ?? 0) === 2 && stored.cart.items.every((line) => line.price > 0);
    });
    const withCart = await landing.storageState();
    await landing.close();
    const empty = { cookies: [], origins: [] };

    const checkout = await scriptsAtHydration(browser, withCart, '/checkout');
    if (!/^\/checkout\/[0-9a-f-]{32,36}$/.test(checkout.finalPath))
      throw new Error(`/checkout stayed at ${checkout.finalPath}: the checkout code did not run`);
    const loads = [
      ['checkout', checkout],
      ['product page, same cart', await scriptsAtHydration(browser, withCart, productPaths[0])],
      ['start page, same cart', await scriptsAtHydration(browser, withCart, '/')],
      ['product page, empty storage', await scriptsAtHydration(browser, empty, productPaths[0])],
      ['start page, empty storage', await scriptsAtHydration(browser, empty, '/')],
    ];
    await browser.close();
    browser = undefined;

    // --- 2. First HTML bytes -------------------------------------------------------------------
    const checkoutPath = '/checkout/5b0c3f8e-1111-4222-8333-944455556666';
    const pages = {
      checkout: { path: () => checkoutPath, headers: {} },
      product: { path: (i) => productPaths[i % productPaths.length], headers: RENDER },
    };
    for (const [name, { path, headers }] of Object.entries(pages)) {
      const sample = await send(agent, { path: path(0), headers });
      // Rendered for this request: never an answer from the page cache.
      if (sample.status !== 200 || sample.edgeCache !== undefined)
        throw new Error(`${name} ${path(0)}: ${sample.status} ${sample.edgeCache}`);
    }
    for (let i = 0; i < productPaths.length; i++) await send(agent, { path: pages.product.path(i), headers: RENDER }); // warm-up: API reads cached
    const firstBytes = { checkout: [], product: [] };
    const headerEnds = { checkout: [], product: [] };
    for (let i = 0; i < SAMPLES; i++) {
      const order = i % 2 === 0 ? ['checkout', 'product'] : ['product', 'checkout'];
      for (const name of order) {
        const answer = await send(agent, { path: pages[name].path(i), headers: pages[name].headers, marker: '</header>' });
        if (answer.status !== 200 || answer.markerAt === undefined || answer.edgeCache !== undefined)
          throw new Error(`${name}: ${answer.status}, </header> ${answer.markerAt}, edge cache ${answer.edgeCache}`);
        firstBytes[name].push(answer.firstByte);
        headerEnds[name].push(answer.markerAt);
      }
    }

    // --- 3. Order submit, the local provider and the Stripe adapter in turn -------------------
    const local = orderSubmits({ agent, port: PORT, posters, label: 'local provider' });
    const stripe = orderSubmits({ agent, port: STRIPE_SHOP_PORT, posters: stripePosters, label: 'Stripe adapter, fake Stripe' });
    const targets = [local, stripe];
    for (const target of targets) await target.warmUp();
    for (let i = 0; i < ORDERS; i++) for (const target of targets) await target.sequentialOne();
    for (let round = 0; round < ORDERS / CONCURRENCY; round++) for (const target of targets) await target.concurrentRound();
    const sessions = {
      local: (await (await paymentsDb(shop)).prepare('SELECT COUNT(*) AS n FROM sessions').first())?.n ?? '?',
      stripe: fakeStripe.sessions.size,
    };
    if (fakeStripe.problems.length > 0)
      throw new Error(`the fake Stripe saw requests Stripe would refuse: ${fakeStripe.problems.join('; ')}`);

    // --- report ----------------------------------------------------------------------------
    report('(checkout) checkout page JS at first load, gzipped', kb(checkout.total), `<= ${CHECKOUT_JS_GOAL_KB} KB`);
    for (const [label, load] of loads.slice(1)) report(`(checkout)   the same, ${label}`, kb(load.total), 'for reference');
    console.log(`    (Chromium, fresh context, script answers received by <body data-hydrated>; cart of 2 posters unless "empty storage")`);
    // Marked: * the product page never loads it (until its network is idle), + it loads it after hydration.
    const product = loads[1][1];
    const productNow = new Set(product.files.map((file) => file.url));
    const productLater = new Set(product.later.map((file) => file.url));
    const mark = (file) => (productNow.has(file.url) ? ' ' : productLater.has(file.url) ? '+' : '*');
    const sum = (files) => kb(files.reduce((total, file) => total + file.gzipped, 0));
    const only = checkout.files.filter((file) => mark(file) === '*');
    const earlier = checkout.files.filter((file) => mark(file) === '+');
    console.log(
      `    checkout's JS files, gzipped (raw): * not loaded by the product page, ${only.length} files, ${sum(only)}; ` +
        `+ loaded there after hydration, ${earlier.length} files, ${sum(earlier)}`,
    );
    for (const file of [...checkout.files].sort((a, b) => b.gzipped - a.gzipped))
      console.log(`      ${kb(file.gzipped).padStart(9)}  (${kb(file.bytes)} raw)  ${mark(file)} ${file.url}`);
    for (const [label, load] of loads) {
      const after = `${load.later.length} JS file(s), ${kb(load.later.reduce((sum, f) => sum + f.gzipped, 0))}`;
      const until = load.settled ? 'until the network was idle' : '(the network still busy 15 s on)';
      console.log(`    ${label}: ${load.files.length} files at hydration; after it ${after} ${until}`);
    }
    const p50 = { checkout: median(firstBytes.checkout), product: median(firstBytes.product) };
    report('(checkout) first HTML byte, checkout / product page, p50', (p50.checkout / p50.product).toFixed(2), 'for reference');
    console.log(
      `    (${SAMPLES} each in turn, one at a time, both rendered for every request: checkout ${ms(p50.checkout)}, product ${ms(p50.product)}; ` +
        `to </header>: ${ms(median(headerEnds.checkout))} and ${ms(median(headerEnds.product))})`,
    );
    const ratios = {};
    for (const target of targets) {
      for (const [label, run] of [
        ['one at a time', target.sequential],
        [`${CONCURRENCY} at once`, target.concurrent],
      ]) {
        const orders = { p50: percentile(run.orders, 0.5), p99: percentile(run.orders, 0.99) };
        const statics = { p50: percentile(run.static, 0.5), p99: percentile(run.static, 0.99) };
        ratios[`${target.label}, ${label}`] = orders.p50 / statics.p50;
        report(
          `(checkout) order submit p50 / static p50, ${target.label}, ${label}`,
          (orders.p50 / statics.p50).toFixed(1),
          'for reference',
        );
        report(
          `(checkout) order submit p99 / static p99, ${target.label}, ${label}`,
          (orders.p99 / statics.p99).toFixed(1),
          'for reference',
        );
        console.log(
          `    (${run.orders.length} orders: p50 ${ms(orders.p50)}, p99 ${ms(orders.p99)}; static ${target.orderBytes} B: p50 ${ms(statics.p50)}, p99 ${ms(statics.p99)})`,
        );
      }
    }
    for (const [label, run] of [
      ['one at a time', 'sequential'],
      [`${CONCURRENCY} at once`, 'concurrent'],
    ]) {
      const ratio = ratios[`${stripe.label}, ${label}`] / ratios[`${local.label}, ${label}`];
      report(`(checkout) order submit ÷ static, Stripe adapter / local provider, ${label}`, `${ratio.toFixed(2)}×`, `<= ${STRIPE_GOAL}×`);
      // The static answers are the same worker's in both shops: their p50s differ only by noise,
      // which the ratio above carries twice. The orders' p50s side by side, without it:
      const orders = percentile(stripe[run].orders, 0.5) / percentile(local[run].orders, 0.5);
      console.log(`    (order submit p50 alone, Stripe adapter / local provider: ${orders.toFixed(2)}×)`);
    }
    console.log(
      `    (card orders of 2 posters, 201 each with a payment session; resent after total_changed: local ${local.resends}, Stripe ${stripe.resends}; ` +
        `${sessions.local} sessions at the local provider, ${sessions.stripe} Checkout Sessions at the fake Stripe; ${CONCURRENCY} at once: ${ORDERS / CONCURRENCY} rounds each)`,
    );
  } finally {
    await browser?.close();
    await shop.dispose();
    await stripeShop?.dispose();
    await fakeStripe?.close();
    agent.destroy();
  }
}

await runAlone(import.meta.url, checkoutBench);
