/**
 * The outbox (migrations 0009, 0010, 0021, 0023): every e-mail the commerce Worker writes is a
 * row here, put in the same D1 batch as the change it tells of (an order paid, gift cards
 * issued, an unsubscribe asked for), so there is exactly one per change, never one for a
 * change that was undone. After the batch the row is handed to the mail queue, whose consumer
 * sends it through Cloudflare Email Service (./delivery, docs/decisions/0019-mail-delivery.md);
 * this module is the one place that writes rows.
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
  written += 1;
  const conditions = [condition, NEWSLETTER_KINDS.has(email.kind as MailKind) ? CONFIRMED_SUBSCRIBER : undefined].filter(Boolean);
  const source = conditions.length > 0 ? `SELECT ${VALUES} WHERE ${conditions.join(' AND ')}` : `VALUES (${VALUES})`;
  return db
    .prepare(`INSERT INTO outbox (${COLUMNS}) ${source}`)
    .bind(now, email.to, email.kind, email.subject, email.text, link, email.html, headersColumn(email.headers), orderId, sendAfter);
}

/** The statement that puts `email` in the outbox, unsent (newsletter mail: only for a confirmed subscriber); its caller runs it in the batch of the change it tells of. */
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
