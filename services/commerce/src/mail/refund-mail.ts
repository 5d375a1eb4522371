import type { OrderRecord } from '../checkout/orders/records';
import { mailLocale } from './kinds';
import type { Email } from './outbox';
import { composeEmail } from './render';

/** What an operator's refund gives back: the amount in the order's currency, and the lines it covers when it names them. */
export interface RefundDone {
  amount: number;
  currency: string;
  lines?: readonly { name: string; variation_name: string | null; quantity: number }[];
}

/**
 * The buyer's refund e-mail (templates/Refund.tsx), in the order's language and on its shop,
 * from the order row and the refund. The operator's refund action (ops/orders) queues it with
 * ./outbox.ts queueEmail in the batch that records the refund.
 */
export function refundMail(
  order: Pick<OrderRecord, 'id' | 'email' | 'locale' | 'address' | 'shop_origin'>,
  refund: RefundDone,
): Promise<Email> {
  const address = JSON.parse(order.address) as { first_name?: string };
  return composeEmail(order.email, {
    kind: 'refund',
    locale: mailLocale(order.locale),
    data: {
      shop_origin: order.shop_origin,
      order_id: order.id,
      first_name: address.first_name ?? '',
      amount: refund.amount,
      currency: refund.currency,
      lines: refund.lines ? [...refund.lines] : [],
    },
  });
}
