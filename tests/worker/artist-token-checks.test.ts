import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64url, decodeJwt, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { accessTokenCheck, VERIFIED_TOKEN_LIMITS, type VerifyJwt } from '../../services/commerce/src/artists/auth';
import { VerifiedTokens } from '../../services/commerce/src/artists/verified-tokens';
import type { CommerceBindings } from '../../services/commerce/src/context';
import { ARTIST_ACCOUNTS, LOCAL_OIDC } from '../../scripts/lib/oidc.mjs';
import { decodeSession } from '../../worker/auth/session';
import { createSignInShop, signedInBrowser, type Provider } from './auth-shop';
import type { TestShop } from './harness';

/**
 * The commerce API's access-token check keeps the tokens jose accepted (ADR 0026,
 * docs/accounts.md "How the commerce API checks an access token"), with the local identity
 * provider's real tokens: taken from the session cookie of a real sign-in, checked against the
 * provider's real discovery document and key set. jose's jwtVerify is counted through the
 * check's `verify` part (the real one, called through), and the clock is the check's `now`.
 */
const secret = Uint8Array.from(Buffer.from(LOCAL_OIDC.sessionSecret, 'base64url'));
const EN = 'http://en.localhost:8787';
const [astrid, elias] = ARTIST_ACCOUNTS;

let shop: TestShop;
let provider: Provider;
let dispose: () => Promise<void>;
/** Real access tokens of two sign-ins (Astrid, Elias). */
let astridToken: string;
let eliasToken: string;

async function accessTokenOfSignIn(account: { email: string; password: string }): Promise<string> {
  const browser = await signedInBrowser(shop, provider, account);
  const read = await decodeSession(browser.cookie(EN, 'session'), secret, Date.now());
  if (read.status !== 'valid') throw new Error(`the sign-in left no session (${read.status})`);
  return read.session.accessToken;
}

beforeAll(async () => {
  ({ shop, provider, dispose } = await createSignInShop());
  astridToken = await accessTokenOfSignIn(astrid!);
  eliasToken = await accessTokenOfSignIn(elias!);
});
afterAll(() => dispose());

/** A check of its own (own verified tokens, own clock), mounted on a one-route app, counting jose's checks. */
function aCheck({ maxAgeMs = VERIFIED_TOKEN_LIMITS.maxAgeMs } = {}) {
  const counts = { verifications: 0 };
  let clock = Date.now();
  const verify: VerifyJwt = (token, keys, options) => {
    counts.verifications++;
    return jwtVerify(token, keys, options);
  };
  const verified = new VerifiedTokens({ ...VERIFIED_TOKEN_LIMITS, maxAgeMs });
  const check = accessTokenCheck({ verify, now: () => clock, verified });
  const app = new Hono<{ Bindings: CommerceBindings }>().get('/check', async (c) => {
    const subject = await check(c);
    return subject instanceof Response ? subject : c.json(subject);
  });
  const env = { OIDC_ISSUER: provider.issuer } as CommerceBindings;
  return {
    counts,
    verified,
    /** Sets the check's clock (milliseconds since the epoch). */
    at: (ms: number) => void (clock = ms),
    call: (token: string) => app.request('/check', { headers: { authorization: `Bearer ${token}` } }, env),
  };
}

async function accepted(response: Response, sub: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(await response.json()).toEqual({ sub });
}

async function refused(response: Response, error: string) {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(await response.json()).toEqual({ error });
}

const NOT_VALID = 'The access token is not valid';
const EXPIRED = 'The access token has expired';

/** The claims of `token` signed again by a key the provider never published, with the same header (kid, alg). */
async function resignedByAStranger(token: string): Promise<string> {
  const { alg, kid, typ } = decodeProtectedHeader(token);
  const { privateKey } = await generateKeyPair(alg!);
  return new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: alg!, kid, typ }).sign(privateKey);
}

