import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAll, buildWorker } from '../../scripts/lib/build.mjs';

/** Builds the worker once for every worker test file (they start their own workerd). */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'artlane-test-build-'));
  await buildAll(dir, { production: true }); // public/ (the static assets), worker.js, commerce.js, payments.js
  // The same app with a clock the tests move (cache ages past max-age without waiting).
  await buildWorker(join(dir, 'clock-worker.js'), join(dir, 'client-manifest.js'), {
    production: true,
    entry: 'tests/worker/clock-worker.ts',
  });
  project.provide('buildDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    buildDir: string;
  }
}
