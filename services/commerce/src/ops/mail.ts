import { Hono } from 'hono';
import {
  MAIL_LIST_DEFAULT_LIMIT,
  MAIL_LIST_MAX_LIMIT,
  MAIL_STATES,
  type MailState,
  type OpsMailRow,
  opsMailAnswer,
  resendAnswer,
} from '../../../../shared/schemas/mail';
import type { ApiEnv } from '../context';
import { badRequest, HttpError, notFound } from '../http/errors';
import { handOffDue } from '../mail/delivery/hand-off';
import { requireOpsToken } from './token';
import { described, queryParam, NO_BODY } from '../http/openapi/describe';

/**
 * The operator's mail calls (docs/api.md, docs/operations.md "Delivery"), behind OPS_TOKEN:
 * GET /api/ops/mail?state=failed|waiting|sent&limit=50 lists outbox rows, newest first
 * (failed: every try failed, or the outcome is unknown; waiting: not sent yet, not failed),
 * and POST /api/ops/mail/{id}/resend hands a failed one to the mail queue again. The storefront's
 * operator view (/__ops/mail) shows both.
 */
export const opsMailRoutes = new Hono<ApiEnv>();

const COLUMNS = `id, kind, recipient, subject, order_id, created_at, send_after, queued_at, attempts, sent_at, message_id, failed_at, last_error`;

const WHERE: Record<MailState, string> = {
  failed: 'failed_at IS NOT NULL',
  waiting: 'sent_at IS NULL AND failed_at IS NULL',
  sent: 'sent_at IS NOT NULL',
};

opsMailRoutes.get(
  '/api/ops/mail',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'E-mails by delivery state (failed by default), newest first',
    query: {
      state: queryParam.oneOf('failed, waiting or sent', MAIL_STATES),
      limit: queryParam.int('how many (default 50)', 1, MAIL_LIST_MAX_LIMIT),
    },
    answers: { 200: { description: 'the e-mails', schema: opsMailAnswer } },
    errors: { 400: 'an unknown state or a limit out of range' },
  }),
  requireOpsToken,
  async (c) => {
    const state = c.req.query('state') ?? 'failed';
    if (!(MAIL_STATES as readonly string[]).includes(state)) throw badRequest(`state must be one of ${MAIL_STATES.join(', ')}`);
    const text = c.req.query('limit');
    const limit = text === undefined ? MAIL_LIST_DEFAULT_LIMIT : /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAIL_LIST_MAX_LIMIT) {
      throw badRequest(`limit must be a whole number from 1 to ${MAIL_LIST_MAX_LIMIT}`);
    }
    const { results } = await c.env.DB.prepare(`SELECT ${COLUMNS} FROM outbox WHERE ${WHERE[state as MailState]} ORDER BY id DESC LIMIT ?`)
      .bind(limit)
      .all<OpsMailRow>();
    return c.json({ mails: results });
  },
);

opsMailRoutes.post(
  '/api/ops/mail/:id/resend',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Hands an e-mail that failed or waits to the mail queue again',
    body: NO_BODY,
    answers: { 200: { description: 'the e-mail', schema: resendAnswer } },
    errors: {
      400: 'the id is no whole number',
      404: 'no such e-mail (sent ones are deleted after the retention time)',
      409: 'the e-mail was sent or is being sent',
    },
  }),
  requireOpsToken,
  async (c) => {
    const id = /^[1-9]\d{0,15}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : null;
    if (id === null || !Number.isSafeInteger(id)) throw badRequest('The mail id is a whole number (GET /api/ops/mail lists them)');
    const db = c.env.DB;
    // Only a failed row is sent again: a sent one never, a waiting one is on its way already.
    const row = await db
      .prepare(
        `UPDATE outbox SET failed_at = NULL, claimed_at = NULL, queued_at = NULL
        WHERE id = ? AND failed_at IS NOT NULL AND sent_at IS NULL RETURNING ${COLUMNS}`,
      )
      .bind(id)
      .first<OpsMailRow>();
    if (!row) {
      const current = await db.prepare('SELECT sent_at, failed_at FROM outbox WHERE id = ?').bind(id).first<{ sent_at: string | null }>();
      if (!current) throw notFound(`No e-mail ${id} (sent ones are deleted after the retention time)`);
      throw new HttpError(
        409,
        current.sent_at ? `E-mail ${id} was sent at ${current.sent_at}` : `E-mail ${id} has not failed: it is waiting to be sent`,
      );
    }
    const handedOff = await handOffDue(c.env, new Date());
    console.log(
      `ops: e-mail ${id} (${row.kind}) sent again${handedOff.includes(id) ? '' : ' (the next cron minute hands it to the queue)'}`,
    );
    return c.json({ mail: { ...row, queued_at: handedOff.includes(id) ? new Date().toISOString() : null } });
  },
);
