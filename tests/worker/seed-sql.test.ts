import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { parse } from 'smol-toml';
import { expect, it, onTestFinished } from 'vitest';
import { TABLE_ORDER } from '../../services/commerce/src/seed/tables';
import { createTestShop } from './harness';
import { gatewayDatabase, gatewayWorker, registerGateway } from '../../scripts/lib/gateway.mjs';

/**
 * `npm run seed -- --sql <file>` fills a deployed shop's catalog (README "Deploy"): the file it
 * writes, applied by `wrangler d1 execute --file` after `wrangler d1 migrations apply`, leaves
 * the database holding what the local seed writes for the same size, row for row. Wrangler's
 * --local run takes the file through the same checks and statement splitting as --remote
 * before it is uploaded (no transactions, `;`-separated statements, quoted strings).
 */
const PRODUCTS = 100; // the smallest size npm run seed takes
const COMMERCE_CONFIG = 'services/commerce/wrangler.toml';

it('the SQL seed, applied by wrangler after the migrations, gives the catalog the local seed gives', { timeout: 240_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'artlane-seed-sql-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'catalog.sql');
  const persistTo = join(dir, 'wrangler-state');

  const written = run('npm', ['run', 'seed', '--', '--sql', file], { SEED_PRODUCTS: String(PRODUCTS) });
  expect(written).toMatch(new RegExp(`Wrote .*catalog\\.sql: ${PRODUCTS} products, \\d+ statements`));
  const statements = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('--'));
  expect(statements.every((statement) => statement.endsWith(';'))).toBe(true);
  expect(statements.filter((statement) => /^(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT)\b/i.test(statement))).toEqual([]);

  const d1 = ['artlane-catalog', '--local', '--persist-to', persistTo, '--config', COMMERCE_CONFIG];
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', ...d1]);
  // Twice: applied again (a new SEED_VERSION, another size) it replaces the catalog.
  for (let time = 0; time < 2; time++) {
    expect(run('npx', ['wrangler', 'd1', 'execute', ...d1, '--file', file])).toContain(
      `${statements.length} commands executed successfully`,
    );
  }

  const config = parse(readFileSync(COMMERCE_CONFIG, 'utf8')) as { d1_databases: { database_id: string }[] };
  // Read through a gateway (scripts/lib/gateway.mjs), as every test reads D1, not Miniflare's proxy.
  const gateway = gatewayWorker({ databases: { db: config.d1_databases[0]!.database_id } });
  const applied = new Miniflare({ d1Persist: join(persistTo, 'v3', 'd1'), workers: [gateway.worker] });
  registerGateway(applied, gateway.key);
  onTestFinished(() => applied.dispose());
  const shop = await createTestShop({ seedProducts: PRODUCTS });
  onTestFinished(() => shop.dispose());
  const fromFile = await gatewayDatabase(applied, 'db');
  const seededLocally = await shop.commerceDb();

  const productCount = 'SELECT count(*) AS n FROM products';
  expect(await fromFile.prepare(productCount).first('n')).toBe(PRODUCTS);
  expect(await seededLocally.prepare(productCount).first('n')).toBe(PRODUCTS);
  const name = "SELECT name FROM product_translations WHERE locale = 'de' ORDER BY product_id LIMIT 1 OFFSET 42";
  const germanName = await seededLocally.prepare(name).first<string>('name');
  expect(germanName).toBeTruthy();
  expect(await fromFile.prepare(name).first('name')).toBe(germanName);

  const seedMarker = "SELECT value FROM meta WHERE key = 'seed'";
  expect(await fromFile.prepare(seedMarker).first('value')).toBe(await seededLocally.prepare(seedMarker).first('value'));
  for (const table of TABLE_ORDER) {
    expect(await contents(fromFile, table), table).toEqual(await contents(seededLocally, table));
  }
  // The rows the migrations carry are still there.
  expect(await fromFile.prepare('SELECT count(*) AS n FROM gift_cards').first('n')).toBeGreaterThan(0);
});

/** A table's rows as sorted JSON (WITHOUT ROWID tables have no insertion order to compare). */
async function contents(db: D1Database, table: string): Promise<string[]> {
  const { results } = await db.prepare(`SELECT * FROM ${table}`).all();
  return results.map((row) => JSON.stringify(row)).sort();
}

/** Runs a command in the repository and returns its output; fails the test with it when it fails. */
function run(command: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  // eslint-disable-next-line no-control-regex
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  expect(result.status, `${command} ${args.join(' ')}\n${output}`).toBe(0);
  return output;
}
