import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/setup/long-first';

/**
 * Three kinds of test files.
 * - The pure rules', the strings' and the commerce Worker's unit tests share their worker's
 *   module cache instead of importing everything again (valibot, hono, React Email…): with
 *   isolation their imports took more time than the tests (a run of them here: 293 s → 59 s
 *   without it).
 * - The worker tests (tests/worker/) share it too. Each starts workerd shops through the
 *   harness, and in a fresh module graph every file imported Miniflare (a 3.8 MB bundle, about
 *   1.5 s of CPU to load here) and the build scripts again: 15 of these files took 143 s of the
 *   test processes' CPU isolated and 76 s sharing. They can share because none mocks modules,
 *   stubs globals or sets process.env, and each disposes of the shops it starts (the harness's
 *   `dispose`); their module-level counters (tests/worker/checkout-shop.ts) only make ids unique.
 * - The browser islands' and the storefront's own unit tests keep a fresh module graph per
 *   file: those modules hold state by design (the cart store, the persisted state's restore
 *   flag, purge and stats counters).
 * - The in-process route tests (tests/in-process/) keep one too: each file imports the built
 *   storefront, whose modules hold per-isolate state (counters, once-per-env checks), and puts
 *   an edge cache that keeps nothing in the global `caches` (tests/in-process/harness.ts).
 */
const shareModules = ['shared/**/*.test.ts', 'services/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'];
const freshModules = ['worker/**/*.test.{ts,tsx}', 'client/**/*.test.{ts,tsx}'];
const workerTests = ['tests/worker/**/*.test.ts'];
const inProcessTests = ['tests/in-process/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Worker tests build the worker and start workerd: give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    // On a fresh clone (no timings yet) the longest worker test files start first: tests/setup/long-first.ts.
    sequence: { sequencer: LongFilesFirst },
    globalSetup: ['tests/worker/global-setup.ts'],
    // Node lacks what the Workers runtime adds to Web Crypto (crypto.subtle.timingSafeEqual);
    // the test shops need no extra certificate authorities (tests/setup/local-shops.ts).
    setupFiles: ['tests/setup/workers-crypto.ts', 'tests/setup/local-shops.ts'],
    projects: [
      { extends: true, test: { name: 'shared modules', include: shareModules, isolate: false } },
      { extends: true, test: { name: 'fresh modules', include: freshModules, isolate: true } },
      { extends: true, test: { name: 'worker tests', include: workerTests, isolate: false } },
      {
        extends: true,
        test: {
          name: 'in-process route tests',
          include: inProcessTests,
          isolate: true,
          // The built storefront is imported by Node itself: through vitest's transform its 2.2 MB took 4 s per file.
          server: { deps: { external: [/\/artlane-test-build-[^/]+\/worker\.js$/] } },
        },
      },
    ],
  },
});
