import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../shared/locales';
import { STRINGS } from './index';
import { flatten, placeholders, type Tree } from './tree';

const DIR = new URL('./', import.meta.url);

/** Area namespaces: locales/<area>/<code>.json, read as the key "<area>". */
const NAMESPACES = ['browse', 'cart', 'checkout', 'account', 'designer'] as const;

function read(path: string): Tree {
  return JSON.parse(readFileSync(new URL(path, DIR), 'utf8')) as Tree;
}

/** Reads the files themselves, so keys that TypeScript's structural typing would allow (extras) are seen too. */
function load(code: string): Tree {
  const core = read(`${code}.json`);
  // A namespace merges into a core key of its name (the core "account" holds the account links' words).
  return {
    ...core,
    ...Object.fromEntries(NAMESPACES.map((ns) => [ns, { ...(core[ns] as Tree | undefined), ...read(`${ns}/${code}.json`) }])),
  };
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
  'checkout.pay_bankid': '*', // brand name "BankID"
  'checkout.pay_ideal': '*', // brand name "iDEAL"
  'checkout.pay_card_hint': '*', // card brands "Visa, Mastercard, American Express"
  'checkout.service_point_distance': '*', // "{{distance}} km", the unit is km everywhere
  'checkout.care_of': ['de'], // "c/o (optional)": German writes c/o and "optional" too
  // The care-of line of an address: "c/o" is the postal convention in these languages.
  'checkout.care_of_line': ['sv', 'da', 'de', 'cs', 'et', 'fi', 'hr', 'hu', 'it', 'lt', 'lv', 'pl', 'ro', 'sl'],
  // "E-mail" is the common written form in these languages; German's "Name" is the German word.
  'account.email': ['da', 'cs', 'fr', 'hu', 'it', 'nl', 'pl', 'pt', 'ro'],
  'account.name': ['de'],
  // "Poster" is the word in these languages too.
  'designer.poster_heading': ['de', 'hr', 'it', 'nl', 'ro'],
  'designer.summary.poster': ['de', 'hr', 'it', 'nl', 'ro'],
  // "{{count}} poster(s)": the same word, and in Dutch the same plural.
  'account.poster_list.count.one': ['hr', 'it', 'nl', 'ro'],
  ...Object.fromEntries(['zero', 'two', 'few', 'many', 'other'].map((form) => [`account.poster_list.count.${form}`, ['nl'] as const])),
  // The kind in a product's title (browse.titles): "poster", and Romanian's "artist", are those languages' words.
  'browse.titles.poster': ['hr', 'it', 'nl', 'ro'],
  'browse.titles.artist': ['ro'],
};

function mayEqualEnglish(code: LocaleCode, key: string): boolean {
  const allowed = SAME_AS_ENGLISH[key];
  return allowed === '*' || (allowed !== undefined && allowed.includes(code));
}

/**
 * Keys whose value may equal the Swedish one (a value copied from sv by mistake is the
 * likelier slip than one left in English: sv is the default language).
 * '*' = every language; otherwise the languages where that is simply the word too.
 * A key ending in ".*" stands for every key under it.
 */
const SAME_AS_SWEDISH: Record<string, '*' | readonly LocaleCode[]> = {
  'site.name': '*', // brand
  'site.description': '*', // tagline, English everywhere
  'header.categories': ['da'], // Kategorier
  'header.checkout': ['et', 'fi'], // Kassa
  'account.profile': ['da', 'de', 'cs', 'fr', 'hr', 'hu', 'pl', 'ro', 'sl'], // Profil
  'browse.product.quantity': ['da'], // Antal
  'browse.product.image': ['de'], // Bild {{n}}
  'browse.category.subcategories': ['da'], // Underkategorier
  'browse.listing.count.*': ['da'], // {{count}} produkt(er)
  'browse.listing.count.one': ['da', 'cs', 'pl'], // {{count}} produkt
  'cart.incl_vat': ['da'], // inkl. moms
  'cart.discount': ['de'], // Rabatt
  'checkout.title': ['et', 'fi'], // Kassa
  'checkout.discount': ['de'], // Rabatt
  'checkout.delivery_free': ['da', 'es', 'nl'], // Gratis
  'checkout.phone': ['da'], // Mobilnummer
  'checkout.postal_code': ['da'], // Postnummer
  'checkout.country': ['da', 'de', 'nl'], // Land
  'checkout.pay_card_hint': '*', // card brands, the same everywhere
  'checkout.pay_invoice': ['da'], // Faktura
  'checkout.pay_bankid': '*', // brand
  'checkout.pay_ideal': '*', // brand
  'checkout.service_point_distance': '*', // {{distance}} km
  'checkout.quantity': ['da'], // Antal: {{count}}
  'checkout.paid_with': ['da'], // Betalt med
  'account.email': ['et'], // E-post
  'designer.steps.environment': ['da'], // Rum
  'designer.colours.charcoal': ['da'], // Koksgrå
  'designer.summary.price': ['da'], // Pris
  'designer.tag_label': ['es', 'hr', 'it', 'lt', 'pt', 'sl'], // Tema
  'browse.titles.tag': ['da', 'es', 'hr', 'it', 'lt', 'pt', 'sl'], // tema
  'browse.titles.category': ['da'], // kategori
  'checkout.care_of_line': ['en', 'da', 'de', 'cs', 'et', 'fi', 'hr', 'hu', 'it', 'lt', 'lv', 'pl', 'ro', 'sl'], // c/o {{name}}
};

