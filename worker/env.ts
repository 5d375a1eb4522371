// The generated file declares globals (it is not a module), so it is referenced, not imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../worker-configuration.d.ts" />

/**
 * Bindings and configuration of the storefront Worker. Their names and types come from
 * wrangler.toml through `wrangler types` (StorefrontEnv in ../worker-configuration.d.ts;
 * `npm run types` regenerates it, npm test fails when it is out of date). Only vars the code
 * parses get a narrower type here, and two vars the toml leaves unset are added.
 *
 * wrangler declares each Worker's bindings in the one global Cloudflare.Env, so in this
 * TypeScript program it also names the commerce Worker's (DB): the storefront never touches
 * D1; it reaches the commerce API through COMMERCE or API_ORIGIN only (ADR 0010).
 */
export type Env = Omit<StorefrontEnv, 'DOMAINS' | 'CATALOG_CACHE' | 'HOST_REDIRECTS' | 'PATH_REDIRECTS'> & {
  /** Host -> host 301s (worker/middleware/redirects), an object or its JSON text. */
  HOST_REDIRECTS?: Record<string, string> | string;
  /** Per host (or "*"): old path -> new path or https:// address, 301s; an object or its JSON text. */
  PATH_REDIRECTS?: Record<string, Record<string, string>> | string;
  /** Host -> language code (an object in wrangler.toml, or its JSON text from the dashboard). */
  DOMAINS: Record<string, string> | string;
  /** Catalog edge-cache policy per host (seconds). */
  CATALOG_CACHE?: Record<string, { maxAge: number; staleWhileRevalidate: number }> | string;
  /**
   * Not in wrangler.toml (defaults in worker/api/edge.ts): largest upstream answer per kind in
   * bytes, JSON {"catalog","image","other"} (README).
   */
  UPSTREAM_MAX_BYTES?: Record<string, number> | string;
  /** Worker secrets (docs/accounts.md; README "Deploy"): the OpenID client's secret, the session cookie's key (base64url, 32+ bytes). */
  OIDC_CLIENT_SECRET?: string;
  SESSION_SECRET?: string;
  /**
   * Cache purge at Cloudflare's edge (docs/operations.md): PURGE_ZONES maps each production
   * host to its zone id (an object or its JSON text), CF_PURGE_TOKEN is an API token with
   * Cache Purge permission (a secret). Either unset: purges reach this isolate only (locally).
   */
  PURGE_ZONES?: Record<string, string> | string;
  CF_PURGE_TOKEN?: string;
  /** HMAC key of the commerce API's catalog webhook (POST /__hooks/catalog), a secret. */
  CATALOG_WEBHOOK_SECRET?: string;
  /**
   * The operator view (/__ops, docs/operations.md "The operator view"), Worker secrets:
   * OPS_TOKEN_KEY is the HS256 key of locally signed operator tokens (base64url, 32+ bytes;
   * `npm run ops-token`); COMMERCE_OPS_TOKEN is the commerce API's operator key (its
   * OPS_TOKEN) for the list of client errors. Cloudflare Access's OPS_ACCESS_JWKS_URL,
   * OPS_ACCESS_ISSUER and OPS_ACCESS_AUDIENCE are vars in wrangler.toml.
   */
  OPS_TOKEN_KEY?: string;
  COMMERCE_OPS_TOKEN?: string;
  /** Not in wrangler.toml: "1" enables /__bench/static/:bytes and the x-bench-render header (only `npm run bench` sets it). */
  BENCH?: string;
  /**
   * Not in wrangler.toml: "1" when API_ORIGIN reaches this machine's own embedded commerce
   * Worker through a checking proxy (`npm run contract`, scripts/lib/shop.mjs `commerceVia`),
   * so the local tools that need the embedded API (the local inbox) stay as without it.
   */
  LOCAL_COMMERCE?: string;
};
