/**
 * The commerce API's operator mail answers (GET /api/ops/mail, POST /api/ops/mail/{id}/resend;
 * docs/api.md "Operator calls", docs/operations.md "Delivery") as the storefront's operator
 * view reads them. Objects are read loosely (extra fields are ignored).
 */
import * as v from 'valibot';

export const MAIL_STATES = ['failed', 'waiting', 'sent'] as const;
export type MailState = (typeof MAIL_STATES)[number];
export const MAIL_LIST_MAX_LIMIT = 200;
export const MAIL_LIST_DEFAULT_LIMIT = 50;

const nullableString = v.nullable(v.string());

/** One outbox row as the operator sees it: who, what, when, and how delivery went (never its contents). */
export const opsMailRow = v.object({
  id: v.number(),
  kind: v.string(),
  recipient: v.string(),
  subject: v.string(),
  order_id: nullableString,
  created_at: v.string(),
  send_after: nullableString,
  queued_at: nullableString,
  attempts: v.number(),
  sent_at: nullableString,
  message_id: nullableString,
  failed_at: nullableString,
  last_error: nullableString,
});
export type OpsMailRow = v.InferOutput<typeof opsMailRow>;

export const opsMailAnswer = v.object({ mails: v.array(opsMailRow) });

/** POST /api/ops/mail/{id}/resend: the row, handed to the queue again. */
export const resendAnswer = v.object({ mail: opsMailRow });
