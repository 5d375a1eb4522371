import { LOCALES, LOCALE_CODES, type LocaleCode } from '../../../../../../shared/locales';
import { PAYMENT_KINDS_BY_LOCALE, type PaymentKind } from '../../../../../../shared/payment-methods';

/**
 * Which Stripe payment method serves each of the shop's payment kinds in each market
 * (docs/payments.md "Stripe: which method serves which kind"), and the facts from Stripe's
 * documentation that decide it: where a method's shoppers may be, in which currencies, and
 * whether it can authorize now and capture later. Pure: the configuration check
 * (./config.ts) and the session parameters (./session.ts) both read it.
 */
export type StripeMethod = 'card' | 'klarna' | 'ideal' | 'swish' | 'mobilepay';

interface MethodFacts {
  /** The customers' countries Stripe offers it to (ISO 3166-1 alpha-2); null: everywhere. */
  countries: readonly string[] | null;
  /** The presentment currencies it takes in the shop's markets' countries (by country; '*': any). */
  currencies: Readonly<Record<string, readonly string[]>>;
  /** Whether a payment can be authorized and captured later (capture_method manual). */
  separateCapture: boolean;
}

/**
 * From Stripe's payment method pages (docs.stripe.com/payments/<method>), API version
 * 2024-04-10: cards (with Apple Pay and Google Pay, which Checkout shows under card) in any
 * currency; Klarna in the customer's own currency (SEK in Sweden, DKK in Denmark, EUR in
 * the euro countries, GBP in the United Kingdom); iDEAL in EUR in the Netherlands; Swish in
 * SEK in Sweden; MobilePay in DKK, EUR, NOK and SEK for customers in Denmark and Finland.
 * iDEAL and Swish are paid at once: they cannot authorize without capturing.
 */
export const STRIPE_METHODS: Readonly<Record<StripeMethod, MethodFacts>> = {
  card: { countries: null, currencies: { '*': ['*'] }, separateCapture: true },
  klarna: {
    countries: ['AT', 'BE', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE'],
    currencies: { SE: ['SEK'], DK: ['DKK'], NO: ['NOK'], GB: ['GBP'], CZ: ['CZK'], PL: ['PLN'], RO: ['RON'], '*': ['EUR'] },
    separateCapture: true,
  },
  ideal: { countries: ['NL'], currencies: { NL: ['EUR'] }, separateCapture: false },
  swish: { countries: ['SE'], currencies: { SE: ['SEK'] }, separateCapture: false },
  mobilepay: { countries: ['DK', 'FI'], currencies: { '*': ['DKK', 'EUR', 'NOK', 'SEK'] }, separateCapture: true },
};

/**
 * The methods a kind may become, in order of preference: the app-confirmation kind
 * (bankid) is Swish where Swedes pay that way and MobilePay in Denmark and Finland;
 * pay_later and invoice are both Klarna (its Checkout page lets the shopper pick "pay in
 * 30 days" or instalments).
 */
const CANDIDATES: Readonly<Record<PaymentKind, readonly StripeMethod[]>> = {
  card: ['card'],
  pay_later: ['klarna'],
  invoice: ['klarna'],
  ideal: ['ideal'],
  bankid: ['swish', 'mobilepay'],
};

/** Whether Stripe offers `method` to shoppers of `country` paying in `currency`. */
export function offers(method: StripeMethod, country: string, currency: string): boolean {
  const facts = STRIPE_METHODS[method];
  if (facts.countries && !facts.countries.includes(country)) return false;
  const currencies = facts.currencies[country] ?? facts.currencies['*'] ?? [];
  return currencies.includes('*') || currencies.includes(currency);
}

/** The Stripe method that serves `kind` in the market of `locale`, or null when Stripe has none there. */
export function stripeMethodFor(locale: LocaleCode, kind: PaymentKind): StripeMethod | null {
  const { countryCode, currency } = LOCALES[locale];
  return CANDIDATES[kind].find((method) => offers(method, countryCode, currency)) ?? null;
}

/**
 * Every kind a market offers (shared/payment-methods.ts) that Stripe cannot serve there, as
 * messages: a configuration error, found when the configuration is checked, never by a
 * shopper at the checkout.
 */
export function unservedKinds(kindsByLocale: Readonly<Record<LocaleCode, readonly PaymentKind[]>> = PAYMENT_KINDS_BY_LOCALE): string[] {
  return LOCALE_CODES.flatMap((locale) =>
    (kindsByLocale[locale] ?? [])
      .filter((kind) => stripeMethodFor(locale, kind) === null)
      .map(
        (kind) =>
          `the ${locale} market (${LOCALES[locale].countryCode}, ${LOCALES[locale].currency}) offers "${kind}", which no Stripe payment method serves there: remove it from shared/payment-methods.ts`,
      ),
  );
}

/**
 * Stripe Checkout's page language for the shop's: each of the 19 is one of Checkout's
 * locales; English is the British variant (the en market is the United Kingdom).
 */
export function checkoutLocale(locale: LocaleCode): string {
  return locale === 'en' ? 'en-GB' : locale;
}
