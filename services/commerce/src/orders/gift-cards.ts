import { giftCardExpiry, sendAfter } from '../../../../shared/gift-card';
import { giftCardMetadata } from '../../../../shared/schemas/cart';
import * as v from 'valibot';
import type { MailMessage } from '../mail/kinds';
import { mailStatement } from '../mail/outbox';
import { orderLocale } from './email';
import { crockfordBase32, cryptoRandomBytes, type RandomBytes } from './ids';
import type { LineRecord, OrderRecord } from './records';

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

/** The recipient's e-mail: the code, the amount, the buyer's message and name, how to use it and the balance page. */
export function giftCardMessage(card: IssuedCard, order: OrderRecord): MailMessage {
  return {
    kind: 'gift-card',
    locale: orderLocale(order.locale),
    data: {
      shop_origin: order.shop_origin,
      giver: buyerName(order),
      recipient_name: card.recipient_name,
      code: card.code,
      amount: card.amount,
      expires_at: card.expires_at,
      message: card.message,
    },
  };
}

/**
 * The buyer's note that a card they bought for someone else was e-mailed, sent with the card
 * on a later day. None for a card to themselves, nor for one sent at once: the order
 * confirmation already says where it went.
 */
export function giftCardReceiptMessage(card: IssuedCard, order: OrderRecord, now: string): MailMessage | null {
  if (card.recipient_email.toLowerCase() === order.email.toLowerCase() || card.send_after <= now) return null;
  return {
    kind: 'gift-card-receipt',
    locale: orderLocale(order.locale),
    data: {
      shop_origin: order.shop_origin,
      order_id: order.id,
      buyer_name: (JSON.parse(order.address) as { first_name?: string }).first_name ?? '',
      recipient_name: card.recipient_name,
      recipient_email: card.recipient_email,
      amount: card.amount,
    },
  };
}

/**
 * The statements that store the cards (with their order line) and queue their e-mails: the
 * card to its recipient and the receipt to the buyer, both from the card's send date.
 */
export async function issueStatements(db: D1Database, cards: readonly IssuedCard[], order: OrderRecord, now: string): Promise<D1PreparedStatement[]> {
  const mails = await Promise.all(
    cards.map(async (card) => {
      const entry = { orderId: order.id, sendAfter: card.send_after };
      const receipt = giftCardReceiptMessage(card, order, now);
      return [
        await mailStatement(db, giftCardMessage(card, order), { ...entry, to: card.recipient_email }, now),
        ...(receipt ? [await mailStatement(db, receipt, { ...entry, to: order.email }, now)] : []),
      ];
    }),
  );
  return cards.flatMap((card, index) => {
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
      ...mails[index]!,
    ];
  });
}
