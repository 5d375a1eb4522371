// `npm start`: builds the shop and serves it on http://localhost:$PORT (default 8787).
// Without API_ORIGIN it migrates and seeds the embedded catalog on first run, serves the local
// payment provider on http://localhost:$PAYMENTS_PORT (default PORT + 1, docs/payments.md)
// and runs the commerce Worker's cron every minute. Unless OIDC_ISSUER names a provider, it
// also starts the local OpenID provider on http://localhost:$OIDC_PORT (default PORT + 2,
// docs/accounts.md) with the artist accounts the README lists, and serves the commerce API
// itself to operators on http://localhost:$COMMERCE_PORT (default PORT + 3; its operator calls
// take the local OPS_TOKEN, LOCAL_OPS_TOKEN unless OPS_TOKEN is set). The operator view at
// /__ops takes tokens of `npm run ops-token` (the local OPS_TOKEN_KEY, docs/operations.md).
// State and build output live under .state/<port>/, so two shops can run side by side.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMMERCE, LOCAL_OPS_TOKEN, readConfig, setUpEmbedded, startShop } from './lib/shop.mjs';
import { ARTIST_ACCOUNTS, startOidcProvider, storefrontOidcVars } from './lib/oidc.mjs';
import { root } from './lib/build.mjs';
import { runScheduled } from './lib/gateway.mjs';
import { workerdPids } from './lib/processes.mjs';
import { readApiDocument, startContractProxy } from './lib/api-contract.mjs';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const paymentsPort = Number(process.env.PAYMENTS_PORT ?? port + 1);
if (!Number.isInteger(paymentsPort) || paymentsPort < 1 || paymentsPort > 65535 || paymentsPort === port) {
  console.error(`PAYMENTS_PORT must be a port number other than PORT, got "${process.env.PAYMENTS_PORT ?? paymentsPort}"`);
  process.exit(1);
}
const apiOrigin = process.env.API_ORIGIN ?? '';
if (apiOrigin && !/^https?:\/\/[^/]+/.test(apiOrigin)) {
  console.error(`API_ORIGIN must be an http(s) URL, got "${apiOrigin}"`);
  process.exit(1);
}
const oidcPort = Number(process.env.OIDC_PORT ?? port + 2);
if (!Number.isInteger(oidcPort) || oidcPort < 1 || oidcPort > 65535 || oidcPort === port || oidcPort === paymentsPort) {
  console.error(`OIDC_PORT must be a port number other than PORT and PAYMENTS_PORT, got "${process.env.OIDC_PORT ?? oidcPort}"`);
  process.exit(1);
}
const commercePort = Number(process.env.COMMERCE_PORT ?? port + 3);
if (!Number.isInteger(commercePort) || commercePort < 1 || commercePort > 65535 || [port, paymentsPort, oidcPort].includes(commercePort)) {
  console.error(
    `COMMERCE_PORT must be a port number other than PORT, PAYMENTS_PORT and OIDC_PORT, got "${process.env.COMMERCE_PORT ?? commercePort}"`,
  );
  process.exit(1);
}
const opsToken = process.env.OPS_TOKEN ?? LOCAL_OPS_TOKEN;
// Stripe's test mode instead of the local payment provider (docs/payments.md "Trying Stripe's
// test mode"): the same adapter and code path as the tests, only the API is Stripe's. The
// commerce Worker checks the keys and answers 503 with their problem in this log when one is wrong.
const stripeVars =
  process.env.STRIPE_SECRET_KEY || process.env.PAYMENTS_PROVIDER === 'stripe'
    ? {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY ?? '',
        STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? '',
        STRIPE_API_ORIGIN: process.env.STRIPE_API_ORIGIN ?? '',
      }
    : {};
