import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cardDigits, cardFormErrors, cardOutcome, isExpired, isLuhnValid, parseExpiry } from './card';

/** The Luhn check digit for a number without it. */
const checkDigit = (body: string) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => isLuhnValid(`${body}${d}`))!;

describe('card numbers', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0027 6000 3184', true],
    ['4000-0000-0000-0002', true],
    ['4000000000009995', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
  ])('%s passes the Luhn check: %s', (input, expected) => {
    expect(isLuhnValid(cardDigits(input)!)).toBe(expected);
  });

  it.each(['', '4242', '4242 4242 4242 424x', '1'.repeat(20)])('"%s" is not a card number', (input) => {
    expect(cardDigits(input)).toBeNull();
  });

  test.prop([fc.stringMatching(/^\d{11,18}$/)])('a number ending in its check digit is valid', (body) => {
    expect(isLuhnValid(`${body}${checkDigit(body)}`)).toBe(true);
  });

  test.prop([fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 })])(
    'changing one digit of a valid number makes it invalid',
    (body, at, change) => {
      const digits = `${body}${checkDigit(body)}`;
      const i = at % digits.length;
      const changed = `${digits.slice(0, i)}${(Number(digits[i]) + change) % 10}${digits.slice(i + 1)}`;
      expect(isLuhnValid(changed)).toBe(false);
    },
  );

  it.each([
    ['4242424242424242', 'authorized'],
    ['5555555555554444', 'authorized'],
    ['4000002760003184', 'challenge'],
    ['4000000000000002', 'declined'],
    ['4000000000009995', 'declined'],
  ])('test card %s is %s', (digits, result) => {
    expect(cardOutcome(digits).result).toBe(result);
  });

  it('the declined test cards name their reasons', () => {
    expect(cardOutcome('4000000000000002')).toEqual({ result: 'declined', reason: 'card_declined' });
    expect(cardOutcome('4000000000009995')).toEqual({ result: 'declined', reason: 'insufficient_funds' });
  });
});

describe('expiry dates', () => {
  it.each([
    ['04/29', { month: 4, year: 2029 }],
    ['4/29', { month: 4, year: 2029 }],
    ['04 / 29', { month: 4, year: 2029 }],
    ['0429', { month: 4, year: 2029 }],
    ['12/2030', { month: 12, year: 2030 }],
    ['13/29', null],
    ['00/29', null],
    ['april', null],
  ])('"%s" reads as %j', (input, expected) => {
    expect(parseExpiry(input)).toEqual(expected);
  });

  const now = new Date('2026-11-25T12:00:00Z');
  it.each([
    [{ month: 11, year: 2026 }, false],
    [{ month: 10, year: 2026 }, true],
    [{ month: 1, year: 2027 }, false],
    [{ month: 12, year: 2025 }, true],
  ])('%j has expired on 2026-11-25: %s', (expiry, expected) => {
    expect(isExpired(expiry, now)).toBe(expected);
  });
});

describe('the card form', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Anna Svensson' };

  it('a complete form has no errors', () => {
    expect(cardFormErrors(valid, now)).toEqual({});
    expect(cardFormErrors({ ...valid, cvc: '1234' }, now)).toEqual({});
  });

  it('each wrong field is named with its rule', () => {
    expect(cardFormErrors({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12', name: ' ' }, now)).toEqual({
      number: 'This card number is not valid: check the digits.',
      expiry: 'This card has expired.',
      cvc: 'The CVC is the 3 or 4 digits on the card.',
      name: 'Enter the name on the card.',
    });
    expect(cardFormErrors({ ...valid, number: '', expiry: '' }, now)).toMatchObject({
      number: 'Enter the card number.',
      expiry: 'Enter the expiry date as MM/YY.',
    });
    expect(cardFormErrors({ ...valid, expiry: '13/30' }, now).expiry).toBe('Write the expiry date as MM/YY, e.g. 04/29.');
  });
});
