import type { Context, MiddlewareHandler } from 'hono';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey, type JWTVerifyOptions } from 'jose';
import type { CommerceBindings } from '../context';
import type { ArtistContext, ArtistEnv, FirstRead } from './context';
import { verifiedTokenKey, VerifiedTokens } from './verified-tokens';

/**
 * Access-token checks for the artist calls (/api/my/*, docs/accounts.md): a JWT from the
 * OpenID provider at OIDC_ISSUER, verified with jose against the provider's JWKS (RFC 7519
 * section 7.2, RFC 9068 section 4: signature, `iss`, `aud`, `exp`/`nbf`, an algorithm
 * allow-list so `none` and HMAC-with-a-public-key never pass; OWASP ASVS 3.5.3). The token's
 * `sub` must be an artist's account (artist_accounts), else 403. A token jose accepted is not
 * checked again for up to a minute while it is unexpired (./verified-tokens.ts, ADR 0026).
 */
export const DEFAULT_AUDIENCE = 'urn:artlane:commerce';
const ALGORITHMS = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 30;
/** How long a discovery document is trusted before it is read again. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
/**
 * After a JWKS request, another one (for a token naming a key id not in the set: the
 * provider rotated its keys) is made no sooner than this; jose's default is 30 s. Short
 * so a rotation is picked up at once, long enough that a flood of tokens with made-up key
 * ids costs the provider at most one request per isolate per interval.
 */
export const JWKS_COOLDOWN_MS = 3_000;
/** A fetched key set is used this long, then fetched again (jose's cacheMaxAge). */
const JWKS_MAX_AGE_MS = 10 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5_000;
/**
 * The verified tokens an isolate keeps (./verified-tokens.ts): a minute at most, so a key the
 * provider withdraws stops signing in within a minute of its withdrawal (jose's key set itself
 * is kept up to JWKS_MAX_AGE_MS); a thousand entries of about 100 bytes each at most.
 */
export const VERIFIED_TOKEN_LIMITS = { maxEntries: 1_000, maxAgeMs: 60_000, clockToleranceSeconds: CLOCK_TOLERANCE_SECONDS };

interface KeySource {
  jwks: JWTVerifyGetKey;
  expiresAt: number;
}

/**
 * The key set per issuer, kept per isolate (a cache of the provider's public data, never
 * request state): the discovery document names jwks_uri, jose's remote set caches the keys
 * and refetches them on an unknown `kid`.
 */
const keySources = new Map<string, Promise<KeySource>>();

async function discover(issuer: string): Promise<KeySource> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // OpenID Connect Discovery 1.0 section 4.3: the document's issuer must be the configured one.
  if (document.issuer !== issuer || typeof document.jwks_uri !== 'string') throw new Error('discovery document does not match the issuer');
  const jwks = createRemoteJWKSet(new URL(document.jwks_uri), {
    cooldownDuration: JWKS_COOLDOWN_MS,
    cacheMaxAge: JWKS_MAX_AGE_MS,
    timeoutDuration: FETCH_TIMEOUT_MS,
  });
  return { jwks, expiresAt: Date.now() + DISCOVERY_TTL_MS };
}

async function keySourceFor(issuer: string): Promise<KeySource> {
  const cached = keySources.get(issuer);
  if (cached) {
    const source = await cached.catch(() => null);
    if (source && source.expiresAt > Date.now()) return source;
    if (keySources.get(issuer) === cached) keySources.delete(issuer);
  }
  const pending = discover(issuer);
  keySources.set(issuer, pending);
  // A failed discovery is not kept: the next request tries again.
  pending.catch(() => {
    if (keySources.get(issuer) === pending) keySources.delete(issuer);
  });
  return pending;
}

