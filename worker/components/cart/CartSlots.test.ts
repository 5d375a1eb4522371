import { describe, expect, it } from 'vitest';
import { CART } from '../../../locales/cart';
import { LOCALE_CODES } from '../../../shared/locales';
import { createTranslator } from '../../i18n';
import { cartLabels } from './CartSlots';

describe('the cart drawers’ labels', () => {
  it.each(LOCALE_CODES)('%s: every label is the language’s text with its placeholders kept for the client', (code) => {
    const labels = cartLabels(createTranslator(code)) as unknown as Record<string, string>;
    for (const [key, text] of Object.entries(CART[code])) expect(labels[key], key).toBe(text);
    // The ones a line fills in: the gift card's day and the wall's place.
    expect(labels.gift_card_for).toContain('{{date}}');
    expect(labels.wall_slot).toContain('{{slot}}');
  });
});
