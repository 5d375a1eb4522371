import { isLocaleCode, LOCALES } from '../../../../shared/locales';
import { formatMoney } from '../../../../shared/money';
import type { OrderAnswer } from '../checkout/orders/answer';
import { CONFIRMATION_STRINGS } from './order-confirmation-strings';
import type { IssuedCard } from '../checkout/gift-cards/issue';
import { fill } from '../translated';
import { boughtCardLines } from './gift-card-email';
import { escapeHtml } from './html';
import type { Email } from './outbox';

/**
 * The order confirmation e-mail, in the order's language: subject, plain text and a simple
 * HTML part with the lines, totals, delivery and address. It goes to the outbox (./outbox.ts,
 * read locally by GET /api/dev/outbox) in the batch that marks the order paid
 * (../checkout/payments/apply-session.ts), so every paid order has exactly one.
 *
 * `bought`: the gift cards the order issues (../checkout/gift-cards/issue.ts), listed by
 * amount and recipient, never by code.
 */
export function confirmationEmail(order: OrderAnswer, bought: readonly IssuedCard[] = []): Email {
  const locale = isLocaleCode(order.locale) ? order.locale : 'en';
  const words = CONFIRMATION_STRINGS[locale];
  const money = (amount: number) => formatMoney(amount, LOCALES[locale]);
  const { address, shipping, totals } = order;
  const [least, most] = shipping.lead_days;
  // Gift cards alone are e-mailed on their send dates: no delivery time, no postal address.
  const isByEmail = shipping.method === 'email';

  const lines = order.lines.map((line) => ({
    label: `${line.quantity} × ${line.name}${line.variation_name ? ` (${line.variation_name})` : ''}`,
    amount: money(line.price * line.quantity),
  }));
  const sums: [string, string][] = [
    [words.products, money(totals.lines)],
    ...(totals.discount > 0 ? [[words.discount, `−${money(totals.discount)}`] as [string, string]] : []),
    [
      `${words.delivery}: ${words.methods[shipping.method as keyof typeof words.methods] ?? shipping.method}`,
      totals.shipping > 0 ? money(totals.shipping) : words.free,
    ],
    ...(totals.gift_cards > 0 ? [[words.giftCards, `−${money(totals.gift_cards)}`] as [string, string]] : []),
    [words.total, money(totals.total)],
    [words.vat, money(totals.vat)],
  ];
  const addressLines = [
    `${address.first_name} ${address.last_name}`,
    address.company,
    address.care_of ? `c/o ${address.care_of}` : '',
    address.street,
    `${address.postal_code} ${address.city}`,
  ].filter((line): line is string => Boolean(line));
  const point = shipping.service_point;
  const pointLines = point ? [point.name, point.street, point.postal_code] : [];

  const cards = bought.length > 0 ? boughtCardLines(bought, locale) : null;

  const subject = fill(words.subject, { order: order.order_id });
  const greeting = fill(words.greeting, { name: address.first_name ?? '' });
  const intro = isByEmail ? words.introByEmail : fill(words.intro, { least, most });

  const text = [
    greeting,
    intro,
    `${words.orderNumber}: ${order.order_id}`,
    [words.yourOrder, ...lines.map((line) => `${line.label}  ${line.amount}`)].join('\n'),
    sums.map(([label, amount]) => `${label}: ${amount}`).join('\n'),
    ...(cards ? [[cards.title, ...cards.lines].join('\n')] : []),
    ...(isByEmail ? [] : [[words.deliveryAddress, ...addressLines].join('\n')]),
    ...(point ? [[words.servicePoint, ...pointLines].join('\n')] : []),
    words.outro,
  ].join('\n\n');

  const row = (label: string, amount: string) =>
    `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(amount)}</td></tr>`;
  const block = (title: string, rows: string[]) => `<h2>${escapeHtml(title)}</h2><p>${rows.map(escapeHtml).join('<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(words.orderNumber)}: <strong>${escapeHtml(order.order_id)}</strong></p>`,
    `<h2>${escapeHtml(words.yourOrder)}</h2>`,
    `<table>${lines.map((line) => row(line.label, line.amount)).join('')}</table>`,
    `<table>${sums.map(([label, amount]) => row(label, amount)).join('')}</table>`,
    cards ? block(cards.title, cards.lines) : '',
    isByEmail ? '' : block(words.deliveryAddress, addressLines),
    point ? block(words.servicePoint, pointLines) : '',
    `<p>${escapeHtml(words.outro)}</p>`,
    '</body></html>',
  ].join('\n');

  return { to: order.contact.email, subject, text, html, kind: 'order-confirmation' };
}
