/**
 * The checkout key (docs/checkout.md "Who a checkout belongs to"): 256 random bits that
 * bind a checkout to the browser that started it. The checkout id alone is no credential:
 * it is in the checkout page's address, the provider's cancel_url and the browser's
 * history. The commerce API keeps the key's hash with the order and refuses a submit of
 * the same checkout id with another key (OWASP ASVS 4.2.1).
 *
 * HttpOnly, so page scripts never read it; Path=/api/checkout, so only order submits carry
 * it (no other request pays for its bytes); SameSite=Strict, since only the shop's own
 * page sends those. One key per browser and domain, renewed with every order it places.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { base64url } from 'jose';

export const CHECKOUT_KEY_COOKIE = 'h057_checkout_key';
const PATH = '/api/checkout';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** The key this browser holds, or a new one when it holds none (or something else under the name). */
export function checkoutKeyOf(c: Context): { key: string; isNew: boolean } {
  const held = getCookie(c, CHECKOUT_KEY_COOKIE);
  if (held && KEY.test(held)) return { key: held, isNew: false };
  return { key: base64url.encode(crypto.getRandomValues(new Uint8Array(32))), isNew: true };
}

export function rememberCheckoutKey(c: Context, key: string): void {
  setCookie(c, CHECKOUT_KEY_COOKIE, key, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: MAX_AGE_SECONDS,
  });
}
