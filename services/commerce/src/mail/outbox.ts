/**
 * The outbox (migrations 0009 and 0010): every e-mail the commerce Worker writes is a row
 * here, put in the same D1 batch as the change it tells of (an order paid, gift cards
 * issued, an unsubscribe asked for), so there is exactly one per change, never one for a
 * change that was undone. It stands in for a mail service; the queue that will send these
 * rows (docs/decisions/0010) starts from this module, the one place that writes them.
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
  /** When it may go out (ISO): a gift card's send date, or `now`. Null: never sent by the scheduler. */
  sendAfter?: string | null;
  /** The one link the message is about (an unsubscribe link). */
  link?: string | null;
}

/** The outbox keeps this many newest messages (trimOutbox). */
export const MAX_OUTBOX = 10_000;

/** The statement that puts `email` in the outbox, unsent. */
export const queueEmail = (db: D1Database, email: Email, { now, orderId = null, sendAfter = null, link = null }: Posting) =>
  db
    .prepare(
      `INSERT INTO outbox (created_at, recipient, kind, subject, body, link, html, headers, order_id, send_after, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
    )
    .bind(now, email.to, email.kind, email.subject, email.text, link, email.html, headersColumn(email.headers), orderId, sendAfter);

/** The headers column: a JSON object, or NULL when there are none. */
const headersColumn = (headers: Email['headers']) => (headers && Object.keys(headers).length > 0 ? JSON.stringify(headers) : null);

/** Drops all but the newest MAX_OUTBOX messages, so a flood of requests cannot fill D1. */
export const trimOutbox = (db: D1Database) => db.prepare(`DELETE FROM outbox WHERE id <= (SELECT MAX(id) FROM outbox) - ${MAX_OUTBOX}`);

/** Marks sent every message whose time has come (the scheduler, every minute: ../checkout/expire.ts). */
export const markDueSent = (db: D1Database, now: Date) => {
  const time = now.toISOString();
  return db.prepare('UPDATE outbox SET sent_at = ? WHERE sent_at IS NULL AND send_after IS NOT NULL AND send_after <= ?').bind(time, time);
};
