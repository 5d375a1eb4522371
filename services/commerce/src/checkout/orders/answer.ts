import type { ShippingChoice } from '../quote';
import { totalsOf, type LineRecord, type OrderLineFields, type OrderRecord, type StoredOrder } from './records';

/** GET /api/orders/{id}'s answer (docs/checkout.md). */
export interface OrderAnswer {
  order_id: string;
  checkout_id: string;
  status: OrderRecord['status'];
  created_at: string;
  paid_at: string | null;
  locale: string;
  currency: string;
  contact: { email: string; phone: string };
  address: Record<string, string>;
  shipping: ShippingChoice;
  payment: { kind: string; status: string; decline_reason: string | null; app_url: string | null } | null;
  lines: (Omit<OrderLineFields, 'discount'> & { metadata: unknown })[];
  coupons: { code: string; discount: number }[];
  gift_cards: { code: string; amount: number }[];
  totals: ReturnType<typeof totalsOf>;
}

/** A gift card code with all but its last four characters hidden: "****-****-****-6789". */
export const maskGiftCard = (code: string) => `****-****-****-${code.slice(-4)}`;

/**
 * The payment part: none when gift cards paid it all (nothing for a payment method to pay);
 * the provider's status otherwise ('pending' until a session is open).
 */
function paymentOf(order: OrderRecord): OrderAnswer['payment'] {
  if (order.total <= 0) return null;
  return {
    kind: order.payment_kind,
    status: order.payment_status ?? 'pending',
    decline_reason: order.payment_decline_reason,
    app_url: order.status === 'pending_payment' ? order.payment_app_url : null,
  };
}

const lineOf = ({
  order_id: _order,
  position: _position,
  discount: _discount,
  is_gift_card: _giftCard,
  metadata,
  ...fields
}: LineRecord): OrderAnswer['lines'][number] => ({
  ...fields,
  metadata: metadata === null ? null : (JSON.parse(metadata) as unknown),
});

export function orderAnswer({ order, lines, giftCards }: Pick<StoredOrder, 'order' | 'lines' | 'giftCards'>): OrderAnswer {
  return {
    order_id: order.id,
    checkout_id: order.checkout_id,
    status: order.status,
    created_at: order.created_at,
    paid_at: order.paid_at,
    locale: order.locale,
    currency: order.currency,
    contact: JSON.parse(order.contact) as OrderAnswer['contact'],
    address: JSON.parse(order.address) as OrderAnswer['address'],
    shipping: JSON.parse(order.shipping) as OrderAnswer['shipping'],
    payment: paymentOf(order),
    lines: lines.map(lineOf),
    coupons: JSON.parse(order.coupons) as OrderAnswer['coupons'],
    // What each card pays (a cancelled order's amounts went back to the cards).
    gift_cards: giftCards.map((card) => ({ code: maskGiftCard(card.code), amount: card.amount })),
    totals: totalsOf(order),
  };
}
