import type { Miniflare } from 'miniflare';

export function readConfig(envName?: string): Promise<{ config: Record<string, unknown>; vars: Record<string, unknown> }>;
export function startShop(options: {
  buildDir: string;
  prebuilt?: boolean;
  port?: number;
  host?: string;
  persistDir?: string;
  vars?: Record<string, unknown>;
  production?: boolean;
  log?: boolean;
  inspectorPort?: number;
  /** Another prebuilt entry in buildDir (default worker.js). */
  workerName?: string;
}): Promise<Miniflare>;
export function migrate(mf: Miniflare): Promise<void>;
export function seed(mf: Miniflare, options: { buildDir: string; products?: number }): Promise<{ products: number; seconds?: number }>;
export function buildSeed(outfile: string): Promise<void>;
export const STOREFRONT: string;
export const COMMERCE: string;
export function commerceDb(mf: Miniflare): ReturnType<Miniflare['getD1Database']>;
