/**
 * The 19 languages (README.md "Configure a domain"): each is tied to a store id and a currency.
 * These are product facts, not deployment configuration; which host serves which
 * language is configuration (see worker/markets.ts and wrangler.toml).
 */

export const LOCALE_CODES = [
  'sv',
  'da',
  'de',
  'cs',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'hr',
  'hu',
  'it',
  'lt',
  'lv',
  'nl',
  'pl',
  'pt',
  'ro',
  'sl',
] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'sv';

export type PaymentMethodName = 'amex' | 'bankid' | 'ideal' | 'klarna' | 'mastercard' | 'visa';

/** docs/site.md "Layout": a payment method's logo as the footer and the checkout draw it, at its own size. */
export interface PaymentMethod {
  name: PaymentMethodName;
  width: number;
  height: number;
}

/** Every payment mark is drawn on a card tile of this size (worker/routes/static-images.ts). */
export const PAYMENT_LOGO_SIZE = { width: 50, height: 32 } as const;

export interface Locale {
  code: LocaleCode;
  /** BCP 47 tag used for Intl formatting and hreflang. */
  iso: string;
  /** The language's own name, for the language switcher. */
  name: string;
  storeID: number;
  countryCode: string;
  currency: 'SEK' | 'DKK' | 'GBP' | 'EUR';
  country: string;
  /** Fraction digits used when showing prices including VAT. */
  currencyDecimals: 0 | 2;
  paymentMethods: PaymentMethod[];
}

const logo = (name: PaymentMethodName): PaymentMethod => ({ name, ...PAYMENT_LOGO_SIZE });
const card: PaymentMethod[] = [logo('visa'), logo('mastercard'), logo('amex')];
const klarna = logo('klarna');
const bankid = logo('bankid');

function locale(
  code: LocaleCode,
  storeID: number,
  iso: string,
  name: string,
  countryCode: string,
  country: string,
  currency: Locale['currency'],
  extra: PaymentMethod[],
): Locale {
  return {
    code,
    iso,
    name,
    storeID,
    countryCode,
    country,
    currency,
    // docs/shop-rules.md "Limits and constants": sv and da show no decimals, the others two.
    currencyDecimals: code === 'sv' || code === 'da' ? 0 : 2,
    paymentMethods: [...card, ...extra],
  };
}

export const LOCALES: Record<LocaleCode, Locale> = {
  sv: locale('sv', 1, 'sv-SE', 'Svenska', 'SE', 'Sverige', 'SEK', [klarna, bankid]),
  da: locale('da', 2, 'da-DK', 'Dansk', 'DK', 'Danmark', 'DKK', [klarna, bankid]),
  de: locale('de', 3, 'de-DE', 'Deutsch', 'DE', 'Deutschland', 'EUR', [klarna]),
  cs: locale('cs', 4, 'cs-CZ', 'Čeština', 'CZ', 'Česko', 'EUR', []),
  en: locale('en', 5, 'en-GB', 'English', 'GB', 'United Kingdom', 'GBP', [klarna]),
  es: locale('es', 6, 'es-ES', 'Español', 'ES', 'España', 'EUR', []),
  et: locale('et', 7, 'et-EE', 'Eesti', 'EE', 'Eesti', 'EUR', []),
  fi: locale('fi', 8, 'fi-FI', 'Suomi', 'FI', 'Suomi', 'EUR', [klarna, bankid]),
  fr: locale('fr', 9, 'fr-FR', 'Français', 'FR', 'France', 'EUR', []),
  hr: locale('hr', 10, 'hr-HR', 'Hrvatski', 'HR', 'Hrvatska', 'EUR', []),
  hu: locale('hu', 11, 'hu-HU', 'Magyar', 'HU', 'Magyarország', 'EUR', []),
  it: locale('it', 12, 'it-IT', 'Italiano', 'IT', 'Italia', 'EUR', []),
  lt: locale('lt', 13, 'lt-LT', 'Lietuvių', 'LT', 'Lietuva', 'EUR', []),
  lv: locale('lv', 14, 'lv-LV', 'Latviešu', 'LV', 'Latvija', 'EUR', []),
  nl: locale('nl', 15, 'nl-NL', 'Nederlands', 'NL', 'Nederland', 'EUR', [logo('ideal'), klarna]),
  pl: locale('pl', 16, 'pl-PL', 'Polski', 'PL', 'Polska', 'EUR', []),
  pt: locale('pt', 17, 'pt-PT', 'Português', 'PT', 'Portugal', 'EUR', []),
  ro: locale('ro', 18, 'ro-RO', 'Română', 'RO', 'România', 'EUR', []),
  sl: locale('sl', 19, 'sl-SI', 'Slovenščina', 'SI', 'Slovenija', 'EUR', []),
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The locale whose store id is `sid`, if any. */
export function localeByStoreId(sid: number): Locale | undefined {
  return LOCALE_CODES.map((code) => LOCALES[code]).find((l) => l.storeID === sid);
}
