import { giftCardExpiry, sendAfter } from '../../../../../shared/gift-card';
import { marketTimeZone } from '../../../../../shared/market-time';
import { giftCardMetadata } from '../../../../../shared/schemas/cart';
import * as v from 'valibot';
import { buyerName, giftCardEmail, giftCardReceiptEmail } from '../../mail/gift-card-email';
import { queueEmail } from '../../mail/outbox';
import { crockfordBase32, cryptoRandomBytes, type RandomBytes } from '../orders/ids';
import type { LineRecord, OrderRecord } from '../orders/records';

/**
 * Gift cards bought with an order (docs/checkout.md "Gift cards"). When the order is paid
 * (../payments/apply-session.ts paidStatements, in the batch that marks it paid, so exactly once whoever
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
        send_after: sendAfter(card?.send_on, paidAt, marketTimeZone(order.locale)),
      }));
    });
}

/**
 * The statements that store the cards (with their order line) and queue their e-mails
 * (../../mail/gift-card-email.ts): the card to its recipient and, for a card bought for
 * someone else on a later day, the buyer's receipt, both from the card's send date.
 */
export async function issueStatements(
  db: D1Database,
  cards: readonly IssuedCard[],
  order: OrderRecord,
  now: string,
): Promise<D1PreparedStatement[]> {
  const mails = await Promise.all(
    cards.map(async (card) => {
      const receipt = giftCardReceiptEmail(card, order, now);
      return [await giftCardEmail(card, order), ...(receipt ? [await receipt] : [])];
    }),
  );
  return cards.flatMap((card, index) => [
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
    ...mails[index]!.map((email) => queueEmail(db, email, { now, orderId: order.id, sendAfter: card.send_after })),
  ]);
}
