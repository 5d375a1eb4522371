// The generated file declares globals (it is not a module), so it is referenced, not imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../worker-configuration.d.ts" />
import type { Context } from 'hono';

/**
 * The local payment provider's bindings: DB, PUBLIC_ORIGIN and COMMERCE from
 * services/payments/wrangler.toml through `wrangler types` (PaymentsEnv in
 * ../worker-configuration.d.ts), plus its two secrets, which wrangler does not generate
 * (scripts/lib/shop.mjs sets them locally).
 */
export type PaymentsBindings = PaymentsEnv & {
  /** The Bearer token of the server-to-server API (/v1/*). */
  PAYMENTS_API_KEY?: string;
  /** Signs webhooks (./signature.ts). */
  PAYMENTS_WEBHOOK_SECRET?: string;
};

export type ProviderEnv = { Bindings: PaymentsBindings };
export type ProviderContext = Context<ProviderEnv>;
