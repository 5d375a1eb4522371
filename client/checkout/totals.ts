/**
 * What the checkout's summary shows, from the synced cart and the coupons the server
 * applied: the same pricing the commerce API uses for the order (shared/order-totals.ts),
 * so the total the shopper sees is the expected_total the order is placed with. The
 * server refuses a total that differs (409 total_changed, docs/checkout.md), for example
 * when a price changed since the last sync.
 */
import { priceOrder } from '../../shared/order-totals';
import { roundMoney } from '../../shared/money';
import type { CartLine, Coupon } from '../../shared/types';

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
  /** VAT in the order's value (lines after discount plus delivery); gift cards change no VAT. */
  vat: number;
}

export function checkoutTotals({
  lines,
  coupons,
  decimals,
  delivery,
  giftCards,
}: {
  lines: readonly CartLine[];
  coupons: readonly Coupon[];
  decimals: number;
  delivery: DeliveryChoice | null;
  giftCards: readonly GiftCardUse[];
}): CheckoutTotals {
  const { totals, giftCardAmounts } = priceOrder({
    lines,
    coupons,
    delivery: delivery ?? { price: 0, free_from: null },
    giftCards,
    vatRate: lines[0]?.vat ?? 0,
    decimals,
  });
  const goods = roundMoney(totals.lines - totals.discount, decimals);
  const freeDeliveryLeft =
    delivery !== null && delivery.free_from !== null && goods < delivery.free_from
      ? roundMoney(delivery.free_from - goods, decimals)
      : null;
  return {
    lines: totals.lines,
    discount: totals.discount,
    shipping: delivery === null ? null : totals.shipping,
    freeDeliveryLeft,
    giftCards: giftCardAmounts,
    total: totals.total,
    vat: totals.vat,
  };
}
