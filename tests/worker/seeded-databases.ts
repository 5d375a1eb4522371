import { cp, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate, seed, startShop } from '../../scripts/lib/shop.mjs';

/**
 * Seeded databases made once per test run and copied for each shop that asks for that
 * catalog: seeding 2,000 products took 20–35 s of workerd's time in each of ten test files (a
 * copy takes well under a second), and some twenty files seed 60. The first shop of a run
 * that needs a size seeds it into the run's build folder (other test files wait for it rather
 * than seed their own); so a run that needs none seeds none. The databases are made from this
 * run's build, migrations and seed generator and go with the build folder at the end of the
 * run (never stale), and each shop gets its own copy, so what one test file writes no other
 * sees. Only sizes several files use are kept; any other size is seeded by its shop.
 */
export const SNAPSHOT_SIZES = [60, 2000];

/** How long a test file waits for another to finish seeding a size before it fails. */
const WAIT_MS = 180_000;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Seeds a database of `products` products in `dir` (the embedded shop's D1 files, both Workers' migrations applied). */
async function makeSeededDatabase(buildDir: string, products: number, dir: string): Promise<void> {
  const mf = await startShop({ buildDir, prebuilt: true, d1Persist: dir });
  try {
    await migrate(mf);
    await seed(mf, { buildDir, products });
  } finally {
    await mf.dispose();
  }
}

/**
 * The folder of this run's seeded database of `products` products, made on first use. Test
 * files run in several processes at once: a lock folder (mkdir is atomic) lets one seed while
 * the others wait, and the database appears under its name only when complete (rename).
 */
export async function seededDatabase(buildDir: string, products: number): Promise<string> {
  const dir = join(buildDir, `seeded-${products}`);
  const lock = `${dir}.lock`;
  const giveUpAt = Date.now() + WAIT_MS;
  while (!(await exists(dir))) {
    const isMine = await mkdir(lock).then(
      () => true,
      () => false,
    );
    if (isMine) {
      try {
        if (!(await exists(dir))) {
          const partial = `${dir}.partial`;
          await rm(partial, { recursive: true, force: true });
          await makeSeededDatabase(buildDir, products, partial);
          await rename(partial, dir);
        }
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
    } else {
      if (Date.now() > giveUpAt) throw new Error(`No seeded database of ${products} products after ${WAIT_MS} ms (${lock} held)`);
      await sleep(250);
    }
  }
  return dir;
}

/** A fresh copy of a seeded database for one shop, and how to remove it once the shop is disposed. */
export async function copySeededDatabase(snapshot: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-test-d1-'));
  await cp(snapshot, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
