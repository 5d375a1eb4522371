// Starts the shop's worker under Miniflare (workerd) from Node: used by `npm start`,
// the worker tests and the benchmark, so all three run the same artifact the same way.
import { Miniflare } from 'miniflare';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parse } from 'smol-toml';
import { buildAll, bundleModules, root, STATIC_ASSETS_DIR } from './build.mjs';
import { gatewayWorker, registerGateway } from './gateway.mjs';
import {
  COMMERCE,
  EMBEDDED_DATABASES,
  LOCAL_CATALOG_WEBHOOK_SECRET,
  LOCAL_OPS_TOKEN,
  LOCAL_OPS_TOKEN_KEY,
  LOCAL_PAYMENTS,
  MEDIA_BUCKET,
  PAYMENTS,
  STOREFRONT,
} from './shop-names.mjs';
import { migrate } from './shop-data.mjs';

// What callers import from here: the names and local constants, and the databases' steps.
export * from './shop-names.mjs';
export * from './shop-data.mjs';

const COMPATIBILITY_DATE = '2026-04-01';

/**
 * The storefront's wrangler.toml, and its vars with those of environment `envName` laid over
 * them (null: the top-level vars, as deployed).
 */
export async function readConfig(envName = 'local') {
  const config = parse(await readFile(join(root, 'wrangler.toml'), 'utf8'));
  const vars = { ...config.vars, ...(envName ? config.env?.[envName]?.vars : {}) };
  return { config, vars };
}

/**
 * Builds into `buildDir` and starts Miniflare.
 * - port: serve HTTP on this port (omit for dispatchFetch-only use in tests)
 * - paymentsPort: serve the local payment provider on this port (`npm start`: PORT + 1).
 *   Omitted, it gets no socket (the benches' ports next to theirs are taken: bench.mjs's
 *   slow upstream, the inspectors): reach it through mf.getWorker(PAYMENTS) or the commerce
 *   Worker's binding; its pages then name http://localhost:8788 as their origin.
 * - persistDir: where D1 and cache live (omit: in memory)
 * - d1Persist: where D1 alone lives (the worker tests' copy of a seeded database, tests/worker/harness.ts)
 * - vars: overrides for configuration variables (e.g. API_ORIGIN)
 * - mail: the commerce Worker's mail overrides: `email`, options of Miniflare's send_email
 *   binding (e.g. allowed_destination_addresses, to make sends to other addresses fail), and
 *   `consumer`, of the mail queue's consumer (e.g. retryDelay)
 * - staticAssets: false starts the storefront without the platform's static-assets router and
 *   asset Worker in front of it (ADR 0015): benchmarks only (`npm run bench -- compare` with
 *   COMPARE_WITHOUT_ROUTER), to measure the Worker's own cost apart from the local router's,
 *   which production does not run on the Worker's CPU; the browser's files are then 404s
 * - commerceVia: an origin the embedded shop's storefront calls its commerce Worker through
 *   (its API_ORIGIN) instead of the COMMERCE binding: a proxy in front of commercePort, such
 *   as the API contract's validating proxy (./api-contract.mjs)
 * - opsToken: the commerce Worker's operator key (OPS_TOKEN; '' turns its operator calls
 *   off), which the storefront's operator view uses too (COMMERCE_OPS_TOKEN). The storefront
 *   gets LOCAL_OPS_TOKEN_KEY as OPS_TOKEN_KEY; `vars` may replace either.
 *
 * Without API_ORIGIN the shop is embedded: beside the storefront run the commerce Worker
 * (COMMERCE) and the local payment provider (PAYMENTS, docs/payments.md), whose migrations
 * are applied here, before the shop is handed out.
 */
