import type { Context } from 'hono';
import { setCacheControl, strategies } from '../cache/policy';

/**
 * /assets/* that reached the Worker: no such file. The files themselves are static assets,
 * served by the platform without the Worker (ADR 0015, worker/static-assets); only a path
 * that names none comes here. A plain 404 (not the shop's page: a script or stylesheet URL),
 * never stored: the name may be a file of another version, in a browser that will ask again.
 */
export function assetNotFound(c: Context) {
  const response = c.text('Not found', 404);
  setCacheControl(response.headers, strategies.private());
  return response;
}

/** A static text answer of the requested size (1 B to 1 MB), for the benchmark's baseline. */
export function benchStatic(c: Context) {
  const bytes = Number(c.req.param('bytes'));
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 1_000_000) return c.text('bytes must be 1..1000000', 400);
  const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8' });
  setCacheControl(headers, strategies.private());
  return new Response('x'.repeat(bytes), { headers });
}
