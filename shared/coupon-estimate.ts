/**
 * The coupons' discount as the shop estimates it from the four maxima (shared/coupons):
 * the cart drawer and the checkout's summary. The server's order decides.
 */
import { lineTotal } from './cart';
import { bestDiscountFor, type CouponMaxima } from './coupons';
import { roundMoney } from './money';
import type { CartLine } from './types';

/** A line's share of the estimated coupon discount: its best percentage, rounded like the line. */
export function lineDiscount(line: CartLine, maxima: CouponMaxima, options: { vat: boolean; decimals: number }): number {
  const percent = bestDiscountFor(line, maxima);
  return percent > 0 ? roundMoney((lineTotal(line, options) * percent) / 100, options.decimals) : 0;
}

/**
 * The coupons' discount as the cart can estimate it: the lines' shares (lineDiscount), so
 * the lines' discounted totals add up to the total shown. The server's checkout decides.
 */
export function estimatedDiscount(lines: readonly CartLine[], maxima: CouponMaxima, options: { vat: boolean; decimals: number }): number {
  return roundMoney(
    lines.reduce((sum, line) => sum + lineDiscount(line, maxima, options), 0),
    options.decimals,
  );
}