export async function startShop({
  buildDir,
  prebuilt = false,
  port,
  paymentsPort,
  commercePort,
  commerceVia,
  opsToken = LOCAL_OPS_TOKEN,
  commerceVars = {},
  mail = {},
  host = '127.0.0.1',
  persistDir,
  d1Persist,
  vars = {},
  production = true,
  log = false,
  inspectorPort,
  workerName = 'worker.js',
  staticAssets = true,
}) {
  // prebuilt: buildDir already holds worker.js, commerce.js and payments.js (the worker tests build once, see
  // tests/worker/global-setup.ts); workerName picks another prebuilt storefront entry there
  // (tests/worker/clock-worker.ts).
  if (!prebuilt) await buildAll(buildDir, { production });
  const workerFile = join(buildDir, workerName);
  const { config, vars: configVars } = await readConfig('local');
  const commerceMail = isEmbeddedConfig({ ...configVars, ...vars }) ? await commerceMailOptions(mail) : null;
  const isEmbedded = isEmbeddedConfig({ ...configVars, ...vars });
  const bindings = {
    ...configVars,
    // The operator view (/__ops, docs/operations.md): tokens signed with the local key
    // (`npm run ops-token`), and the commerce API's operator key for its client error list.
    OPS_TOKEN_KEY: LOCAL_OPS_TOKEN_KEY,
    ...(isEmbedded ? { COMMERCE_OPS_TOKEN: opsToken } : {}),
    // The embedded commerce API's catalog changes (docs/operations.md "Refresh on change").
    ...(isEmbedded ? { CATALOG_WEBHOOK_SECRET: LOCAL_CATALOG_WEBHOOK_SECRET } : {}),
    ...vars,
    ...(isEmbedded && commerceVia ? { API_ORIGIN: commerceVia, LOCAL_COMMERCE: '1' } : {}),
  };
  // Node reads and writes the embedded shop's databases (migrations, seed, demo data, tests) and
  // runs the commerce Worker's cron through a gateway Worker, never Miniflare's proxy (./gateway.mjs).
  // It also reaches the commerce Worker's media bucket and an Images binding: the seed's catalog art (./catalog-art.mjs).
  const gateway = isEmbedded
    ? gatewayWorker({
        databases: EMBEDDED_DATABASES,
        scheduled: { [COMMERCE]: COMMERCE },
        buckets: { [COMMERCE]: MEDIA_BUCKET },
        images: COMMERCE,
      })
    : null;
  // The commerce Worker runs beside the storefront when no upstream is configured: the
  // storefront reaches it through the COMMERCE service binding, as a demo deployment does.
  const options = {
    ...(port !== undefined ? { port, host } : {}),
    ...(persistDir
      ? { d1Persist: join(persistDir, 'd1'), cachePersist: join(persistDir, 'cache'), r2Persist: join(persistDir, 'r2') }
      : {}),
    ...(d1Persist ? { d1Persist } : {}),
    verbose: log,
    // A V8 inspector on the workers' isolates (heap usage and snapshots: scripts/lib/inspector.mjs).
    ...(inspectorPort !== undefined ? { inspectorPort } : {}),
    workers: [
      {
        name: STOREFRONT,
        // The bundle with its WebAssembly and font modules (scripts/lib/build.mjs binaryModules, bundleModules).
        modules: await bundleModules(workerFile),
        modulesRoot: dirname(workerFile),
        compatibilityDate: COMPATIBILITY_DATE,
        bindings,
        ...(isEmbedded ? { serviceBindings: { COMMERCE: COMMERCE } } : {}),
        // The browser's files, served as the platform serves them (ADR 0015).
        ...(staticAssets ? { assets: staticAssetsOptions(config.assets, join(buildDir, STATIC_ASSETS_DIR)) } : {}),
      },
      ...(isEmbedded
        ? [
            {
              name: COMMERCE,
              modules: await bundleModules(join(buildDir, 'commerce.js')),
              modulesRoot: buildDir,
              compatibilityDate: COMPATIBILITY_DATE,
              d1Databases: { DB: 'artlane-catalog' },
              // Artists' uploaded images (docs/accounts.md), persisted beside D1.
              r2Buckets: { MEDIA: MEDIA_BUCKET },
              // Shoppers' photos made small (GET /api/photos/{file}?size=thumb): Miniflare's Images, with sharp.
              images: { binding: 'IMAGES' },
              // It opens payment sessions at the local provider through this binding (checkout), and
              // posts catalog changes to the storefront's /__hooks/catalog through STOREFRONT.
              serviceBindings: { PAYMENTS, STOREFRONT },
              // Mail (ADR 0019): Miniflare's queue and its simulated send_email binding, configured as deployed.
              ...commerceMail?.options,
              bindings: {
                // Senders per market, retry base and retention, as in services/commerce/wrangler.toml.
                ...commerceMail?.vars,
                PAYMENTS_ORIGIN: 'http://payments.internal',
                PAYMENTS_API_KEY: LOCAL_PAYMENTS.apiKey,
                PAYMENTS_WEBHOOK_SECRET: LOCAL_PAYMENTS.webhookSecret,
                PAYMENTS_WEBHOOK_URL: 'http://commerce.internal/api/payments/webhook',
                // Artist calls verify the storefront's access tokens against the same provider (docs/accounts.md).
                OIDC_ISSUER: bindings.OIDC_ISSUER ?? '',
                OIDC_AUDIENCE: 'urn:artlane:commerce',
                // The operator calls' key (POST /api/ops/posters/{id}/review, GET /api/ops/client-errors); empty: they answer 503.
                OPS_TOKEN: opsToken,
                CATALOG_WEBHOOK_URL: 'http://storefront.internal/__hooks/catalog',
                CATALOG_WEBHOOK_SECRET: LOCAL_CATALOG_WEBHOOK_SECRET,
                // The payment provider when it is not the local one (npm start with STRIPE_SECRET_KEY, docs/payments.md).
                ...commerceVars,
              },
              // Its own loopback port for operators (npm start: PORT + 3), as a deployment's API has its own host.
              ...(commercePort !== undefined ? { unsafeDirectSockets: [{ host, port: commercePort }] } : {}),
            },
            {
              name: PAYMENTS,
              modules: await bundleModules(join(buildDir, 'payments.js')),
              modulesRoot: buildDir,
              compatibilityDate: COMPATIBILITY_DATE,
              d1Databases: { DB: 'artlane-payments' },
              bindings: {
                PAYMENTS_API_KEY: LOCAL_PAYMENTS.apiKey,
                PAYMENTS_WEBHOOK_SECRET: LOCAL_PAYMENTS.webhookSecret,
                PUBLIC_ORIGIN: `http://localhost:${paymentsPort ?? 8788}`,
              },
              // Webhooks to http://commerce.internal/... arrive through this binding.
              serviceBindings: { COMMERCE },
              // Its own port, for the shopper's browser (the hosted pages).
              ...(paymentsPort !== undefined ? { unsafeDirectSockets: [{ host, port: paymentsPort }] } : {}),
            },
            gateway.worker,
          ]
        : []),
    ],
  };
  const mf = new Miniflare(options);
  if (gateway) registerGateway(mf, gateway.key);
  await mf.ready;
  try {
    if (isEmbedded) await migrate(mf, PAYMENTS);
  } catch (error) {
    await mf.dispose().catch(() => undefined);
    throw error;
  }
  return mf;
}

