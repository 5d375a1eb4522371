/**
 * Sign-in, sign-out and the account area (issue 12, docs/accounts.md; SPEC 2 and 6). Every
 * answer is private (never stored in a shared cache); without OIDC configuration /login
 * says sign-in is not available (503).
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PATHS } from '../../../shared/site-paths';
import { strategies } from '../../cache';
import { clockOf } from '../../clock';
import type { AppEnv } from '../../context';
import { dropSession, oidcConfigOf, sessionOf, signedInSession, SESSION_API_PATH } from '../../auth';
import { discover } from '../../auth/provider';
import { returnPathOr, safeReturnPath } from '../../auth/return-path';
import { ownCacheControl, privatePage } from '../cache-policy';
import { failedSignIn, finishSignIn, startSignIn } from './flow';
import { isAuthErrorCode, loginPage, logoutPage, myAccountPage, notAvailablePage } from './pages';

export const accountRoutes = new Hono<AppEnv>();

/**
 * The pages with a sign-in or sign-out form may post to this shop and be redirected to the
 * provider: CSP form-action covers redirects, so they name its endpoints' origins.
 */
const allowsProviderForms = createMiddleware<AppEnv>(async (c, next) => {
  const config = oidcConfigOf(c.env);
  if (config) {
    const origins = new Set([new URL(config.issuer).origin]);
    try {
      const discovery = await discover(config, clockOf(c.env)());
      for (const url of [discovery.authorization_endpoint, discovery.end_session_endpoint]) if (url) origins.add(new URL(url).origin);
    } catch {
      // The provider is away: the issuer's origin is what the form can lead to anyway.
    }
    c.set('formActionOrigins', [...origins]);
  }
  await next();
});
accountRoutes.use(PATHS.login, allowsProviderForms);
accountRoutes.use(PATHS.logout, allowsProviderForms);
accountRoutes.use(PATHS.myAccount, allowsProviderForms);
/** GET /api/session, registered before the API proxy. */
export const sessionApi = new Hono<AppEnv>();

const FORM_LIMIT = 4096;

/** The `return` field of a small form body (urlencoded), or null. */
async function formField(c: Context, name: string): Promise<string | null> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  const text = await c.req.text().catch(() => '');
  if (text.length > FORM_LIMIT) return null;
  return new URLSearchParams(text).get(name);
}

accountRoutes.get(PATHS.login, privatePage, async (c) => {
  const config = oidcConfigOf(c.env);
  if (!config) return notAvailablePage(c);
  const query = new URL(c.req.url).searchParams;
  // The provider's answer carries state (RFC 6749 4.1.2 and 4.1.2.1).
  if (query.has('code') || query.has('state')) return finishSignIn(c, config);
  const error = query.get('error');
  const returnPath = safeReturnPath(query.get('return'));
  if (!error && (await signedInSession(c))) return c.redirect(returnPath ?? PATHS.myAccount, 303);
  return loginPage(c, { error: error === null ? null : isAuthErrorCode(error) ? error : 'denied', returnPath });
});

accountRoutes.post(PATHS.login, async (c) => {
  const config = oidcConfigOf(c.env);
  if (!config) return notAvailablePage(c);
  const requested = (await formField(c, 'return')) ?? new URL(c.req.url).searchParams.get('return');
  return startSignIn(c, config, requested);
});

accountRoutes.get(PATHS.logout, privatePage, async (c) => logoutPage(c, await signedInSession(c)));

/**
 * POST /logout: the session cookie goes, then the provider's session when it offers
 * end_session_endpoint (OpenID Connect RP-Initiated Logout 1.0), which comes back to `/`.
 */
accountRoutes.post(PATHS.logout, async (c) => {
  const session = await signedInSession(c);
  dropSession(c);
  const config = oidcConfigOf(c.env);
  const home = `${new URL(c.req.url).origin}/`;
  if (!config || !session?.idToken) return c.redirect('/', 303);
  try {
    const discovery = await discover(config, clockOf(c.env)());
    if (!discovery.end_session_endpoint) return c.redirect('/', 303);
    const url = new URL(discovery.end_session_endpoint);
    url.searchParams.set('id_token_hint', session.idToken);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('post_logout_redirect_uri', home);
    return c.redirect(url.toString(), 303);
  } catch {
    // Signed out here; the provider's session ends with its own lifetime.
    return c.redirect('/', 303);
  }
});

/** The signed-in landing page; signed out (or an expired or unreadable session): /login and back. */
accountRoutes.get(PATHS.myAccount, privatePage, async (c) => {
  if (!oidcConfigOf(c.env)) return c.redirect(PATHS.login, 303);
  const read = await sessionOf(c);
  if (read.status === 'valid') return myAccountPage(c, read.session);
  const back = returnPathOr(new URL(c.req.url).pathname);
  if (read.status === 'none') return c.redirect(`${PATHS.login}?${new URLSearchParams({ return: back })}`, 303);
  return failedSignIn(c, read.status === 'expired' ? 'expired' : 'invalid', back);
});

/** Whether this browser is signed in, for cached pages (docs/accounts.md): private, no-store. */
sessionApi.get(SESSION_API_PATH, ownCacheControl, async (c) => {
  const session = await signedInSession(c);
  return c.json({ signed_in: session !== null, display_name: session?.name ?? null }, 200, { 'Cache-Control': strategies.private() });
});
