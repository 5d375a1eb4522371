/**
 * The outbox (migrations 0009 and 0010): every e-mail the commerce Worker writes is a row
 * here, put in the same D1 batch as the change it tells of (an order paid, gift cards
 * issued, an unsubscribe asked for), so there is exactly one per change, never one for a
 * change that was undone. It stands in for a mail service; the queue that will send these
 * rows (docs/decisions/0010) starts from this module, the one place that writes them.
 * Messages are rendered by ./render.ts (composeEmail: React Email templates, strings in
 * locales/email; docs/operations.md "Messages").
 */
import { NEWSLETTER_KINDS, type MailKind } from './kinds';

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

/**
 * Newsletter mail only to an address that confirmed its sign-up and has not left: the double
 * opt-in rule (docs/site.md "Newsletter"), part of every statement that writes a newsletter
 * kind (./kinds.ts NEWSLETTER_KINDS), so no writer can mail an unconfirmed address and
 * nothing between a check and the write can slip past it.
 */
const CONFIRMED_SUBSCRIBER =
  'EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ?2 AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL)';

/** `INSERT … VALUES`, or `INSERT … SELECT … WHERE …` when the row is written only if its conditions hold. */
function insert(db: D1Database, email: Email, { now, orderId = null, sendAfter = null, link = null }: Posting, condition?: string) {
  const conditions = [condition, NEWSLETTER_KINDS.has(email.kind as MailKind) ? CONFIRMED_SUBSCRIBER : undefined].filter(Boolean);
  const source = conditions.length > 0 ? `SELECT ${VALUES} WHERE ${conditions.join(' AND ')}` : `VALUES (${VALUES})`;
  return db
    .prepare(`INSERT INTO outbox (${COLUMNS}) ${source}`)
    .bind(now, email.to, email.kind, email.subject, email.text, link, email.html, headersColumn(email.headers), orderId, sendAfter);
}

/** The statement that puts `email` in the outbox, unsent (newsletter mail: only for a confirmed subscriber). */
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
  queueEmailIf(db, email, posting, 'NOT EXISTS (SELECT 1 FROM outbox WHERE order_id = ?9 AND kind = ?3)');

/**
 * The welcome: newsletter mail written only if the address confirmed at `posting.now`, so
 * the one call that confirmed writes it once (../newsletter/opt-in.ts).
 */
export const queueWelcomeEmail = (db: D1Database, email: Email, posting: Posting) =>
  queueEmailIf(db, email, posting, 'EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ?2 AND confirmed_at = ?1)');

/** The headers column: a JSON object, or NULL when there are none. */
const headersColumn = (headers: Email['headers']) => (headers && Object.keys(headers).length > 0 ? JSON.stringify(headers) : null);

/** Drops all but the newest MAX_OUTBOX messages, so a flood of requests cannot fill D1. */
export const trimOutbox = (db: D1Database) => db.prepare(`DELETE FROM outbox WHERE id <= (SELECT MAX(id) FROM outbox) - ${MAX_OUTBOX}`);

/** Marks sent every message whose time has come (the scheduler, every minute: ../checkout/expire.ts). */
export const markDueSent = (db: D1Database, now: Date) => {
  const time = now.toISOString();
  return db.prepare('UPDATE outbox SET sent_at = ? WHERE sent_at IS NULL AND send_after IS NOT NULL AND send_after <= ?').bind(time, time);
};