const isEmbeddedConfig = (vars) => !vars.API_ORIGIN;

/**
 * The commerce Worker's mail as its services/commerce/wrangler.toml configures it (ADR 0019):
 * `options`, Miniflare's for its [[send_email]] and [[queues]] (what wrangler itself would
 * pass), with `mail`'s overrides (`email`: the send_email binding's, `consumer`: the mail
 * queues' consumers'); `vars`, its MAIL_* vars. The embedded shop and the worker tests'
 * commerce-only shop (tests/worker/checkout-shop.ts) both use it.
 */
export async function commerceMailOptions(mail = {}) {
  const config = parse(await readFile(join(root, 'services/commerce/wrangler.toml'), 'utf8'));
  const queues = config.queues ?? {};
  const options = {
    email: { send_email: (config.send_email ?? []).map(({ name }) => ({ name, ...mail.email })) },
    queueProducers: Object.fromEntries((queues.producers ?? []).map(({ binding, queue }) => [binding, { queueName: queue }])),
    queueConsumers: Object.fromEntries(
      (queues.consumers ?? []).map((consumer) => [
        consumer.queue,
        {
          maxBatchSize: consumer.max_batch_size,
          maxBatchTimeout: consumer.max_batch_timeout,
          maxRetries: consumer.max_retries,
          ...(consumer.dead_letter_queue ? { deadLetterQueue: consumer.dead_letter_queue } : {}),
          ...mail.consumer,
        },
      ]),
    ),
  };
  const vars = Object.fromEntries(Object.entries(config.vars ?? {}).filter(([name]) => name.startsWith('MAIL_')));
  return { options, vars };
}

/**
 * Miniflare's assets options for wrangler.toml's `[assets]` (what wrangler itself passes it):
 * the files of this build folder, served before the Worker, which gets every path that is no
 * file; Miniflare reads their `_headers` file as the platform does.
 */
function staticAssetsOptions(assets = {}, directory) {
  return {
    directory,
    routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: assets.run_worker_first === true },
    assetConfig: { html_handling: assets.html_handling, not_found_handling: assets.not_found_handling },
  };
}
