import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE, COOKIE_NAMES, hasCookie, readCookie, serializeCookie } from './cookies';

describe('cookie lifetimes (docs/site.md "Cookies")', () => {
  it.each([
    ['accepted consent', COOKIE_MAX_AGE.consentAccepted, 2_592_000, 30 * 24 * 3600],
    ['denied consent', COOKIE_MAX_AGE.consentDenied, 3_600, 3600],
    ['newsletter subscription', COOKIE_MAX_AGE.subscribed, 31_536_000, 365 * 24 * 3600],
  ])('%s lives %d seconds', (_name, actual, expected, readable) => {
    expect(actual).toBe(expected);
    expect(actual).toBe(readable);
  });

  it('the cookie names are distinct', () => {
    expect(COOKIE_NAMES.consent).not.toBe(COOKIE_NAMES.subscribed);
  });
});

describe('serializeCookie', () => {
  it.each([
    [['cookie_consent', 'true', { maxAge: 2_592_000 }], 'cookie_consent=true; Max-Age=2592000; Path=/; SameSite=Lax'],
    [['cookie_consent', 'false', { maxAge: 3600, secure: true }], 'cookie_consent=false; Max-Age=3600; Path=/; SameSite=Lax; Secure'],
    [['a', 'x y;z', { maxAge: 0, path: '/p', sameSite: 'Strict' }], 'a=x%20y%3Bz; Max-Age=0; Path=/p; SameSite=Strict'],
  ] as const)('%j → %s', ([name, value, options], expected) => {
    expect(serializeCookie(name, value, options)).toBe(expected);
  });

  it.each([
    ['bad name', () => serializeCookie('a b', 'x', { maxAge: 1 })],
    ['negative Max-Age', () => serializeCookie('a', 'x', { maxAge: -1 })],
    ['fractional Max-Age', () => serializeCookie('a', 'x', { maxAge: 1.5 })],
  ])('refuses a %s', (_name, call) => {
    expect(call).toThrow();
  });
});

describe('readCookie', () => {
  it.each([
    ['cookie_consent=true', 'cookie_consent', 'true'],
    ['a=1; cookie_consent=false; b=2', 'cookie_consent', 'false'],
    ['xcookie_consent=true', 'cookie_consent', undefined],
    ['', 'cookie_consent', undefined],
    ['newsletter_subscribed=1', 'newsletter_subscribed', '1'],
    ['a=%E0%A4%A', 'a', '%E0%A4%A'],
  ])('%j has %s = %s', (cookies, name, expected) => {
    expect(readCookie(cookies, name)).toBe(expected);
  });

  it.each([
    ['newsletter_subscribed=1', true],
    ['newsletter_subscribed=', true],
    ['a=1; b=2', false],
  ])('%j has the subscribed cookie: %s', (cookies, expected) => {
    expect(hasCookie(cookies, COOKIE_NAMES.subscribed)).toBe(expected);
  });

  const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
  test.prop([name, fc.string({ maxLength: 40 }), fc.array(fc.tuple(name, fc.string({ maxLength: 10 })), { maxLength: 4 })])(
    'what serializeCookie writes, readCookie reads back among other cookies',
    (key, value, others) => {
      const jar = [
        ...others.filter(([n]) => n !== key).map(([n, v]) => `${n}=${encodeURIComponent(v)}`),
        serializeCookie(key, value, { maxAge: 60 }).split(';')[0]!,
      ];
      expect(readCookie(jar.join('; '), key)).toBe(value);
    },
  );
});
