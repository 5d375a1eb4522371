import { Hono } from 'hono';
import { LOCAL_PAYMENTS_ORIGIN } from '../checkout/payments/http';
import type { ApiEnv } from '../context';
import { badRequest, notFound } from '../http/errors';
import { privateJson } from '../http/private-json';
import { sendersOf } from './delivery/guard';
import { payloadOf, type MailPayload, type OutboxMail } from './delivery/send';
import { sweepMail } from './delivery/sweep';
import { described } from '../http/openapi/describe';

/** The local inbox, readable while developing (docs/checkout.md "GET /api/dev/outbox"). */
export const outboxRoutes = new Hono<ApiEnv>();

/** A row as the inbox shows it: what the binding is given (OutboxMail), and how its delivery went. */
interface OutboxRow extends OutboxMail {
  kind: string;
  order_id: string | null;
  send_after: string | null;
  queued_at: string | null;
  attempts: number;
  sent_at: string | null;
  message_id: string | null;
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** The local calls exist only beside the local payment provider (the embedded shop); anywhere else: 404. */
function requireLocal(env: ApiEnv['Bindings']) {
  if (env.PAYMENTS_ORIGIN !== LOCAL_PAYMENTS_ORIGIN) throw notFound('Not found');
}

/** Where a message is on its way: written (waiting for its time), handed to the queue, sent, or failed. */
const stateOf = (row: OutboxRow) => (row.sent_at ? 'sent' : row.failed_at ? 'failed' : row.queued_at ? 'queued' : 'waiting');

/** A header value as it goes out: a bare address, or "Name <address>". */
const addressText = (address: MailPayload['from'] | undefined) =>
  address === undefined ? null : typeof address === 'string' ? address : `${address.name} <${address.email}>`;

/**
 * What the send_email binding was (or will be) given besides the parts: the market's sender,
 * Reply-To and the stored headers, built by the same adapter the consumer sends with
 * (./delivery/send.ts). Null while the mail configuration is wrong.
 */
function envelopeOf(row: OutboxRow, env: ApiEnv['Bindings']) {
  const senders = sendersOf(env);
  if (!senders.ok) return null;
  try {
    const payload = payloadOf({ ...row, locale: row.locale }, senders.byLocale);
    return { from: addressText(payload.from), reply_to: addressText(payload.replyTo), headers: payload.headers ?? {} };
  } catch {
    return null; // stored headers that cannot be read: the send fails the same way, visibly
  }
}

/**
 * GET /api/dev/outbox: the e-mails the shop has written, newest first (at most 100): the parts
 * as sent (text, HTML), the envelope the binding is given (from, Reply-To, headers), and
 * delivery's state (queued, sent with the binding's Message-ID, failed with why). Only when
 * the local payment provider is configured (PAYMENTS_ORIGIN http://payments.internal, which
 * only the embedded shop of `npm start` and the tests set); anywhere else it does not exist (404).
 */
outboxRoutes.get(
  '/api/dev/outbox',
  described({
    tag: 'mail',
    summary: 'Local only: the e-mails the shop wrote, newest first (at most 100), with their delivery state',
    answers: {
      200: {
        description: 'the messages',
        schema: { type: 'object', required: ['messages'], properties: { messages: { type: 'array', items: { type: 'object' } } } },
      },
    },
    errors: { 404: 'not the local shop' },
  }),
  async (c) => {
    requireLocal(c.env);
    const { results } = await c.env.DB.prepare(
      `SELECT o.id, o.recipient, o.subject, o.body, o.html, o.headers, o.kind, o.order_id, orders.locale, o.send_after, o.queued_at,
            o.attempts, o.sent_at, o.message_id, o.failed_at, o.last_error, o.created_at
       FROM outbox o LEFT JOIN orders ON orders.id = o.order_id ORDER BY o.id DESC LIMIT 100`,
    ).all<OutboxRow>();
    return privateJson(c, {
      messages: results.map((row) => {
        const { recipient, body, headers: _stored, locale: _locale, ...rest } = row;
        return { ...rest, to: recipient, text: body, state: stateOf(row), envelope: envelopeOf(row, c.env) };
      }),
    });
  },
);

/** How far the local clock may be moved: a gift card's latest send date is a year ahead. */
const MAX_CLOCK_MOVE_MS = 2 * 366 * 86_400_000;

/**
 * POST /api/dev/mail-sweep `{ "at": "2027-03-14T08:00:00Z" }`: the local clock control (ADR
 * 0019). Runs the cron's mail sweep (./delivery/sweep.ts) as if its clock read `at`: what is
 * due then is handed to the local queue and sent through the local binding, so a gift card's
 * day can be seen in the local inbox without waiting for it. Only the mail sweep: unpaid
 * orders are not expired by a moved clock. Local only, like GET /api/dev/outbox.
 */
outboxRoutes.post(
  '/api/dev/mail-sweep',
  described({
    tag: 'mail',
    summary: 'Local only: runs the cron’s mail sweep as if the clock read "at"',
    body: {
      media: ['application/json'],
      description: '{ "at": an ISO date and time within two years of now }',
      schema: { type: 'object', required: ['at'], properties: { at: { type: 'string' } } },
    },
    answers: {
      200: {
        description: 'what was handed to the queue',
        schema: { type: 'object', required: ['at'], properties: { at: { type: 'string' } } },
      },
    },
    errors: { 400: 'no "at" within two years of now', 404: 'not the local shop' },
  }),
  async (c) => {
    requireLocal(c.env);
    const body: unknown = await c.req.json().catch(() => null);
    const at = body && typeof body === 'object' && 'at' in body && typeof body.at === 'string' ? new Date(body.at) : null;
    if (!at || Number.isNaN(at.getTime()) || Math.abs(at.getTime() - Date.now()) > MAX_CLOCK_MOVE_MS) {
      throw badRequest('Give "at", an ISO date and time within two years of now, e.g. {"at":"2027-03-14T08:00:00Z"}');
    }
    return privateJson(c, { at: at.toISOString(), ...(await sweepMail(c.env, at)) });
  },
);
