import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../../shared/locales';
import { isPluralForms } from '../../shared/i18n';
import { flatten, placeholders, type Tree } from '../tree';
import { EMAIL } from './index';

/**
 * The e-mails' strings (locales/email, services/commerce/src/mail) held to the rules of
 * locales/strings.test.ts: one file per language, English's keys exactly, the same
 * placeholders, translated, not copied from Swedish, and plural tables with the forms the
 * language's CLDR rules pick.
 */
const DIR = new URL('./', import.meta.url);
const load = (code: string) => JSON.parse(readFileSync(new URL(`${code}.json`, DIR), 'utf8')) as Tree;

/** Keys whose value may equal English: '*' every language, else where it is that language's word too. */
const SAME_AS_ENGLISH: Record<string, '*' | readonly LocaleCode[]> = {
  'common.brand': '*', // "Artlane"
  'order.total': ['es', 'fr', 'pt', 'ro'], // Total
};

/** Keys whose value may equal Swedish (a value copied from sv by mistake is the likelier slip). */
const SAME_AS_SWEDISH: Record<string, '*' | readonly LocaleCode[]> = {
  'common.brand': '*',
  'order.products': ['da'], // Produkter
  'order.discount': ['de'], // Rabatt
};

const allowed = (table: Record<string, '*' | readonly LocaleCode[]>, code: LocaleCode, key: string) => {
  const entry = table[key];
  return entry === '*' || (entry !== undefined && entry.includes(code));
};

const en = flatten(load('en'));
const sv = flatten(load('sv'));

describe('e-mail strings', () => {
  it('there is exactly one JSON file per language in locales/email', () => {
    const files = readdirSync(DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
    expect(files).toEqual([...LOCALE_CODES].sort());
  });

  it('the allow-lists name keys that exist', () => {
    for (const key of [...Object.keys(SAME_AS_ENGLISH), ...Object.keys(SAME_AS_SWEDISH)]) expect(en.has(key), key).toBe(true);
  });
});

describe.each(LOCALE_CODES)('%s e-mail strings', (code) => {
  const strings = flatten(load(code));

  it('has exactly the keys of English, each a non-empty string', () => {
    expect([...strings.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of strings) expect(typeof value === 'string' && value.trim() !== '', `${code}: ${key}`).toBe(true);
  });

  it('uses the same {{placeholders}} as English, and no stray braces', () => {
    for (const [key, source] of en) {
      const value = strings.get(key) as string;
      expect(placeholders(value), `${code}: ${key}`).toEqual(placeholders(source as string));
      expect(/[{}]/.test(value.replace(/{{\s*[^{}\s]+\s*}}/g, '')), `${code}: ${key} braces`).toBe(false);
    }
  });

  it('has a form for every plural category of the language', () => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const tables: [string, object][] = [];
    const walk = (value: unknown, key: string) => {
      if (isPluralForms(value)) tables.push([key, value]);
      else if (typeof value === 'object' && value !== null)
        for (const [name, inner] of Object.entries(value)) walk(inner, key ? `${key}.${name}` : name);
    };
    walk(EMAIL[code], '');
    expect(tables.length).toBeGreaterThan(0);
    for (const [key, table] of tables) for (const category of categories) expect(table, `${code}: ${key}`).toHaveProperty(category);
  });
});

describe.each(LOCALE_CODES.filter((code) => code !== 'en'))('%s e-mail strings', (code) => {
  it('is translated, apart from the allow-list', () => {
    const strings = flatten(load(code));
    const same = [...en].filter(([key, source]) => strings.get(key) === source && !allowed(SAME_AS_ENGLISH, code, key)).map(([key]) => key);
    expect(same).toEqual([]);
  });
});

describe.each(LOCALE_CODES.filter((code) => code !== 'sv'))('%s e-mail strings', (code) => {
  it('is not a copy of the Swedish text, apart from the allow-list', () => {
    const strings = flatten(load(code));
    const same = [...sv].filter(([key, source]) => strings.get(key) === source && !allowed(SAME_AS_SWEDISH, code, key)).map(([key]) => key);
    expect(same).toEqual([]);
  });
});
