import { EMAIL } from '../../../../locales/email';
import { createTranslator, type Translate } from '../../../../shared/i18n';
import { LOCALES, type Locale, type LocaleCode } from '../../../../shared/locales';
import { currencyDecimalsOf, formatMoney } from '../../../../shared/money';

/**
 * What a template writes with: the language's strings (locales/email, CLDR plurals through
 * shared/i18n), the market's money and date formats, and the shop's own addresses.
 */
export interface MailWords {
  locale: LocaleCode;
  t: Translate;
  /**
   * An amount in the market's currency and format ("299 kr", "24,90 €", "£19.00"); with
   * `currency`, in that one (an order's own, should it differ from its language's market).
   */
  money(amount: number, currency?: string): string;
  /** A day as the language writes it ("1 March 2027"); a YYYY-MM-DD or an instant. */
  date(value: string): string;
  /** The shop's host as shoppers know it ("artlane.de"). */
  shop: string;
  /** An address on the shop's own domain. */
  url(path: string): string;
}

// One translator per language for the isolate's life (the strings never change while it runs).
const translators = new Map<LocaleCode, Translate>();

function translator(locale: LocaleCode): Translate {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(locale, EMAIL[locale])));
  return t;
}

export function mailWords(locale: LocaleCode, shopOrigin: string): MailWords {
  const origin = new URL(shopOrigin);
  const { iso } = LOCALES[locale];
  return {
    locale,
    t: translator(locale),
    money: (amount, currency = LOCALES[locale].currency) =>
      formatMoney(amount, { iso, currency: currency as Locale['currency'], currencyDecimals: currencyDecimalsOf(currency) }),
    date: (value) =>
      new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value),
      ),
    shop: origin.host,
    url: (path) => new URL(path, origin).href,
  };
}
