import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import { createSignInShop, FORM, signedInBrowser, TestBrowser, type Provider } from './auth-shop';
import type { TestShop } from './harness';
import { operatorToken } from './ops-token';

/**
 * A signed-in artist browses the catalog from the shared caches (issue 27, ADR 0025): a
 * request with a real artist's session cookie is answered from, and fills, the same entries
 * as anyone's, and what it stored is byte for byte what an anonymous visitor's request
 * stores: nothing of the artist (name, e-mail, cookie, sign-in state), no Set-Cookie. Only
 * what reads the session skips the cache. The real shop (storefront, commerce Worker and its
 * D1, 60 products) and the local provider.
 */
const EN = 'http://en.localhost:8787';
const [astrid] = ARTIST_ACCOUNTS;

let shop: TestShop;
let provider: Provider;
let dispose: () => Promise<void>;
let artist: TestBrowser;
const pages: string[] = [];
let catalogRead = '';

beforeAll(async () => {
  ({ shop, provider, dispose } = await createSignInShop({ seedProducts: 60 }));
  artist = await signedInBrowser(shop, provider, astrid!);
  const json = async <T>(path: string) => (await (await shop.get('en', `${path}&fresh=${Date.now()}`)).json()) as T;
  const { products } = await json<{ products: { slug: string }[] }>('/api/products?per_page=1');
  const categories = await json<{ uri: string; has_products?: boolean }[]>('/api/product-categories?all=1');
  pages.push(
    '/',
    categories.find((category) => category.has_products !== false)!.uri,
    `/product/${products[0]!.slug}`,
    `/artists/${astrid!.slug}`,
  );
  catalogRead = '/api/products?per_page=4&page=2';
});
afterAll(() => dispose());

/** Everything of the signed-in artist a page or answer must never hold when it is shared. */
function expectNothingOf(body: string, where: string) {
  const cookie = artist.cookie(EN, 'session')!;
  expect(cookie.length, 'a session cookie').toBeGreaterThan(100);
  for (const secret of [cookie, cookie.slice(0, 40), astrid!.email, 'artlane-auth']) {
    expect(body.includes(secret), `${where} holds ${secret.slice(0, 40)}`).toBe(false);
  }
  // The header's account links stay hidden in the markup: the browser shows them (client/site/account.ts).
  for (const link of body.match(/<[^>]*data-signed-in-only[^>]*>/g) ?? []) expect(link, where).toMatch(/\shidden/);
}

async function purge(path: string): Promise<void> {
  const response = await shop.get('en', '/__ops/purge', {
    method: 'POST',
    headers: { ...FORM, origin: EN, authorization: `Bearer ${await operatorToken()}` },
    body: new URLSearchParams({ tags: '', urls: `${EN}${path}` }).toString(),
  });
  expect(response.status, `purge ${path}`).toBe(200);
  await response.text();
}

describe('a signed-in artist and the shared caches', () => {
  it('a catalog page is answered from the shared cache, and the entry the artist filled is the anonymous page byte for byte', async () => {
    for (const path of pages) {
      // What an anonymous visitor's request stores (its reads warm, as the artist's will be:
      // a page rendered while its reads are still on their way streams them in another order).
      await (await shop.get('en', path)).text();
      await purge(path);
      await (await shop.get('en', path)).text();
      const anonymous = await shop.get('en', path);
      expect(anonymous.headers.get('x-edge-cache'), path).toBe('HIT');
      const anonymousStored = await anonymous.text();
      await purge(path);

      const filled = await artist.fetch(`${EN}${path}`);
      expect(filled.status, path).toBe(200);
      expect(filled.headers.get('x-edge-cache'), `${path}: the artist's request fills the entry`).toBe('MISS');
      expect(filled.headers.get('set-cookie'), path).toBeNull();
      await filled.text();
      const again = await artist.fetch(`${EN}${path}`);
      expect(again.headers.get('x-edge-cache'), `${path}: the artist's next request`).toBe('HIT');
      expect(again.headers.get('cache-control'), path).toMatch(/^public/);
      expect(again.headers.get('set-cookie'), path).toBeNull();
      const stored = await again.text();
      expectNothingOf(stored, path);
      expect(stored, `${path}: stored from the artist's request vs an anonymous one`).toBe(anonymousStored);
      const next = await shop.get('en', path);
      expect(next.headers.get('x-edge-cache'), path).toBe('HIT');
      expect(await next.text(), path).toBe(stored);

      // A purge applies to the artist as to anyone: the session cookie is no way to the old entry.
      await purge(path);
      const afterPurge = await artist.fetch(`${EN}${path}`);
      expect(afterPurge.headers.get('x-edge-cache'), `${path}: the artist after a purge`).toBe('MISS');
      await afterPurge.text();
    }
  });

  it('a catalog read through /api is answered from the shared cache and holds nothing of the artist', async () => {
    const filled = await artist.fetch(`${EN}${catalogRead}`);
    expect(filled.status).toBe(200);
    expect(filled.headers.get('x-edge-cache')).toBe('MISS');
    const body = await filled.text();
    for (const browser of [artist, new TestBrowser(shop)]) {
      const again = await browser.fetch(`${EN}${catalogRead}`);
      expect(again.headers.get('x-edge-cache')).toBe('HIT');
      expect(again.headers.get('cache-control')).toMatch(/^public/);
      expect(again.headers.get('set-cookie')).toBeNull();
      const text = await again.text();
      expect(text).toBe(body);
      expectNothingOf(text, catalogRead);
    }
  });

  it('what reads the session skips the cache: the account pages, the artist calls, /api/session', async () => {
    for (const path of ['/my-account', '/api/my/profile', '/api/session']) {
      for (let visit = 0; visit < 2; visit++) {
        const answer = await artist.fetch(`${EN}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('x-edge-cache'), path).toBeNull();
        expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
        expect(await answer.text(), path).toContain(astrid!.name);
      }
      // Nothing of it was kept for anyone else.
      const anonymous = await shop.get('en', path, { redirect: 'manual' });
      expect(anonymous.headers.get('x-edge-cache'), path).toBeNull();
      expect(await anonymous.text(), path).not.toContain(astrid!.name);
    }
  });

  it('an ended session gets the same cached page, and what the page asks (/api/session) says signed out', async () => {
    const other = await signedInBrowser(shop, provider, astrid!);
    const copy = other.cookie(EN, 'session')!;
    const signOut = await other.fetch(`${EN}/logout`, { method: 'POST', headers: { ...FORM, origin: EN }, body: '' });
    expect(signOut.status).toBe(303);
    const stale = new TestBrowser(shop);
    stale.setCookie(EN, 'session', copy);
    await (await shop.get('en', pages[0]!)).text();
    const page = await stale.fetch(`${EN}${pages[0]}`);
    expect(page.headers.get('x-edge-cache')).toBe('HIT');
    expectNothingOf(await page.text(), 'the page for an ended session');
    const session = await stale.fetch(`${EN}/api/session`);
    expect(await session.json()).toEqual({ signed_in: false, display_name: null });
    expect(session.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/i);
  });
});
