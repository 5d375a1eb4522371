import { afterAll, beforeAll, expect, it } from 'vitest';
import { ARTIST_ACCOUNTS, storefrontOidcVars } from '../../scripts/lib/oidc.mjs';
import { signedInBrowser, startProvider, type Provider } from './auth-shop';
import { createTestShop, type TestShop } from './harness';

/**
 * The access token is refreshed once however many calls need it at the same moment
 * (worker/auth accessTokenOf): the local provider rotates refresh tokens and revokes the
 * grant when a spent one is used again, as careful providers do. Its access tokens here
 * live 10 s, inside the storefront's 30 s margin, so every artist call refreshes first.
 */
const EN = 'http://en.localhost:8787';
const [astrid] = ARTIST_ACCOUNTS;
let shop: TestShop;
let provider: Provider;

beforeAll(async () => {
  provider = await startProvider({ accessTokenTtl: 10 });
  shop = await createTestShop({ vars: storefrontOidcVars(provider.issuer), seedProducts: 60 });
}, 120_000);
afterAll(async () => {
  await shop?.dispose();
  await provider?.close();
});

it('refreshes once for a page’s side-by-side calls and for a browser’s parallel requests, keeping the session', async () => {
  const browser = await signedInBrowser(shop, provider, astrid!);
  const created = await browser.fetch(`${EN}/api/my/posters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ texts: { en: { title: 'Rotating tides' } }, orientation: 'square', sizes: ['30x30'] }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Two artist calls at once (the poster and the form's options), one refresh.
  const edit = await browser.fetch(`${EN}/my-account/posters/edit?id=${id}`);
  expect(edit.status, edit.headers.get('location') ?? '').toBe(200);
  expect(await edit.text()).toContain('value="Rotating tides"');

  // A browser's parallel requests with the same cookie (the list's previews), one refresh.
  const parallel = await Promise.all([1, 2, 3].map(() => browser.fetch(`${EN}/api/my/profile`)));
  expect(parallel.map((response) => response.status)).toEqual([200, 200, 200]);

  // The grant is intact: the session goes on refreshing.
  expect((await browser.fetch(`${EN}/my-account/posters`)).status).toBe(200);
});
