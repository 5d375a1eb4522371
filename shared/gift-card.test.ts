import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  isSentByEmail,
  GIFT_CARD_LIMITS,
  addYears,
  checkGiftCardForm,
  clampGiftCardAmount,
  giftCardExpiry,
  giftCardStatus,
  isGiftCardAmountAllowed,
  isIsoDate,
  isSendDateAccepted,
  normalizeGiftCardCode,
  parseGiftCardBalance,
  sendAfter,
  sendDateRange,
} from './gift-card';
import { lineMetadata, storedLineMetadata } from './schemas/cart';

describe('normalizeGiftCardCode', () => {
  it.each([
    ['DEMO-SEKA-2345-6789', 'DEMO-SEKA-2345-6789'],
    ['demo seka 2345 6789', 'DEMO-SEKA-2345-6789'],
    ['  demoseka23456789 ', 'DEMO-SEKA-2345-6789'],
    ['DEMO--SEKA-2345-6789', 'DEMO-SEKA-2345-6789'],
    ['DEMO-SEKA-2345-678', null],
    ['DEMO-SEKA-2345-67890', null],
    ['DEMO-SEKÄ-2345-6789', null],
    ['', null],
    ['DEMO_SEKA_2345_6789', null],
  ])('%j → %s', (input, expected) => {
    expect(normalizeGiftCardCode(input)).toBe(expected);
  });

  const code = fc.stringMatching(/^[A-Za-z0-9]{16}$/);
  test.prop([code])('normalising is idempotent and keeps the characters', (raw) => {
    const once = normalizeGiftCardCode(raw)!;
    expect(normalizeGiftCardCode(once)).toBe(once);
    expect(once.replace(/-/g, '')).toBe(raw.toUpperCase());
  });
});

describe('isSentByEmail', () => {
  it.each([
    [[4], true],
    [[4, 4], true],
    [[4, 2], false],
    [[1], false],
    [[], false],
  ])('lines of types %j: %s', (types, expected) => expect(isSentByEmail(types.map((type) => ({ type })))).toBe(expected));
});

describe('giftCardStatus', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    [500, '2099-12-31T23:59:59Z', 'active'],
    [0, '2099-12-31T23:59:59Z', 'used'],
    [25, '2024-01-31T23:59:59Z', 'expired'],
    [0, '2024-01-31T23:59:59Z', 'expired'],
    [10, '2026-06-01T12:00:00Z', 'expired'],
  ] as const)('balance %d, expiring %s → %s', (balance, expires, expected) => {
    expect(giftCardStatus(balance, expires, now)).toBe(expected);
  });
});

describe('parseGiftCardBalance', () => {
  const ok = {
    code: 'DEMO-SEKA-2345-6789',
    currency: 'SEK',
    balance: 500,
    initial_amount: 500,
    expires_at: '2099-12-31T23:59:59.000Z',
    status: 'active',
  };
  it('accepts a well-formed answer', () => {
    expect(parseGiftCardBalance(ok)).toEqual(ok);
  });
  it.each([
    ['a bad code', { ...ok, code: 'x' }],
    ['another currency', { ...ok, currency: 'USD' }],
    ['a negative balance', { ...ok, balance: -1 }],
    ['a string amount', { ...ok, initial_amount: '500' }],
    ['a bad date', { ...ok, expires_at: 'soon' }],
    ['an unknown status', { ...ok, status: 'blocked' }],
    ['no object', null],
  ])('refuses %s', (_name, value) => {
    expect(parseGiftCardBalance(value)).toBeNull();
  });
});

describe('free gift card amounts', () => {
  it.each([
    ['SEK', 100, true],
    ['SEK', 10_000, true],
    ['SEK', 99, false],
    ['SEK', 10_001, false],
    ['DKK', 7_500, true],
    ['DKK', 7_501, false],
    ['GBP', 10, true],
    ['GBP', 9, false],
    ['EUR', 1_000, true],
    ['EUR', 50.5, false],
  ] as const)('%s %d allowed: %s', (currency, amount, allowed) => {
    expect(isGiftCardAmountAllowed(amount, currency)).toBe(allowed);
  });

  test.prop([fc.constantFrom('SEK', 'DKK', 'GBP', 'EUR' as const), fc.double({ min: -1e6, max: 1e6, noNaN: true })])(
    'clamping always gives an allowed amount, and keeps one that is allowed',
    (currency, amount) => {
      const clamped = clampGiftCardAmount(amount, currency);
      expect(isGiftCardAmountAllowed(clamped, currency)).toBe(true);
      if (isGiftCardAmountAllowed(amount, currency)) expect(clamped).toBe(amount);
      expect(clamped).toBeGreaterThanOrEqual(GIFT_CARD_LIMITS[currency].min);
    },
  );
});

