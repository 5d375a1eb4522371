import type { LocaleCode } from '../../../shared/locales';

/** A text in all 19 languages. */
export type Translated = Record<LocaleCode, string>;

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
