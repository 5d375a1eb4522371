import { app } from './app';

/**
 * The local payment provider's Worker (services/payments/wrangler.toml): started beside the
 * shop by scripts/lib/shop.mjs, never deployed. See ./app.ts and docs/payments.md.
 */
export default app;
