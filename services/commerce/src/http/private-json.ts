import type { Context } from 'hono';

/** A JSON answer that is personal (an order, its e-mails, a payment event): never kept by a cache. */
export function privateJson(c: Context, body: unknown, status: 200 | 201 = 200): Response {
  c.header('Cache-Control', 'private, no-store');
  return c.json(body as object, status);
}
