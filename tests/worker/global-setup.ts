import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAll, buildWorker } from '../../scripts/lib/build.mjs';
import { SNAPSHOT_SIZES, makeSeededDatabase } from './seeded-databases';

/** Builds the worker once for every worker test file (they start their own workerd). */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-test-build-'));
  await buildAll(dir, { production: true }); // public/ (the static assets), worker.js, commerce.js, payments.js
  // The same app with a clock the tests move (cache ages past max-age without waiting).
  await buildWorker(join(dir, 'clock-worker.js'), join(dir, 'client-manifest.js'), {
    production: true,
    entry: 'tests/worker/clock-worker.ts',
  });
  // The catalogs several files seed, seeded once here and copied per shop (./seeded-databases.ts).
  const seededDatabases = Object.fromEntries(SNAPSHOT_SIZES.map((products) => [products, join(dir, `seeded-${products}`)]));
  await Promise.all(SNAPSHOT_SIZES.map((products) => makeSeededDatabase(dir, products, seededDatabases[products]!)));
  project.provide('buildDir', dir);
  project.provide('seededDatabases', seededDatabases);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    buildDir: string;
    /** Product count → a seeded D1 folder to copy (./seeded-databases.ts). */
    seededDatabases: Record<number, string>;
  }
}