describe('dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-01', false],
  ])('%s is a date: %s', (text, expected) => expect(isIsoDate(text)).toBe(expected));

  it('a year ahead of 29 February is 28 February', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(sendDateRange('2026-05-10')).toEqual({ min: '2026-05-10', max: '2027-05-10' });
  });

  it('the API takes a past date (sent at once) and one a year ahead plus a day, not later', () => {
    const now = new Date('2026-05-10T22:30:00.000Z');
    expect(isSendDateAccepted('2026-05-01', now)).toBe(true);
    expect(isSendDateAccepted('2027-05-11', now)).toBe(true);
    expect(isSendDateAccepted('2027-05-12', now)).toBe(false);
    expect(isSendDateAccepted('2026-02-30', now)).toBe(false);
  });

  it('an e-mail goes at the start of its day (UTC), or at once when that day has come', () => {
    const paid = new Date('2026-05-10T12:00:00.000Z');
    expect(sendAfter('2026-06-01', paid)).toBe('2026-06-01T00:00:00.000Z');
    expect(sendAfter('2026-05-10', paid)).toBe('2026-05-10T12:00:00.000Z');
    expect(sendAfter(undefined, paid)).toBe('2026-05-10T12:00:00.000Z');
  });

  it('a card is valid for two years', () => {
    expect(giftCardExpiry(new Date('2026-05-10T12:34:56.789Z'))).toBe('2028-05-10T12:34:56.789Z');
    expect(giftCardExpiry(new Date('2028-02-29T08:00:00.000Z'))).toBe('2030-02-28T08:00:00.000Z');
  });
});

describe('the gift card form', () => {
  const form = { amount: null, recipientName: ' Bo ', recipientEmail: 'bo@example.com ', message: '', sendOn: '2026-05-10' };

  it('gives the card as the API takes it: trimmed, no empty message, an amount only when typed', () => {
    expect(checkGiftCardForm(form, 'SEK', '2026-05-10')).toEqual({
      card: { recipient_name: 'Bo', recipient_email: 'bo@example.com', send_on: '2026-05-10' },
    });
    const other = checkGiftCardForm({ ...form, amount: ' 1 500 ', message: 'Hi' }, 'SEK', '2026-05-10');
    expect(other).toEqual({ card: expect.objectContaining({ amount: 1500, message: 'Hi' }) });
    if ('card' in other) expect(v.parse(lineMetadata, { gift_card: other.card })).toEqual({ gift_card: other.card });
  });

  it("names every field to correct, in the form's order", () => {
    expect(
      checkGiftCardForm(
        { amount: '5', recipientName: ' ', recipientEmail: 'bo@', message: 'x'.repeat(301), sendOn: '2026-05-09' },
        'GBP',
        '2026-05-10',
      ),
    ).toEqual({ errors: ['amount', 'recipient_name', 'recipient_email', 'message', 'send_on'] });
    expect(checkGiftCardForm({ ...form, sendOn: '2027-05-11' }, 'SEK', '2026-05-10')).toEqual({ errors: ['send_on'] });
  });
});

describe('gift_card metadata', () => {
  const card = { recipient_name: 'Bo', recipient_email: 'bo@example.com', message: 'Hi', send_on: '2026-05-10' };

  it.each([
    ['an amount no currency allows', { ...card, amount: 10_001 }, 'gift_card.amount'],
    ['an amount that is not whole', { ...card, amount: 10.5 }, 'gift_card.amount'],
    ['a message over 300 characters', { ...card, message: 'x'.repeat(301) }, 'gift_card.message'],
    ['no recipient', { ...card, recipient_name: '  ' }, 'gift_card.recipient_name'],
    ['an address that is none', { ...card, recipient_email: 'bo' }, 'gift_card.recipient_email'],
    ['a day that does not exist', { ...card, send_on: '2026-02-30' }, 'gift_card.send_on'],
    ['an unknown field', { ...card, from: 'Anna' }, 'gift_card.from'],
  ])('the API refuses %s', (_name, giftCard, path) => {
    const result = v.safeParse(lineMetadata, { gift_card: giftCard });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.map((item) => item.key).join('.')).toBe(path);
  });

  it('a stored line keeps a valid card and is invalid with a broken one (the line is dropped, not changed)', () => {
    expect(v.parse(storedLineMetadata, { gift_card: card, margin: 'yes' })).toEqual({ gift_card: card });
    expect(v.safeParse(storedLineMetadata, { gift_card: { ...card, recipient_email: 'bo' } }).success).toBe(false);
  });
});
