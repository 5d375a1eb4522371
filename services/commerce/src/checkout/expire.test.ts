import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_MINUTES, reservationMinutes } from './expire';

describe('RESERVATION_MINUTES', () => {
  it.each([
    [undefined, DEFAULT_RESERVATION_MINUTES],
    ['', DEFAULT_RESERVATION_MINUTES],
    ['15', 15],
    ['0', DEFAULT_RESERVATION_MINUTES],
    ['-5', DEFAULT_RESERVATION_MINUTES],
    ['soon', DEFAULT_RESERVATION_MINUTES],
  ])('%j → %d minutes', (value, minutes) => expect(reservationMinutes(value)).toBe(minutes));
});
