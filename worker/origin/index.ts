import { Hono } from 'hono';

/** What the embedded commerce API needs from the worker. */
export interface OriginEnv {
  DB: D1Database;
}

/**
 * The embedded commerce API (used when no API_ORIGIN is configured).
 * PLACEHOLDER: being built in worker/origin/.
 */
export const origin = new Hono<{ Bindings: OriginEnv }>();
origin.all('*', (c) => c.json({ error: 'Not found' }, 404));