function mayEqualSwedish(code: LocaleCode, key: string): boolean {
  const entries = Object.entries(SAME_AS_SWEDISH).filter(([name]) =>
    name.endsWith('.*') ? key.startsWith(name.slice(0, -1)) : name === key,
  );
  return entries.some(([, allowed]) => allowed === '*' || allowed.includes(code));
}

const en = flatten(load('en'));
const sv = flatten(load('sv'));
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

  it('the allow-lists only name keys that exist in en.json', () => {
    for (const key of Object.keys(SAME_AS_ENGLISH)) expect(en.has(key), `allow-list key ${key}`).toBe(true);
    for (const key of Object.keys(SAME_AS_SWEDISH)) {
      const exists = key.endsWith('.*') ? [...en.keys()].some((k) => k.startsWith(key.slice(0, -1))) : en.has(key);
      expect(exists, `Swedish allow-list key ${key}`).toBe(true);
    }
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

describe.each(LOCALE_CODES.filter((code) => code !== 'sv'))('%s', (code) => {
  const strings = flatten(load(code));

  it('is not a copy of the Swedish text, apart from the allow-list', () => {
    const copied = [...sv].filter(([key, source]) => strings.get(key) === source && !mayEqualSwedish(code, key)).map(([key]) => key);
    expect(copied, `${code}: values identical to Swedish`).toEqual([]);
  });
});

it('STRINGS serves English for en', () => {
  expect(flatten(STRINGS.en as unknown as Tree)).toEqual(en);
});

/**
 * Every key the code asks for exists in English (so in every language, by the tests above).
 * A static scan with the TypeScript parser of worker/ and client/: the string arguments of
 * every call to `t(…)` (both branches of a `?:`), and the fixed start of a template key
 * (`cart.${key}`), which at least one key must have. A plural key (`{ one, other }`)
 * counts by its name.
 */
function keysInCode(): { keys: Map<string, string>; prefixes: Map<string, string> } {
  const keys = new Map<string, string>();
  const prefixes = new Map<string, string>();
  const root = new URL('../', DIR);
  const files = ['worker', 'client'].flatMap((dir) =>
    (readdirSync(new URL(`${dir}/`, root), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`),
  );
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(new URL(file, root), 'utf8'), ts.ScriptTarget.Latest, true);
    const collect = (node: ts.Expression) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) keys.set(node.text, file);
      else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(collect);
      else if (ts.isTemplateExpression(node)) prefixes.set(node.head.text, file);
      else if (ts.isParenthesizedExpression(node)) collect(node.expression);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.arguments[0]) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        if (name === 't' || name === 'raw') collect(node.arguments[0]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { keys, prefixes };
}

/** Read by the browser from /api/strings (client/islands/browse/SearchCombobox.tsx), not through t(). */
const READ_FROM_API_STRINGS = ['browse.search.searching', 'browse.search.no_products', 'browse.search.show_all'];

describe('keys used in the code', () => {
  const { keys, prefixes } = keysInCode();
  const exists = (key: string) => en.has(key) || [...en.keys()].some((k) => k.startsWith(`${key}.`));

  it('the scan finds the calls (it would not pass by finding nothing)', () => {
    expect(keys.size).toBeGreaterThan(100);
    expect(keys.get('header.cart_count')).toBe('worker/components/Header.tsx');
    expect(keys.has('cart.choose_value')).toBe(true); // a branch of ?:
    expect(prefixes.has('cart.')).toBe(true); // `cart.${key}`
  });

  it('every t() key exists in en.json', () => {
    const missing = [...keys].filter(([key]) => !exists(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every template key has keys under its fixed start', () => {
    const missing = [...prefixes].filter(([prefix]) => ![...en.keys()].some((k) => k.startsWith(prefix)));
    expect(missing).toEqual([]);
  });

  it('every key the browser reads from /api/strings exists', () => {
    expect(READ_FROM_API_STRINGS.filter((key) => !en.has(key))).toEqual([]);
  });
});
