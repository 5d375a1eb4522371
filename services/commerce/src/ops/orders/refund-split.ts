import { roundMoney } from '../../../../../shared/money';

/**
 * How a refund is split (docs/operations.md "Refunds"): the money paid through the payment
 * goes back first, then the gift cards, the last card used first. The shopper gets real
 * money back before store credit, and a card's balance comes back only for what the payment
 * did not cover. Amounts in the order's currency; what was refunded before is taken off.
 */
export interface RefundablePart {
  /** What the payment paid, and how much of it was refunded already. */
  payment: { paid: number; refunded: number };
  /** The gift cards the order spent, in the order they were used. */
  giftCards: { position: number; amount: number; refunded: number }[];
}

export interface RefundSplit {
  payment: number;
  giftCards: { position: number; amount: number }[];
}

/** What is left to refund of the order. */
export function refundable({ payment, giftCards }: RefundablePart): number {
  const cards = giftCards.reduce((sum, card) => sum + card.amount - card.refunded, 0);
  return roundMoney(payment.paid - payment.refunded + cards, 2);
}

/** The split of `amount`, which must be at most refundable(part). */
export function splitRefund(part: RefundablePart, amount: number): RefundSplit {
  let left = roundMoney(amount, 2);
  const payment = Math.min(left, roundMoney(part.payment.paid - part.payment.refunded, 2));
  left = roundMoney(left - payment, 2);
  const giftCards: RefundSplit['giftCards'] = [];
  for (const card of [...part.giftCards].reverse()) {
    if (left <= 0) break;
    const back = Math.min(left, roundMoney(card.amount - card.refunded, 2));
    if (back > 0) giftCards.push({ position: card.position, amount: back });
    left = roundMoney(left - back, 2);
  }
  return { payment, giftCards };
}
