import { defineConfig } from '@playwright/test';
import base, { E2E_PORT } from './playwright.config';

/**
 * The checkout e2e once more with the Stripe adapter (docs/payments.md "Contract tests"):
 * the shop started with PAYMENTS_PROVIDER "stripe" against the fake Stripe
 * (scripts/stripe-fake.mjs, every request checked against Stripe's OpenAPI description),
 * whose minimal hosted page pays and sends the signed events to the shop's webhook.
 * `npx playwright test -c playwright.stripe.config.ts`; STRIPE_FAKE_PORT (default E2E_PORT + 20).
 */
export const STRIPE_FAKE_PORT = Number(process.env.STRIPE_FAKE_PORT ?? E2E_PORT + 20);
const WEBHOOK_SECRET = 'whsec_artlanee2e';

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: 'checkout-stripe.spec.ts',
  // One file, one shop: the first lane's port.
  workers: 1,
  webServer: [
    {
      command: 'node scripts/stripe-fake.mjs',
      env: {
        STRIPE_FAKE_PORT: String(STRIPE_FAKE_PORT),
        STRIPE_FAKE_WEBHOOK_URL: `http://127.0.0.1:${E2E_PORT}/api/payments/webhook`,
        STRIPE_FAKE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      port: STRIPE_FAKE_PORT,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'node scripts/start.mjs',
      env: {
        PORT: String(E2E_PORT),
        STRIPE_SECRET_KEY: 'sk_test_artlanee2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_ORIGIN: `http://127.0.0.1:${STRIPE_FAKE_PORT}`,
      },
      url: `http://localhost:${E2E_PORT}/assets/favicon.svg`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
