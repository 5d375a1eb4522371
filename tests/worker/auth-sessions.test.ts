import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/account/en.json';
import { ARTIST_ACCOUNTS } from '../../scripts/lib/oidc.mjs';
import { COMMERCE, LOCAL_OPS_TOKEN } from '../../scripts/lib/shop.mjs';
import { createSignInShop, FORM, signedInBrowser, TestBrowser, type Provider } from './auth-shop';
import type { TestShop } from './harness';
import { operatorToken } from './ops-token';

/**
 * Ending a session server-side (docs/accounts.md "Ending a session", issue 22): a session
 * cookie signs in only while the commerce API's record of it is open. Sign-out closes it,
 * so a copy of the cookie taken before signs nobody in; an operator closes every session
 * of an artist at once. The real shop (storefront, commerce Worker and its D1) and the
 * local provider.
 */
const EN = 'http://en.localhost:8787';
const MANUAL = { redirect: 'manual' } as const;
const [astrid, elias] = ARTIST_ACCOUNTS;

let shop: TestShop;
let provider: Provider;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ shop, provider, dispose } = await createSignInShop());
});
afterAll(() => dispose());

const signedIn = (account: { email: string; password: string }) => signedInBrowser(shop, provider, account);

/** A browser holding nothing but a copy of `cookie` (taken from another browser's jar). */
function withCopy(cookie: string): TestBrowser {
  const browser = new TestBrowser(shop);
  browser.setCookie(EN, 'session', cookie);
  return browser;
}

async function sessionOf(browser: TestBrowser) {
  return (await (await browser.fetch(`${EN}/api/session`)).json()) as { signed_in: boolean; display_name: string | null };
}

function signOut(browser: TestBrowser) {
  return browser.fetch(`${EN}/logout`, { method: 'POST', headers: { ...FORM, origin: EN }, body: '' });
}

/** The commerce Worker itself (its operator calls), as `curl` on PORT + 3 reaches it. */
async function commerce(path: string, init: RequestInit = {}): Promise<Response> {
  const worker = await shop.mf.getWorker(COMMERCE);
  const url = new URL(`http://commerce.internal${path}`);
  url.searchParams.set('locale', 'en');
  url.searchParams.set('sid', '5');
  return worker.fetch(url.href, init as never) as unknown as Promise<Response>;
}

describe('signing out ends the session everywhere its cookie went', () => {
  it('a cookie copied before sign-out no longer signs in: /api/session, /api/my/profile, /my-account', async () => {
    const browser = await signedIn(astrid!);
    const copy = browser.cookie(EN, 'session')!;
    expect(await sessionOf(withCopy(copy))).toEqual({ signed_in: true, display_name: astrid!.name });

    expect((await signOut(browser)).status).toBe(303);

    const session = await withCopy(copy).fetch(`${EN}/api/session`);
    expect(await session.json()).toEqual({ signed_in: false, display_name: null });
    expect(session.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/i);
    const profile = await withCopy(copy).fetch(`${EN}/api/my/profile`);
    expect(profile.status).toBe(401);
    expect(await profile.json()).toEqual({ error: 'Sign in to continue' });
    const page = await withCopy(copy).fetch(`${EN}/my-account`);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/login?error=ended&return=%2Fmy-account');
    const login = await (await shop.get('en', '/login?error=ended&return=%2Fmy-account', MANUAL)).text();
    expect(login).toContain(en.errors.ended);
  });

  it('signing out in one browser leaves the artist signed in on the others', async () => {
    const phone = await signedIn(astrid!);
    const laptop = await signedIn(astrid!);
    await signOut(phone);
    expect(await sessionOf(phone)).toEqual({ signed_in: false, display_name: null });
    expect(await sessionOf(laptop)).toEqual({ signed_in: true, display_name: astrid!.name });
    expect((await laptop.fetch(`${EN}/login`)).headers.get('location')).toBe('/my-account');
  });

  it('a new sign-in after signing out is a new session', async () => {
    const browser = await signedIn(astrid!);
    const before = browser.cookie(EN, 'session')!;
    await signOut(browser);
    const again = await signedIn(astrid!);
    expect(await sessionOf(again)).toEqual({ signed_in: true, display_name: astrid!.name });
    expect(await sessionOf(withCopy(before))).toEqual({ signed_in: false, display_name: null });
  });
});

describe('an operator signs an artist out everywhere', () => {
  const asOperator = async () => ({ authorization: `Bearer ${await operatorToken({ sub: 'alice' })}` });

  it('from a script: every open session of that artist ends, other artists’ do not', async () => {
    const phone = await signedIn(elias!);
    const laptop = await signedIn(elias!);
    const other = await signedIn(astrid!);
    const listed = await commerce('/api/ops/artists/2/sessions', { headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}` } });
    expect(((await listed.json()) as { sessions: unknown[] }).sessions.length).toBeGreaterThanOrEqual(2);

    const answer = await shop.get('en', '/__ops/artist-sessions', {
      method: 'POST',
      headers: { ...(await asOperator()), 'content-type': 'application/json', origin: EN },
      body: JSON.stringify({ artist_id: 2 }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const ended = (await answer.json()) as { artist_id: number; ended: number };
    expect(ended.artist_id).toBe(2);
    expect(ended.ended).toBeGreaterThanOrEqual(2);

    expect(await sessionOf(phone)).toEqual({ signed_in: false, display_name: null });
    expect((await laptop.fetch(`${EN}/my-account`)).headers.get('location')).toBe('/login?error=ended&return=%2Fmy-account');
    expect(await sessionOf(other)).toEqual({ signed_in: true, display_name: astrid!.name });
    const none = await commerce('/api/ops/artists/2/sessions', { headers: { authorization: `Bearer ${LOCAL_OPS_TOKEN}` } });
    expect(await none.json()).toEqual({ artist_id: 2, sessions: [] });
    // They sign in again as before.
    expect(await sessionOf(await signedIn(elias!))).toEqual({ signed_in: true, display_name: elias!.name });
  });

  it('from the operator view’s form: the outcome, or what is wrong with the id, and the form again', async () => {
    await signedIn(elias!);
    const post = async (body: string) =>
      shop.get('en', '/__ops/artist-sessions', { method: 'POST', headers: { ...(await asOperator()), ...FORM, origin: EN }, body });
    const done = await post('artist=2');
    const page = await done.text();
    expect(done.status).toBe(200);
    expect(page).toMatch(/role="status">Artist 2: \d+ sessions? ended\./);
    expect(page).toContain('<label for="artist-id">Artist id</label>');
    const wrong = await post('artist=two');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('role="alert">Give the artist’s id, a whole number');
    const view = await (await shop.get('en', '/__ops', { headers: await asOperator() })).text();
    expect(view).toContain('Sign an artist out everywhere');
  });

  it('only operators: no token is 401, and the commerce call needs its own key', async () => {
    const refused = await shop.get('en', '/__ops/artist-sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EN },
      body: JSON.stringify({ artist_id: 2 }),
    });
    expect(refused.status).toBe(401);
    const direct = await commerce('/api/ops/artists/2/sessions/end', { method: 'POST' });
    expect(direct.status).toBe(401);
    // The session records are never reachable through the shop's public API.
    for (const path of ['/api/sessions', '/api/sessions/abc/end', `/api/sessions/${'a'.repeat(43)}`]) {
      expect((await shop.get('en', path)).status, path).toBe(404);
    }
  });
});
