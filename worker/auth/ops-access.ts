/**
 * Who may open the operator view (/__ops, docs/operations.md "The operator view"): whoever
 * presents a signed token (a JWT, RFC 7519) that verifies here with jose, never a shared
 * password in a query string (OWASP ASVS 2.10, 3.5.3: stateless tokens with signatures,
 * verified for algorithm, issuer, audience and expiry).
 *
 * - Production: Cloudflare Access's application token (RS256 from the Access JWKS at
 *   OPS_ACCESS_JWKS_URL, issuer OPS_ACCESS_ISSUER, audience OPS_ACCESS_AUDIENCE, the
 *   application's AUD tag).
 * - Locally: HS256 with OPS_TOKEN_KEY (`npm run ops-token`), issuer and audience
 *   `artlane-ops`, with `sub` (the operator) and a short `exp`.
 *
 * The key follows the token's algorithm and never the other way round: HS256 only with the
 * local key, RS256/ES256 only with the Access keys (RFC 8725 3.1: no algorithm confusion,
 * never `none`). A bad signature, a malformed or expired token is a 401; a token that
 * verifies but was made for another audience or issuer is a 403.
 */
import {
  createRemoteJWKSet,
  customFetch,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
} from 'jose';
import { oncePerEnv } from '../config/per-env';
import type { Env } from '../env';
import { decodeKey } from './keys';

export const LOCAL_OPS_ISSUER = 'artlane-ops';
export const LOCAL_OPS_AUDIENCE = 'artlane-ops';
/** What Cloudflare Access signs its application tokens with (RS256), and ES256 for a key set that holds such keys. */
export const ACCESS_ALGORITHMS = ['RS256', 'ES256'];
const LOCAL_ALGORITHM = 'HS256';
/** A local token may live a day at most: `npm run ops-token` makes them for minutes. */
export const LOCAL_MAX_LIFETIME_SECONDS = 24 * 60 * 60;
/** Seconds of clock difference tolerated between Access (or the machine that signed) and the edge. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** Longer than any token we accept (Access's are about 1 KB): not even parsed. */
const MAX_TOKEN_LENGTH = 8192;

export interface AccessConfig {
  jwksUrl: string;
  issuer: string;
  audience: string;
}

export interface OpsAccessConfig {
  /** OPS_TOKEN_KEY's bytes (32 or more), or null. */
  localKey: Uint8Array<ArrayBuffer> | null;
  access: AccessConfig | null;
}

export interface Operator {
  /** The token's e-mail (Access), service token name, or `sub`. */
  name: string;
  via: 'local' | 'access';
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type OpsVerdict = { ok: true; operator: Operator } | { ok: false; status: 401 | 403 | 503; message: string };

export const NOT_CONFIGURED = 'The operator view is not configured (OPS_TOKEN_KEY or OPS_ACCESS_*)';

/** base64url text of at least 32 bytes, or null (the configuration check names a bad one: worker/config/validate.ts). */
export const decodeOpsKey = (value: unknown): Uint8Array<ArrayBuffer> | null => decodeKey(value);

/** The operator view's keys of this env (read once per env object); null when neither is configured. */
export const opsAccessConfigOf = oncePerEnv((env: Env): OpsAccessConfig | null => {
  const localKey = decodeOpsKey(env.OPS_TOKEN_KEY);
  const [jwksUrl, issuer, audience] = [env.OPS_ACCESS_JWKS_URL, env.OPS_ACCESS_ISSUER, env.OPS_ACCESS_AUDIENCE].map((v) => v?.trim() ?? '');
  const access = jwksUrl && issuer && audience && jwksUrl.startsWith('https://') ? { jwksUrl, issuer, audience } : null;
  return localKey || access ? { localKey, access } : null;
});

/**
 * The Access key sets by URL: configuration, kept per isolate. jose fetches one when first
 * needed and again for a key id it does not hold (Access rotates its keys), at most once per
 * 30 s (its cool-down): tokens reach /__ops from browsers, which must not make the edge
 * fetch the key set for every made-up key id.
 */
const keySets = new Map<string, JWTVerifyGetKey>();

function accessKeySet(url: string, fetcher?: typeof fetch): JWTVerifyGetKey {
  // A test's own fetcher gets a key set of its own.
  if (fetcher) return createRemoteJWKSet(new URL(url), { [customFetch]: fetcher, timeoutDuration: 5000 });
  let keySet = keySets.get(url);
  if (!keySet) keySets.set(url, (keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 })));
  return keySet;
}

