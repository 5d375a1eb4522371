import type { Miniflare } from 'miniflare';

export function readConfig(envName?: string): Promise<{ config: Record<string, unknown>; vars: Record<string, unknown> }>;
export function startShop(options: {
  buildDir: string;
  prebuilt?: boolean;
  port?: number;
  /** The local payment provider's own port (omitted: no socket; npm start passes PORT + 1). */
  paymentsPort?: number;
  /** The commerce Worker's own port for operators (omitted: no socket; npm start passes PORT + 3). */
  commercePort?: number;
  /**
   * The embedded shop's storefront calls its commerce Worker through this origin (API_ORIGIN)
   * instead of the COMMERCE binding: a proxy in front of commercePort, such as the API
   * contract's validating proxy (./api-contract.mjs).
   */
  commerceVia?: string;
  /** The commerce Worker's OPS_TOKEN (default empty: its operator calls answer 503). */
  opsToken?: string;
  /** More vars of the commerce Worker (embedded shop only): PAYMENTS_PROVIDER and Stripe's keys. */
  commerceVars?: Record<string, string>;
  /** The commerce Worker's mail overrides (embedded shop only): see MailOverrides. */
  mail?: MailOverrides;
  host?: string;
  persistDir?: string;
  /** Where D1 alone is kept (the other storage stays in memory): a copy of a seeded database. */
  d1Persist?: string;
  vars?: Record<string, unknown>;
  production?: boolean;
  log?: boolean;
  inspectorPort?: number;
  /** Another prebuilt entry in buildDir (default worker.js). */
  workerName?: string;
  /** false: no static-assets router in front of the storefront (benchmarks of the Worker's own cost). */
  staticAssets?: boolean;
}): Promise<Miniflare>;
/** Overrides of the commerce Worker's mail: Miniflare's send_email binding options and the mail queues' consumer options. */
export interface MailOverrides {
  email?: { allowed_destination_addresses?: string[]; allowed_sender_addresses?: string[] };
  consumer?: { maxBatchSize?: number; maxBatchTimeout?: number; maxRetries?: number; retryDelay?: number };
}
/** The commerce Worker's mail as its wrangler.toml configures it: Miniflare's options and the MAIL_* vars. */
export function commerceMailOptions(mail?: MailOverrides): Promise<{ options: Record<string, unknown>; vars: Record<string, string> }>;
/** Applies the migrations of the commerce Worker (default) or of the payment provider (PAYMENTS). */
export function migrate(mf: Miniflare, worker?: string): Promise<void>;
export function resetDemoGiftCards(mf: Miniflare): Promise<number>;
/** Demo paid orders of artists 1–3's posters over the last 12 months (ids demo-…); returns how many. */
export function resetDemoSales(mf: Miniflare, now?: Date): Promise<number>;
export function seed(mf: Miniflare, options: { buildDir: string; products?: number }): Promise<{ products: number; seconds?: number }>;
export function buildSeed(outfile: string): Promise<void>;
/** An order with these lines (placeholder totals) in the embedded API, paid unless `status` says otherwise. */
export function insertOrder(
  mf: Miniflare,
  order: { id: string; status?: 'paid' | 'pending_payment' | 'payment_failed' | 'cancelled'; lines: { sku: string; metadata?: unknown }[] },
): Promise<void>;
/** npm start's set-up of an embedded shop's databases: migrations, seed, demo gift cards and sales, the staff coupon's secret. */
export function setUpEmbedded(
  mf: Miniflare,
  options: { buildDir: string; products?: number; now?: Date; catalogArt?: boolean },
): Promise<{
  seeded: { products: number; seconds?: number; skipped?: boolean };
  raster: CatalogArtResult | null;
  demoSales: number;
  staffSecret: string | null;
}>;
/** The raster catalog put in a shop (scripts/lib/catalog-art.mjs). */
export interface CatalogArtResult {
  artworks: number;
  products: number;
  made: number;
  decoded: number;
  stored: number;
  seconds: number;
}
export const STOREFRONT: string;
export const COMMERCE: string;
/** npm start's OPS_TOKEN for the commerce API's operator calls (a local constant). */
export const LOCAL_OPS_TOKEN: string;
/** The storefront's OPS_TOKEN_KEY in a local shop, which `npm run ops-token` signs with (a local constant). */
export const LOCAL_OPS_TOKEN_KEY: string;
/** The catalog webhook's key in the embedded shop (docs/operations.md). */
export const LOCAL_CATALOG_WEBHOOK_SECRET: string;
/** The local payment provider's Worker name: 'payments'. */
export const PAYMENTS: string;
/** Its credentials, shared with the commerce Worker's bindings. */
export const LOCAL_PAYMENTS: { apiKey: string; webhookSecret: string };
/** The commerce Worker's D1 database, through the shop's gateway (scripts/lib/gateway.mjs), not Miniflare's proxy. */
export function commerceDb(mf: Miniflare): Promise<D1Database>;
/** The local payment provider's D1 database, the same way. */
export function paymentsDb(mf: Miniflare): Promise<D1Database>;
/** The embedded shop's D1 databases by Worker name (the gateway's names). */
export const EMBEDDED_DATABASES: Record<string, string>;
export const MEDIA_BUCKET: string;
