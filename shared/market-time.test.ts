import { describe, expect, it } from 'vitest';
import { sendAfter } from './gift-card';
import { LOCALE_CODES } from './locales';
import { MARKET_TIME_ZONES, marketTimeZone, zonedHour } from './market-time';

describe('zonedHour', () => {
  it('is the wall-clock hour in the zone, in winter and in summer time', () => {
    expect(zonedHour('2026-12-24', 8, 'Europe/Stockholm').toISOString()).toBe('2026-12-24T07:00:00.000Z');
    expect(zonedHour('2026-06-01', 8, 'Europe/Stockholm').toISOString()).toBe('2026-06-01T06:00:00.000Z');
    expect(zonedHour('2026-06-01', 8, 'Europe/London').toISOString()).toBe('2026-06-01T07:00:00.000Z');
    expect(zonedHour('2026-01-15', 8, 'Europe/Helsinki').toISOString()).toBe('2026-01-15T06:00:00.000Z');
  });
  it('lands on the hour on the days the clocks change', () => {
    // 29 March 2026: Europe goes to summer time at 01:00 UTC; 25 October 2026: back.
    expect(zonedHour('2026-03-29', 8, 'Europe/Paris').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(zonedHour('2026-10-25', 8, 'Europe/Paris').toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });
  it('knows a zone for every market, and none for an unknown locale', () => {
    for (const code of LOCALE_CODES) expect(() => zonedHour('2026-06-01', 8, MARKET_TIME_ZONES[code])).not.toThrow();
    expect(marketTimeZone('sv')).toBe('Europe/Stockholm');
    expect(marketTimeZone('xx')).toBeUndefined();
  });
});

describe('sendAfter in the recipient’s market', () => {
  const paid = new Date('2026-05-10T12:00:00.000Z');
  it('is 08:00 on the send date where the market is', () => {
    expect(sendAfter('2026-06-01', paid, 'Europe/Stockholm')).toBe('2026-06-01T06:00:00.000Z');
    expect(sendAfter('2026-06-01', paid, 'Europe/Lisbon')).toBe('2026-06-01T07:00:00.000Z');
  });
  it('is the time paid when that hour has passed', () => {
    expect(sendAfter('2026-05-10', paid, 'Europe/Stockholm')).toBe('2026-05-10T12:00:00.000Z');
  });
});
