import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../../../shared/locales';
import * as categories from './categories';
import * as content from './content';
import * as pages from './pages';
import * as products from './products';
import * as sentences from './sentences';
import * as taxonomy from './taxonomy';
import * as themes from './themes';

/**
 * The compiler already rejects a text without all languages (each is a Translated); this
 * guards what it cannot see: a cast, an empty string, or a text assembled at load time.
 */
const MODULES = { categories, content, pages, products, sentences, taxonomy, themes };
const LOCALES = new Set<string>(LOCALE_CODES);

interface PerLanguage {
  path: string;
  value: Record<string, unknown>;
}

/** Every object in the word lists that is keyed by language (has any language code as a key). */
function perLanguageObjects(value: unknown, path: string, found: PerLanguage[] = []): PerLanguage[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => perLanguageObjects(item, `${path}[${index}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (Object.keys(record).some((key) => LOCALES.has(key))) found.push({ path, value: record });
    for (const [key, child] of Object.entries(record)) perLanguageObjects(child, `${path}.${key}`, found);
  }
  return found;
}

describe('the seed word lists', () => {
  const texts = Object.entries(MODULES).flatMap(([name, module]) => perLanguageObjects({ ...module }, name));

  it.each(Object.keys(MODULES))('%s has texts keyed by language', (name) => {
    expect(texts.some((text) => text.path.startsWith(`${name}.`))).toBe(true);
  });

  it('every text is keyed by exactly the shop’s languages, in their order', () => {
    for (const { path, value } of texts) expect(Object.keys(value), path).toEqual([...LOCALE_CODES]);
  });

  it('no language’s text is empty or padded with spaces', () => {
    for (const { path, value } of texts) {
      for (const [locale, text] of Object.entries(value)) {
        if (typeof text !== 'string') continue; // pages and reviewers: objects per language, walked above
        expect(text.trim(), `${path}.${locale}`).not.toBe('');
        expect(text, `${path}.${locale}`).toBe(text.trim());
      }
    }
  });

  it('no text is left in the positional "sv|da|…" form', () => {
    for (const { path, value } of texts) {
      for (const [locale, text] of Object.entries(value)) {
        if (typeof text === 'string') expect(text.split('|').length, `${path}.${locale}`).not.toBe(LOCALE_CODES.length);
      }
    }
  });
});