/** 401 with the Bearer challenge of RFC 6750 section 3. */
function unauthorized(c: Context, error: string, description: string) {
  c.header('WWW-Authenticate', `Bearer error="${error}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ error: description }, 401);
}

/** jose's jwtVerify, as the check calls it. */
export type VerifyJwt = (token: string, keys: JWTVerifyGetKey, options: JWTVerifyOptions) => Promise<{ payload: JWTPayload }>;

/** What the access-token check uses: tests pass their own to count jose's checks and move the clock. */
export interface AccessTokenCheckParts {
  verify: VerifyJwt;
  /** Milliseconds since the epoch. */
  now: () => number;
  verified: VerifiedTokens;
}

/**
 * The access-token check (`verifiedSubject` below is the Worker's): the `sub` of the request's
 * access token, verified; or the refusal to answer with (401 with the Bearer challenge, 503
 * when sign-in is not configured or the provider cannot be read). Says nothing about whether
 * the account is an artist's: requireArtist does.
 */
export function accessTokenCheck({
  verify = jwtVerify,
  now = Date.now,
  verified = new VerifiedTokens(VERIFIED_TOKEN_LIMITS),
}: Partial<AccessTokenCheckParts> = {}) {
  return async function verifiedSubject<E extends { Bindings: CommerceBindings }>(c: Context<E>): Promise<{ sub: string } | Response> {
    c.header('Cache-Control', 'private, no-store');
    const env: CommerceBindings = c.env;
    const issuer = env.OIDC_ISSUER;
    if (!issuer) return c.json({ error: 'Sign-in is not configured' }, 503);
    const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/.exec(c.req.header('authorization') ?? '');
    if (!match) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: 'An access token is required (Authorization: Bearer …)' }, 401);
    }
    const token = match[1]!;
    const audience = env.OIDC_AUDIENCE || DEFAULT_AUDIENCE;
    const key = await verifiedTokenKey(token, issuer, audience);
    const known = verified.get(key, now());
    if (known) return { sub: known.sub };
    let source: KeySource;
    try {
      source = await keySourceFor(issuer);
    } catch (error) {
      console.error('artists: the OpenID provider could not be discovered', error instanceof Error ? error.message : error);
      return c.json({ error: 'The sign-in provider is unavailable' }, 503);
    }
    try {
      const checkedAt = now();
      const { payload } = await verify(token, source.jwks, {
        issuer,
        audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(checkedAt),
      });
      const sub = payload.sub ?? '';
      // requiredClaims made jose check that exp is there and a number.
      verified.remember(key, { sub, exp: payload.exp!, ...(payload.nbf === undefined ? {} : { nbf: payload.nbf }) }, checkedAt);
      return { sub };
    } catch (error) {
      // jose's own errors are about the token; anything else (a network failure, a timeout
      // reading the key set) is the provider's.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        console.error('artists: the key set could not be read', error instanceof Error ? error.message : error);
        return c.json({ error: 'The sign-in provider is unavailable' }, 503);
      }
      const expired = error instanceof errors.JWTExpired;
      return unauthorized(c, 'invalid_token', expired ? 'The access token has expired' : 'The access token is not valid');
    }
  };
}

/** The Worker's access-token check, with its isolate's verified tokens. */
export const verifiedSubject = accessTokenCheck();

const ARTIST_BY_SUB = 'SELECT a.id, a.slug FROM artist_accounts aa JOIN artists a ON a.id = aa.artist_id WHERE aa.sub = ?';

/**
 * The artist calls' gate: a verified access token (verifiedSubject) of an artist's account
 * (else 403), whose artist the route then acts for (`c.var.artist`). `firstReads` names, by
 * "METHOD /path", a route's first D1 read that needs only the account's `sub`: it goes to D1 in
 * one batch with the artist's lookup, one round trip instead of two one after the other
 * (issue 27: the overview), and the route takes its result with `firstReadOf`.
 */
export function requireArtist(firstReads: Record<string, FirstRead> = {}): MiddlewareHandler<ArtistEnv> {
  return async (c, next) => {
    const verified = await verifiedSubject(c);
    if (verified instanceof Response) return verified;
    const db = c.env.DB;
    const lookup = db.prepare(ARTIST_BY_SUB).bind(verified.sub);
    const read = firstReads[`${c.req.method} ${c.req.path}`];
    let artist: { id: number; slug: string } | null;
    if (read) {
      const [found, result] = await db.batch([lookup, read(c, verified.sub)]);
      artist = (found?.results[0] as { id: number; slug: string } | undefined) ?? null;
      if (result) c.set('firstRead', { read, result });
    } else {
      artist = await lookup.first<{ id: number; slug: string }>();
    }
    if (!artist) return c.json({ error: 'This account is not an artist’s' }, 403);
    c.set('artist', { id: artist.id, slug: artist.slug, sub: verified.sub });
    await next();
    c.header('Cache-Control', 'private, no-store');
  };
}

/** The result of the route's first read: from requireArtist's batch when it was there, else read now. */
export async function firstReadOf<T>(c: ArtistContext, read: FirstRead): Promise<D1Result<T>> {
  const batched = c.var.firstRead;
  if (batched?.read === read) return batched.result as D1Result<T>;
  return read(c, c.var.artist.sub).all<T>();
}
