import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/account/en.json';
import { JWKS_COOLDOWN_MS } from '../../services/commerce/src/artists/auth';
import { ARTIST_ACCOUNTS, LOCAL_OIDC } from '../../scripts/lib/oidc.mjs';
import { seal, unseal } from '../../worker/auth/sealed';
import { decodeFlow, decodeSession, encodeSession, type Session } from '../../worker/auth/session';
import {
  createSignInShop,
  FORM,
  newSessionId,
  recordSession,
  signInAtProvider,
  startProvider,
  TestBrowser,
  type Provider,
} from './auth-shop';
import type { TestShop } from './harness';

/**
 * Sign-in with the real local provider (docs/accounts.md, The flow): the whole round trip,
 * the cookies, the session's lifetimes, and each failure ending on /login?error=….
 */
const secret = Uint8Array.from(Buffer.from(LOCAL_OIDC.sessionSecret, 'base64url'));
const astrid = ARTIST_ACCOUNTS[0]!;
const EN = 'http://en.localhost:8787';
/** Redirects are looked at, not followed. */
const MANUAL = { redirect: 'manual' } as const;

let shop: TestShop;
let provider: Provider;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ shop, provider, dispose } = await createSignInShop());
});
afterAll(() => dispose());

async function signedIn(origin = EN): Promise<TestBrowser> {
  const browser = new TestBrowser(shop);
  const { callback } = await signInAtProvider(browser, provider, { origin, email: astrid.email, password: astrid.password });
  const landed = await browser.fetch(callback.toString());
  expect(landed.status).toBe(303);
  return browser;
}

function sessionOf(overrides: Partial<Session> = {}): Session {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: newSessionId(),
    sub: astrid.sub,
    name: astrid.name,
    email: astrid.email,
    artistId: 1,
    accessToken: 'access',
    accessTokenExpiresAt: now + 600,
    refreshToken: null,
    idToken: null,
    startedAt: now,
    seenAt: now,
    ...overrides,
  };
}

