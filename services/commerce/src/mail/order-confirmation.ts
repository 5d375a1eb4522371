import type { OrderAnswer } from '../checkout/orders/answer';
import type { IssuedCard } from '../checkout/gift-cards/issue';
import { mailLocale, type MailMessage } from './kinds';
import type { Email } from './outbox';
import { composeEmail } from './render';

/**
 * The order confirmation (templates/OrderConfirmation.tsx), in the order's language, with
 * links on the order's own shop. It goes to the outbox (./outbox.ts, read locally by GET
 * /api/dev/outbox) in the batch that marks the order paid
 * (../checkout/payments/apply-session.ts), so every paid order has exactly one.
 *
 * `bought`: the gift cards the order issues (../checkout/gift-cards/issue.ts), listed by
 * amount and recipient, never by code.
 */
export function confirmationMessage(order: OrderAnswer, bought: readonly IssuedCard[], shopOrigin: string): MailMessage {
  return {
    kind: 'order-confirmation',
    locale: mailLocale(order.locale),
    data: {
      shop_origin: shopOrigin,
      order,
      gift_cards: bought.map(({ amount, recipient_name, recipient_email, send_after }) => ({
        amount,
        recipient_name,
        recipient_email,
        send_after,
      })),
    },
  };
}

/** The confirmation as an e-mail to the order's contact address. */
export const confirmationEmail = (order: OrderAnswer, bought: readonly IssuedCard[], shopOrigin: string): Promise<Email> =>
  composeEmail(order.contact.email, confirmationMessage(order, bought, shopOrigin));
