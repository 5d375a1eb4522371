/**
 * Sign-in, sign-out and the account area (issue 12, docs/accounts.md "Where sign-in is"). Every
 * answer is private (never stored in a shared cache); without OIDC configuration /login
 * says sign-in is not available (503).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { PATHS } from '../../../shared/site-paths';
import { strategies } from '../../cache/policy';
import { clockOf } from '../../clock';
import type { AppEnv } from '../../context';
import { oidcConfigOf, sessionOf, signedInSession, signOut, SESSION_API_PATH } from '../../auth';
import { discover } from '../../auth/provider';
import { safeReturnPath } from '../../auth/return-path';
import { ownCacheControl, privatePage } from '../../cache/route-policy';
import { finishSignIn, startSignIn } from '../../auth/flow';
import { areaPage, requireSession } from './area';
import { dashboardPage } from './dashboard';
import { isAuthErrorCode, loginPage, logoutPage, notAvailablePage } from './pages';
import { posterEditPage, posterEditSubmit } from './poster-edit';
import { postersPage } from './posters';
import { profilePage, profileSubmit } from './profile';
import { salesPage } from './sales';

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
accountRoutes.use(`${PATHS.myAccount}/*`, allowsProviderForms);
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
  // The session's record is closed too: a copy of the cookie signs nobody in afterwards.
  const session = await signOut(c);
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

/**
 * The artist area (docs/accounts.md "The account pages"): every page needs a session
 * (signed out → /login and back), is private, and reads and writes only through the
 * artist calls with the artist's own token. The forms post multipart bodies up to the
 * poster image's 25 MB and a little; more is a 413 page.
 */
const FORM_UPLOAD_LIMIT = 26 * 1024 * 1024;
const formLimit = bodyLimit({
  maxSize: FORM_UPLOAD_LIMIT,
  onError: (c) => c.text('The form is larger than 25 MB: choose a smaller image.', 413),
});
accountRoutes.get(PATHS.myAccount, privatePage, requireSession, areaPage(dashboardPage));
accountRoutes.get(PATHS.myPosters, privatePage, requireSession, areaPage(postersPage));
accountRoutes.get(PATHS.myPosterEdit, privatePage, requireSession, areaPage(posterEditPage));
accountRoutes.post(PATHS.myPosterEdit, privatePage, formLimit, requireSession, areaPage(posterEditSubmit));
accountRoutes.get(PATHS.mySales, privatePage, requireSession, areaPage(salesPage));
accountRoutes.get(PATHS.myProfileEdit, privatePage, requireSession, areaPage(profilePage));
accountRoutes.post(PATHS.myProfileEdit, privatePage, formLimit, requireSession, areaPage(profileSubmit));

/** Whether this browser is signed in, for cached pages (docs/accounts.md): private, no-store. */
sessionApi.get(SESSION_API_PATH, ownCacheControl, async (c) => {
  const read = await sessionOf(c);
  // The session's record could not be asked: neither answer would be true, so the browser keeps what it knows.
  if (read.status === 'unverified') {
    return c.json({ error: 'The sign-in could not be checked just now' }, 503, {
      'Cache-Control': strategies.private(),
      'Retry-After': '30',
    });
  }
  const session = read.status === 'valid' ? read.session : null;
  return c.json({ signed_in: session !== null, display_name: session?.name ?? null }, 200, { 'Cache-Control': strategies.private() });
});
