import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { consentCookie, mayLoadTagManager, parseConsent, shouldShowCookieAlert } from './consent';

describe('consent cookie', () => {
  it.each([
    [true, false, 'cookie_consent=true; Max-Age=2592000; Path=/; SameSite=Lax'],
    [false, false, 'cookie_consent=false; Max-Age=3600; Path=/; SameSite=Lax'],
    [true, true, 'cookie_consent=true; Max-Age=2592000; Path=/; SameSite=Lax; Secure'],
  ])('accepted=%s secure=%s → %s', (accepted, secure, expected) => {
    expect(consentCookie(accepted, secure)).toBe(expected);
  });

  it.each([
    ['', undefined],
    ['cookie_consent=true', true],
    ['other=1; cookie_consent=false', false],
    ['cookie_consent=yes', undefined],
    ['cookie_consent=', undefined],
  ])('%j reads as %s', (cookies, expected) => {
    expect(parseConsent(cookies)).toBe(expected);
  });

  test.prop([fc.boolean(), fc.boolean()])('what is stored is what is read back', (accepted, secure) => {
    expect(parseConsent(consentCookie(accepted, secure).split(';')[0]!)).toBe(accepted);
  });
});

describe('gating', () => {
  it.each([
    [true, undefined, true],
    [true, true, false],
    [true, false, false],
    [false, undefined, false],
  ])('cookies enabled=%s, consent=%s → alert %s', (enabled, consent, expected) => {
    expect(shouldShowCookieAlert(enabled, consent)).toBe(expected);
  });

  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('consent %s → tag manager may load: %s', (consent, expected) => {
    expect(mayLoadTagManager(consent)).toBe(expected);
  });
});
