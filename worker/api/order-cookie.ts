/**
 * The order cookie (docs/checkout.md): which orders this browser placed, as
 * `<order_id>.<order_token>` pairs joined by `~`, newest first. HttpOnly, so page scripts
 * never read a token; the confirmation page and GET /api/orders/{id} take the token from
 * here, so an order shows only to the browser that placed it.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const ORDER_COOKIE = 'h057_order';
/** How many orders one browser can come back to. */
export const MAX_REMEMBERED_ORDERS = 5;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const ID = /^[0-9A-Za-z]{10,40}$/;
const TOKEN = /^[0-9A-Za-z_-]{20,100}$/;

export interface OrderPass {
  id: string;
  token: string;
}

/** The orders in a cookie value; malformed entries are skipped. */
export function parseOrderCookie(value: string | undefined): OrderPass[] {
  if (!value) return [];
  return value
    .split('~')
    .map((entry) => {
      const dot = entry.indexOf('.');
      return { id: entry.slice(0, dot), token: entry.slice(dot + 1) };
    })
    .filter((pass) => ID.test(pass.id) && TOKEN.test(pass.token))
    .slice(0, MAX_REMEMBERED_ORDERS);
}

/** `pass` first, then the others (without an older entry for the same order), at most MAX_REMEMBERED_ORDERS. */
export function withOrder(passes: OrderPass[], pass: OrderPass): string {
  return [pass, ...passes.filter((other) => other.id !== pass.id)]
    .slice(0, MAX_REMEMBERED_ORDERS)
    .map((entry) => `${entry.id}.${entry.token}`)
    .join('~');
}

export function isOrderId(value: string): boolean {
  return ID.test(value);
}

/** The token this browser holds for order `id`, if any. */
export function orderTokenOf(c: Context, id: string): string | undefined {
  return parseOrderCookie(getCookie(c, ORDER_COOKIE)).find((pass) => pass.id === id)?.token;
}

/** The most recent order this browser placed. */
export function latestOrderOf(c: Context): OrderPass | undefined {
  return parseOrderCookie(getCookie(c, ORDER_COOKIE))[0];
}

export function rememberOrder(c: Context, pass: OrderPass): void {
  setCookie(c, ORDER_COOKIE, withOrder(parseOrderCookie(getCookie(c, ORDER_COOKIE)), pass), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: MAX_AGE_SECONDS,
  });
}