describe('the sign-in round trip', () => {
  it('signs an artist in through the provider and lands on /my-account with the name', async () => {
    const browser = new TestBrowser(shop);
    const { callback } = await signInAtProvider(browser, provider, { email: astrid.email, password: astrid.password });
    expect(callback.origin).toBe(EN);
    expect(callback.pathname).toBe('/login');
    expect(callback.searchParams.get('code')).toBeTruthy();
    const landed = await browser.fetch(callback.toString());
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/my-account');
    expect(landed.headers.get('cache-control')).toBe('private, no-store');
    // The flow cookie is gone, the session is there.
    expect(browser.cookie(EN, 'oidc')).toBeUndefined();
    const cookie = browser.jar('en.localhost:8787').get('session')!;
    expect(cookie).toBeDefined();
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect(cookie.attributes).toMatch(/SameSite=Lax/i);
    expect(cookie.attributes).toMatch(/Path=\//i);
    expect(cookie.attributes).not.toMatch(/Domain=/i);
    expect(cookie.attributes).toMatch(/Max-Age=28800/i);
    const read = await decodeSession(cookie.value, secret, Date.now());
    expect(read.status).toBe('valid');
    if (read.status === 'valid') {
      expect(read.session).toMatchObject({ sub: 'artist-1', name: astrid.name, email: astrid.email, artistId: 1 });
      // The access token is a JWT for the commerce API.
      const claims = JSON.parse(Buffer.from(read.session.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(claims).toMatchObject({ aud: 'urn:artlane:commerce', sub: 'artist-1', iss: provider.issuer });
      expect(read.session.refreshToken).toBeTruthy();
    }
    const page = await browser.fetch(`${EN}/my-account`);
    // The commerce API of this shop has its tables (a sign-in opens its session's record there)
    // but no catalog (seedProducts 0): the account's artist is missing, so the API refuses the
    // overview's call (403) and the page asks to sign in again.
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(en.refused);
    expect(html).toContain(`Signed in as ${astrid.name}`);
    expect(html).toContain(astrid.email);
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain(`<meta name="artlane-auth" content="{&quot;displayName&quot;:&quot;${astrid.name}&quot;}"/>`);
    expect(html).toContain('<form action="/logout" method="post">');
  });

  it('signs in on each host with that host as the redirect URI', async () => {
    const browser = new TestBrowser(shop);
    const origin = 'http://de.localhost:8787';
    const start = await browser.fetch(`${origin}/login`, { method: 'POST', headers: FORM, body: '' });
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: LOCAL_OIDC.clientId,
      redirect_uri: `${origin}/login`,
      scope: 'openid profile email address',
      code_challenge_method: 'S256',
    });
    const flow = await decodeFlow(browser.cookie(origin, 'oidc'), secret, Date.now());
    expect(flow?.state).toBe(authorize.searchParams.get('state'));
    expect(flow?.nonce).toBe(authorize.searchParams.get('nonce'));
    // The challenge is S256 of the verifier the cookie holds (RFC 7636 4.2).
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(flow!.codeVerifier)));
    expect(authorize.searchParams.get('code_challenge')).toBe(Buffer.from(digest).toString('base64url'));
    const signed = await signedIn(origin);
    expect(signed.cookie(origin, 'session')).toBeTruthy();
  });

  it('a new sign-in gives a new session cookie', async () => {
    const browser = await signedIn();
    const first = browser.cookie(EN, 'session');
    // Signed out at the provider (its cookies gone), so it asks for the password again.
    browser.jars.delete(new URL(provider.issuer).host);
    const { callback } = await signInAtProvider(browser, provider, { email: astrid.email, password: astrid.password });
    await browser.fetch(callback.toString());
    expect(browser.cookie(EN, 'session')).not.toBe(first);
  });

  it('GET /login signed in goes to /my-account; signed out it shows the form, private and noindex', async () => {
    const browser = await signedIn();
    const again = await browser.fetch(`${EN}/login`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/my-account');
    const page = await shop.get('en', '/login', MANUAL);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('<form action="/login" method="post">');
    expect(html).toContain('content="noindex"');
    expect(html).toContain('<meta name="artlane-auth" content="null"/>');
    expect(page.headers.get('set-cookie')).toBeNull();
  });

  it('/my-account signed out goes to /login and comes back after', async () => {
    const answer = await shop.get('en', '/my-account', MANUAL);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/login?return=%2Fmy-account');
    const page = await (await shop.get('en', '/login?return=%2Fmy-account', MANUAL)).text();
    expect(page).toContain('<input type="hidden" name="return" value="/my-account"/>');
  });

  it('GET /api/session answers the state, private and no-store', async () => {
    const browser = await signedIn();
    const answer = await browser.fetch(`${EN}/api/session`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ signed_in: true, display_name: astrid.name });
    const anonymous = await shop.get('en', '/api/session', MANUAL);
    expect(await anonymous.json()).toEqual({ signed_in: false, display_name: null });
  });

  it('signing out clears the cookie and ends the provider session, back to /', async () => {
    const browser = await signedIn();
    const confirm = await browser.fetch(`${EN}/logout`);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('cache-control')).toBe('private, no-store');
    expect(await confirm.text()).toContain('<form action="/logout" method="post">');
    const out = await browser.fetch(`${EN}/logout`, { method: 'POST', headers: { ...FORM, origin: EN }, body: '' });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/i);
    expect(browser.cookie(EN, 'session')).toBeUndefined();
    const endSession = new URL(out.headers.get('location')!);
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${EN}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await browser.fetch(`${EN}/my-account`)).status).toBe(303);
  });

  it('refuses a sign-out POST from another site', async () => {
    const browser = await signedIn();
    const out = await browser.fetch(`${EN}/logout`, { method: 'POST', headers: { ...FORM, origin: 'https://evil.example' }, body: '' });
    expect(out.status).toBe(403);
    expect(browser.cookie(EN, 'session')).toBeTruthy();
  });
});