const refused = (status: 401 | 403 | 503, message: string): OpsVerdict => ({ ok: false, status, message });

/** Verifies an operator token; `now` in ms (the env's clock), `fetcher` only in tests. */
export async function verifyOpsToken(
  token: string,
  config: OpsAccessConfig,
  { now, fetcher }: { now: number; fetcher?: typeof fetch },
): Promise<OpsVerdict> {
  const malformed = refused(401, 'The operator token is malformed: it is not a signed JWT');
  if (token.length > MAX_TOKEN_LENGTH) return malformed;
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return malformed;
  }
  if (token.split('.').length !== 3) return malformed;
  const common: JWTVerifyOptions = { currentDate: new Date(now), clockTolerance: CLOCK_TOLERANCE_SECONDS };
  try {
    if (alg === LOCAL_ALGORITHM) {
      if (!config.localKey) return refused(401, 'The token is signed with a local key (HS256), but OPS_TOKEN_KEY is not configured here');
      const { payload } = await jwtVerify(token, config.localKey, {
        ...common,
        algorithms: [LOCAL_ALGORITHM],
        issuer: LOCAL_OPS_ISSUER,
        audience: LOCAL_OPS_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      const expiresAt = payload.exp!;
      if (expiresAt - Math.floor(now / 1000) > LOCAL_MAX_LIFETIME_SECONDS) {
        return refused(401, 'The token is valid for more than 24 hours: make a shorter one (npm run ops-token -- --minutes N)');
      }
      return { ok: true, operator: { name: nameOf(payload), via: 'local', expiresAt } };
    }
    if (alg !== undefined && ACCESS_ALGORITHMS.includes(alg)) {
      if (!config.access)
        return refused(401, `The token is signed with ${alg}, but Cloudflare Access is not configured here (OPS_ACCESS_*)`);
      const { payload } = await jwtVerify(token, accessKeySet(config.access.jwksUrl, fetcher), {
        ...common,
        algorithms: ACCESS_ALGORITHMS,
        issuer: config.access.issuer,
        audience: config.access.audience,
        requiredClaims: ['exp'],
      });
      return { ok: true, operator: { name: nameOf(payload), via: 'access', expiresAt: payload.exp! } };
    }
    return refused(
      401,
      `The token is signed with ${alg ?? 'no algorithm'}; only HS256 (local key) and Cloudflare Access tokens are accepted`,
    );
  } catch (error) {
    return verdictOf(error);
  }
}

function verdictOf(error: unknown): OpsVerdict {
  if (error instanceof errors.JWTExpired) return refused(401, 'The operator token has expired: get a new one');
  if (error instanceof errors.JWTClaimValidationFailed) {
    // Signed by a key we trust, but made for something else (RFC 7519 4.1.1, 4.1.3).
    if (error.claim === 'aud') return refused(403, 'The token verifies but is not for the operator view (wrong audience)');
    if (error.claim === 'iss') return refused(403, 'The token verifies but comes from another issuer');
    return refused(401, `The operator token is not valid: ${error.message}`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return refused(401, 'The operator token’s signature does not verify');
  if (error instanceof errors.JWKSNoMatchingKey)
    return refused(401, 'The operator token is signed by a key Cloudflare Access does not list');
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
    console.error('ops: the Cloudflare Access key set could not be read:', error.code);
    return refused(503, 'The Cloudflare Access keys could not be fetched; try again shortly');
  }
  if (error instanceof errors.JOSEError) return refused(401, `The operator token is not valid (${error.code})`);
  // A fetch of the key set that failed (network): not the operator's fault.
  console.error('ops: verifying an operator token failed:', error instanceof Error ? error.message : String(error));
  return refused(503, 'The operator token could not be checked now; try again shortly');
}

function nameOf(payload: JWTPayload): string {
  for (const claim of ['email', 'common_name', 'sub']) {
    const value = payload[claim];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  return 'operator';
}
