/**
 * The card form's rules (pure: the clock is passed in). Test numbers and what they do:
 * docs/payments.md "Test inputs" and docs/payments.md.
 */

/** Digits of a card number typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number carries in its last digit (ISO/IEC 7812-1). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (also MM / YY, MMYY, MM/YYYY) → { month, year } with a four-digit year; null when unreadable. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;

/** Messages per field for a submitted card form (empty: valid). */
export function cardFormErrors(form: CardForm, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(form.number);
  if (!form.number.trim()) errors.number = 'Enter the card number.';
  else if (!digits) errors.number = 'A card number has 12 to 19 digits.';
  else if (!isLuhnValid(digits)) errors.number = 'This card number is not valid: check the digits.';
  const expiry = parseExpiry(form.expiry);
  if (!form.expiry.trim()) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (!expiry) errors.expiry = 'Write the expiry date as MM/YY, e.g. 04/29.';
  else if (isExpired(expiry, now)) errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'The CVC is the 3 or 4 digits on the card.';
  const name = form.name.trim();
  if (!name) errors.name = 'Enter the name on the card.';
  else if (name.length > 100) errors.name = 'The name can be at most 100 characters.';
  return errors;
}

export type CardOutcome = { result: 'authorized' } | { result: 'challenge' } | { result: 'declined'; reason: string };

/** What the local provider does with a valid card number (the test cards; any other authorizes). */
export function cardOutcome(digits: string): CardOutcome {
  switch (digits) {
    case '4000002760003184':
      return { result: 'challenge' };
    case '4000000000000002':
      return { result: 'declined', reason: 'card_declined' };
    case '4000000000009995':
      return { result: 'declined', reason: 'insufficient_funds' };
    default:
      return { result: 'authorized' };
  }
}
