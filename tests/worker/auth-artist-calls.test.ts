import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIST_ACCOUNTS, storefrontOidcVars } from '../../scripts/lib/oidc.mjs';
import { signedInBrowser, startProvider, type Provider } from './auth-shop';
import { createTestShop, type TestShop } from './harness';

/**
 * The storefront forwards the commerce API's artist calls (/api/my/*) for the signed-in
 * artist with their access token, which the browser never sees (docs/accounts.md): the real
 * local provider signs in, the embedded commerce API verifies the token.
 */
const EN = 'http://en.localhost:8787';
const [astrid, elias] = ARTIST_ACCOUNTS;
let shop: TestShop;
let provider: Provider;

beforeAll(async () => {
  provider = await startProvider();
  shop = await createTestShop({ vars: storefrontOidcVars(provider.issuer), seedProducts: 60 });
}, 120_000);
afterAll(async () => {
  await shop?.dispose();
  await provider?.close();
});

const signedIn = (account: { email: string; password: string }) => signedInBrowser(shop, provider, account);

describe('/api/my/* through the storefront', () => {
  it('answers 401 with a message when nobody is signed in, and never caches', async () => {
    const response = await shop.get('en', '/api/my/profile');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'Sign in to continue' });
  });

  it('reads and changes the signed-in artist’s own profile, seen on the public artist page', async () => {
    const browser = await signedIn(astrid!);
    const read = await browser.fetch(`${EN}/api/my/profile`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    const profile = (await read.json()) as { artist_id: number; slug: string; name: string };
    expect(profile.artist_id).toBe(1);
    expect(profile.name).toBe(astrid!.name);

    const bio = `Prints of the northern light (${Date.now()})`;
    const changed = await browser.fetch(`${EN}/api/my/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: astrid!.name, bio: { en: bio }, links: [] }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const page = await (await shop.get('en', `/api/artists/${profile.slug}`)).json();
    expect(JSON.stringify(page)).toContain(bio);
  });

  it('gives each artist only their own data', async () => {
    const a = await signedIn(astrid!);
    const b = await signedIn(elias!);
    const created = await a.fetch(`${EN}/api/my/posters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        texts: { en: { title: 'Aurora over the bay', description: 'Green light on still water.' } },
        tags: [],
        categories: [],
        orientation: 'portrait',
        sizes: ['30x40'],
      }),
    });
    const poster = (await created.json()) as { id: number };
    expect(created.status, JSON.stringify(poster)).toBe(201);
    expect((await a.fetch(`${EN}/api/my/posters/${poster.id}`)).status).toBe(200);
    expect((await b.fetch(`${EN}/api/my/posters/${poster.id}`)).status).toBe(404);
    expect(((await (await b.fetch(`${EN}/api/my/profile`)).json()) as { artist_id: number }).artist_id).toBe(2);
  });

  it('refuses a cross-site change a browser could send without asking (a form type), and other methods', async () => {
    // JSON and image bodies from another site need a CORS preflight, which the shop never grants.
    const browser = await signedIn(astrid!);
    const cross = await browser.fetch(`${EN}/api/my/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(cross.status).toBe(403);
    expect((await browser.fetch(`${EN}/api/my/profile`, { method: 'DELETE' })).status).toBe(405);
  });
});
