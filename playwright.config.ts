import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

/** The browser tests start their own shop on this port (so a running `npm start` is left alone). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8797);

export default defineConfig({
  testDir: 'tests/e2e',
  // The checkout once more with the Stripe adapter needs a shop started for it: playwright.stripe.config.ts.
  testIgnore: ['checkout-stripe.spec.ts'],
  fullyParallel: false,
  workers: 1,
  // CI machines are slower and shared: one retry there, reported as "flaky" in the output
  // (a test that fails twice still fails the run); none locally, so flakiness shows here.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Waits are generous for the same reason; no test asserts a duration.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Debian's Chromium and its flags (scripts/lib/chromium.mjs); a fresh profile per launch.
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node scripts/start.mjs',
    env: { PORT: String(E2E_PORT) },
    url: `http://localhost:${E2E_PORT}/assets/favicon.svg`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
