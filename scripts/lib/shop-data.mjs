// The embedded shop's databases from Node: migrations, the seed, the demo data (gift cards'
// balances, artists' sales) and orders for tests, all through the shop's gateway Worker
// (./gateway.mjs). ./shop.mjs starts the shop and re-exports these.
import { build } from 'esbuild';
import { join } from 'node:path';
import { listMigrations, root } from './build.mjs';
import { gatewayDatabase } from './gateway.mjs';
import { rasterCatalog } from './catalog-art.mjs';
import { COMMERCE, PAYMENTS } from './shop-names.mjs';

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
export async function setUpEmbedded(mf, { buildDir, products = 2000, now = new Date(), catalogArt = true }) {
  await migrate(mf);
  const seeded = await seed(mf, { buildDir, products });
  // The raster catalog (./catalog-art.mjs): made once per machine, copied into this shop's R2.
  const raster = catalogArt ? await rasterCatalog(mf, { buildDir }) : null;
  await resetDemoGiftCards(mf);
  const demoSales = await resetDemoSales(mf, now);
  const db = await commerceDb(mf);
  const staff = await db.prepare("SELECT secret FROM internal_coupon_codes WHERE coupon_code = 'STAFF-INTERNAL'").first();
  return { seeded, raster, demoSales, staffSecret: staff?.secret ?? null };
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
