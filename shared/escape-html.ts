/**
 * Text made safe inside HTML elements and quoted attributes, for the few pages and mails
 * written as strings rather than JSX (OWASP ASVS 5.3.3: output encoding for the HTML
 * context): the storefront's last-resort error page, the order and gift card e-mails, the
 * seed's product descriptions. JSX escapes on its own.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
