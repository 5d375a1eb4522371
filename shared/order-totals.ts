/**
 * What an order costs (issue 11, docs/checkout.md): the commerce API prices every order
 * with this, and the checkout page can show the same figures before it submits
 * (expected_total must match to the cent). Pure: the lines, coupons, delivery and gift card
 * balances come in, the totals go out.
 *
 * - A line costs price x quantity, rounded to the currency's digits (lineTotal of
 *   shared/cart.ts), and its coupon discount is its best percentage of that, rounded the
 *   same way, as the cart drawer shows it (CartSummary's lineDiscount).
 * - Delivery is free when the lines after discount reach the method's free_from.
 * - Gift cards pay in the order given, each at most its balance, until nothing is left.
 * - Prices include VAT; `vat` is the VAT in the order's value (lines after discount plus
 *   delivery). Gift cards are a way to pay (multi-purpose vouchers): they change what the
 *   payment method pays, not the VAT of what was sold.
 */
import { bestDiscountAmong, couponAppliesTo, type DiscountableLine } from './coupons';
import { roundMoney } from './money';
import type { Coupon } from './types';

export interface TotalsLine extends DiscountableLine {
  price: number;
  quantity: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** The coupons of the order (sync-coupons' answer); only applied ones discount. */
  coupons: readonly Coupon[];
  /** The chosen delivery method's price and the order value it is free from (null: never). */
  delivery: { price: number; free_from: number | null };
  /** Gift cards in the order the shopper gave them, with what is left on each. */
  giftCards: readonly { code: string; balance: number }[];
  /** Percent, included in the prices. */
  vatRate: number;
  /** Fraction digits of prices in the currency (0 for SEK and DKK, 2 otherwise). */
  decimals: number;
}

export interface OrderTotals {
  /** The lines before discount. */
  lines: number;
  discount: number;
  shipping: number;
  gift_cards: number;
  /** lines - discount + shipping - gift_cards: what the payment method pays. */
  total: number;
  /** The VAT in the order's value, lines - discount + shipping (gift cards change no VAT). */
  vat: number;
}

export interface PricedOrder {
  totals: OrderTotals;
  /** Each line's total before and its discount, in the order of the lines. */
  lineAmounts: { total: number; discount: number }[];
  /** What each applied coupon takes off (a line's discount goes to the first coupon with its best percentage). */
  couponDiscounts: { code: string; discount: number }[];
  /** What each gift card pays, in the order given; cards nothing is left for pay 0. */
  giftCardAmounts: { code: string; amount: number }[];
}

/** Money compared to the cent: amounts that print the same are equal. */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

export function priceOrder(input: TotalsInput): PricedOrder {
  const { decimals } = input;
  const byCode = new Map<string, number>();
  const lineAmounts = input.lines.map((line) => {
    const total = roundMoney(line.price * line.quantity, decimals);
    const percent = bestDiscountAmong(line, input.coupons);
    if (percent === 0) return { total, discount: 0 };
    const discount = roundMoney((total * percent) / 100, decimals);
    const coupon = input.coupons.find((candidate) => candidate.percentage_discount === percent && couponAppliesTo(candidate, line));
    if (coupon) byCode.set(coupon.code, (byCode.get(coupon.code) ?? 0) + discount);
    return { total, discount };
  });
  const lines = roundMoney(
    lineAmounts.reduce((sum, line) => sum + line.total, 0),
    decimals,
  );
  const discount = roundMoney(
    lineAmounts.reduce((sum, line) => sum + line.discount, 0),
    decimals,
  );
  const afterDiscount = roundMoney(lines - discount, 2);
  const isFree = input.delivery.free_from !== null && afterDiscount >= input.delivery.free_from;
  const shipping = isFree ? 0 : input.delivery.price;
  const value = roundMoney(afterDiscount + shipping, 2);
  let due = value;
  const giftCardAmounts = input.giftCards.map(({ code, balance }) => {
    const amount = roundMoney(Math.max(0, Math.min(balance, due)), 2);
    due = roundMoney(due - amount, 2);
    return { code, amount };
  });
  const giftCards = roundMoney(
    giftCardAmounts.reduce((sum, card) => sum + card.amount, 0),
    2,
  );
  const total = due;
  return {
    totals: {
      lines,
      discount,
      shipping,
      gift_cards: giftCards,
      total,
      vat: roundMoney((value * input.vatRate) / (100 + input.vatRate), 2),
    },
    lineAmounts,
    couponDiscounts: input.coupons
      .filter((coupon) => byCode.has(coupon.code))
      .map((coupon) => ({ code: coupon.code, discount: roundMoney(byCode.get(coupon.code)!, decimals) })),
    giftCardAmounts,
  };
}
