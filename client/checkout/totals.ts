/**
 * What the checkout's summary shows, from the synced cart: lines, the coupons' estimated
 * discount, delivery (free from the method's threshold on the discounted lines), gift
 * cards and what is left to pay. The server prices the order again when it is placed and
 * refuses a total that differs from this one (409 total_changed, docs/checkout.md).
 */
import { cartTotal } from '../../shared/cart';
import type { CouponMaxima } from '../../shared/coupons';
import { estimatedDiscount } from '../../shared/coupon-estimate';
import { roundMoney } from '../../shared/money';
import type { CartLine } from '../../shared/types';

export interface DeliveryChoice {
  price: number;
  /** The order value from which the method is free; null: never. */
  free_from: number | null;
}

export interface GiftCardUse {
  code: string;
  balance: number;
}

export interface CheckoutTotals {
  lines: number;
  discount: number;
  /** null until a delivery method is chosen. */
  shipping: number | null;
  /** How much more would make the chosen method free (null: nothing, or it never is). */
  freeDeliveryLeft: number | null;
  giftCards: { code: string; amount: number }[];
  /** What the payment method pays. */
  total: number;
  /** VAT in the order's value (lines after discount plus delivery); gift cards are a way to pay and change no VAT. */
  vat: number;
}

export function checkoutTotals({
  lines,
  maxima,
  decimals,
  delivery,
  giftCards,
}: {
  lines: readonly CartLine[];
  maxima: CouponMaxima;
  decimals: number;
  delivery: DeliveryChoice | null;
  giftCards: readonly GiftCardUse[];
}): CheckoutTotals {
  const options = { vat: true, decimals };
  const linesTotal = cartTotal(lines, options);
  const discount = estimatedDiscount(lines, maxima, options);
  const goods = roundMoney(linesTotal - discount, decimals);
  const isFree = delivery !== null && delivery.free_from !== null && goods >= delivery.free_from;
  const shipping = delivery === null ? null : isFree ? 0 : delivery.price;
  const freeDeliveryLeft =
    delivery !== null && delivery.free_from !== null && !isFree ? roundMoney(delivery.free_from - goods, decimals) : null;
  const value = roundMoney(goods + (shipping ?? 0), decimals);
  let left = value;
  const used = giftCards.map((card) => {
    const amount = roundMoney(Math.min(card.balance, left), decimals);
    left = roundMoney(left - amount, decimals);
    return { code: card.code, amount };
  });
  const rate = lines[0]?.vat ?? 0;
  const vat = roundMoney((value * rate) / (100 + rate), 2);
  return { lines: linesTotal, discount, shipping, freeDeliveryLeft, giftCards: used, total: left, vat };
}
