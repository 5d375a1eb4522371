import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { SHOW_COOKIE_ALERT_SCRIPT, consentCookie, mayLoadTagManager, parseConsent, shouldShowCookieAlert } from './consent';

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

describe('the script that shows the cookie alert as the page is parsed', () => {
  /** Runs the script as the page does, with this browser's cookies; true when it showed the alert. */
  function showsAlert(cookies: string, cookieEnabled: boolean): boolean {
    const alert = { hidden: true };
    const run = new Function('navigator', 'document', SHOW_COOKIE_ALERT_SCRIPT) as (navigator: object, document: object) => void;
    run({ cookieEnabled }, { cookie: cookies, currentScript: { previousElementSibling: alert } });
    return !alert.hidden;
  }

  it.each([
    ['', true],
    ['cookie_consent=true', false],
    ['other=1; cookie_consent=false', false],
    ['other=1;cookie_consent=false; more=2', false],
    ['cookie_consent=yes', true],
    ['xcookie_consent=true', true],
    ['cookie_consent=', true],
  ])('%j: shown %s', (cookies, shown) => {
    expect(showsAlert(cookies, true)).toBe(shown);
    expect(showsAlert(cookies, false)).toBe(false);
  });

  const cookiePart = fc.oneof(
    fc.constantFrom('cookie_consent=true', 'cookie_consent=false', 'cookie_consent=', 'cookie_consent=yes', 'newsletter_subscribed=1'),
    fc.stringMatching(/^[a-z_]{1,12}=[a-z0-9]{0,6}$/),
  );
  test.prop([fc.array(cookiePart, { maxLength: 4 }), fc.boolean()])('decides as shouldShowCookieAlert', (parts, enabled) => {
    const cookies = parts.join('; ');
    expect(showsAlert(cookies, enabled)).toBe(shouldShowCookieAlert(enabled, parseConsent(cookies)));
  });
});
