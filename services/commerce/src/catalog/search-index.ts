import { LOCALE_CODES, type LocaleCode } from '../../../../shared/locales';

/**
 * The layout of the full-text index (`product_search`, FTS5). Its rowids are chosen, not
 * assigned: language first, then popularity (most popular first), then product id:
 *
 *   rowid = (language index × 1024 + (1023 − popularity)) × 2^28 + product id
 *
 * so one language is one rowid range (no language token to intersect with), and FTS5's
 * natural rowid order is "most popular first". A search then reads only the first rows
 * it shows (ORDER BY rowid LIMIT n stops early) instead of ranking every match, which is
 * what keeps search-as-you-type as fast on 100,000 products as on 2,000.
 */
const POPULARITY_SLOTS = 1024;
const PRODUCT_IDS = 2 ** 28;
const LANGUAGE_SPAN = POPULARITY_SLOTS * PRODUCT_IDS;

export function searchRowid(locale: LocaleCode, popularity: number, productId: number): number {
  const rank = POPULARITY_SLOTS - 1 - Math.min(POPULARITY_SLOTS - 1, Math.max(0, Math.round(popularity)));
  return LOCALE_CODES.indexOf(locale) * LANGUAGE_SPAN + rank * PRODUCT_IDS + productId;
}

/** The rowids of one language's rows: [first, last]. */
export function languageRowids(locale: LocaleCode): [number, number] {
  const start = LOCALE_CODES.indexOf(locale) * LANGUAGE_SPAN;
  return [start, start + LANGUAGE_SPAN - 1];
}

/**
 * A shopper's words, reduced to letters and digits (so no FTS5 syntax can be injected),
 * at most 8. Empty when nothing searchable is left.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Every word must match as a word prefix, in any of `columns`. */
export function matchExpression(words: readonly string[], columns: readonly ('name' | 'keywords')[]): string {
  return `{${columns.join(' ')}} : (${words.map((word) => `"${word}"*`).join(' AND ')})`;
}
