import { isLocaleCode, LOCALES, type LocaleCode } from '../../../../shared/locales';
import { formatMoney } from '../../../../shared/money';
import { PATHS } from '../../../../shared/site-paths';
import type { IssuedCard } from '../checkout/gift-cards/issue';
import type { OrderRecord } from '../checkout/orders/records';
import { fill } from '../translated';
import { GIFT_CARD_STRINGS } from './gift-card-strings';
import { escapeHtml } from './html';
import type { Email } from './outbox';

/**
 * The e-mails about gift cards bought with an order (docs/checkout.md "Gift cards"): the
 * recipient's card, written to the outbox when the card is issued and sent on its send date
 * (../checkout/gift-cards/issue.ts), and the lines of the buyer's order confirmation that
 * list the cards bought (./order-confirmation.ts).
 */

/** The buyer's name from the order's address: the giver the recipient is told of. */
export const buyerName = (order: OrderRecord) => {
  const address = JSON.parse(order.address) as { first_name?: string; last_name?: string };
  return [address.first_name, address.last_name].filter(Boolean).join(' ');
};

const localeOf = (order: Pick<OrderRecord, 'locale'>): LocaleCode => (isLocaleCode(order.locale) ? order.locale : 'en');

/** A date (YYYY-MM-DD or an instant) as the language writes it, e.g. "1 March 2027". */
export function longDate(value: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(LOCALES[locale].iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value),
  );
}

/** The recipient's e-mail: the code, the amount, the buyer's message and name, how to use it and the balance page. */
export function giftCardEmail(card: IssuedCard, order: OrderRecord): Email {
  const locale = localeOf(order);
  const words = GIFT_CARD_STRINGS[locale];
  const giver = buyerName(order);
  const amount = formatMoney(card.amount, LOCALES[locale]);
  const shop = new URL(order.shop_origin).host;
  const balanceUrl = new URL(PATHS.giftCardBalance, order.shop_origin).toString();
  const subject = fill(words.subject, { giver });
  const greeting = fill(words.greeting, { name: card.recipient_name });
  const intro = fill(words.intro, { giver, amount });
  const validUntil = fill(words.validUntil, { date: longDate(card.expires_at, locale) });
  const howToUse = fill(words.howToUse, { shop });
  const messageTitle = fill(words.message, { giver });

  const text = [
    greeting,
    intro,
    ...(card.message ? [`${messageTitle}\n${card.message}`] : []),
    `${words.code}: ${card.code}\n${amount}\n${validUntil}`,
    howToUse,
    `${words.balance} ${balanceUrl}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    card.message ? `<p>${escapeHtml(messageTitle)}</p><blockquote>${escapeHtml(card.message).replace(/\n/g, '<br>')}</blockquote>` : '',
    `<p>${escapeHtml(words.code)}:<br><strong style="font-size:1.5em;letter-spacing:0.1em">${escapeHtml(card.code)}</strong></p>`,
    `<p><strong>${escapeHtml(amount)}</strong><br>${escapeHtml(validUntil)}</p>`,
    `<p>${escapeHtml(howToUse)}</p>`,
    `<p>${escapeHtml(words.balance)} <a href="${escapeHtml(balanceUrl)}">${escapeHtml(balanceUrl)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { to: card.recipient_email, subject, text, html, kind: 'gift-card' };
}

/** The order confirmation's lines about the cards bought: amount, recipient, send date (never the code). */
export function boughtCardLines(cards: readonly IssuedCard[], locale: LocaleCode): { title: string; lines: string[] } {
  const words = GIFT_CARD_STRINGS[locale];
  return {
    title: words.bought,
    lines: cards.map((card) =>
      fill(words.boughtLine, {
        amount: formatMoney(card.amount, LOCALES[locale]),
        name: card.recipient_name,
        email: card.recipient_email,
        date: longDate(card.send_after, locale),
      }),
    ),
  };
}
