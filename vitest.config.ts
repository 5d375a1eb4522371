import { defineConfig } from 'vitest/config';

/**
 * Two kinds of test files. The pure rules', the strings' and the commerce Worker's unit tests
 * share their worker's module cache instead of importing everything again (valibot, hono,
 * React Email…): with isolation their imports took more time than the tests (a run of them
 * here: 293 s → 59 s without it). They can, because none mocks modules, stubs globals or keeps
 * state in a module between files. The rest keep a fresh module graph per file: the browser
 * islands' and the storefront's modules hold state by design (the cart store, the persisted
 * state's restore flag, purge and stats counters), and a worker test file's process starts
 * and stops workerd shops, which a long-lived process would accumulate.
 */
const shareModules = ['shared/**/*.test.ts', 'services/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'];
const freshModules = ['worker/**/*.test.{ts,tsx}', 'client/**/*.test.{ts,tsx}', 'tests/worker/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Worker tests build the worker and start workerd: give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    globalSetup: ['tests/worker/global-setup.ts'],
    // Node lacks what the Workers runtime adds to Web Crypto (crypto.subtle.timingSafeEqual).
    setupFiles: ['tests/setup/workers-crypto.ts'],
    projects: [
      { extends: true, test: { name: 'shared modules', include: shareModules, isolate: false } },
      { extends: true, test: { name: 'fresh modules', include: freshModules, isolate: true } },
    ],
  },
});
