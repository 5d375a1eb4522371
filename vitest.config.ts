import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'worker/**/*.test.{ts,tsx}',
      'services/**/*.test.{ts,tsx}',
      'client/**/*.test.{ts,tsx}',
      'locales/**/*.test.ts',
      'tests/worker/**/*.test.ts',
    ],
    environment: 'node',
    // Worker tests build the worker and start workerd: give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    globalSetup: ['tests/worker/global-setup.ts'],
    // Node lacks what the Workers runtime adds to Web Crypto (crypto.subtle.timingSafeEqual).
    setupFiles: ['tests/setup/workers-crypto.ts'],
  },
});
