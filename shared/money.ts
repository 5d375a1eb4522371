import type { Locale } from './locales';

/**
 * Fraction digits for a price in this locale (docs/shop-rules.md "Limits and constants"): sv and da show whole
 * amounts, the others two decimals; prices excluding VAT always show two.
 */
export function currencyDecimals(locale: Pick<Locale, 'currencyDecimals'>, includesVat = true): number {
  return includesVat ? locale.currencyDecimals : 2;
}

/**
 * The fraction digits by currency (docs/shop-rules.md "Limits and constants"): whole kronor (SEK of sv, DKK of da), two decimals in
 * the others. For an amount in another currency than the page's (a gift card's balance); a
 * language's own amounts read it from its locale (`currencyDecimals`, shared/locales.ts, kept
 * apart so the locale table pulls no formatting code into the browser; money.test.ts holds
 * the two to the same rule).
 */
export function currencyDecimalsOf(currency: string): 0 | 2 {
  return currency === 'SEK' || currency === 'DKK' ? 0 : 2;
}

/** Rounds half away from zero to `decimals` places, exact for typical prices. */
export function roundMoney(amount: number, decimals: number): number {
  const factor = 10 ** decimals;
  // toPrecision(15) drops binary noise such as 1.005 * 100 = 100.49999999999999
  // without moving genuine values (15 significant digits are exact in a double).
  const scaled = Number((Math.abs(amount) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return Math.sign(amount) * rounded || 0;
}

// Building an Intl.NumberFormat costs far more than using one; a page formats dozens of
// prices, so formatters are kept per (language, currency, digits). Not request state.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(iso: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${iso}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(iso, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "299 kr", "€24.90", "£19.00": currency and digits from the locale. */
export function formatMoney(amount: number, locale: Pick<Locale, 'iso' | 'currency' | 'currencyDecimals'>, includesVat = true): string {
  const decimals = currencyDecimals(locale, includesVat);
  return currencyFormatter(locale.iso, locale.currency, decimals).format(roundMoney(amount, decimals));
}

/** Long date (docs/shop-rules.md "Limits and constants"): year, short month, day, hour, minute. */
export function formatLongDate(date: Date, locale: Pick<Locale, 'iso'>, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(locale.iso, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
