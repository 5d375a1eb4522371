import { COOKIE_MAX_AGE, COOKIE_NAMES, readCookie, serializeCookie } from './cookies';

/**
 * Cookie consent (docs/site.md "Cookies"): unset shows the cookie alert (only when the browser
 * accepts cookies at all); accepting stores true for 30 days, denying stores false for
 * an hour. The tag manager may load only after consent was given.
 */
export type Consent = boolean | undefined;

export function parseConsent(cookies: string): Consent {
  const value = readCookie(cookies, COOKIE_NAMES.consent);
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

export function consentCookie(accepted: boolean, secure: boolean): string {
  return serializeCookie(COOKIE_NAMES.consent, String(accepted), {
    maxAge: accepted ? COOKIE_MAX_AGE.consentAccepted : COOKIE_MAX_AGE.consentDenied,
    secure,
  });
}

/** docs/site.md "Cookies": the alert (and its content) only when cookies work and nothing was answered yet. */
export function shouldShowCookieAlert(cookiesEnabled: boolean, consent: Consent): boolean {
  return cookiesEnabled && consent === undefined;
}

export function mayLoadTagManager(consent: Consent): boolean {
  return consent === true;
}
