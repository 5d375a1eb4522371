import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { decodeOpsKey, opsAccessConfigOf, verifyOpsToken, type OpsAccessConfig } from './ops-access';

/**
 * Operator tokens (./access.ts): Cloudflare Access's JWTs against a key set served by a
 * stubbed fetcher (as Access serves /cdn-cgi/access/certs), and locally signed HS256 tokens.
 */
const JWKS_URL = 'https://team.cloudflareaccess.com/cdn-cgi/access/certs';
const ISSUER = 'https://team.cloudflareaccess.com';
const AUD = '4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2';
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const seconds = Math.floor(NOW / 1000);

interface Key {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

let published: Key;
let unpublished: Key;
let jwksFetches = 0;
const fetcher = (async (url: string | URL | Request) => {
  jwksFetches++;
  expect(String(url)).toBe(JWKS_URL);
  return new Response(JSON.stringify({ keys: [published.jwk] }), { headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

beforeAll(async () => {
  [published, unpublished] = await Promise.all([newKey('access-1'), newKey('access-2')]);
});

function accessToken(key: Key, claims: { aud?: string; iss?: string; exp?: number; email?: string } = {}, kid = key.kid) {
  return new SignJWT({ email: claims.email ?? 'ops@artlane.example', type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience([claims.aud ?? AUD])
    .setSubject('8f2c1f4e-0000-4000-8000-000000000000')
    .setIssuedAt(seconds - 60)
    .setExpirationTime(claims.exp ?? seconds + 3600)
    .sign(key.privateKey);
}

const localKey = new Uint8Array(32).fill(7);
const localToken = (key: Uint8Array, claims: { aud?: string; exp?: number; sub?: string | null } = {}) => {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('artlane-ops')
    .setAudience(claims.aud ?? 'artlane-ops')
    .setIssuedAt(seconds - 5)
    .setExpirationTime(claims.exp ?? seconds + 900);
  if (claims.sub !== null) jwt.setSubject(claims.sub ?? 'alice');
  return jwt.sign(key);
};

const accessOnly: OpsAccessConfig = { localKey: null, access: { jwksUrl: JWKS_URL, issuer: ISSUER, audience: AUD } };
const localOnly: OpsAccessConfig = { localKey, access: null };
const verifyAccess = (token: string) => verifyOpsToken(token, accessOnly, { now: NOW, fetcher });

describe('Cloudflare Access tokens (JWKS)', () => {
  it('a token signed by a key of the Access key set, for this application, is an operator', async () => {
    const verdict = await verifyAccess(await accessToken(published));
    expect(verdict).toEqual({ ok: true, operator: { name: 'ops@artlane.example', via: 'access', expiresAt: seconds + 3600 } });
    expect(jwksFetches).toBeGreaterThan(0);
  });

  it('a token for another Access application (wrong aud) or from another team (wrong iss) is refused with 403', async () => {
    const otherApp = await verifyAccess(await accessToken(published, { aud: 'another-application-aud' }));
    expect(otherApp).toMatchObject({ ok: false, status: 403, message: expect.stringMatching(/audience/) });
    const otherTeam = await verifyAccess(await accessToken(published, { iss: 'https://other.cloudflareaccess.com' }));
    expect(otherTeam).toMatchObject({ ok: false, status: 403, message: expect.stringMatching(/issuer/) });
  });

  it('a token signed by a key Access does not list, or under a listed key id with another key, is refused with 401', async () => {
    expect(await verifyAccess(await accessToken(unpublished))).toMatchObject({ ok: false, status: 401 });
    // The published key id, but signed with another key: the signature does not verify.
    const forged = await accessToken(unpublished, {}, published.kid);
    expect(await verifyAccess(forged)).toEqual({ ok: false, status: 401, message: 'The operator token’s signature does not verify' });
  });

  it('an expired Access token is refused with 401', async () => {
    const verdict = await verifyAccess(await accessToken(published, { exp: seconds - 120 }));
    expect(verdict).toEqual({ ok: false, status: 401, message: 'The operator token has expired: get a new one' });
  });

  it('an HS256 token is not checked against Access (no algorithm confusion), and an Access token not against the local key', async () => {
    expect(await verifyAccess(await localToken(localKey))).toMatchObject({
      ok: false,
      status: 401,
      message: expect.stringMatching(/OPS_TOKEN_KEY/),
    });
    const onLocal = await verifyOpsToken(await accessToken(published), localOnly, { now: NOW, fetcher });
    expect(onLocal).toMatchObject({ ok: false, status: 401, message: expect.stringMatching(/Cloudflare Access is not configured/) });
  });
});

describe('locally signed tokens (OPS_TOKEN_KEY, HS256)', () => {
  const verifyLocal = (token: string) => verifyOpsToken(token, localOnly, { now: NOW });

  it('a token of the local key is an operator named by its sub', async () => {
    expect(await verifyLocal(await localToken(localKey))).toEqual({
      ok: true,
      operator: { name: 'alice', via: 'local', expiresAt: seconds + 900 },
    });
  });

  it.each([
    ['another key', () => localToken(new Uint8Array(32).fill(8)), 401],
    ['expired', () => localToken(localKey, { exp: seconds - 60 }), 401],
    ['no sub', () => localToken(localKey, { sub: null }), 401],
    ['valid for two days', () => localToken(localKey, { exp: seconds + 2 * 86400 }), 401],
    ['another audience', () => localToken(localKey, { aud: 'artlane-shop' }), 403],
    ['not a JWT', async () => 'hello', 401],
    [
      'alg none',
      async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`,
      401,
    ],
  ])('%s → %i', async (_, make, status) => {
    const verdict = await verifyLocal(await make());
    expect(verdict).toMatchObject({ ok: false, status });
    expect(verdict.ok ? '' : verdict.message).not.toBe('');
  });
});

describe('configuration', () => {
  it('reads the local key (32+ bytes of base64url) and Access (all three vars, an https key set), or says neither is there', () => {
    expect(decodeOpsKey(Buffer.alloc(32, 1).toString('base64url'))).toHaveLength(32);
    expect(decodeOpsKey(Buffer.alloc(31, 1).toString('base64url'))).toBeNull();
    expect(decodeOpsKey('not base64url!')).toBeNull();
    const env = (vars: Partial<Env>) => vars as Env;
    expect(opsAccessConfigOf(env({}))).toBeNull();
    expect(opsAccessConfigOf(env({ OPS_ACCESS_JWKS_URL: JWKS_URL, OPS_ACCESS_ISSUER: ISSUER }))).toBeNull();
    expect(opsAccessConfigOf(env({ OPS_ACCESS_JWKS_URL: JWKS_URL, OPS_ACCESS_ISSUER: ISSUER, OPS_ACCESS_AUDIENCE: AUD }))?.access).toEqual(
      accessOnly.access,
    );
    expect(opsAccessConfigOf(env({ OPS_TOKEN_KEY: Buffer.from(localKey).toString('base64url') }))).toEqual(localOnly);
  });
});
