import { giftCardExpiry, sendAfter } from '../../../../../shared/gift-card';
import { isLocaleCode, LOCALES, type LocaleCode } from '../../../../../shared/locales';
import { formatMoney } from '../../../../../shared/money';
import { giftCardMetadata } from '../../../../../shared/schemas/cart';
import { PATHS } from '../../../../../shared/site-paths';
import * as v from 'valibot';
import { escapeHtml, fill, type Email } from '../../mail/order-confirmation';
import { GIFT_CARD_STRINGS } from '../../mail/gift-card-strings';
import { crockfordBase32, cryptoRandomBytes, type RandomBytes } from '../orders/ids';
import type { LineRecord, OrderRecord } from '../orders/records';

/**
 * Gift cards bought with an order (docs/checkout.md "Gift cards"). When the order is paid
 * (payment.ts paidStatements, in the batch that marks it paid, so exactly once whoever
 * marks it) each unit of a gift card line becomes a card: an unguessable code, the store's
 * currency, balance = the amount paid for it, valid for two years, linked to its order line
 * (migration 0011's unique index on order, line and unit makes a second issue fail its
 * batch). Its e-mail to the recipient waits in the outbox until the send date.
 */
export interface IssuedCard {
  code: string;
  currency: string;
  amount: number;
  expires_at: string;
  /** The order line's position, and which of its units. */
  line: number;
  unit: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
  /** The chosen day (YYYY-MM-DD); null for a card without one (sent at once to the buyer). */
  send_on: string | null;
  send_after: string;
}

/**
 * A code in the format /gift-card/balance reads (XXXX-XXXX-XXXX-XXXX): 80 bits from the
 * platform's CSPRNG in Crockford's base32 (no I, L, O or U to misread), so codes cannot be
 * guessed (OWASP ASVS 2.3.x / 3.2.2 thinking: at least 64 bits; balance checks are also
 * rate limited). gift_cards.code is the primary key: a code drawn twice fails the batch,
 * which is then tried again with new codes.
 */
export function newGiftCardCode(random: RandomBytes = cryptoRandomBytes): string {
  return crockfordBase32(random(10)).match(/.{4}/g)!.join('-');
}

const buyerName = (order: OrderRecord) => {
  const address = JSON.parse(order.address) as { first_name?: string; last_name?: string };
  return [address.first_name, address.last_name].filter(Boolean).join(' ');
};

/**
 * The cards a paid order issues, one per unit of its gift card lines. A line without a
 * `gift_card` (a preset amount added without a recipient, e.g. by a quick-add button) is a
 * card for the buyer, e-mailed at once.
 */
export function cardsToIssue(
  order: OrderRecord,
  lines: readonly LineRecord[],
  paidAt: Date,
  random: RandomBytes = cryptoRandomBytes,
): IssuedCard[] {
  const expires = giftCardExpiry(paidAt);
  return lines
    .filter((line) => line.is_gift_card === 1)
    .flatMap((line) => {
      const parsed =
        line.metadata === null ? null : v.safeParse(giftCardMetadata, (JSON.parse(line.metadata) as { gift_card?: unknown }).gift_card);
      const card = parsed?.success ? parsed.output : null;
      return Array.from({ length: line.quantity }, (_, unit) => ({
        code: newGiftCardCode(random),
        currency: order.currency,
        amount: line.price,
        expires_at: expires,
        line: line.position,
        unit,
        recipient_name: card?.recipient_name ?? buyerName(order),
        recipient_email: card?.recipient_email ?? order.email,
        message: card?.message ?? '',
        send_on: card?.send_on ?? null,
        send_after: sendAfter(card?.send_on, paidAt),
      }));
    });
}

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

/** The statements that store the cards (with their order line) and queue their e-mails. */
export function issueStatements(db: D1Database, cards: readonly IssuedCard[], order: OrderRecord, now: string): D1PreparedStatement[] {
  return cards.flatMap((card) => {
    const email = giftCardEmail(card, order);
    return [
      db
        .prepare(
          `INSERT INTO gift_cards (code, currency, initial_amount, balance, expires_at, order_id, order_line, unit, issued_at,
                                   recipient_email, send_on)
           VALUES (?1, ?2, ?3, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(
          card.code,
          card.currency,
          card.amount,
          card.expires_at,
          order.id,
          card.line,
          card.unit,
          now,
          card.recipient_email,
          card.send_on,
        ),
      db
        .prepare(
          `INSERT INTO outbox (created_at, recipient, kind, subject, body, link, html, order_id, send_after, sent_at)
           VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, NULL)`,
        )
        .bind(now, email.to, email.kind, email.subject, email.text, email.html, order.id, card.send_after),
    ];
  });
}
