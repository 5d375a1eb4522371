import { createMiddleware } from 'hono/factory';
import { generateCookie } from 'hono/cookie';
import { parseCjevent } from '../../../shared/query-params';
import { setCacheControl, strategies } from '../../cache/policy';
import type { AppEnv } from '../../context';

/** docs/cart.md "Landing parameters (any page)": the affiliate cookie lives 34128000 s (about 395 days). */
export const CJE_MAX_AGE = 34_128_000;

/**
 * Affiliate tracking (docs/cart.md "Landing parameters (any page)"): a valid ?cjevent= (letters, digits, hyphens) is kept
 * in the `cje` cookie, path /, Secure unless SECURE_COOKIES is "false" (plain-http local
 * runs). Anything else is ignored. It runs outside the page cache, so a page served from
 * the edge cache sets the cookie too; the stored page never carries it, and the answer that
 * does is marked private (OWASP ASVS 8.2.1: nothing with Set-Cookie in a shared cache).
 */
export const affiliate = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const cjevent = parseCjevent(c.req.query('cjevent'));
  if (cjevent === null) return;
  const cookie = generateCookie('cje', cjevent, {
    maxAge: CJE_MAX_AGE,
    path: '/',
    secure: c.env.SECURE_COOKIES !== 'false',
    sameSite: 'Lax',
    // Read at checkout on the server; no script of the shop needs it (ASVS 3.4.2).
    httpOnly: true,
  });
  // A response from the cache may have immutable headers: work on a copy.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.append('Set-Cookie', cookie);
  setCacheControl(c.res.headers, strategies.private());
});
