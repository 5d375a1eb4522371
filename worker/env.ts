/** Bindings and configuration of the worker (wrangler.jsonc "vars" and "d1_databases"). */
export interface Env {
  /** The embedded commerce API (services/commerce), a service binding; unused when API_ORIGIN is set. */
  COMMERCE?: Fetcher;
  /** Upstream commerce API origin, e.g. "https://api.example.com". Empty: embedded API. */
  API_ORIGIN?: string;
  API_TIMEOUT_MS?: string;
  /** Largest upstream answer per kind in bytes, JSON {"catalog","image","other"} (README; defaults in worker/api/edge.ts). */
  UPSTREAM_MAX_BYTES?: Record<string, number> | string;
  /** Milliseconds the shell waits for the layout's own reads before it is sent (default 10; docs/site.md). */
  SHELL_WAIT_MS?: string;
  /** Host -> language code. */
  DOMAINS: Record<string, string> | string;
  /** Catalog edge-cache policy per host (seconds). */
  CATALOG_CACHE?: Record<string, { maxAge: number; staleWhileRevalidate: number }> | string;
  SECURE_COOKIES?: string;
  /** Google Tag Manager container id (GTM-XXXXXXX), loaded after consent; empty: local stand-in. */
  GTM_ID?: string;
  /** Local only: "identity" keeps streamed HTML uncompressed under Miniflare (ADR 0003). */
  HTML_CONTENT_ENCODING?: string;
  /** "1" enables /__bench/static/:bytes and the x-bench-render header (only `npm run bench` sets it). */
  BENCH?: string;
}
