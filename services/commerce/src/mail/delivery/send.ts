import { senderOf, type Address, type Sender } from './senders';
import type { LocaleCode } from '../../../../../shared/locales';

/**
 * The send_email adapter (ADR 0019): an outbox row as Cloudflare Email Service's Workers
 * binding takes it, `env.EMAIL.send({ from, to, subject, text, html, replyTo, headers })`,
 * sent unchanged (however it was rendered); only the sender and Reply-To are added, from the
 * market's configuration (./senders.ts). Miniflare simulates the same call locally.
 */
export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  /** The text part. */
  body: string;
  html: string | null;
  /** A JSON object of header name → value, or NULL. */
  headers: string | null;
  /** The market of the order it belongs to (null: the default market's sender). */
  locale: string | null;
}

/** What the binding is given. */
export interface MailPayload {
  from: string | EmailAddress;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string | EmailAddress;
  headers?: Record<string, string>;
}

/** The stored headers column as an object (a malformed one is not sent: the send fails, visibly). */
export function storedHeaders(column: string | null): Record<string, string> | undefined {
  if (column === null) return undefined;
  const parsed = JSON.parse(column) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((value) => typeof value !== 'string'))
    throw new Error('The stored headers are not a JSON object of strings');
  return parsed as Record<string, string>;
}

/** An address as the binding takes it: a bare address, or with its display name. */
const bindingAddress = ({ email, name }: Address): string | EmailAddress => (name ? { email, name } : email);

export function payloadOf(row: OutboxMail, byLocale: Record<LocaleCode, Sender>): MailPayload {
  const sender = senderOf(byLocale, row.locale);
  const headers = storedHeaders(row.headers);
  return {
    from: bindingAddress(sender.from),
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    ...(row.html !== null ? { html: row.html } : {}),
    ...(sender.replyTo ? { replyTo: bindingAddress(sender.replyTo) } : {}),
    ...(headers ? { headers } : {}),
  };
}

/** Sends the row; the service's Message-ID, or the binding's error thrown. */
export async function sendOutboxRow(
  binding: SendEmail,
  row: OutboxMail,
  byLocale: Record<LocaleCode, Sender>,
): Promise<{ messageId: string }> {
  const result = await binding.send(payloadOf(row, byLocale));
  return { messageId: result.messageId };
}
