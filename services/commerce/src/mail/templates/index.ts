import type { MailKind } from '../kinds';
import { giftCard } from './GiftCard';
import { giftCardReceipt } from './GiftCardReceipt';
import { newsletterConfirmation } from './NewsletterConfirmation';
import { newsletterWelcome } from './NewsletterWelcome';
import { orderConfirmation } from './OrderConfirmation';
import { paymentFailed } from './PaymentFailed';
import { refund } from './Refund';
import type { MailTemplate } from './template';
import { unsubscribeConfirmation } from './UnsubscribeConfirmation';

/** One template per kind (a kind without one fails the type check). */
export const TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  'order-confirmation': orderConfirmation,
  'payment-failed': paymentFailed,
  'gift-card': giftCard,
  'gift-card-receipt': giftCardReceipt,
  refund,
  'newsletter-confirmation': newsletterConfirmation,
  'newsletter-welcome': newsletterWelcome,
  'unsubscribe-confirmation': unsubscribeConfirmation,
};
