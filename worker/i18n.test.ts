import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../shared/locales';
import { STRINGS } from '../locales';
import { createTranslator as translatorOf, pluralCategory } from '../shared/i18n';
import { createTranslator, withUsedForms } from './i18n';

describe('createTranslator', () => {
  it('is made once per language per isolate: every request of a language shares it', () => {
    const sv = createTranslator('sv');
    expect(createTranslator('sv')).toBe(sv);
    expect(createTranslator('de')).not.toBe(sv);
  });

  it('says each language in its own words, also after another language was asked', () => {
    const sv = createTranslator('sv');
    const de = createTranslator('de');
    expect(sv('errors.unavailable')).not.toBe(de('errors.unavailable'));
    expect(createTranslator('sv')('errors.unavailable')).toBe(sv('errors.unavailable'));
  });

  it("hands the browser only the plural forms its language picks: English's six become two, Czech's four stay", () => {
    expect(createTranslator('en').raw('header.cart_count')).toEqual({ one: 'Cart, {{count}} item', other: 'Cart, {{count}} items' });
    const six = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
    expect(withUsedForms('cs', { a: { b: six }, c: 'text', d: ['x'] })).toEqual({
      a: { b: { one: 'o', few: 'f', many: 'm', other: 'x' } },
      c: 'text',
      d: ['x'],
    });
  });

  it.each(LOCALE_CODES)('%s: whatever count is asked for, the form its rules pick is there, and says the same as before', (code) => {
    const t = createTranslator(code);
    const forms = t.raw('header.cart_count');
    expect(typeof forms).toBe('object');
    for (const count of [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 1.5, 1000000]) {
      expect((forms as Record<string, string>)[pluralCategory(code, count)], `${code} ${count}`).toBeDefined();
    }
    const whole = translatorOf(code, STRINGS[code]);
    for (const count of [0, 1, 2, 5, 21, 1.5]) {
      expect(t('header.cart_count', { count })).toBe(whole('header.cart_count', { count }));
      expect(t('header.wishlist_filled', { count })).toBe(whole('header.wishlist_filled', { count }));
    }
  });
});
