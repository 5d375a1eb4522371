// Starts the shop's worker under Miniflare (workerd) from Node: used by `npm start`,
// the worker tests and the benchmark, so all three run the same artifact the same way.
import { Miniflare } from 'miniflare';
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parse } from 'smol-toml';
import { buildAll, listMigrations, root, STATIC_ASSETS_DIR, WORKER_MODULE_RULES } from './build.mjs';
import { gatewayDatabase, gatewayWorker, registerGateway } from './gateway.mjs';

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
 * - vars: overrides for configuration variables (e.g. API_ORIGIN)
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
  opsToken = LOCAL_OPS_TOKEN,
  commerceVars = {},
  host = '127.0.0.1',
  persistDir,
  vars = {},
  production = true,
  log = false,
  inspectorPort,
  workerName = 'worker.js',
}) {
  // prebuilt: buildDir already holds worker.js, commerce.js and payments.js (the worker tests build once, see
  // tests/worker/global-setup.ts); workerName picks another prebuilt storefront entry there
  // (tests/worker/clock-worker.ts).
  if (!prebuilt) await buildAll(buildDir, { production });
  const workerFile = join(buildDir, workerName);
  const { config, vars: configVars } = await readConfig('local');
  const isEmbedded = !{ ...configVars, ...vars }.API_ORIGIN;
  const bindings = {
    ...configVars,
    // The operator view (/__ops, docs/operations.md): tokens signed with the local key
    // (`npm run ops-token`), and the commerce API's operator key for its client error list.
    OPS_TOKEN_KEY: LOCAL_OPS_TOKEN_KEY,
    ...(isEmbedded ? { COMMERCE_OPS_TOKEN: opsToken } : {}),
    // The embedded commerce API's catalog changes (docs/operations.md "Refresh on change").
    ...(isEmbedded ? { CATALOG_WEBHOOK_SECRET: LOCAL_CATALOG_WEBHOOK_SECRET } : {}),
    ...vars,
  };
  // Node reads and writes the embedded shop's databases (migrations, seed, demo data, tests) and
  // runs the commerce Worker's cron through a gateway Worker, never Miniflare's proxy (./gateway.mjs).
  const gateway = isEmbedded ? gatewayWorker({ databases: EMBEDDED_DATABASES, scheduled: { [COMMERCE]: COMMERCE } }) : null;
  // The commerce Worker runs beside the storefront when no upstream is configured: the
  // storefront reaches it through the COMMERCE service binding, as a demo deployment does.
  const options = {
    ...(port !== undefined ? { port, host } : {}),
    ...(persistDir
      ? { d1Persist: join(persistDir, 'd1'), cachePersist: join(persistDir, 'cache'), r2Persist: join(persistDir, 'r2') }
      : {}),
    verbose: log,
    // A V8 inspector on the workers' isolates (heap usage and snapshots: scripts/lib/inspector.mjs).
    ...(inspectorPort !== undefined ? { inspectorPort } : {}),
    workers: [
      {
        name: STOREFRONT,
        scriptPath: workerFile,
        modulesRoot: dirname(workerFile),
        modules: true,
        // Its WebAssembly and font modules (scripts/lib/build.mjs binaryModules).
        modulesRules: WORKER_MODULE_RULES,
        compatibilityDate: COMPATIBILITY_DATE,
        bindings,
        ...(isEmbedded ? { serviceBindings: { COMMERCE: COMMERCE } } : {}),
        // The browser's files, served as the platform serves them (ADR 0015).
        assets: staticAssetsOptions(config.assets, join(buildDir, STATIC_ASSETS_DIR)),
      },
      ...(isEmbedded
        ? [
            {
              name: COMMERCE,
              scriptPath: join(buildDir, 'commerce.js'),
              modulesRoot: buildDir,
              modules: true,
              compatibilityDate: COMPATIBILITY_DATE,
              d1Databases: { DB: 'artlane-catalog' },
              // Artists' uploaded images (docs/accounts.md), persisted beside D1.
              r2Buckets: { MEDIA: 'artlane-media' },
              // Shoppers' photos made small (GET /api/photos/{file}?size=thumb): Miniflare's Images, with sharp.
              images: { binding: 'IMAGES' },
              // It opens payment sessions at the local provider through this binding (checkout), and
              // posts catalog changes to the storefront's /__hooks/catalog through STOREFRONT.
              serviceBindings: { PAYMENTS, STOREFRONT },
              bindings: {
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
              scriptPath: join(buildDir, 'payments.js'),
              modulesRoot: buildDir,
              modules: true,
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

/** The Workers' names under Miniflare (the storefront first: dispatchFetch goes to it). */
export const STOREFRONT = 'storefront';
export const COMMERCE = 'commerce';
/** `npm start`'s key for the commerce API's operator calls (OPS_TOKEN), a local constant, never a production value. */
export const LOCAL_OPS_TOKEN = 'local-ops-token';
/**
 * The storefront's local key for operator view tokens (OPS_TOKEN_KEY, HS256; base64url of
 * 41 bytes): `npm run ops-token` signs with it. A local constant, never a production value.
 */
export const LOCAL_OPS_TOKEN_KEY = 'YXJ0bGFuZS1sb2NhbC1vcHMta2V5LW5ldmVyLWluLXByb2R1Y3Rpb24';
/** The catalog webhook's key in the embedded shop (both Workers), a local constant, never a production value. */
export const LOCAL_CATALOG_WEBHOOK_SECRET = 'local-catalog-webhook-secret';
/** The local payment provider (services/payments), embedded shops only. */
export const PAYMENTS = 'payments';
/** The embedded shop's D1 databases by the name of the Worker that binds them (as DB): what the gateway serves. */
export const EMBEDDED_DATABASES = { [COMMERCE]: 'artlane-catalog', [PAYMENTS]: 'artlane-payments' };
const COMPATIBILITY_DATE = '2026-04-01';

/**
 * The local payment provider's credentials, the same in the commerce Worker (which calls it and
 * checks its webhooks) and the provider (PAYMENTS_API_KEY, PAYMENTS_WEBHOOK_SECRET).
 */
export const LOCAL_PAYMENTS = { apiKey: 'local-payments-key', webhookSecret: 'local-webhook-secret' };

/** Each Worker's migrations folder (D1 binding DB). */
const MIGRATIONS = { [COMMERCE]: 'services/commerce/migrations', [PAYMENTS]: 'services/payments/migrations' };

/** The commerce Worker's D1 database (migrations, seed, tests), through the shop's gateway. */
export function commerceDb(mf) {
  return gatewayDatabase(mf, COMMERCE);
}

/** The local payment provider's D1 database (sessions, webhook_events), through the shop's gateway. */
export function paymentsDb(mf) {
  return gatewayDatabase(mf, PAYMENTS);
}

/**
 * Applies a Worker's migrations not yet applied, wrangler-compatible (table d1_migrations):
 * the commerce Worker's unless another (PAYMENTS) is named.
 */
export async function migrate(mf, worker = COMMERCE) {
  const folder = MIGRATIONS[worker];
  if (!folder) throw new Error(`migrate: no migrations for worker "${worker}"`);
  const db = await gatewayDatabase(mf, worker);
  await db.exec(
    'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);',
  );
  const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all()).results.map((r) => r.name));
  for (const { name, sql } of await listMigrations(folder)) {
    if (applied.has(name)) continue;
    const statements = splitSql(sql);
    await db.batch([...statements.map((s) => db.prepare(s)), db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)]);
  }
}

/**
 * What `npm start` does to an embedded shop's databases before it serves them: the migrations,
 * the seed (skipped when unchanged), the demo gift cards' balances, the artists' demo sales,
 * and the staff coupon's secret (migration 0009) read back. Every step reaches D1 through the
 * shop's gateway, so nothing here depends on timing (scripts/bench/starts.mjs).
 */
export async function setUpEmbedded(mf, { buildDir, products = 2000, now = new Date() }) {
  await migrate(mf);
  const seeded = await seed(mf, { buildDir, products });
  await resetDemoGiftCards(mf);
  const demoSales = await resetDemoSales(mf, now);
  const db = await commerceDb(mf);
  const staff = await db.prepare("SELECT secret FROM internal_coupon_codes WHERE coupon_code = 'STAFF-INTERNAL'").first();
  return { seeded, demoSales, staffSecret: staff?.secret ?? null };
}

/** Splits a migration file into statements (no semicolons inside string literals there). */
function splitSql(sql) {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Seeds the embedded catalog once (skipped when already seeded with the same options). */
export async function seed(mf, { buildDir, products = 2000 } = {}) {
  const outfile = join(buildDir, 'seed.mjs');
  await buildSeed(outfile);
  const { seedDatabase } = await import(`${outfile}?t=${Date.now()}`);
  const db = await commerceDb(mf);
  return seedDatabase(db, { products });
}

/**
 * Gives the demo gift cards (migration 0004, listed in docs/site.md) their documented
 * balances again: `npm start` does it at every start, so the cards the docs name (and the
 * browser tests spend) say what the docs say however often the shop has been tried.
 * Reads the values from the migration itself: one source.
 */
export async function resetDemoGiftCards(mf) {
  const migration = (await listMigrations()).find(({ name }) => name.startsWith('0004_'));
  const rows = [...(migration?.sql ?? '').matchAll(/\('(DEMO-[A-Z0-9-]+)', '[A-Z]{3}', [\d.]+, ([\d.]+), '[^']+'\)/g)];
  if (rows.length === 0) throw new Error('migration 0004 lists no demo gift cards');
  const db = await commerceDb(mf);
  await db.batch(
    rows.map(([, code, balance]) => db.prepare('UPDATE gift_cards SET balance = ? WHERE code = ?').bind(Number(balance), code)),
  );
  return rows.length;
}

/** The markets demo sales are spread over (locale, sid, currency, VAT rate %). */
const DEMO_MARKETS = [
  ['sv', 1, 'SEK', 25],
  ['de', 3, 'EUR', 19],
  ['en', 5, 'GBP', 20],
  ['da', 2, 'DKK', 25],
];

/**
 * Demo sales for the artist area (`npm start` only, docs/accounts.md): paid orders of the
 * posters of artists 1–3 (the local provider's accounts) over the last 12 months, so a new
 * artist sees an overview, a chart and best sellers. Made again at every start relative to
 * `now`, with ids `demo-…`; nothing else is touched (shoppers' orders stay). Deterministic:
 * the same day gives the same sales. Returns the number of orders.
 */
export async function resetDemoSales(mf, now = new Date()) {
  const db = await commerceDb(mf);
  await db.batch([
    db.prepare("DELETE FROM order_lines WHERE order_id LIKE 'demo-%'"),
    db.prepare("DELETE FROM orders WHERE id LIKE 'demo-%'"),
  ]);
  const products = (
    await db
      .prepare(
        `SELECT p.id, p.artist_id, v.sku, v.size_code, t.name, t.slug
           FROM products p
           JOIN variations v ON v.id = (SELECT id FROM variations WHERE product_id = p.id ORDER BY position LIMIT 1)
           JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
          WHERE p.artist_id IN (1, 2, 3) AND p.discount_category = 'posters'
          ORDER BY p.artist_id, p.popularity DESC, p.id`,
      )
      .all()
  ).results;
  const prices = new Map(
    (
      await db
        .prepare(
          `SELECT v.sku, vp.currency, vp.p FROM variation_prices vp JOIN variations v ON v.id = vp.variation_id
            WHERE vp.campaign_id = 0 AND vp.q = 1 AND v.product_id IN (SELECT id FROM products WHERE artist_id IN (1, 2, 3))`,
        )
        .all()
    ).results.map((row) => [`${row.sku}/${row.currency}`, row.p]),
  );
  const byArtist = [1, 2, 3].map((artist) => products.filter((product) => product.artist_id === artist).slice(0, 6));
  let seed = 20261125;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const statements = [];
  let count = 0;
  for (let daysAgo = 360; daysAgo >= 0; daysAgo -= 1) {
    for (const [index, posters] of byArtist.entries()) {
      // Each artist sells on some days, more often lately; the best poster most.
      if (posters.length === 0 || random() > 0.06 + index * 0.02 + (360 - daysAgo) / 3000) continue;
      const product = posters[Math.min(posters.length - 1, Math.floor(random() * random() * posters.length))];
      const [locale, sid, currency, vat] = DEMO_MARKETS[Math.floor(random() * DEMO_MARKETS.length)];
      const price = prices.get(`${product.sku}/${currency}`);
      if (price === undefined) continue;
      const quantity = random() < 0.8 ? 1 : 2;
      const paid = new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(random() * 36_000_000)).toISOString();
      // One order per artist and day back (not per date: a sale moved back before midnight shares its date with the next day's).
      const id = `demo-${daysAgo}-${index + 1}`;
      const total = Math.round(price * quantity * 100) / 100;
      const vatAmount = Math.round(((total * vat) / (100 + vat)) * 100) / 100;
      statements.push(
        db
          .prepare(
            `INSERT INTO orders (id, checkout_id, version, locale, sid, currency, status, email, contact, address, shipping, coupons,
                                 shop_origin, vat_rate, lines_total, discount, shipping_total, gift_cards_total, total, vat, payment_kind,
                                 captured, created_at, updated_at, reserved_at, paid_at)
             VALUES (?1, ?1, 1, ?2, ?3, ?4, 'paid', 'demo@shoppers.artlane.test', '{}', '{}', '{}', '[]', '', ?5, ?6, 0, 0, 0, ?6, ?7,
                     'card', 1, ?8, ?8, ?8, ?8)`,
          )
          .bind(id, locale, sid, currency, vat, total, vatAmount, paid),
        db
          .prepare(
            `INSERT INTO order_lines (order_id, position, sku, product_id, name, variation_name, slug, thumb, quantity, price,
                                      ordinary_price, discount, vat)
             VALUES (?, 0, ?, ?, ?, ?, ?, '', ?, ?, ?, 0, ?)`,
          )
          .bind(id, product.sku, product.id, product.name, product.size_code, product.slug, quantity, price, price, vat),
      );
      count++;
    }
  }
  for (let start = 0; start < statements.length; start += 200) await db.batch(statements.slice(start, start + 200));
  return count;
}

/**
 * An order of `lines` ({ sku, metadata }) in the embedded API, with `status` (paid by default),
 * for the tests and benchmarks of what happens after an order (print files: docs/designers.md).
 * Its totals are placeholders; nothing but the order and its lines is written.
 */
export async function insertOrder(mf, { id, status = 'paid', lines }) {
  const db = await commerceDb(mf);
  const paidAt = status === 'paid' ? new Date().toISOString() : null;
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (id, checkout_id, version, locale, sid, currency, status, email, contact, address, shipping, coupons,
                             shop_origin, vat_rate, lines_total, discount, shipping_total, gift_cards_total, total, vat, payment_kind,
                             captured, created_at, updated_at, reserved_at, paid_at)
         VALUES (?1, ?1, 1, 'en', 5, 'GBP', ?2, 'orders@shoppers.artlane.test', '{}', '{}', '{}', '[]', '', 20, 0, 0, 0, 0, 0, 0,
                 'card', ?3, ?4, ?4, ?4, ?5)`,
      )
      .bind(id, status, paidAt ? 1 : 0, new Date().toISOString(), paidAt),
    ...lines.map(({ sku, metadata }, position) =>
      db
        .prepare(
          `INSERT INTO order_lines (order_id, position, sku, product_id, name, variation_name, slug, thumb, quantity, price,
                                    ordinary_price, discount, vat, metadata)
           VALUES (?, ?, ?, 0, 'Test line', NULL, 'test-line', '', 1, 0, 0, 0, 0, ?)`,
        )
        .bind(id, position, sku, metadata === undefined ? null : JSON.stringify(metadata)),
    ),
  ]);
}

/** Bundles the seed generator for Node. */
export async function buildSeed(outfile) {
  await build({
    absWorkingDir: root,
    entryPoints: ['services/commerce/src/seed/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
    jsx: 'automatic',
  });
}
