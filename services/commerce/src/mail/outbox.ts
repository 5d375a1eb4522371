/**
 * The outbox (migrations 0009 and 0010): every e-mail the commerce Worker writes is a row
 * here, put in the same D1 batch as the change it tells of (an order paid, gift cards
 * issued, an unsubscribe asked for), so there is exactly one per change, never one for a
 * change that was undone. It stands in for a mail service; the queue that will send these
 * rows (docs/decisions/0010) starts from this module, the one place that writes them.
 * Messages are rendered by ./render.ts (composeEmail: React Email templates, strings in
 * locales/email; docs/operations.md "Messages").
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

const COLUMNS = 'created_at, recipient, kind, subject, body, link, html, headers, order_id, send_after, sent_at';
// Numbered, so a condition can name the recipient (?2), the kind (?3) and the order (?9).
const VALUES = '?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, NULL';

/** `INSERT … VALUES`, or `INSERT … SELECT … WHERE condition` when the row is written only if it holds. */
const insert = (db: D1Database, email: Email, { now, orderId = null, sendAfter = null, link = null }: Posting, condition?: string) =>
  db
    .prepare(`INSERT INTO outbox (${COLUMNS}) ${condition ? `SELECT ${VALUES} WHERE ${condition}` : `VALUES (${VALUES})`}`)
    .bind(now, email.to, email.kind, email.subject, email.text, link, email.html, headersColumn(email.headers), orderId, sendAfter);

/** The statement that puts `email` in the outbox, unsent. */
export const queueEmail = (db: D1Database, email: Email, posting: Posting) => insert(db, email, posting);

/**
 * `email` only if `condition` (SQL) holds when the batch runs it: ?1 is `now`, ?2 the
 * recipient, ?3 the kind, ?9 the order. For a mail that belongs to a change made earlier in
 * the same batch, so it is written exactly when that change was.
 */
export const queueEmailIf = (db: D1Database, email: Email, posting: Posting, condition: string) => insert(db, email, posting, condition);

/**
 * `email` about an order only if no message of its kind was written for that order yet:
 * a payment that fails twice mails the shopper once.
 */
export const queueOncePerOrder = (db: D1Database, email: Email, posting: Posting & { orderId: string }) =>
  insert(db, email, posting, 'NOT EXISTS (SELECT 1 FROM outbox WHERE order_id = ?9 AND kind = ?3)');

/**
 * Newsletter mail (../newsletter: the welcome, and every mailing after it) only to an address
 * that confirmed its sign-up and has not left: the double opt-in rule, in the statement
 * itself, so nothing between a check and the write can slip past it (docs/site.md
 * "Newsletter"). `onConfirmation`: only if the address confirmed at `posting.now` (the
 * welcome, written once, by the call that confirmed).
 */
export const queueNewsletterEmail = (db: D1Database, email: Email, posting: Posting, { onConfirmation = false } = {}) =>
  insert(
    db,
    email,
    posting,
    `EXISTS (SELECT 1 FROM newsletter_subscribers
              WHERE email = ?2 AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL${onConfirmation ? ' AND confirmed_at = ?1' : ''})`,
  );

/** The headers column: a JSON object, or NULL when there are none. */
const headersColumn = (headers: Email['headers']) => (headers && Object.keys(headers).length > 0 ? JSON.stringify(headers) : null);

/** Drops all but the newest MAX_OUTBOX messages, so a flood of requests cannot fill D1. */
export const trimOutbox = (db: D1Database) => db.prepare(`DELETE FROM outbox WHERE id <= (SELECT MAX(id) FROM outbox) - ${MAX_OUTBOX}`);

/** Marks sent every message whose time has come (the scheduler, every minute: ../checkout/expire.ts). */
export const markDueSent = (db: D1Database, now: Date) => {
  const time = now.toISOString();
  return db.prepare('UPDATE outbox SET sent_at = ? WHERE sent_at IS NULL AND send_after IS NOT NULL AND send_after <= ?').bind(time, time);
};
