// The fake Stripe of the contract tests (scripts/lib/stripe-fake.mjs) as a server of its own,
// for the checkout e2e with the Stripe adapter (playwright.stripe.config.ts) and by hand:
//
//   STRIPE_FAKE_PORT=8817 STRIPE_FAKE_WEBHOOK_URL=http://localhost:8797/api/payments/webhook \
//   STRIPE_FAKE_WEBHOOK_SECRET=whsec_… node scripts/stripe-fake.mjs
//
// Every request is checked against Stripe's OpenAPI description; what breaks it is printed
// and makes the process exit 1 when it is stopped. A test fixture: never deployed.
import { startFakeStripe } from './lib/stripe-fake.mjs';

const port = Number(process.env.STRIPE_FAKE_PORT ?? 8817);
const webhookUrl = process.env.STRIPE_FAKE_WEBHOOK_URL;
const fake = await startFakeStripe({
  port,
  webhook: webhookUrl ? { url: webhookUrl, secret: process.env.STRIPE_FAKE_WEBHOOK_SECRET ?? '' } : undefined,
});
console.log(`Fake Stripe at ${fake.origin} (hosted page /c/pay/<session>)${webhookUrl ? `, events to ${webhookUrl}` : ''}`);
let reported = 0;
setInterval(() => {
  for (const problem of fake.problems.slice(reported)) console.error(`fake Stripe: ${problem}`);
  reported = fake.problems.length;
}, 500).unref();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    await fake.close();
    process.exit(fake.problems.length > 0 ? 1 : 0);
  });
