import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { giftCardStatus, normalizeGiftCardCode, parseGiftCardBalance } from './gift-card';

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
