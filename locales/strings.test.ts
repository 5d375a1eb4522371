import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../shared/locales';
import { STRINGS } from './index';

const DIR = new URL('./', import.meta.url);

type Tree = { [key: string]: unknown };

/** Area namespaces: locales/<area>/<code>.json, read as the key "<area>". */
const NAMESPACES = ['browse', 'cart'] as const;

function read(path: string): Tree {
  return JSON.parse(readFileSync(new URL(path, DIR), 'utf8')) as Tree;
}

/** Reads the files themselves, so keys that TypeScript's structural typing would allow (extras) are seen too. */
function load(code: string): Tree {
  return { ...read(`${code}.json`), ...Object.fromEntries(NAMESPACES.map((ns) => [ns, read(`${ns}/${code}.json`)])) };
}

/** Every leaf as "a.b.c" → value (the value may be a non-string, which a test then reports). */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [p, v] of flatten(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(/{{\s*([^{}\s]+)\s*}}/g)].map((m) => m[1]!))].sort();
}

/**
 * Keys whose value may equal the English one.
 * '*' = every language: the brand name and the tagline (kept in English on purpose).
 * Otherwise the languages listed, where the English word is genuinely that language's word.
 */
const SAME_AS_ENGLISH: Record<string, '*' | readonly LocaleCode[]> = {
  'site.name': '*', // brand name "Artlane"
  'site.description': '*', // tagline "World of Art", English in every market
  // "Menu" is the standard word for a site menu in these languages
  // (da menu, fr menu, it menu, nl menu, pl menu, pt menu).
  'header.menu': ['da', 'fr', 'it', 'nl', 'pl', 'pt'],
};

function mayEqualEnglish(code: LocaleCode, key: string): boolean {
  const allowed = SAME_AS_ENGLISH[key];
  return allowed === '*' || (allowed !== undefined && allowed.includes(code));
}

const en = flatten(load('en'));
const OTHERS = LOCALE_CODES.filter((code) => code !== 'en');

describe('locale files', () => {
  it.each(['', ...NAMESPACES.map((ns) => `${ns}/`)])('there is exactly one JSON file per language in locales/%s', (folder) => {
    const files = readdirSync(new URL(folder || './', DIR))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
    expect(files).toEqual([...LOCALE_CODES].sort());
  });

  it('en.json has only non-empty string values', () => {
    for (const [key, value] of en) {
      expect(typeof value === 'string' && value.trim() !== '', `en: ${key} must be a non-empty string`).toBe(true);
    }
  });

  it('the allow-list only names keys that exist in en.json', () => {
    for (const key of Object.keys(SAME_AS_ENGLISH)) expect(en.has(key), `allow-list key ${key}`).toBe(true);
  });
});

describe.each(OTHERS)('%s', (code) => {
  const strings = flatten(load(code));

  it('has every key of en.json', () => {
    const missing = [...en.keys()].filter((key) => !strings.has(key));
    expect(missing, `${code}: missing keys`).toEqual([]);
  });

  it('has no key that en.json lacks', () => {
    const extra = [...strings.keys()].filter((key) => !en.has(key));
    expect(extra, `${code}: extra keys`).toEqual([]);
  });

  it('has only non-empty string values', () => {
    for (const [key, value] of strings) {
      expect(typeof value === 'string' && value.trim() !== '', `${code}: ${key} must be a non-empty string`).toBe(true);
    }
  });

  it('uses the same {{placeholders}} as English', () => {
    for (const [key, source] of en) {
      const value = strings.get(key);
      if (typeof value !== 'string' || typeof source !== 'string') continue; // reported above
      expect(placeholders(value), `${code}: ${key} placeholders`).toEqual(placeholders(source));
    }
  });

  it('has no stray braces around placeholders', () => {
    for (const [key, value] of strings) {
      if (typeof value !== 'string') continue;
      const rest = value.replace(/{{\s*[^{}\s]+\s*}}/g, '');
      expect(/[{}]/.test(rest), `${code}: ${key} has unbalanced braces: ${value}`).toBe(false);
    }
  });

  it('is translated, apart from the allow-list', () => {
    const untranslated = [...en].filter(([key, source]) => strings.get(key) === source && !mayEqualEnglish(code, key)).map(([key]) => key);
    expect(untranslated, `${code}: values left in English`).toEqual([]);
  });

  it('keeps the brand and tagline in English', () => {
    expect(strings.get('site.name')).toBe(en.get('site.name'));
    expect(strings.get('site.description')).toBe(en.get('site.description'));
  });

  it('is what STRINGS serves for the language', () => {
    expect(flatten(STRINGS[code] as unknown as Tree)).toEqual(strings);
  });
});

it('STRINGS serves English for en', () => {
  expect(flatten(STRINGS.en as unknown as Tree)).toEqual(en);
});
