/**
 * The storefront's side of OpenID Connect (docs/accounts.md "The flow"): the provider's
 * discovery document and keys, the token endpoint, and the ID token's verification.
 * Discovery documents and key sets are kept per isolate (configuration, not request state).
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { OidcConfig } from './config';

/** Why a sign-in failed: the `?error=` of /login and its message (locales/account). */
export type AuthErrorCode = 'unavailable' | 'mismatch' | 'expired' | 'ended' | 'invalid' | 'denied';

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

export interface TokenAnswer {
  accessToken: string;
  /** Seconds since the epoch. */
  accessTokenExpiresAt: number;
  refreshToken: string | null;
  idToken: string | null;
}

/** Only asymmetric signatures the provider's keys can make; never `none` or HMAC with the client secret. */
export const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'];
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 8000;
/** Seconds of clock difference tolerated between the provider and the edge. */
const CLOCK_TOLERANCE_SECONDS = 30;

const discoveries = new Map<string, { document: Discovery; until: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The provider's discovery document (OpenID Connect Discovery 1.0), cached for an hour per isolate. */
export async function discover(config: OidcConfig, now: number): Promise<Discovery> {
  const cached = discoveries.get(config.issuer);
  if (cached && cached.until > now) return cached.document;
  const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const body = await fetchJson(url, { headers: { accept: 'application/json' } }, 'discovery');
  const document = body as Partial<Discovery>;
  // Discovery 4.3: the document's issuer must be exactly the configured one.
  if (document.issuer !== config.issuer) throw new AuthError('invalid', `discovery names issuer ${String(document.issuer)}`);
  for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof document[field] !== 'string' || !/^https?:\/\//.test(document[field])) {
      throw new AuthError('unavailable', `discovery lacks ${field}`);
    }
  }
  if (document.end_session_endpoint !== undefined && typeof document.end_session_endpoint !== 'string')
    delete document.end_session_endpoint;
  discoveries.set(config.issuer, { document: document as Discovery, until: now + DISCOVERY_TTL_MS });
  return document as Discovery;
}

/**
 * The provider's key set, fetched when first needed and again when a token names a key id
 * it does not hold (a rotated key). No cool-down between such fetches: ID tokens reach the
 * edge only from the token endpoint, never from the browser, so no visitor can make it
 * fetch for made-up key ids.
 */
function keySetOf(jwksUri: string) {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: 0, cacheMaxAge: DISCOVERY_TTL_MS, timeoutDuration: TIMEOUT_MS });
    keySets.set(jwksUri, keySet);
  }
  return keySet;
}

/** RFC 6749 4.1.3 with PKCE (RFC 7636 4.5); the client authenticates with client_secret_basic. */
export function exchangeCode(
  config: OidcConfig,
  discovery: Discovery,
  grant: { code: string; redirectUri: string; codeVerifier: string },
  now: number,
): Promise<TokenAnswer> {
  return tokenRequest(
    config,
    discovery,
    { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.codeVerifier },
    now,
  );
}

/** RFC 6749 6: a new access token (and possibly a new refresh token) for a refresh token. */
export function refreshTokens(config: OidcConfig, discovery: Discovery, refreshToken: string, now: number): Promise<TokenAnswer> {
  return tokenRequest(config, discovery, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}

async function tokenRequest(config: OidcConfig, discovery: Discovery, form: Record<string, string>, now: number): Promise<TokenAnswer> {
  // RFC 6749 2.3.1: client id and secret form-encoded, then Basic.
  const credentials = btoa(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`);
  let response: Response;
  try {
    response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new AuthError('unavailable', `token endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) {
    const error = typeof body?.error === 'string' ? body.error : `status ${response.status}`;
    // invalid_grant: the code (or refresh token) was used already, expired or is not ours.
    if (error === 'invalid_grant') throw new AuthError('expired', `token endpoint: ${error}`);
    throw new AuthError(response.status >= 500 ? 'unavailable' : 'invalid', `token endpoint: ${error}`);
  }
  if (typeof body.access_token !== 'string' || (body.token_type as string | undefined)?.toLowerCase() !== 'bearer') {
    throw new AuthError('invalid', 'token endpoint: no bearer access token');
  }
  const expiresIn = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 600;
  return {
    accessToken: body.access_token,
    accessTokenExpiresAt: Math.floor(now / 1000) + expiresIn,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    idToken: typeof body.id_token === 'string' ? body.id_token : null,
  };
}

/**
 * OpenID Connect Core 3.1.3.7: the ID token's signature against the provider's keys (an
 * allow-listed algorithm), issuer, audience (and azp when there are several), expiry, and
 * the nonce this browser's flow cookie holds (replay, RFC 9700 2.1.1).
 */
export async function verifyIdToken(
  config: OidcConfig,
  discovery: Discovery,
  idToken: string,
  nonce: string,
  now: number,
): Promise<JWTPayload & { sub: string }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(discovery.jwks_uri), {
      issuer: config.issuer,
      audience: config.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      currentDate: new Date(now),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AuthError('expired', 'ID token expired');
    if (error instanceof errors.JWKSTimeout) throw new AuthError('unavailable', 'JWKS timed out');
    const reason = error instanceof errors.JOSEError ? error.code : error instanceof Error ? error.message : String(error);
    throw new AuthError('invalid', `ID token does not verify: ${reason}`);
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (audiences.length > 1 && payload.azp !== config.clientId) throw new AuthError('invalid', 'ID token azp is not this client');
  if (payload.nonce !== nonce) throw new AuthError('mismatch', 'ID token nonce does not match');
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new AuthError('invalid', 'ID token has no sub');
  return payload as JWTPayload & { sub: string };
}

async function fetchJson(url: string, init: RequestInit, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new AuthError('unavailable', `${what} unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new AuthError('unavailable', `${what}: status ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object') throw new AuthError('unavailable', `${what}: not JSON`);
  return body;
}
