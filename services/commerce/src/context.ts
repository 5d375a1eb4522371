// The generated file declares globals (it is not a module), so it is referenced, not imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../worker-configuration.d.ts" />
import type { Context } from 'hono';
import type { Locale, LocaleCode } from '../../../shared/locales';
import type { Currency } from './catalog/constants';

/**
 * The commerce Worker's bindings, from services/commerce/wrangler.toml through `wrangler types`
 * (CommerceEnv in ../worker-configuration.d.ts; `npm run types` regenerates it). wrangler puts
 * every Worker's bindings in the one global Cloudflare.Env, so in this TypeScript program it
 * also names the storefront's vars: the commerce Worker reads DB and the payment vars.
 *
 * Added here because wrangler.toml cannot hold them: the secrets (`wrangler secret put`)
 * and the PAYMENTS service binding, which only the embedded shop has (scripts/lib/shop.mjs
 * binds the local provider, services/payments). Vars may be missing where a runner sets
 * none, so the code reads every one as optional.
 */
export type CommerceBindings = Partial<Omit<CommerceEnv, 'DB'>> & {
  DB: D1Database;
  /** Bearer key of the payment provider's API. */
  PAYMENTS_API_KEY?: string;
  /** HMAC-SHA256 key of the provider's webhook signatures (Artlane-Signature). */
  PAYMENTS_WEBHOOK_SECRET?: string;
  /** Stripe's secret (or restricted) API key, with PAYMENTS_PROVIDER "stripe" (docs/payments.md). */
  STRIPE_SECRET_KEY?: string;
  /** The signing secret (whsec_…) of the shop's webhook endpoint at Stripe. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Bearer key of the operator's poster review call (POST /api/ops/posters/{id}/review). */
  OPS_TOKEN?: string;
  /** The local payment provider (embedded shop only); else PAYMENTS_ORIGIN over HTTP. */
  PAYMENTS?: Fetcher;
  /** HMAC key of the catalog webhook's signatures (docs/operations.md), a secret. */
  CATALOG_WEBHOOK_SECRET?: string;
  /** The embedded storefront (embedded shop only): CATALOG_WEBHOOK_URL http://storefront.internal/… goes through it. */
  STOREFRONT?: Fetcher;
};

/** The store a request is for, from its locale and sid (checked by requireStore). */
export interface Store {
  locale: LocaleCode;
  sid: number;
  currency: Currency;
  vat: number;
  /** The locale's full description (iso code, currency decimals…). */
  info: Locale;
}

/** What every call of the commerce API has: the Worker's bindings and its store (../http/store.ts). */
export type ApiEnv = { Bindings: CommerceBindings; Variables: { store: Store } };
export type ApiContext = Context<ApiEnv>;
