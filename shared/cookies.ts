/**
 * The shop's own browser cookies (docs/site.md "Cookies"): names, lifetimes and the two pure
 * helpers that write and read them. Browser code sets them with document.cookie; the
 * server never renders anything that depends on them (pages are cached for everyone).
 */
export const COOKIE_NAMES = {
  /** "true" or "false": the shopper's answer to the cookie alert. */
  consent: 'cookie_consent',
  /** Present once the shopper has signed up for the newsletter. */
  subscribed: 'newsletter_subscribed',
} as const;

/** Lifetimes in seconds (docs/site.md "Cookies"). */
export const COOKIE_MAX_AGE = {
  consentAccepted: 2_592_000, // 30 days
  consentDenied: 3_600, // 1 hour: ask again later
  subscribed: 31_536_000, // 1 year
} as const;

export interface CookieOptions {
  maxAge: number;
  path?: string;
  /** Only over HTTPS; set whenever the page itself is served over HTTPS. */
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict';
}

const NAME = /^[A-Za-z0-9_-]+$/;

/** A Set-Cookie / document.cookie string; the value is percent-encoded (RFC 6265 4.1.1 cookie-octets). */
export function serializeCookie(
  name: string,
  value: string,
  { maxAge, path = '/', secure = false, sameSite = 'Lax' }: CookieOptions,
): string {
  if (!NAME.test(name)) throw new Error(`invalid cookie name "${name}"`);
  if (!Number.isInteger(maxAge) || maxAge < 0) throw new Error(`invalid Max-Age ${maxAge}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, `Path=${path}`, `SameSite=${sameSite}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of cookie `name` in a Cookie header or document.cookie, decoded; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function hasCookie(cookies: string, name: string): boolean {
  return readCookie(cookies, name) !== undefined;
}
