import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PATH_WORDS } from '../locales/paths';
import { LOCALE_CODES } from './locales';
import { artistPath, productPath, searchPath, tagPath, translatedPaths, wordRoute } from './routes';

describe('paths per language (docs/shop-rules.md "Routes")', () => {
  it.each([
    ['sv', '/produkt/x'],
    ['de', '/produkt/x'],
    ['cs', '/produkt/x'],
    ['pl', '/produkt/x'],
    ['en', '/product/x'],
    ['nl', '/product/x'],
    ['fr', '/produit/x'],
    ['es', '/producto/x'],
    ['it', '/prodotto/x'],
  ] as const)('a product in %s is at %s', (code, path) => {
    expect(productPath(code, 'x')).toBe(path);
  });

  it('every language has distinct, URL-safe product and tag words', () => {
    for (const code of LOCALE_CODES) {
      const { product, tag } = PATH_WORDS[code];
      expect(product).toMatch(/^[a-z]+$/);
      expect(tag).toMatch(/^[a-z]+$/);
      expect(product).not.toBe(tag);
      expect(['artists', 'search-results', 'checkout', 'my-account', 'login']).not.toContain(product);
    }
  });

  it.each(LOCALE_CODES)('in %s the words lead back to their screens', (code) => {
    expect(wordRoute(code, PATH_WORDS[code].product)).toBe('product');
    expect(wordRoute(code, PATH_WORDS[code].tag)).toBe('tag');
    expect(wordRoute(code, 'artists')).toBeNull();
  });

  it('slugs are encoded', () => {
    expect(tagPath('en', 'a b')).toBe('/tag/a%20b');
    expect(artistPath('anna/../x')).toBe('/artists/anna%2F..%2Fx');
  });

  test.prop([fc.string({ minLength: 1, maxLength: 100 }), fc.integer({ min: 1, max: 1000 })])(
    'a search path carries its query and page back',
    (query, page) => {
      const url = new URL(searchPath(query, page), 'https://shop.example');
      expect(url.pathname).toBe('/search-results');
      expect(url.searchParams.get('query')).toBe(query);
      expect(url.searchParams.get('page')).toBe(page > 1 ? String(page) : null);
    },
  );

  it('a language without a slug is left out (no alternate that would not point back)', () => {
    const paths = translatedPaths({ en: 'lake', de: 'see', fr: '' }, productPath, ['en', 'de', 'fi', 'fr']);
    expect(paths).toEqual({ en: '/product/lake', de: '/produkt/see' });
  });
});
