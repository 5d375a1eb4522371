import type { Locale, LocaleCode } from '../../../../shared/locales';

/**
 * Catalog facts both the seed generator and the API read: sizes, groups,
 * discount categories, price points and VAT. Plain data, no I/O.
 */

export type Currency = Locale['currency'];
export const CURRENCIES: Currency[] = ['SEK', 'DKK', 'GBP', 'EUR'];

export type Orientation = 'portrait' | 'landscape' | 'square';

/** Poster sizes in cm (width x height of the portrait sheet); labels are "50x70 cm". */
export const SIZES_BY_ORIENTATION: Record<Orientation, string[]> = {
  portrait: ['21x30', '30x40', '50x70', '70x100'],
  landscape: ['21x30', '30x40', '50x70', '70x100'],
  square: ['30x30', '50x50', '70x70'],
};
export const ALL_SIZES = ['21x30', '30x40', '40x50', '50x70', '70x100', '30x30', '50x50', '70x70'];

export function sizeLabel(sizeCode: string): string {
  return `${sizeCode} cm`;
}

/** Coupon groups (Coupon.specific_groups / excluded_groups). */
export const GROUPS = {
  posters: 1,
  frames: 2,
  custom: 3,
  giftcards: 4,
  sets: 5,
  accessories: 6,
} as const;

/** Discount categories (Coupon.specific_discount_categories); gift cards have none. */
export const DISCOUNT_CATEGORIES = ['posters', 'frames', 'custom', 'walls', 'accessories'] as const;

/** Standard VAT rate (percent) per store; prices include it. */
export const VAT_BY_LOCALE: Record<LocaleCode, number> = {
  sv: 25,
  da: 25,
  de: 19,
  cs: 21,
  en: 20,
  es: 21,
  et: 24,
  fi: 25.5,
  fr: 20,
  hr: 25,
  hu: 27,
  it: 22,
  lt: 21,
  lv: 21,
  nl: 21,
  pl: 23,
  pt: 23,
  ro: 21,
  sl: 22,
};

/** Quantity tiers: from q pieces, this share of the single-piece price. */
export const TIER_FACTORS: { q: number; factor: number }[] = [
  { q: 1, factor: 1 },
  { q: 3, factor: 0.9 },
  { q: 10, factor: 0.8 },
];
export const CAMPAIGN_FACTOR = 0.7;

/** Poster prices in SEK per size; other currencies are derived by priceIn(). */
export const POSTER_PRICE_SEK: Record<string, number> = {
  '21x30': 149,
  '30x40': 229,
  '40x50': 279,
  '50x70': 349,
  '70x100': 549,
  '30x30': 199,
  '50x50': 299,
  '70x70': 449,
};
export const FRAME_PRICE_SEK: Record<string, number> = {
  '21x30': 199,
  '30x40': 279,
  '40x50': 349,
  '50x70': 449,
  '70x100': 749,
  '30x30': 249,
  '50x50': 399,
  '70x70': 599,
};

/** Gift card amounts per currency, so the face values are round in every market. */
export const GIFT_CARD_AMOUNTS: Record<Currency, number[]> = {
  SEK: [250, 500, 1000, 2000],
  DKK: [200, 400, 750, 1500],
  GBP: [20, 40, 80, 150],
  EUR: [25, 50, 100, 200],
};

const FROM_SEK: Record<Currency, number> = { SEK: 1, DKK: 0.78, GBP: 0.082, EUR: 0.095 };

/**
 * A SEK price converted to `currency` and rounded to a price point shoppers expect:
 * crowns end in 9 (349, 269), pounds and euros in .95 (28.95).
 */
/** An amount in one currency at the catalog's rates in another, unrounded (artists' sales figures). */
export function convertAmount(amount: number, from: Currency, to: Currency): number {
  return (amount / FROM_SEK[from]) * FROM_SEK[to];
}

export function priceIn(currency: Currency, sek: number): number {
  return roundToPricePoint(currency, sek * FROM_SEK[currency]);
}

export function roundToPricePoint(currency: Currency, value: number): number {
  if (currency === 'SEK' || currency === 'DKK') return Math.max(9, Math.round((value + 1) / 10) * 10 - 1);
  return Math.max(0.95, Math.round(value) - 0.05);
}

/** Formats a gift card face value, e.g. "500 kr", "£40", "50 €". */
export function formatAmount(currency: Currency, amount: number): string {
  if (currency === 'GBP') return `£${amount}`;
  if (currency === 'EUR') return `${amount} €`;
  return `${amount} kr`;
}
