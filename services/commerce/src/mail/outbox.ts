import type { LocaleCode } from '../../../../shared/locales';
import { NEWSLETTER_KINDS, type MailKind, type MailMessage, type RenderedMail } from './kinds';
import { renderMail } from './render';

/**
 * The outbox (migrations 0009, 0010, 0020): every message the shop writes, rendered, in the
 * batch of what caused it, so a mail is never lost nor written twice. A row is sendable from
 * send_after; sent_at is set once it left (docs/operations.md "Mail").
 */
export interface OutboxEntry {
  to: string;
  /** The order it is about, if any. */
  orderId?: string | null;
  /** When it may be sent (ISO 8601): now for most, a gift card's send date. */
  sendAfter: string;
  /** The address the mail asks the reader to open, for whoever reads the local outbox. */
  link?: string | null;
}

const COLUMNS = 'created_at, recipient, kind, locale, subject, body, html, headers, link, order_id, send_after, sent_at';
const VALUES = '?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, NULL';

function bindRow(statement: D1PreparedStatement, mail: RenderedMail, message: Pick<MailMessage, 'kind' | 'locale'>, entry: OutboxEntry, now: string) {
  return statement.bind(
    now,
    entry.to,
    message.kind,
    message.locale,
    mail.subject,
    mail.text,
    mail.html,
    JSON.stringify(mail.headers),
    entry.link ?? null,
    entry.orderId ?? null,
    entry.sendAfter,
  );
}

/**
 * A transactional message as an outbox row. Newsletter mail never goes this way: it is
 * written only for a confirmed subscriber (./subscriptions.ts newsletterMailStatement).
 */
export function outboxInsert(
  db: D1Database,
  mail: RenderedMail,
  message: { kind: MailKind; locale: LocaleCode },
  entry: OutboxEntry,
  now: string,
): D1PreparedStatement {
  if (NEWSLETTER_KINDS.has(message.kind)) throw new Error(`${message.kind} is newsletter mail: only for confirmed subscribers`);
  return bindRow(db.prepare(`INSERT INTO outbox (${COLUMNS}) VALUES (${VALUES})`), mail, message, entry, now);
}

/** Renders `message` and returns its outbox row (`await` it before the batch it belongs to). */
export async function mailStatement(db: D1Database, message: MailMessage, entry: OutboxEntry, now: string): Promise<D1PreparedStatement> {
  return outboxInsert(db, await renderMail(message), message, entry, now);
}

/**
 * The row only if no message of this kind was written for the order yet (a payment that
 * fails twice mails once).
 */
export async function oncePerOrderStatement(
  db: D1Database,
  message: MailMessage,
  entry: OutboxEntry & { orderId: string },
  now: string,
): Promise<D1PreparedStatement> {
  const mail = await renderMail(message);
  return bindRow(
    db.prepare(
      `INSERT INTO outbox (${COLUMNS}) SELECT ${VALUES}
        WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE order_id = ?10 AND kind = ?3)`,
    ),
    mail,
    message,
    entry,
    now,
  );
}

/**
 * A newsletter message as an outbox row, written only while `entry.to` is a confirmed,
 * subscribed address (the double opt-in rule, in the statement itself so nothing between a
 * check and the write can slip past it).
 */
export function newsletterInsert(
  db: D1Database,
  mail: RenderedMail,
  message: { kind: MailKind; locale: LocaleCode },
  entry: OutboxEntry,
  now: string,
): D1PreparedStatement {
  return bindRow(
    db.prepare(
      `INSERT INTO outbox (${COLUMNS}) SELECT ${VALUES}
        WHERE EXISTS (SELECT 1 FROM newsletter_subscribers
                       WHERE email = ?2 AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL)`,
    ),
    mail,
    message,
    entry,
    now,
  );
}