describe('failures end on /login with a message', () => {
  it('a state that is not the cookie’s is a mismatch', async () => {
    const browser = new TestBrowser(shop);
    const { callback } = await signInAtProvider(browser, provider, { email: astrid.email, password: astrid.password });
    callback.searchParams.set('state', 'not-the-state');
    const answer = await browser.fetch(callback.toString());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/login\?error=mismatch/);
    expect(browser.cookie(EN, 'session')).toBeUndefined();
    const page = await (await browser.fetch(`${EN}${answer.headers.get('location')!}`)).text();
    expect(page).toContain('The sign-in could not be confirmed. Please start again.');
  });

  it('a nonce that is not the ID token’s is a mismatch (the flow cookie changed)', async () => {
    const browser = new TestBrowser(shop);
    const { callback, flowCookie } = await signInAtProvider(browser, provider, { email: astrid.email, password: astrid.password });
    const claims = (await unseal(flowCookie, secret, 'oidc-flow'))!;
    browser.setCookie(EN, 'oidc', await seal({ ...claims, nonce: 'another-nonce' }, secret, 'oidc-flow'));
    const answer = await browser.fetch(callback.toString());
    expect(answer.headers.get('location')).toMatch(/^\/login\?error=mismatch/);
    expect(browser.cookie(EN, 'session')).toBeUndefined();
  });

  it('a flow cookie that was tampered with is refused', async () => {
    const browser = new TestBrowser(shop);
    const { callback, flowCookie } = await signInAtProvider(browser, provider, { email: astrid.email, password: astrid.password });
    browser.setCookie(EN, 'oidc', `${flowCookie.slice(0, -4)}AAAA`);
    const answer = await browser.fetch(callback.toString());
    expect(answer.headers.get('location')).toMatch(/^\/login\?error=expired/);
  });

  it('a replayed callback is refused, also with the flow cookie put back (the code is used)', async () => {
    const browser = new TestBrowser(shop);
    const { callback, flowCookie } = await signInAtProvider(browser, provider, { email: astrid.email, password: astrid.password });
    expect((await browser.fetch(callback.toString())).headers.get('location')).toBe('/my-account');
    const replay = new TestBrowser(shop);
    expect((await replay.fetch(callback.toString())).headers.get('location')).toMatch(/^\/login\?error=expired/);
    replay.setCookie(EN, 'oidc', flowCookie);
    const withCookie = await replay.fetch(callback.toString());
    expect(withCookie.headers.get('location')).toMatch(/^\/login\?error=expired/);
    expect(replay.cookie(EN, 'session')).toBeUndefined();
  });

  it('the provider’s refusal is "denied"', async () => {
    const browser = new TestBrowser(shop);
    const start = await browser.fetch(`${EN}/login`, { method: 'POST', headers: FORM, body: '' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const answer = await browser.fetch(`${EN}/login?error=access_denied&state=${state}`);
    expect(answer.headers.get('location')).toMatch(/^\/login\?error=denied/);
  });

  it('a session cookie that was tampered with acts signed out and is removed', async () => {
    const browser = await signedIn();
    const value = browser.cookie(EN, 'session')!;
    browser.setCookie(EN, 'session', `${value.slice(0, 40)}${value[40] === 'A' ? 'B' : 'A'}${value.slice(41)}`);
    const answer = await browser.fetch(`${EN}/my-account`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/login?error=invalid&return=%2Fmy-account');
    expect(answer.headers.get('set-cookie')).toMatch(/^session=;/);
    const api = await shop.get('en', '/api/session', { ...MANUAL, headers: { cookie: `session=${value.slice(0, -2)}xx` } });
    expect(await api.json()).toEqual({ signed_in: false, display_name: null });
  });

  it.each([
    ['idle', { seenAt: Math.floor(Date.now() / 1000) - 31 * 60, startedAt: Math.floor(Date.now() / 1000) - 40 * 60 }],
    ['absolute', { seenAt: Math.floor(Date.now() / 1000) - 60, startedAt: Math.floor(Date.now() / 1000) - 8 * 3600 - 1 }],
  ])('a session past its %s lifetime is gone', async (_kind, times) => {
    const cookie = await encodeSession(sessionOf(times), secret);
    const answer = await shop.get('en', '/my-account', { ...MANUAL, headers: { cookie: `session=${cookie}` } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/login?error=expired&return=%2Fmy-account');
    expect(answer.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/i);
    const page = await (await shop.get('en', '/login?error=expired', MANUAL)).text();
    expect(page).toContain('The sign-in took too long or was already used. Please sign in again.');
  });

  it('a used session is renewed at most once a minute', async () => {
    const now = Math.floor(Date.now() / 1000);
    const freshSession = sessionOf({ seenAt: now - 10, startedAt: now - 100 });
    await recordSession(shop, freshSession);
    const fresh = await encodeSession(freshSession, secret);
    const recent = await shop.get('en', '/my-account', { ...MANUAL, headers: { cookie: `session=${fresh}` } });
    expect(recent.status).toBe(200);
    expect(recent.headers.get('set-cookie')).toBeNull();
    const olderSession = sessionOf({ seenAt: now - 120, startedAt: now - 200 });
    await recordSession(shop, olderSession);
    const older = await encodeSession(olderSession, secret);
    const renewed = await shop.get('en', '/my-account', { ...MANUAL, headers: { cookie: `session=${older}` } });
    const value = /^session=([^;]+)/.exec(renewed.headers.get('set-cookie') ?? '')?.[1];
    const read = await decodeSession(value, secret, Date.now());
    expect(read.status === 'valid' && read.session.seenAt).toBeGreaterThanOrEqual(now);
    expect(read.status === 'valid' && read.session.startedAt).toBe(now - 200);
  });

  it('a session sealed with another key is refused', async () => {
    const other = crypto.getRandomValues(new Uint8Array(32));
    const cookie = await encodeSession(sessionOf(), other);
    const answer = await shop.get('en', '/my-account', { ...MANUAL, headers: { cookie: `session=${cookie}` } });
    expect(answer.headers.get('location')).toBe('/login?error=invalid&return=%2Fmy-account');
  });

  it('shows each error in the page’s language', async () => {
    const page = await (await shop.get('de', '/login?error=unavailable', MANUAL)).text();
    expect(page).toContain('Der Anmeldedienst ist nicht erreichbar.');
    const sv = await (await shop.get('sv', '/login?error=denied', MANUAL)).text();
    expect(sv).toContain('Inloggningen avbröts.');
  });
});

/** At least 30 ways to say "another site" (OWASP unvalidated redirects cheat sheet and more). */
const OPEN_REDIRECTS = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  'https://evil.com',
  'http://evil.com',
  'HTTPS://evil.com',
  'evil.com',
  '//evil.com/my-account',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%252F%252Fevil.com',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d/evil.com',
  '/%00/evil.com',
  '//@evil.com',
  '@evil.com',
  'https:evil.com',
  'http:/evil.com',
  '/\\/evil.com',
  '//evil%E3%80%82com',
  '/.\\evil.com',
  '//localhost@evil.com',
  '\u3000//evil.com',
  '/\u2028/evil.com',
  'https://en.localhost:8787@evil.com/',
];

describe('the return path', () => {
  it(`refuses ${OPEN_REDIRECTS.length} open-redirect payloads when starting a sign-in`, async () => {
    expect(OPEN_REDIRECTS.length).toBeGreaterThanOrEqual(30);
    for (const payload of OPEN_REDIRECTS) {
      const browser = new TestBrowser(shop);
      await browser.fetch(`${EN}/login`, { method: 'POST', headers: FORM, body: new URLSearchParams({ return: payload }).toString() });
      const flow = await decodeFlow(browser.cookie(EN, 'oidc'), secret, Date.now());
      expect(flow?.returnPath, JSON.stringify(payload)).toBe('/my-account');
    }
  });

  it('refuses them for a signed-in visitor of /login too', async () => {
    const browser = await signedIn();
    for (const payload of OPEN_REDIRECTS) {
      const answer = await browser.fetch(`${EN}/login?${new URLSearchParams({ return: payload })}`);
      expect(answer.headers.get('location'), JSON.stringify(payload)).toBe('/my-account');
    }
  });

  it('keeps a path on the same host through the whole flow', async () => {
    const browser = new TestBrowser(shop);
    const { callback } = await signInAtProvider(browser, provider, {
      email: astrid.email,
      password: astrid.password,
      returnPath: '/my-account?tab=1',
    });
    expect((await browser.fetch(callback.toString())).headers.get('location')).toBe('/my-account?tab=1');
  });
});

describe('the provider’s keys', () => {
  it('are fetched once and again when an ID token names an unknown key id (rotation)', async () => {
    const rotating = await startProvider();
    const port = rotating.port;
    const { shop: other, dispose: stop } = await createSignInShop({ provider: rotating });
    let second: Provider | undefined;
    try {
      const signInOnce = async (at: Provider) => {
        const browser = new TestBrowser(other);
        const { callback } = await signInAtProvider(browser, at, { email: astrid.email, password: astrid.password });
        return (await browser.fetch(callback.toString())).headers.get('location');
      };
      // Two readers of the key set, each once: the edge (the ID token) and the commerce API (the
      // access token that opens the session's record, docs/accounts.md "Ending a session").
      const READERS = 2;
      expect(await signInOnce(rotating)).toBe('/my-account');
      expect(await signInOnce(rotating)).toBe('/my-account');
      expect(rotating.requests.filter((path) => path === '/jwks')).toHaveLength(READERS);
      await rotating.close();
      // The commerce API asks a provider's key set again no sooner than its cooldown after the
      // last time (a flood of made-up key ids costs the provider one request per interval): a
      // real rotation is not seconds after a sign-in, so this one is not either.
      await new Promise((resolve) => setTimeout(resolve, JWKS_COOLDOWN_MS + 250));
      // The same issuer with a new key: the edge's cached key set lacks its kid.
      second = await startProvider({ port });
      expect(await signInOnce(second)).toBe('/my-account');
      expect(second.requests.filter((path) => path === '/jwks')).toHaveLength(READERS);
    } finally {
      await stop();
      await second?.close();
    }
  });
});
