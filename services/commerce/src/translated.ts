import { LOCALE_CODES, type LocaleCode } from '../../../shared/locales';

/** A text in all 19 languages. */
export type Translated = Record<LocaleCode, string>;

/**
 * Parses one line of translations written in LOCALE_CODES order, separated by "|":
 *   sv|da|de|cs|en|es|et|fi|fr|hr|hu|it|lt|lv|nl|pl|pt|ro|sl
 * Word lists stay one line per term this way, so a missing language is easy to spot;
 * a line without exactly 19 parts is a programming error and throws at load time.
 */
export function tr(line: string): Translated {
  const parts = line.split('|').map((part) => part.trim());
  if (parts.length !== LOCALE_CODES.length) {
    throw new Error(`Expected ${LOCALE_CODES.length} translations, got ${parts.length}: ${line}`);
  }
  const result = {} as Translated;
  LOCALE_CODES.forEach((code, index) => {
    result[code] = parts[index]!;
  });
  return result;
}

/** Parses a record of translation lines (see tr). */
export function trAll<K extends string>(lines: Record<K, string>): Record<K, Translated> {
  const result = {} as Record<K, Translated>;
  for (const key of Object.keys(lines) as K[]) result[key] = tr(lines[key]);
  return result;
}

/** Replaces {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Lowercase ASCII with diacritics removed; other characters are kept. */
export function foldToAscii(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæøœłđıþð]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** URL slug: ASCII lowercase words joined by single hyphens. */
export function slugify(text: string): string {
  return foldToAscii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
