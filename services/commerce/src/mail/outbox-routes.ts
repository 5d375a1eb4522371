import { Hono } from 'hono';
import { LOCAL_PAYMENTS_ORIGIN } from '../checkout/payments/http';
import type { ApiEnv } from '../context';
import { notFound } from '../http/errors';
import { privateJson } from '../http/private-json';

/** The local outbox, readable while developing (docs/checkout.md "GET /api/dev/outbox"). */
export const outboxRoutes = new Hono<ApiEnv>();

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  kind: string;
  order_id: string | null;
  send_after: string | null;
  sent_at: string | null;
  created_at: string;
}

/**
 * GET /api/dev/outbox: the e-mails the shop has written, newest first (at most 100). Only
 * when the local payment provider is configured (PAYMENTS_ORIGIN http://payments.internal,
 * which only the embedded shop of `npm start` and the tests set); anywhere else it does not
 * exist (404).
 */
outboxRoutes.get('/api/dev/outbox', async (c) => {
  if (c.env.PAYMENTS_ORIGIN !== LOCAL_PAYMENTS_ORIGIN) throw notFound('Not found');
  const { results } = await c.env.DB.prepare(
    'SELECT id, recipient, subject, body, html, kind, order_id, send_after, sent_at, created_at FROM outbox ORDER BY id DESC LIMIT 100',
  ).all<OutboxRow>();
  return privateJson(c, {
    messages: results.map(({ recipient, body, ...row }) => ({ ...row, to: recipient, text: body })),
  });
});
