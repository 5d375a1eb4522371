/** Amounts in minor units (öre, cents, pence) as the provider's pages show them (pure). */

/** Digits after the decimal point of `currency` (ISO 4217 minor unit, as Intl knows it). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** e.g. (123450, 'SEK', 'sv') → "1 234,50 kr"; (2999, 'EUR', 'de') → "29,99 €". */
export function formatAmount(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits }).format(minor / 10 ** digits);
}

/** The invoice credit check's limit per currency, in minor units (docs/checkout.md). */
export const INVOICE_LIMITS: Readonly<Record<string, number>> = {
  SEK: 30_000_00,
  DKK: 20_000_00,
  EUR: 3_000_00,
  GBP: 3_000_00,
};

/** Whether the invoice credit check approves `amount` of `currency` for a customer called `name`. */
export function passesCreditCheck(name: string, amount: number, currency: string): boolean {
  const limit = INVOICE_LIMITS[currency];
  return limit !== undefined && amount <= limit && !isDeclinedName(name);
}

/** The pay-later and invoice test rule: a customer whose name contains "decline" (any case) is refused. */
export function isDeclinedName(name: string): boolean {
  return /decline/i.test(name);
}
