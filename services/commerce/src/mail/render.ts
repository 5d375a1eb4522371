import { render, toPlainText } from '@react-email/render';
import type { MailData, MailKind, MailMessage, RenderedMail } from './kinds';
import type { Email } from './outbox';
import { TEMPLATES } from './templates';
import type { MailTemplate } from './templates/template';
import { mailWords } from './words';

/** Gmail clips a message whose HTML passes about 102 KB; every mail stays under this (render.test.ts). */
export const MAX_HTML_BYTES = 100 * 1024;

/**
 * The one way a message becomes mail: subject, HTML (React Email), the plain text part drawn
 * from that HTML (so the two never say different things), and the headers. Newsletter mail
 * carries List-Unsubscribe with List-Unsubscribe-Post (RFC 8058 one-click: the mail provider
 * POSTs `List-Unsubscribe=One-Click` to that address, no browser session); transactional mail
 * has neither (RFC 8058 section 4 asks for them on mailing-list mail only).
 */
export async function renderMail(message: MailMessage): Promise<RenderedMail> {
  const template = TEMPLATES[message.kind] as MailTemplate<MailKind>;
  const data = message.data as MailData[MailKind];
  const words = mailWords(message.locale, data.shop_origin);
  const subject = template.subject(words, data);
  const html = await render(template.body(words, data, subject));
  const text = toPlainText(html);
  const unsubscribe = template.unsubscribeUrl?.(data);
  const headers: Record<string, string> = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { subject, html, text, headers };
}

/** `message` rendered for `to`, as the outbox takes it (./outbox.ts queueEmail). */
export async function composeEmail(to: string, message: MailMessage): Promise<Email> {
  return { to, kind: message.kind, ...(await renderMail(message)) };
}
