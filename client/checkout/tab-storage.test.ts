import { describe, expect, it } from 'vitest';
import { fakeStorage } from '../state/testing';
import { forgetCheckoutForm, isFirstBegin, readSavedForm, saveForm } from './tab-storage';

const card = { code: 'DEMO-SEKA-2345-6789', balance: 500 };
const broken = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('what the checkout keeps for this tab', () => {
  it('gives back what the shopper typed, the newsletter box and the gift cards applied', () => {
    const storage = fakeStorage();
    saveForm({ fields: { email: 'a@example.com', postal_code: '114 55' }, newsletter: true, giftCards: [card] }, storage);
    expect(readSavedForm(storage)).toEqual({
      fields: { email: 'a@example.com', postal_code: '114 55' },
      newsletter: true,
      giftCards: [card],
    });
  });

  it('drops what it cannot trust: unknown fields, non-text, over-long text, odd or spent gift cards', () => {
    const stored = {
      fields: { email: 42, street: 'x'.repeat(500), city: 'Lund', password: 'secret' },
      newsletter: 'yes',
      giftCards: [card, { code: 'not a code', balance: 5 }, { code: 'DEMO-SEKA-2345-6780', balance: 0 }, null],
    };
    const read = readSavedForm(fakeStorage({ h057_checkout: JSON.stringify(stored) }));
    expect(read).toEqual({ fields: { street: 'x'.repeat(200), city: 'Lund' }, newsletter: false, giftCards: [card] });
  });

  it.each([['not json {'], ['"a string"'], ['null']])('reads %s as an empty form', (value) => {
    expect(readSavedForm(fakeStorage({ h057_checkout: value }))).toEqual({ fields: {}, newsletter: false, giftCards: [] });
  });

  it('sends begin_checkout once per checkout in the tab', () => {
    const storage = fakeStorage();
    expect(isFirstBegin('checkout-1', storage)).toBe(true);
    expect(isFirstBegin('checkout-1', storage)).toBe(false);
    expect(isFirstBegin('checkout-2', storage)).toBe(true);
  });

  it('forgets the form and the begun checkout once the order is paid', () => {
    const storage = fakeStorage();
    saveForm({ fields: { city: 'Lund' }, newsletter: false, giftCards: [] }, storage);
    isFirstBegin('checkout-1', storage);
    forgetCheckoutForm(storage);
    expect([...storage.values.keys()]).toEqual([]);
    expect(isFirstBegin('checkout-1', storage)).toBe(true);
  });

  it('works on without storage (private mode, storage turned off): nothing kept, the event sent', () => {
    expect(() => saveForm({ fields: {}, newsletter: false, giftCards: [] }, broken)).not.toThrow();
    expect(readSavedForm(broken)).toEqual({ fields: {}, newsletter: false, giftCards: [] });
    expect(isFirstBegin('checkout-1', broken)).toBe(true);
    expect(() => forgetCheckoutForm(broken)).not.toThrow();
  });
});