describe('a token jose accepted is not checked again', () => {
  it('a second call with the same token is answered without verifying it again', async () => {
    const check = aCheck();
    await accepted(await check.call(astridToken), 'artist-1');
    expect(check.counts.verifications).toBe(1);
    await accepted(await check.call(astridToken), 'artist-1');
    await accepted(await check.call(astridToken), 'artist-1');
    expect(check.counts.verifications).toBe(1);
    expect(check.verified.size).toBe(1);
  });

  it('another account’s token is verified on its own and answers its own sub', async () => {
    const check = aCheck();
    await accepted(await check.call(astridToken), 'artist-1');
    await accepted(await check.call(eliasToken), 'artist-2');
    await accepted(await check.call(eliasToken), 'artist-2');
    await accepted(await check.call(astridToken), 'artist-1');
    expect(check.counts.verifications).toBe(2);
  });

  it('is verified again once its entry is older than the cache’s age limit', async () => {
    const check = aCheck();
    const { iat } = decodeJwt(astridToken);
    check.at(iat! * 1000);
    await accepted(await check.call(astridToken), 'artist-1');
    check.at(iat! * 1000 + VERIFIED_TOKEN_LIMITS.maxAgeMs - 1);
    await accepted(await check.call(astridToken), 'artist-1');
    expect(check.counts.verifications).toBe(1);
    check.at(iat! * 1000 + VERIFIED_TOKEN_LIMITS.maxAgeMs);
    await accepted(await check.call(astridToken), 'artist-1');
    expect(check.counts.verifications).toBe(2);
  });
});

describe('every refusal stays as it was', () => {
  it('a cached token past its exp is refused as expired, by jose’s own clock tolerance (30 s)', async () => {
    const check = aCheck();
    const { exp } = decodeJwt(astridToken);
    // Checked 20 s before it expires: its entry would last until 40 s after.
    check.at((exp! - 20) * 1000);
    await accepted(await check.call(astridToken), 'artist-1');
    check.at((exp! + 29) * 1000);
    await accepted(await check.call(astridToken), 'artist-1');
    expect(check.counts.verifications).toBe(1);
    check.at((exp! + 30) * 1000);
    await refused(await check.call(astridToken), EXPIRED);
    expect(check.counts.verifications).toBe(2);
    expect(check.verified.size).toBe(0);
  });

  it('a token signed by another key is refused even after the genuine one was cached', async () => {
    const check = aCheck();
    await accepted(await check.call(astridToken), 'artist-1');
    const forged = await resignedByAStranger(astridToken);
    await refused(await check.call(forged), NOT_VALID);
    await refused(await check.call(forged), NOT_VALID);
    // Each refusal was jose's own, made again: a refusal is never remembered.
    expect(check.counts.verifications).toBe(3);
    expect(check.verified.size).toBe(1);
  });

  it('the cached token with its signature changed is refused', async () => {
    const check = aCheck();
    await accepted(await check.call(astridToken), 'artist-1');
    const [header, payload, signature] = astridToken.split('.') as [string, string, string];
    const bytes = base64url.decode(signature);
    bytes[0]! ^= 1;
    await refused(await check.call(`${header}.${payload}.${base64url.encode(bytes)}`), NOT_VALID);
  });

  it('unsigned (alg none) and HS256 copies of a cached token’s claims are refused', async () => {
    const check = aCheck();
    await accepted(await check.call(astridToken), 'artist-1');
    const claims = decodeJwt(astridToken);
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${base64url.encode(JSON.stringify(claims))}.`;
    await refused(await check.call(none), NOT_VALID);
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: decodeProtectedHeader(astridToken).kid! })
      .sign(new TextEncoder().encode('a secret the attacker chose, 32 bytes or more'));
    await refused(await check.call(hmac), NOT_VALID);
  });

  it('a flood of invalid tokens adds nothing to the cache', async () => {
    const check = aCheck();
    await accepted(await check.call(astridToken), 'artist-1');
    const [header, payload] = astridToken.split('.') as [string, string, string];
    for (let index = 0; index < 200; index++) {
      const signature = base64url.encode(crypto.getRandomValues(new Uint8Array(64)));
      await refused(await check.call(`${header}.${payload}.${signature}`), NOT_VALID);
    }
    expect(check.verified.size).toBe(1);
    expect(check.counts.verifications).toBe(201);
  });
});
