/**
 * What an artist's sales count of a refunded order (docs/operations.md "Refunds and the
 * artists' payouts"): a line's units refunded are not sold (the sales read only the units
 * kept), and an amount refund takes the same share off every line the order kept. The share
 * is of what the order was worth after its line refunds (lines and shipping alike): an
 * amount refund is not tied to a line, so every line gives up the same part of itself.
 */
export interface OrderRefunds {
  /** What the order was paid: by the payment and by gift cards. */
  paid: number;
  /** All that was given back of it (to the payment and to gift cards). */
  refunded: number;
  /** The part of `refunded` that was for lines (line refunds). */
  refundedForLines: number;
}

/** The share (0 to 1) of each kept unit's price the order still holds after its amount refunds. */
export function keptShare({ paid, refunded, refundedForLines }: OrderRefunds): number {
  const worth = paid - refundedForLines;
  const byAmount = refunded - refundedForLines;
  if (byAmount <= 0) return 1;
  if (worth <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - byAmount / worth));
}
