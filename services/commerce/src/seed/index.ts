import { appendFileSync, createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createRandom } from '../random';
import { generateCatalog } from './generate';
import { chunkStatements, insertStatements, sqlLiteral } from './sql';
import { SEEDED_TABLES, type Tables } from './tables';

// The raster catalog's commerce side, for scripts/lib/catalog-art.mjs (which imports this bundle).
export {
  CATALOG_ARTWORKS,
  artworkSvg,
  assignCatalogArt,
  catalogArtKey,
  catalogArtMasterKey,
  decodeCatalogArt,
  type CatalogArtwork,
} from './catalog-art';

/** Bump when the generated catalog changes shape, so existing databases are re-seeded. */
export const SEED_VERSION = 9;
export const DEFAULT_SEED = 20240901;
/** Up to this many products the SQL is built in memory; larger catalogs spill to a file. */
const IN_MEMORY_PRODUCTS = 10_000;
/** Characters per exec() call (D1 splits them into statements, one per line). */
const EXEC_CHARS = 4_000_000;

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
 *
 * Large catalogs (the 100,000-product search benchmark) would not fit in memory as rows
 * plus SQL: their rows are turned into SQL in batches, written to a temporary file and
 * executed from there, so memory stays flat whatever the size.
 */
export async function seedDatabase(db: D1Database, options: { products?: number; seed?: number } = {}): Promise<SeedResult> {
  const started = performance.now();
  const products = options.products ?? 2000;
  const seed = options.seed ?? DEFAULT_SEED;
  const marker = JSON.stringify({ products, seed, version: SEED_VERSION });
  const existing = await db.prepare("SELECT value FROM meta WHERE key = 'seed'").first<{ value: string }>();
  if (existing?.value === marker) return { products, seconds: 0, skipped: true };

  const head = ["DELETE FROM meta WHERE key = 'seed';", ...SEEDED_TABLES.map((table) => `DELETE FROM ${table};`)];
  const tail = `INSERT INTO meta (key, value) VALUES ('seed', ${sqlLiteral(marker)});`;
  if (products <= IN_MEMORY_PRODUCTS) {
    const tables = generateCatalog(createRandom(seed), { products });
    for (const chunk of chunkStatements([...head, ...insertStatements(tables), tail], EXEC_CHARS)) await db.exec(chunk);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'artlane-seed-'));
    try {
      const file = join(dir, 'catalog.sql');
      const spill = (tables: Tables) => appendFileSync(file, `${insertStatements(tables).join('\n')}\n`);
      appendFileSync(file, `${head.join('\n')}\n`);
      spill(generateCatalog(createRandom(seed), { products, onBatch: spill }));
      appendFileSync(file, `${tail}\n`);
      await execFile(db, file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { products, seconds: Math.round((performance.now() - started) / 10) / 100, skipped: false };
}

/** Executes a file of one-line statements in exec() calls of about EXEC_CHARS characters. */
async function execFile(db: D1Database, file: string): Promise<void> {
  let chunk: string[] = [];
  let size = 0;
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (!line) continue;
    if (size + line.length > EXEC_CHARS && chunk.length > 0) {
      await db.exec(chunk.join('\n'));
      chunk = [];
      size = 0;
    }
    chunk.push(line);
    size += line.length + 1;
  }
  if (chunk.length > 0) await db.exec(chunk.join('\n'));
}
