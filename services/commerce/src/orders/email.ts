import { isLocaleCode, type LocaleCode } from '../../../../shared/locales';
import type { MailMessage } from '../mail/kinds';
import type { OrderAnswer } from './answer';
import type { IssuedCard } from './gift-cards';

/**
 * The order's e-mails as messages for the mail module (../mail: templates, strings in
 * locales/email, the outbox): the confirmation, written in the batch that marks the order
 * paid, so every paid order has exactly one, and the note that its payment failed.
 */
export const orderLocale = (locale: string): LocaleCode => (isLocaleCode(locale) ? locale : 'en');

/** `bought`: the gift cards the order issues (./gift-cards.ts), listed by amount and recipient, never by code. */
export function confirmationMessage(order: OrderAnswer, bought: readonly IssuedCard[], shopOrigin: string): MailMessage {
  return {
    kind: 'order-confirmation',
    locale: orderLocale(order.locale),
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

export function paymentFailedMessage(order: { id: string; locale: string; address: string; shop_origin: string }): MailMessage {
  const address = JSON.parse(order.address) as { first_name?: string };
  return {
    kind: 'payment-failed',
    locale: orderLocale(order.locale),
    data: { shop_origin: order.shop_origin, order_id: order.id, first_name: address.first_name ?? '' },
  };
}
