import { describe, expect, it } from 'vitest';
import { CART } from '../../../locales/cart';
import { LOCALE_CODES } from '../../../shared/locales';
import { createTranslator } from '../../i18n';
import { contentHash } from '../props-file';
import { cartLabels, cartLabelsFile } from './labels-file';

describe('the cart drawers’ labels', () => {
  it.each(LOCALE_CODES)('%s: every label is the language’s text with its placeholders kept for the client', (code) => {
    const labels = cartLabels(createTranslator(code)) as unknown as Record<string, string>;
    for (const [key, text] of Object.entries(CART[code])) expect(labels[key], key).toBe(text);
    // The ones a line fills in: the gift card's day and the wall's place.
    expect(labels.gift_card_for).toContain('{{date}}');
    expect(labels.wall_slot).toContain('{{slot}}');
  });

  it('each language’s file holds its labels at an address named by its content, one per language', () => {
    const paths = new Set<string>();
    for (const code of LOCALE_CODES) {
      const file = cartLabelsFile(code);
      expect(JSON.parse(file.json)).toEqual({ labels: cartLabels(createTranslator(code)) });
      expect(file.path).toBe(`/props/cart.${contentHash(file.json)}.json`);
      expect(file.path).toMatch(/^\/props\/cart\.[0-9a-f]{16}\.json$/);
      // Made once per language: the same object again.
      expect(cartLabelsFile(code)).toBe(file);
      paths.add(file.path);
    }
    expect(paths.size).toBe(LOCALE_CODES.length);
  });
});
