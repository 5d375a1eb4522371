import { roundMoney } from '../../../../../shared/money';

/**
 * What refunding some lines is worth (docs/operations.md "Refunds"): each unit given back is
 * its line's price share, (price × quantity − the line's discount) ÷ quantity, so a coupon's
 * discount is not paid back twice. Shipping is never part of it (refund an amount for that).
 * Pure: the order's lines and the operator's picks come in, the money or the reason out.
 */
export interface RefundableLine {
  position: number;
  quantity: number;
  refunded_quantity: number;
  price: number;
  discount: number;
  is_gift_card: number;
}

export interface LinePick {
  position: number;
  quantity: number;
}

export type LineRefund = { ok: true; amount: number; lines: (LinePick & { amount: number })[] } | { ok: false; message: string };

export function lineRefund(lines: readonly RefundableLine[], picks: readonly LinePick[]): LineRefund {
  const seen = new Set<number>();
  const priced: (LinePick & { amount: number })[] = [];
  for (const pick of picks) {
    const line = lines.find((candidate) => candidate.position === pick.position);
    if (!line) return { ok: false, message: `The order has no line ${pick.position}` };
    if (seen.has(pick.position)) return { ok: false, message: `Line ${pick.position} is given twice` };
    seen.add(pick.position);
    if (line.is_gift_card) {
      return { ok: false, message: `Line ${pick.position} is a gift card the shopper bought: refund it as an amount` };
    }
    const left = line.quantity - line.refunded_quantity;
    if (pick.quantity > left) {
      return { ok: false, message: `Line ${pick.position} has ${left} of ${line.quantity} left to refund, not ${pick.quantity}` };
    }
    const unit = (line.price * line.quantity - line.discount) / line.quantity;
    priced.push({ ...pick, amount: roundMoney(unit * pick.quantity, 2) });
  }
  const amount = roundMoney(
    priced.reduce((sum, line) => sum + line.amount, 0),
    2,
  );
  return { ok: true, amount, lines: priced };
}
