import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64url, decodeJwt, decodeProtectedHeader, SignJWT, type JWTHeaderParameters } from 'jose';
import {
  createArtistShop,
  createArtistShopWithProvider,
  mint,
  OPS_TOKEN,
  type ArtistShop,
  type Provider,
  type TestKey,
} from './artist-shop';

/**
 * Access tokens on the artist calls (docs/accounts.md): a JWT of the configured provider,
 * for the commerce audience, signed with a key of its JWKS, naming an artist's account.
 */
let provider: Provider;
let shop: ArtistShop;
let key: TestKey;
let dispose: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ provider, shop, key, dispose } = await createArtistShopWithProvider());
});
afterAll(() => dispose?.());

const profile = (authorization?: string) => shop.call('/api/my/profile', authorization ? { headers: { authorization } } : {});

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const body = (await response.json()) as { error: string };
  expect(body.error).toEqual(expect.any(String));
  return body;
}

describe('a request without a valid access token is refused', () => {
  it('no token is 401 with a Bearer challenge', async () => {
    const response = await profile();
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    await refused(response, 401);
  });

  it.each([
    ['garbage', 'Bearer not.a.jwt'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('%s is 401', async (_name, header) => {
    await refused(await profile(header), 401);
  });

  it('an expired token is 401 invalid_token', async () => {
    const response = await profile(`Bearer ${await mint('artist-1', { key, issuer: provider.issuer, expiresIn: -120 })}`);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await refused(response, 401)).error).toMatch(/expired/);
  });

  it('a token of another issuer is 401', async () => {
    await refused(await profile(`Bearer ${await mint('artist-1', { key, issuer: 'https://evil.example' })}`), 401);
  });

  it('a token for another audience is 401', async () => {
    await refused(await profile(`Bearer ${await mint('artist-1', { key, issuer: provider.issuer, audience: 'artlane-storefront' })}`), 401);
  });

  it('an unsigned token (alg none) is 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url.encode(
      JSON.stringify({ iss: provider.issuer, aud: 'urn:artlane:commerce', sub: 'artist-1', exp: now + 600 }),
    );
    await refused(await profile(`Bearer ${header}.${payload}.`), 401);
  });

  it('a token signed with a key the provider does not publish is 401', async () => {
    const stranger = await provider.newKey('key-1'); // same kid, other key
    await refused(await profile(`Bearer ${await mint('artist-1', { key: stranger, issuer: provider.issuer })}`), 401);
  });

  it('after a valid token was accepted (and kept, ADR 0026), its claims signed by another key or altered are 401', async () => {
    const genuine = await mint('artist-1', { key, issuer: provider.issuer });
    expect((await profile(`Bearer ${genuine}`)).status).toBe(200);
    expect((await profile(`Bearer ${genuine}`)).status).toBe(200);
    const [header, payload] = genuine.split('.') as [string, string];
    const stranger = await provider.newKey('key-1'); // same kid, other key
    const forged = (
      await new SignJWT(decodeJwt(genuine))
        .setProtectedHeader(decodeProtectedHeader(genuine) as JWTHeaderParameters)
        .sign(stranger.privateKey)
    ).split('.')[2];
    await refused(await profile(`Bearer ${header}.${payload}.${forged}`), 401);
    const claims = base64url.encode(JSON.stringify({ ...decodeJwt(genuine), sub: 'artist-2' }));
    await refused(await profile(`Bearer ${header}.${claims}.${genuine.split('.')[2]}`), 401);
  });

  it('a valid token of an account that is no artist is 403', async () => {
    await refused(await profile(`Bearer ${await mint('shopper-7', { key, issuer: provider.issuer })}`), 403);
  });
});

describe('the key set', () => {
  it('is cached, and fetched again when a token names an unknown key id (a rotation)', async () => {
    const first = await profile(`Bearer ${await mint('artist-1', { key, issuer: provider.issuer })}`);
    expect(first.status).toBe(200);
    const requests = provider.jwksRequests;
    expect((await profile(`Bearer ${await mint('artist-2', { key, issuer: provider.issuer })}`)).status).toBe(200);
    expect(provider.jwksRequests).toBe(requests); // cached

    const rotated = await provider.newKey('key-2', 'ES256');
    // Not yet published: unknown kid, 401.
    await new Promise((resolve) => setTimeout(resolve, 3_100)); // past the refetch cooldown
    await refused(await profile(`Bearer ${await mint('artist-1', { key: rotated, issuer: provider.issuer })}`), 401);
    provider.published.push(rotated);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const after = await profile(`Bearer ${await mint('artist-1', { key: rotated, issuer: provider.issuer })}`);
    expect(after.status).toBe(200);
    expect(provider.jwksRequests).toBeGreaterThan(requests);
  });
});

describe('configuration', () => {
  it('without OIDC_ISSUER the artist calls answer 503', async () => {
    const bare = await createArtistShop();
    try {
      const response = await bare.call('/api/my/profile', { headers: { authorization: 'Bearer x.y.z' } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Sign-in is not configured' });
    } finally {
      await bare.dispose();
    }
  });

  it('the operator call needs OPS_TOKEN', async () => {
    const call = (authorization: string) =>
      shop.call('/api/ops/posters/1/review', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ approve: true }),
      });
    expect((await call('Bearer wrong')).status).toBe(401);
    expect((await call(`Bearer ${OPS_TOKEN}x`)).status).toBe(401);
    expect((await call(`Bearer ${OPS_TOKEN}`)).status).toBe(404); // no poster 1 yet: past the check
  });
});
