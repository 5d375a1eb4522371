/**
 * The outbox (migrations 0009, 0010, 0021, 0023): every e-mail the commerce Worker writes is a
 * row here, put in the same D1 batch as the change it tells of (an order paid, gift cards
 * issued, an unsubscribe asked for), so there is exactly one per change, never one for a
 * change that was undone. After the batch the row is handed to the mail queue, whose consumer
 * sends it through Cloudflare Email Service (./delivery, docs/decisions/0019-mail-delivery.md);
 * this module is the one place that writes rows.
 */
export interface Email {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; null for a plain-text message. */
  html: string | null;
  /** What the message is, e.g. 'order-confirmation', 'gift-card', 'unsubscribe-confirmation'. */
  kind: string;
  /** Extra headers sent with it unchanged (List-Unsubscribe on newsletter mail); none on transactional mail. */
  headers?: Readonly<Record<string, string>> | null;
}

export interface Posting {
  /** When it is written (ISO). */
  now: string;
  /** The order it belongs to. */
  orderId?: string | null;
  /** When it may go out (ISO): a gift card's send date (handed to the queue by the cron then), or `now`. Null: at once. */
  sendAfter?: string | null;
  /** The one link the message is about (an unsubscribe link). */
  link?: string | null;
}

/** The outbox keeps this many newest messages (trimOutbox). */
export const MAX_OUTBOX = 10_000;

let written = 0;

/**
 * How many outbox statements this isolate has built: the commerce app compares it before and
 * after a call to know whether the call may have written mail to hand to the queue
 * (./delivery/after-writes.ts), so calls that wrote none cost nothing more.
 */
export const mailStatementsBuilt = () => written;

/** The statement that puts `email` in the outbox, unsent; its caller runs it in the batch of the change it tells of. */
export const queueEmail = (db: D1Database, email: Email, { now, orderId = null, sendAfter = null, link = null }: Posting) => {
  written += 1;
  return db
    .prepare(
      `INSERT INTO outbox (created_at, recipient, kind, subject, body, link, html, headers, order_id, send_after, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
    )
    .bind(now, email.to, email.kind, email.subject, email.text, link, email.html, headersColumn(email.headers), orderId, sendAfter);
};

/** The headers column: a JSON object, or NULL when there are none. */
const headersColumn = (headers: Email['headers']) => (headers && Object.keys(headers).length > 0 ? JSON.stringify(headers) : null);

/**
 * Drops delivered (sent or failed) messages beyond the newest MAX_OUTBOX, so a flood of
 * requests cannot fill D1. A message not yet sent is never dropped: it is a mail the shop
 * promised (an order's confirmation, a gift card before its day).
 */
export const trimOutbox = (db: D1Database) =>
  db.prepare(
    `DELETE FROM outbox WHERE id <= (SELECT MAX(id) FROM outbox) - ${MAX_OUTBOX} AND (sent_at IS NOT NULL OR failed_at IS NOT NULL)`,
  );

/** Days a sent message is kept when MAIL_RETENTION_DAYS is unset or not a positive whole number. */
export const DEFAULT_MAIL_RETENTION_DAYS = 30;

export function mailRetentionDays(value: string | undefined): number {
  return value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : DEFAULT_MAIL_RETENTION_DAYS;
}

/**
 * Deletes what has been kept long enough (docs/operations.md "Delivery": the recipient and
 * contents are personal data): messages sent, or failed and never sent again, more than
 * `days` before `now`. Unsent messages are never deleted here.
 */
export const trimDelivered = (db: D1Database, now: Date, days: number) => {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return db.prepare('DELETE FROM outbox WHERE sent_at < ?1 OR (sent_at IS NULL AND failed_at < ?1)').bind(cutoff);
};
