import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_AUDIENCE, LOCAL_OIDC, storefrontOidcVars } from '../../scripts/lib/oidc.mjs';
import { migrate } from '../../scripts/lib/shop.mjs';
import { FORM, TestBrowser } from './auth-shop';
import { createTestShop, type TestShop } from './harness';

/**
 * The ID token's checks (OpenID Connect Core 3.1.3.7) against a provider that answers the
 * token request with whatever token a test makes: wrong issuer or audience, expired, `alg:
 * none`, signed by a key the provider's key set does not hold, another nonce.
 */
const EN = 'http://en.localhost:8787';
let server: Server;
let issuer: string;
let shop: TestShop;
let nextToken: (nonce: string) => Promise<string>;
let lastNonce = '';
const { privateKey, publicKey } = await generateKeyPair('ES256');
const foreign = await generateKeyPair('ES256');

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration') {
      json({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` });
    } else if (path === '/jwks') {
      void exportJWK(publicKey).then((jwk) => json({ keys: [{ ...jwk, kid: 'good', alg: 'ES256', use: 'sig' }] }));
    } else if (path === '/token') {
      req.resume();
      req.on(
        'end',
        () =>
          void Promise.all([nextToken(lastNonce), accessToken()]).then(([id_token, access_token]) =>
            json({ access_token, token_type: 'Bearer', expires_in: 600, id_token }),
          ),
      );
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shop = await createTestShop({ vars: storefrontOidcVars(issuer) });
  // A sign-in opens its session's record in the commerce API's D1 (docs/accounts.md "Ending a session").
  await migrate(shop.mf);
});
afterAll(async () => {
  await shop.dispose();
  await new Promise((resolve) => server.close(resolve));
});

const now = () => Math.floor(Date.now() / 1000);
const good = (nonce: string): JWTPayload => ({
  iss: issuer,
  aud: LOCAL_OIDC.clientId,
  sub: 'artist-2',
  nonce,
  iat: now(),
  exp: now() + 300,
  name: 'Elias Berg',
});
const signed = (claims: JWTPayload, key = privateKey, kid = 'good') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid }).sign(key);
/** The access token for the commerce API (which opens the session's record with it): always a good one here. */
const accessToken = () => signed({ iss: issuer, aud: COMMERCE_AUDIENCE, sub: 'artist-2', iat: now(), exp: now() + 600 });

/** Starts a sign-in, then comes back as the provider would with a code; the answer of the callback. */
async function callbackWith(makeToken: (nonce: string) => Promise<string>): Promise<Response> {
  const browser = new TestBrowser(shop);
  const start = await browser.fetch(`${EN}/login`, { method: 'POST', headers: FORM, body: '' });
  const authorize = new URL(start.headers.get('location')!);
  lastNonce = authorize.searchParams.get('nonce')!;
  nextToken = makeToken;
  return browser.fetch(`${EN}/login?code=some-code&state=${authorize.searchParams.get('state')}`);
}

describe('the ID token', () => {
  it('a token that verifies signs in', async () => {
    const answer = await callbackWith((nonce) => signed(good(nonce)));
    expect(answer.headers.get('location')).toBe('/my-account');
    expect(answer.headers.get('set-cookie')).toMatch(/(^|, )session=/);
  });

  it.each<[string, (nonce: string) => Promise<string>, string]>([
    ['from another issuer', (nonce) => signed({ ...good(nonce), iss: 'https://evil.example' }), 'invalid'],
    ['for another audience', (nonce) => signed({ ...good(nonce), aud: 'another-client' }), 'invalid'],
    ['for several audiences without azp', (nonce) => signed({ ...good(nonce), aud: [LOCAL_OIDC.clientId, 'other'] }), 'invalid'],
    ['expired', (nonce) => signed({ ...good(nonce), iat: now() - 7200, exp: now() - 3600 }), 'expired'],
    ['unsigned (alg none)', (nonce) => Promise.resolve(new UnsecuredJWT(good(nonce)).encode()), 'invalid'],
    ['signed by a key the provider does not hold', (nonce) => signed(good(nonce), foreign.privateKey, 'good'), 'invalid'],
    ['signed by an unknown key id', (nonce) => signed(good(nonce), foreign.privateKey, 'other'), 'invalid'],
    [
      'HS256 with the client secret',
      (nonce) =>
        new SignJWT(good(nonce)).setProtectedHeader({ alg: 'HS256', kid: 'good' }).sign(new TextEncoder().encode(LOCAL_OIDC.clientSecret)),
      'invalid',
    ],
    ['with another nonce', () => signed(good('another-nonce')), 'mismatch'],
    ['without a subject', (nonce) => signed({ ...good(nonce), sub: undefined }), 'invalid'],
  ])('%s is refused', async (_name, makeToken, error) => {
    const answer = await callbackWith(makeToken);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/login?error=${error}&return=%2Fmy-account`);
    expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/(^|, )session=[^;]/);
  });
});
