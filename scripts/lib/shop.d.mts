import type { Miniflare } from 'miniflare';

export function readConfig(envName?: string): Promise<{ config: Record<string, unknown>; vars: Record<string, unknown> }>;
export function startShop(options: {
  buildDir: string;
  prebuilt?: boolean;
  port?: number;
  /** The local payment provider's own port (omitted: no socket; npm start passes PORT + 1). */
  paymentsPort?: number;
  host?: string;
  persistDir?: string;
  vars?: Record<string, unknown>;
  production?: boolean;
  log?: boolean;
  inspectorPort?: number;
  /** Another prebuilt entry in buildDir (default worker.js). */
  workerName?: string;
}): Promise<Miniflare>;
/** Applies the migrations of the commerce Worker (default) or of the payment provider (PAYMENTS). */
export function migrate(mf: Miniflare, worker?: string): Promise<void>;
export function resetDemoGiftCards(mf: Miniflare): Promise<number>;
export function seed(mf: Miniflare, options: { buildDir: string; products?: number }): Promise<{ products: number; seconds?: number }>;
export function buildSeed(outfile: string): Promise<void>;
export const STOREFRONT: string;
export const COMMERCE: string;
/** The local payment provider's Worker name: 'payments'. */
export const PAYMENTS: string;
/** Its credentials, shared with the commerce Worker's bindings. */
export const LOCAL_PAYMENTS: { apiKey: string; webhookSecret: string };
export function commerceDb(mf: Miniflare): ReturnType<Miniflare['getD1Database']>;
export function paymentsDb(mf: Miniflare): ReturnType<Miniflare['getD1Database']>;
