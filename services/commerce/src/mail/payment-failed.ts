import type { OrderRecord } from '../checkout/orders/records';
import { mailLocale } from './kinds';
import type { Email } from './outbox';
import { composeEmail } from './render';

/**
 * The buyer's note that the order's payment was declined, cancelled or expired
 * (templates/PaymentFailed.tsx): nothing was charged, and the way back to the checkout on the
 * order's own shop. Written once per order (../checkout/payments/apply-session.ts markFailed).
 */
export function paymentFailedEmail(order: Pick<OrderRecord, 'id' | 'email' | 'locale' | 'address' | 'shop_origin'>): Promise<Email> {
  const address = JSON.parse(order.address) as { first_name?: string };
  return composeEmail(order.email, {
    kind: 'payment-failed',
    locale: mailLocale(order.locale),
    data: { shop_origin: order.shop_origin, order_id: order.id, first_name: address.first_name ?? '' },
  });
}
