/**
 * The authorization code flow with PKCE (docs/accounts.md, The flow 2 and 3; RFC 9700 2.1.1):
 * POST /login starts it, GET /login?code=&state= finishes it. Every failure ends on
 * /login?error=<code>; unexpected ones are logged without tokens or cookie values (docs/shop-rules.md "Error texts").
 */
import type { Context } from 'hono';
import { base64url } from 'jose';
import { isSameSecret } from '../../shared/http/secrets';
import { PATHS } from '../../shared/site-paths';
import { clockOf } from '../clock';
import type { AppEnv } from '../context';
import type { OidcConfig } from './config';
import { deleteFlowCookie, flowCookieOf, openSession, putSession, setFlowCookie } from './index';
import { AuthError, discover, exchangeCode, verifyIdToken, type AuthErrorCode } from './provider';
import { returnPathOr } from './return-path';
import { artistIdOf, decodeFlow, encodeFlow } from './session';

/** docs/accounts.md "The identity provider". */
const SCOPES = 'openid profile email address';

const randomToken = () => base64url.encode(crypto.getRandomValues(new Uint8Array(32)));

/** RFC 7636 4.2: S256. */
async function challengeOf(verifier: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The exact redirect URI of this host (RFC 9700 2.1: exact matching at the provider). */
export const redirectUriOf = (c: Context) => `${new URL(c.req.url).origin}${PATHS.login}`;

/** Where a failed sign-in lands: /login with the error's code (and the return path, kept). */
export function failedSignIn(c: Context, code: AuthErrorCode, returnPath?: string): Response {
  const query = new URLSearchParams({ error: code });
  if (returnPath) query.set('return', returnPath);
  return c.redirect(`${PATHS.login}?${query}`, 303);
}

function logFailure(error: unknown, step: string): AuthErrorCode {
  if (error instanceof AuthError) {
    // Expected refusals (an old or replayed code, a mismatch) are the visitor's; the rest is the operator's.
    if (error.code === 'unavailable' || error.code === 'invalid') console.error(`sign-in ${step}: ${error.message}`);
    return error.code;
  }
  console.error(`sign-in ${step}: unexpected`, error instanceof Error ? error.message : String(error));
  return 'unavailable';
}

/** POST /login: a new state, nonce and code verifier in the flow cookie; off to the provider. */
export async function startSignIn(c: Context<AppEnv>, config: OidcConfig, requestedReturn: string | null): Promise<Response> {
  const now = clockOf(c.env)();
  const returnPath = returnPathOr(requestedReturn);
  let authorizationEndpoint: string;
  try {
    authorizationEndpoint = (await discover(config, now)).authorization_endpoint;
  } catch (error) {
    return failedSignIn(c, logFailure(error, 'start'), returnPath);
  }
  const flow = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(), returnPath, startedAt: Math.floor(now / 1000) };
  setFlowCookie(c, await encodeFlow(flow, config.sessionSecret));
  const url = new URL(authorizationEndpoint);
  const params = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUriOf(c),
    scope: SCOPES,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await challengeOf(flow.codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: c.var.market.locale.code,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return c.redirect(url.toString(), 303);
}

/** GET /login?code=&state= (or ?error=&state=): the provider's answer. */
export async function finishSignIn(c: Context<AppEnv>, config: OidcConfig): Promise<Response> {
  const now = clockOf(c.env)();
  const query = new URL(c.req.url).searchParams;
  const flow = await decodeFlow(flowCookieOf(c), config.sessionSecret, now);
  // Used once: a replayed callback finds no flow (RFC 9700 4.2.4, 4.5.3).
  deleteFlowCookie(c);
  if (!flow) return failedSignIn(c, 'expired');
  const state = query.get('state') ?? '';
  // Compared without an early exit: the state is a secret of this browser until used.
  if (!(await isSameSecret(state, flow.state))) return failedSignIn(c, 'mismatch', flow.returnPath);
  if (query.has('error')) return failedSignIn(c, 'denied', flow.returnPath);
  const code = query.get('code');
  if (!code) return failedSignIn(c, 'invalid', flow.returnPath);
  try {
    const discovery = await discover(config, now);
    const tokens = await exchangeCode(config, discovery, { code, redirectUri: redirectUriOf(c), codeVerifier: flow.codeVerifier }, now);
    if (!tokens.idToken) throw new AuthError('invalid', 'token endpoint: no ID token');
    const claims = await verifyIdToken(config, discovery, tokens.idToken, flow.nonce, now);
    const email = typeof claims.email === 'string' ? claims.email : '';
    const seconds = Math.floor(now / 1000);
    // Its record at the commerce API: the cookie signs in while it is open (sign-out closes it).
    const record = await openSession(c, tokens.accessToken);
    // A fresh session on every sign-in (OWASP ASVS 3.2.1): nothing of an earlier one is kept.
    putSession(c, {
      id: record.id,
      sub: claims.sub,
      name: typeof claims.name === 'string' && claims.name ? claims.name : email || claims.sub,
      email,
      artistId: artistIdOf(claims.sub),
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshToken: tokens.refreshToken,
      idToken: tokens.idToken,
      startedAt: seconds,
      seenAt: seconds,
    });
    return c.redirect(flow.returnPath, 303);
  } catch (error) {
    return failedSignIn(c, logFailure(error, 'callback'), flow.returnPath);
  }
}
