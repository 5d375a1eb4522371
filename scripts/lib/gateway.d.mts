import type { Miniflare, WorkerOptions } from 'miniflare';

/** The gateway's Worker name under Miniflare. */
export const GATEWAY: string;
/** The gateway Worker (databases: name → D1 database id; scheduled: name → Worker name) and the key it takes. */
export function gatewayWorker(options: { databases?: Record<string, string>; scheduled?: Record<string, string> }): {
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
