import type { Env } from './env';

/**
 * The app's Hono environment: its bindings. The per-request values (never kept at module
 * scope) are declared by the middleware that sets each of them, beside it, in Hono's
 * `ContextVariableMap` (ADR 0018): the market and API client (worker/middleware/market),
 * the route's cache declaration and page kind (worker/cache/route-policy.ts), the session
 * (worker/auth), the layout's reads (worker/layout-reads.ts), the script nonce
 * (worker/render.tsx) and the form-action origins (worker/middleware/security-headers).
 * So this module imports nothing but the bindings, and auth/ or the API layer typing a
 * handler never reaches the renderer.
 */
export interface AppEnv {
  Bindings: Env;
}
