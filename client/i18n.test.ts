import { describe, expect, it } from 'vitest';
import { labelsTranslator } from './i18n';

describe('labelsTranslator', () => {
  const labels = { count: { one: '{{count}} item', other: '{{count}} items' }, hello: 'Hello {{name}}' };

  it('fills placeholders and picks the plural form of the language', () => {
    const text = labelsTranslator(labels, 'en');
    expect(text('hello', { name: 'Anna' })).toBe('Hello Anna');
    expect(text('count', { count: 1 })).toBe('1 item');
    expect(text('count', { count: 3 })).toBe('3 items');
  });

  it('is made once per labels object and language (islands call it at every render)', () => {
    expect(labelsTranslator(labels, 'en')).toBe(labelsTranslator(labels, 'en'));
    expect(labelsTranslator(labels, 'pl')).not.toBe(labelsTranslator(labels, 'en'));
    expect(labelsTranslator({ ...labels }, 'en')).not.toBe(labelsTranslator(labels, 'en'));
  });
});