const stateDir = join(root, '.state', String(port));
const started = Date.now();
const buildDir = join(stateDir, 'build');
const production = process.env.NODE_ENV !== 'development';
const persistDir = join(stateDir, 'data');
if (!apiOrigin) {
  // Migrate and seed before the port opens, so no shopper (or test) sees a half-filled catalog.
  const setup = await startShop({ buildDir, persistDir, production });
  let prepared;
  try {
    prepared = await setUpEmbedded(setup, { buildDir, products: Number(process.env.SEED_PRODUCTS ?? 2000) });
  } finally {
    await setup.dispose();
  }
  const { seeded, raster, demoSales, staffSecret } = prepared;
  console.log(`Embedded commerce API: ${seeded.products} products${seeded.seconds ? ` (seeded in ${seeded.seconds.toFixed(1)} s)` : ''}`);
  console.log(
    `  Raster catalog: ${raster.artworks} print-sized artworks shown by ${raster.products} posters (${raster.made} rendered, ${raster.decoded} decoded, ${raster.stored} files stored now; ${raster.seconds.toFixed(1)} s)`,
  );
  console.log(`  Demo sales of the artist accounts' posters: ${demoSales} paid orders over the last 12 months (made again at each start)`);
  // The staff coupon works only by a secret made in this database (migration 0009): the
  // local operator finds it here and in this file (the browser tests read the file).
  if (staffSecret) {
    await writeFile(join(stateDir, 'staff-coupon-code'), `${staffSecret}\n`);
    console.log(`Staff coupon (internal, 30 %): ${staffSecret}`);
  }
  console.log(
    stripeVars.PAYMENTS_PROVIDER
      ? `  Payments: Stripe (${stripeVars.STRIPE_SECRET_KEY.startsWith('sk_live_') ? 'LIVE' : 'test mode'}${stripeVars.STRIPE_API_ORIGIN ? ` at ${stripeVars.STRIPE_API_ORIGIN}` : ''}), webhooks at /api/payments/webhook`
      : `  Payments: the local provider at http://localhost:${paymentsPort}`,
  );
} else {
  console.log(`Upstream commerce API: ${apiOrigin}`);
}
// Sign-in: the operator's provider when OIDC_ISSUER is set (with OIDC_CLIENT_ID,
// OIDC_CLIENT_SECRET and SESSION_SECRET), else the local one, whose key is kept in the state
// directory so signed-in sessions survive a restart.
let oidc = null;
let oidcVars;
if (process.env.OIDC_ISSUER) {
  oidcVars = {
    OIDC_ISSUER: process.env.OIDC_ISSUER,
    OIDC_CLIENT_ID: process.env.OIDC_CLIENT_ID ?? '',
    OIDC_CLIENT_SECRET: process.env.OIDC_CLIENT_SECRET ?? '',
    SESSION_SECRET: process.env.SESSION_SECRET ?? '',
  };
} else {
  const { vars } = await readConfig('local');
  const shopOrigins = Object.keys(vars.DOMAINS ?? {}).map((host) => `http://${host}:${port}`);
  oidc = await startOidcProvider({ port: oidcPort, shopOrigins, keysFile: join(stateDir, 'oidc-key.json') });
  oidcVars = storefrontOidcVars(oidc.issuer);
}
// API_CONTRACT=1 (npm run contract, docs/api.md "The contract"): the storefront reaches the embedded
// commerce Worker through Prism, which checks every request and answer against the API's OpenAPI
// document and prints each one that breaks it; the proxy listens on CONTRACT_PORT (default PORT + 4),
// Prism itself on the port after it.
const contractPort = Number(process.env.CONTRACT_PORT ?? port + 4);
const isContractRun = process.env.API_CONTRACT === '1' && !apiOrigin;
let contract = null;
const serve = () =>
  startShop({
    buildDir,
    prebuilt: !apiOrigin,
    persistDir,
    port,
    paymentsPort,
    commercePort,
    ...(isContractRun ? { commerceVia: `http://127.0.0.1:${contractPort}` } : {}),
    opsToken,
    commerceVars: stripeVars,
    host: process.env.HOST ?? '127.0.0.1',
    // The operator view's key: the local constant (scripts/lib/shop.mjs) unless OPS_TOKEN_KEY is set; `npm run ops-token` signs with the same.
    vars: {
      API_ORIGIN: apiOrigin,
      ...oidcVars,
      ...(process.env.OPS_TOKEN_KEY ? { OPS_TOKEN_KEY: process.env.OPS_TOKEN_KEY } : {}),
      // With API_ORIGIN: that API's operator key, for the view's client errors.
      ...(process.env.COMMERCE_OPS_TOKEN ? { COMMERCE_OPS_TOKEN: process.env.COMMERCE_OPS_TOKEN } : {}),
    },
    production,
  });
