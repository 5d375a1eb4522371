import { isLocaleCode, type LocaleCode } from '../../../../shared/locales';
import type { OrderAnswer } from '../checkout/orders/answer';

/**
 * Every e-mail the shop writes, by kind, with the data its template needs (docs/operations.md
 * "Mail"). Data is plain JSON: what a writer knows when the mail is caused, amounts as numbers
 * in the market's currency, every address of the shop built from `shop_origin` (the order's or
 * the market's own domain, e.g. "https://artlane.de"), so a mail never links elsewhere.
 */
export interface MailData {
  /** To the buyer when the order is paid (../checkout/payments/apply-session.ts). */
  'order-confirmation': { shop_origin: string; order: OrderAnswer; gift_cards: BoughtGiftCard[] };
  /** To the buyer, once per order, when its payment is declined, cancelled or expires. */
  'payment-failed': { shop_origin: string; order_id: string; first_name: string };
  /** To a gift card's recipient on its send date (../checkout/gift-cards/issue.ts). */
  'gift-card': {
    shop_origin: string;
    giver: string;
    recipient_name: string;
    code: string;
    amount: number;
    expires_at: string;
    message: string;
  };
  /** To the buyer when a card they bought for someone else is sent (same send date). */
  'gift-card-receipt': {
    shop_origin: string;
    order_id: string;
    buyer_name: string;
    recipient_name: string;
    recipient_email: string;
    amount: number;
  };
  /**
   * To the buyer when an operator refunds (part of) an order: the amount refunded now and,
   * when the refund names them, the lines it covers.
   */
  refund: {
    shop_origin: string;
    order_id: string;
    first_name: string;
    amount: number;
    /** The order's currency (the market's; an amount is never shown in another). */
    currency: string;
    lines: { name: string; variation_name: string | null; quantity: number }[];
  };
  /** The double opt-in link (../newsletter/subscriptions.ts). */
  'newsletter-confirmation': { shop_origin: string; email: string; confirm_url: string; valid_days: number };
  /** After the address confirmed: the sign-up's code (null when an order already spent it). */
  'newsletter-welcome': { shop_origin: string; email: string; code: string | null; discount_percent: number; unsubscribe_url: string };
  /** The unsubscribe link, asked for by address (../newsletter/subscriptions.ts). */
  'unsubscribe-confirmation': { shop_origin: string; unsubscribe_url: string };
}

export type MailKind = keyof MailData;

/** One of the order's gift cards as its confirmation lists it (never its code). */
export interface BoughtGiftCard {
  amount: number;
  recipient_name: string;
  recipient_email: string;
  /** When it is e-mailed: an instant (ISO 8601). */
  send_after: string;
}

/** What renderMail takes: the kind, the language it is written in, and its data. */
export type MailMessage = { [K in MailKind]: { kind: K; locale: LocaleCode; data: MailData[K] } }[MailKind];

/** A message ready for the outbox and the mail service. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on newsletter mail, none on transactional mail. */
  headers: Record<string, string>;
}

/**
 * Newsletter mail: sent only to addresses that confirmed (newsletter/subscriptions.ts), each
 * with a one-click unsubscribe (RFC 8058). Everything else is transactional: caused by what
 * the recipient did, without those headers.
 */
export const NEWSLETTER_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['newsletter-welcome']);

export const MAIL_KINDS: readonly MailKind[] = [
  'order-confirmation',
  'payment-failed',
  'gift-card',
  'gift-card-receipt',
  'refund',
  'newsletter-confirmation',
  'newsletter-welcome',
  'unsubscribe-confirmation',
];

/** The language a mail is written in: the order's or subscriber's, English for a code the shop no longer has. */
export const mailLocale = (locale: string): LocaleCode => (isLocaleCode(locale) ? locale : 'en');
