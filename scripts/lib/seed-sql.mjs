// The embedded catalog's seed as one SQL file, for a D1 database the local tools cannot reach
// (the remote one: `wrangler d1 execute artlane-catalog --remote --file …`, README "Deploy").
// No second copy of the seed: seedDatabase (services/commerce/src/seed) runs as it does for
// the local shop, against a stand-in database that writes what it is asked to execute to the
// file instead. So the file holds the same statements, the same SEED_PRODUCTS default and the
// same `meta` bookkeeping (SEED_VERSION) as a local seed.
import { appendFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSeed } from './shop.mjs';

/** D1's longest SQL statement, in bytes (developers.cloudflare.com/d1/platform/limits). */
const MAX_STATEMENT_BYTES = 100_000;

/**
 * Writes the seed of `products` products to `file` (replaced if it exists): one statement per
 * line, each ending in `;`, no transaction statements (D1 runs the file in one for you and
 * refuses files that open their own). Applied to a migrated database it replaces the catalog
 * tables' rows, as `npm run seed` does locally; other tables are left alone.
 */
export async function writeSeedSql(file, { products = 2000 } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-seed-sql-'));
  try {
    const bundle = join(dir, 'seed.mjs');
    await buildSeed(bundle);
    const { seedDatabase, SEED_VERSION, DEFAULT_SEED } = await import(pathToFileURL(bundle).href);
    await writeFile(
      file,
      `-- Artlane demo catalog: ${products} products, seed ${DEFAULT_SEED}, SEED_VERSION ${SEED_VERSION} (npm run seed -- --sql).\n` +
        '-- Apply after the migrations: npx wrangler d1 execute artlane-catalog --remote --file <this file> --config services/commerce/wrangler.toml\n',
    );
    let statements = 0;
    const db = recordingDatabase(async (sql) => {
      const lines = sql.split('\n').filter(Boolean);
      lines.forEach(checkStatement);
      statements += lines.length;
      await appendFile(file, `${lines.join('\n')}\n`);
    });
    await seedDatabase(db, { products });
    return { products, statements, bytes: (await stat(file)).size, seedVersion: SEED_VERSION };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Just enough of a D1Database for seedDatabase: it finds no earlier seed (so it writes the whole
 * catalog) and its exec() calls, one statement per line, go to `record`. Anything else it might
 * come to use throws rather than being left out of the file unnoticed.
 */
function recordingDatabase(record) {
  const refuse = (what) => () => {
    throw new Error(`seedDatabase used ${what}, which scripts/lib/seed-sql.mjs does not write to the SQL file yet`);
  };
  return {
    prepare(sql) {
      if (!/^\s*SELECT\b/i.test(sql)) return { bind: refuse(`prepare("${sql}")`), run: refuse(`prepare("${sql}")`) };
      return { first: async () => null, bind: refuse('a bound SELECT') };
    },
    exec: async (sql) => {
      await record(sql);
      return { count: 0, duration: 0 };
    },
    batch: refuse('batch()'),
    dump: refuse('dump()'),
    withSession: refuse('withSession()'),
  };
}

/** What D1's execute --file accepts, checked per statement, so a bad file fails here and not halfway into an upload. */
function checkStatement(statement) {
  if (!statement.endsWith(';')) throw new Error(`Seed statement does not end in ";": ${statement.slice(0, 80)}`);
  if (/^(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i.test(statement) || statement.includes('BEGIN TRANSACTION')) {
    throw new Error(`Seed statement would open or close a transaction, which D1 refuses: ${statement.slice(0, 80)}`);
  }
  const bytes = Buffer.byteLength(statement);
  if (bytes > MAX_STATEMENT_BYTES)
    throw new Error(`Seed statement of ${bytes} bytes is over D1's ${MAX_STATEMENT_BYTES}: ${statement.slice(0, 80)}`);
}
