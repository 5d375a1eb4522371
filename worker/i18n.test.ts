import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n';

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
});
