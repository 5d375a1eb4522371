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

/**
 * shouldShowCookieAlert as a script the page runs right after the hidden alert, as the parser
 * reaches it (worker/components/site/LayoutParts.tsx): it shows the element before it, so
 * the alert is part of the first paint (issue 27). Written out, not built from this module:
 * it runs before any of the shop's code has loaded. The first cookie of the name counts, as
 * readCookie reads it.
 */
export const SHOW_COOKIE_ALERT_SCRIPT = `navigator.cookieEnabled&&!/^(?:true|false)$/.test(((/(?:^|;)\\s*${COOKIE_NAMES.consent}\\s*=([^;]*)/.exec(document.cookie)||[])[1]||'').trim())&&(document.currentScript.previousElementSibling.hidden=false)`;

export function mayLoadTagManager(consent: Consent): boolean {
  return consent === true;
}
