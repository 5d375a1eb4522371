import type { IssuedCard } from '../checkout/gift-cards/issue';
import type { OrderRecord } from '../checkout/orders/records';
import { mailLocale } from './kinds';
import type { Email } from './outbox';
import { composeEmail } from './render';

/**
 * The e-mails about gift cards bought with an order (docs/checkout.md "Gift cards"), written
 * to the outbox when the cards are issued and sent on their send date
 * (../checkout/gift-cards/issue.ts): the card to its recipient (templates/GiftCard.tsx) and,
 * for a card bought for someone else on a later day, the buyer's receipt that it went
 * (templates/GiftCardReceipt.tsx). The order confirmation lists the cards bought itself.
 */

/** The buyer's name from the order's address: the giver the recipient is told of. */
export const buyerName = (order: Pick<OrderRecord, 'address'>) => {
  const address = JSON.parse(order.address) as { first_name?: string; last_name?: string };
  return [address.first_name, address.last_name].filter(Boolean).join(' ');
};

/** The recipient's e-mail: the code, the amount, the buyer's message and name, how to use it and the balance page. */
export function giftCardEmail(card: IssuedCard, order: OrderRecord): Promise<Email> {
  return composeEmail(card.recipient_email, {
    kind: 'gift-card',
    locale: mailLocale(order.locale),
    data: {
      shop_origin: order.shop_origin,
      giver: buyerName(order),
      recipient_name: card.recipient_name,
      code: card.code,
      amount: card.amount,
      expires_at: card.expires_at,
      message: card.message,
    },
  });
}

/**
 * The buyer's note that a card they bought for someone else was e-mailed, sent with the card
 * on a later day. None for a card to themselves, nor for one sent at once: the order
 * confirmation already says where it went.
 */
export function giftCardReceiptEmail(card: IssuedCard, order: OrderRecord, now: string): Promise<Email> | null {
  if (card.recipient_email.toLowerCase() === order.email.toLowerCase() || card.send_after <= now) return null;
  return composeEmail(order.email, {
    kind: 'gift-card-receipt',
    locale: mailLocale(order.locale),
    data: {
      shop_origin: order.shop_origin,
      order_id: order.id,
      buyer_name: (JSON.parse(order.address) as { first_name?: string }).first_name ?? '',
      recipient_name: card.recipient_name,
      recipient_email: card.recipient_email,
      amount: card.amount,
    },
  });
}
