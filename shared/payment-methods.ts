/**
 * How a shopper can pay in each market (issue 11). A payment kind is what the checkout
 * offers and the commerce API asks the payment provider for; the logos the footer shows
 * (Locale.paymentMethods) are the brands behind them. Which market has which kind is
 * product configuration, kept here once for the checkout page and the commerce API
 * (docs/payments.md).
 */
import type { LocaleCode } from './locales';

export const PAYMENT_KINDS = ['card', 'pay_later', 'invoice', 'bankid', 'ideal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Card everywhere; the others where shoppers of that market expect them. */
export const PAYMENT_KINDS_BY_LOCALE: Record<LocaleCode, readonly PaymentKind[]> = {
  sv: ['card', 'bankid', 'pay_later', 'invoice'],
  da: ['card', 'bankid', 'pay_later', 'invoice'],
  fi: ['card', 'bankid', 'pay_later', 'invoice'],
  de: ['card', 'pay_later', 'invoice'],
  nl: ['card', 'ideal', 'pay_later'],
  en: ['card', 'pay_later'],
  cs: ['card'],
  es: ['card'],
  et: ['card'],
  fr: ['card'],
  hr: ['card'],
  hu: ['card'],
  it: ['card'],
  lt: ['card'],
  lv: ['card'],
  pl: ['card'],
  pt: ['card'],
  ro: ['card'],
  sl: ['card'],
};

export function isPaymentKind(value: unknown): value is PaymentKind {
  return typeof value === 'string' && (PAYMENT_KINDS as readonly string[]).includes(value);
}

/** Whether `kind` is offered in the market of `locale`. */
export function offersPaymentKind(locale: LocaleCode, kind: PaymentKind): boolean {
  return PAYMENT_KINDS_BY_LOCALE[locale].includes(kind);
}

/**
 * Kinds where the shopper confirms in an app while the shop waits and polls the payment
 * (BankID-style); the others send the browser to the provider's page and back.
 */
export const POLLED_KINDS: readonly PaymentKind[] = ['bankid'];
