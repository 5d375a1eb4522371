import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, seed, startShop } from '../../scripts/lib/shop.mjs';

/**
 * Seeded databases made once per test run (global-setup.ts) and copied for each shop that
 * asks for that catalog: seeding 2,000 products took 20–35 s of workerd's time in each of ten
 * test files (a copy takes well under a second), and some twenty files seed 60. The databases
 * are made from this run's build, migrations and seed generator (never kept between runs, so
 * never stale), and each shop gets its own copy, so what one test file writes no other sees.
 * Only sizes several files use are made here; any other size is seeded by its shop.
 */
export const SNAPSHOT_SIZES = [60, 2000];

/** Seeds a database of `products` products in `dir` (the embedded shop's D1 files, both Workers' migrations applied). */
export async function makeSeededDatabase(buildDir: string, products: number, dir: string): Promise<void> {
  const mf = await startShop({ buildDir, prebuilt: true, d1Persist: dir });
  try {
    await migrate(mf);
    await seed(mf, { buildDir, products });
  } finally {
    await mf.dispose();
  }
}

/** A fresh copy of a seeded database for one shop, and how to remove it once the shop is disposed. */
export async function copySeededDatabase(snapshot: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-test-d1-'));
  await cp(snapshot, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
