import { defineConfig } from '@playwright/test';
import { headlessShellLaunchOptions } from './scripts/lib/chromium.mjs';

/**
 * The browser tests run in lanes: each lane is one Playwright worker with a shop of its own
 * (its own port, payment provider, identity provider and data), so two test files never
 * share a cart, a stock hold or a rate limit. E2E_LANES (default 2) lanes; lane n's shop
 * listens on E2E_PORT + 10·n (default 8797, 8807), each with its three neighbours (+1 payments,
 * +2 identity provider, +3 commerce). A spec reads its own lane's port from E2E_PORT below:
 * Playwright starts each worker with TEST_PARALLEL_INDEX, its lane (0 … workers - 1), set.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8797);
const PORTS_PER_LANE = 10;
export const E2E_LANES = Math.max(1, Math.floor(Number(process.env.E2E_LANES ?? 2)) || 1);
/** The port of this worker's shop (in the main process, which starts the shops: the first lane's). */
export const E2E_PORT = FIRST_PORT + PORTS_PER_LANE * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const lanePort = (lane: number) => FIRST_PORT + PORTS_PER_LANE * lane;

export default defineConfig({
  testDir: 'tests/e2e',
  // The checkout once more with the Stripe adapter needs a shop started for it: playwright.stripe.config.ts.
  testIgnore: ['checkout-stripe.spec.ts'],
  // A file runs whole in one lane (its tests in order); the lanes take files side by side.
  fullyParallel: false,
  workers: E2E_LANES,
  // CI machines are slower and shared: one retry there, reported as "flaky" in the output
  // (a test that fails twice still fails the run); none locally, so flakiness shows here.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Waits are generous for the same reason; no test asserts a duration.
  expect: { timeout: 10_000 },
  // Then each spec file's time by lane, longest first (tests/setup/file-times.ts).
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/setup/file-times.ts']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Debian's Chromium headless shell and its flags (scripts/lib/chromium.mjs); a fresh profile
    // per launch. A spec testing what only the full browser does asks for chromiumLaunchOptions.
    launchOptions: headlessShellLaunchOptions,
  },
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => ({
    command: 'node scripts/start.mjs',
    env: { PORT: String(lanePort(lane)) },
    url: `http://localhost:${lanePort(lane)}/assets/favicon.svg`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
