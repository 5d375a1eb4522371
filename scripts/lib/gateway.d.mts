import type { Miniflare, WorkerOptions } from 'miniflare';

/** The gateway's Worker name under Miniflare. */
export const GATEWAY: string;
/** The gateway Worker (databases: name → D1 database id; scheduled: name → Worker name) and the key it takes. */
export function gatewayWorker(options: {
  databases?: Record<string, string>;
  scheduled?: Record<string, string>;
  buckets?: Record<string, string>;
  images?: string | null;
}): {
  key: string;
  worker: WorkerOptions;
};
export function registerGateway(mf: Miniflare, key: string): void;
/** The database `name` of `mf` as a D1Database, every call one request to the gateway. */
export function gatewayDatabase(mf: Miniflare, name: string): Promise<D1Database>;
/** Runs the scheduled handler of the Worker `name` through the gateway. */
export function runScheduled(
  mf: Miniflare,
  name: string,
  event: { cron: string; scheduledTime?: Date },
): Promise<{ outcome: string; noRetry: boolean }>;
/** The bucket `name` of `mf` (gatewayWorker's `buckets`): put and head through the gateway. */
export function gatewayBucket(
  mf: Miniflare,
  name: string,
): {
  put(key: string, bytes: ArrayBuffer | Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<{ size: number }>;
  head(key: string): Promise<{ size: number } | null>;
};
/** The Images binding `name` of `mf` (gatewayWorker's `images`) as an ImagesBinding look-alike. */
export function gatewayImages(mf: Miniflare, name: string): ImagesBinding;
