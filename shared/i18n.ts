/**
 * Translators for the server and the browser: rosetta over one language's strings
 * (/api/strings, docs/api.md "GET /api/strings"), plus plurals. A value may be a plural table,
 * `{ "one": "Cart, {{count}} item", "other": "Cart, {{count}} items" }`, with the CLDR
 * categories of the language (few, many, two, zero where it has them); the `count`
 * parameter picks the form through Intl.PluralRules, and `other` is the fallback. A count
 * that is a number is written in the language's digits ("1.171 Produkte", "1 171 produkter").
 */
import rosetta from 'rosetta';

export type Params = Record<string, string | number>;
export interface Translate {
  (key: string, params?: Params): string;
  /** The raw value (a string or plural table, placeholders kept), to hand to the browser. */
  raw(key: string): string | PluralForms | undefined;
}
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

export function isPluralForms(value: unknown): value is PluralForms {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PluralForms).other === 'string' &&
    Object.entries(value).every(([key, form]) => CATEGORIES.has(key) && typeof form === 'string')
  );
}

/** One Intl.PluralRules per language: building one is far slower than asking it. */
const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `code` ('other' when count is not a number). */
export function pluralCategory(code: string, count: unknown): Intl.LDMLPluralRule {
  const value = typeof count === 'number' ? count : typeof count === 'string' && count.trim() !== '' ? Number(count) : NaN;
  if (!Number.isFinite(value)) return 'other';
  let rules = pluralRules.get(code);
  if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(code)));
  return rules.select(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `count` as the language writes it (grouping, decimal mark); anything else unchanged. */
function formatCount(code: string, count: string | number | undefined): string | number | undefined {
  if (typeof count !== 'number' || !Number.isFinite(count)) return count;
  // Below a thousand a whole number is written alike in all 19 languages (Latin digits, no
  // grouping), and building a number format costs a shopper's click milliseconds.
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  let format = numberFormats.get(code);
  if (!format) numberFormats.set(code, (format = new Intl.NumberFormat(code, { maximumFractionDigits: 2 })));
  return format.format(count);
}

/** A whole number as language `code` writes it ("12 000", "12.000", "12,000"), for a message's limit. */
export function formatNumber(code: string, value: number): string {
  return String(formatCount(code, value));
}

/** A translator for `table` in language `code`; an unknown key comes back as the key. */
export function createTranslator(code: string, table: object): Translate {
  const r = rosetta<unknown>({ [code]: table });
  r.locale(code);
  const t = (key: string, params?: Params): string => {
    const value: unknown = r.t(key, params);
    if (typeof value === 'string' && value !== '') return value;
    if (isPluralForms(value)) {
      const category = pluralCategory(code, params?.count);
      const form = value[category] === undefined ? 'other' : category;
      return r.t(`${key}.${form}`, { ...params, count: formatCount(code, params?.count)! });
    }
    return key;
  };
  return Object.assign(t, { raw: (key: string) => rawString(table, key) });
}

/** The raw value of `key` (a string or plural table), for handing to the browser. */
export function rawString(table: object, key: string): string | PluralForms | undefined {
  let value: unknown = table;
  for (const part of key.split('.'))
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' || isPluralForms(value) ? value : undefined;
}