let mf = await serve();
if (isContractRun) {
  const upstream = `http://127.0.0.1:${commercePort}`;
  contract = await startContractProxy({
    document: await readApiDocument(upstream),
    upstream,
    port: contractPort,
    prismPort: contractPort + 1,
    onViolation: (line) => console.error(`API contract broken: ${line}`),
    onProxyError: (line) => console.warn(`API contract proxy failed (not a violation): ${line}`),
  });
  console.log(`API contract: the storefront calls the commerce API through Prism at ${contract.origin} (docs/api.md "The contract")`);
}
console.log(`Shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
console.log(`  http://localhost:${port}/        (sv)`);
console.log(`  http://de.localhost:${port}/     (any of sv da de cs en es et fi fr hr hu it lt lv nl pl pt ro sl)`);
if (!apiOrigin) {
  console.log(`Local payment provider: http://localhost:${paymentsPort}/ (docs/payments.md)`);
  console.log(
    '  Test cards: 4242 4242 4242 4242 paid, 4000 0027 6000 3184 3-D Secure, 4000 0000 0000 0002 declined; any future expiry, any 3-digit CVC',
  );
  console.log(`Commerce API for operators: http://localhost:${commercePort}/ (docs/api.md); approve a poster in review:`);
  console.log(
    `  curl -X POST -H 'Authorization: Bearer ${opsToken === LOCAL_OPS_TOKEN ? opsToken : '$OPS_TOKEN'}' -H 'Content-Type: application/json' -d '{"approve":true}' 'http://localhost:${commercePort}/api/ops/posters/<id>/review?locale=en&sid=5'`,
  );
  console.log(`Local inbox (every e-mail the shop sends, README "The local inbox"): http://localhost:${port}/__dev/outbox`);
  runCron();
}
console.log(`Operator view: http://localhost:${port}/__ops (docs/operations.md); paste the token that this prints:`);
console.log(`  ${port === 8787 ? '' : `PORT=${port} `}npm run ops-token -- --minutes 60 --sub "$USER"`);
if (oidc) {
  console.log(`Local identity provider: ${oidc.issuer}/ (docs/accounts.md); artists sign in at http://localhost:${port}/login`);
  for (const account of ARTIST_ACCOUNTS) console.log(`  ${account.name}: ${account.email} / ${account.password}`);
} else {
  console.log(`Identity provider: ${oidcVars.OIDC_ISSUER}`);
}

// The commerce Worker's cron (`* * * * *`: stale reservations, mail due or lost on its way), run from
// here as the Workers platform would. The current runtime is asked each time: a restart
// (below) replaces it. A Worker without a scheduled() handler answers outcome "exception"
// (and workerd logs it): after three failures in a row the cron stops, saying so.
function runCron() {
  let failures = 0;
  const tick = async () => {
    if (isStopping || isRestarting) return;
    let problem = null;
    try {
      // Through the shop's gateway (scripts/lib/gateway.mjs), not Miniflare's proxy.
      const result = await runScheduled(mf, COMMERCE, { cron: '* * * * *' });
      if (result.outcome !== 'ok') problem = `outcome "${result.outcome}" (is there a scheduled() handler?)`;
    } catch (error) {
      if (isStopping || isRestarting) return;
      problem = error instanceof Error ? error.message : String(error);
    }
    failures = problem ? failures + 1 : 0;
    if (problem && failures === 1) console.warn(`The commerce Worker's cron failed: ${problem}.`);
    if (failures >= 3) {
      clearInterval(timer);
      console.warn("The commerce Worker's cron failed three times in a row; it no longer runs (restart npm start).");
    }
  };
  const timer = setInterval(() => void tick(), 60_000);
  timer.unref();
}

// The Workers runtime (workerd) is a child process. If it dies (a crash, out of memory,
// killed), the port would stay dead behind this live process: restart it instead (state is
// on disk), and give up with an error when it keeps dying.
const RESTARTS = { max: 3, withinMs: 60_000 };
const restarts = [];
let isStopping = false;
let isRestarting = false;
watchRuntime();

function watchRuntime() {
  const pids = workerdPids();
  const timer = setInterval(() => {
    if (isStopping || pids.every(isAlive)) return;
    clearInterval(timer);
    void restart(pids);
  }, 1000);
  timer.unref();
}

async function restart(pids) {
  console.error(`✖ The Workers runtime (workerd, pid ${pids.join(', ')}) exited; restarting it.`);
  isRestarting = true;
  for (;;) {
    const now = Date.now();
    while (restarts.length > 0 && now - restarts[0] > RESTARTS.withinMs) restarts.shift();
    if (restarts.length >= RESTARTS.max) {
      console.error(
        `✖ The Workers runtime exited ${RESTARTS.max + 1} times within ${RESTARTS.withinMs / 1000} s; stopping. See its output above.`,
      );
      process.exit(1);
    }
    restarts.push(now);
    await mf.dispose().catch(() => undefined);
    try {
      mf = await serve();
      break;
    } catch (error) {
      console.error(`✖ The Workers runtime did not start again: ${error instanceof Error ? error.message : error}`);
    }
  }
  isRestarting = false;
  console.log(`Shop ready again on http://localhost:${port}/`);
  watchRuntime();
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const stop = async () => {
  isStopping = true;
  await mf.dispose();
  await contract?.stop();
  await oidc?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
