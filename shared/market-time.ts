import { isLocaleCode, type LocaleCode } from './locales';

/**
 * Each market's time zone (IANA), for what happens at a market's local hour: a gift card's
 * e-mail on its send date (docs/checkout.md "Gift cards", ADR 0019). One domain per country,
 * each of them in one zone.
 */
export const MARKET_TIME_ZONES: Record<LocaleCode, string> = {
  sv: 'Europe/Stockholm',
  da: 'Europe/Copenhagen',
  de: 'Europe/Berlin',
  cs: 'Europe/Prague',
  en: 'Europe/London',
  es: 'Europe/Madrid',
  et: 'Europe/Tallinn',
  fi: 'Europe/Helsinki',
  fr: 'Europe/Paris',
  hr: 'Europe/Zagreb',
  hu: 'Europe/Budapest',
  it: 'Europe/Rome',
  lt: 'Europe/Vilnius',
  lv: 'Europe/Riga',
  nl: 'Europe/Amsterdam',
  pl: 'Europe/Warsaw',
  pt: 'Europe/Lisbon',
  ro: 'Europe/Bucharest',
  sl: 'Europe/Ljubljana',
};

/** The time zone of the market `locale` names (a stored order's), or undefined for none of the 19. */
export const marketTimeZone = (locale: string): string | undefined => (isLocaleCode(locale) ? MARKET_TIME_ZONES[locale] : undefined);

/** Milliseconds `timeZone` is ahead of UTC at instant `time`. */
function offsetAt(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(time / 1000) * 1000;
}

/**
 * The instant the clocks of `timeZone` show `hour`:00 on `date` (YYYY-MM-DD). Taken twice
 * so a day whose offset changes (summer time) still lands on the wall-clock hour.
 */
export function zonedHour(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}
