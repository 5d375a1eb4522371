import { createRandom } from '../random';
import { generateCatalog } from './generate';
import { chunkStatements, insertStatements, sqlLiteral } from './sql';
import { SEEDED_TABLES } from './tables';

/** Bump when the generated catalog changes shape, so existing databases are re-seeded. */
export const SEED_VERSION = 1;
export const DEFAULT_SEED = 20240901;

export interface SeedResult {
  products: number;
  seconds: number;
  /** True when the database already held this catalog and nothing was written. */
  skipped: boolean;
}

/**
 * Fills the catalog tables (the schema must exist: run the migrations first).
 * Idempotent: a `meta` row records what was seeded; the same options again do nothing,
 * other options replace the catalog. Only the timing reads the clock.
 */
export async function seedDatabase(db: D1Database, options: { products?: number; seed?: number } = {}): Promise<SeedResult> {
  const started = performance.now();
  const products = options.products ?? 2000;
  const seed = options.seed ?? DEFAULT_SEED;
  const marker = JSON.stringify({ products, seed, version: SEED_VERSION });
  const existing = await db.prepare("SELECT value FROM meta WHERE key = 'seed'").first<{ value: string }>();
  if (existing?.value === marker) return { products, seconds: 0, skipped: true };

  const tables = generateCatalog(createRandom(seed), { products });
  const statements = [
    "DELETE FROM meta WHERE key = 'seed';",
    ...SEEDED_TABLES.map((table) => `DELETE FROM ${table};`),
    ...insertStatements(tables),
    `INSERT INTO meta (key, value) VALUES ('seed', ${sqlLiteral(marker)});`,
  ];
  for (const chunk of chunkStatements(statements)) await db.exec(chunk);
  return { products, seconds: Math.round((performance.now() - started) / 10) / 100, skipped: false };
}
