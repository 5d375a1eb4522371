/**
 * Sign-in tests' tools: a shop with the local OpenID provider (scripts/lib/oidc.mjs), and a
 * browser with a cookie jar per host that follows the flow between them (the shop through
 * Miniflare's dispatchFetch, the provider over loopback).
 */
import { migrate, readConfig } from '../../scripts/lib/shop.mjs';
import { startOidcProvider, storefrontOidcVars } from '../../scripts/lib/oidc.mjs';
import { createTestShop, type TestShop } from './harness';
import { answerWithin, probe, shopProbes, statusOf } from './slow-answers';

/** The test shop's origins: every local host on port 8787 (harness.ts `get`). */
export async function shopOrigins(): Promise<string[]> {
  const { vars } = await readConfig('local');
  return Object.keys(vars.DOMAINS as Record<string, string>).map((host) => `http://${host}:8787`);
}

export type Provider = Awaited<ReturnType<typeof startOidcProvider>>;

export async function startProvider(options: { port?: number; idTokenTtl?: number; accessTokenTtl?: number } = {}): Promise<Provider> {
  return startOidcProvider({ shopOrigins: await shopOrigins(), ...options });
}

/** A shop whose sign-in uses `issuer` (default: a local provider started for it). */
export async function createSignInShop(
  options: { provider?: Provider; vars?: Record<string, unknown>; workerName?: string; seedProducts?: number } = {},
): Promise<{ shop: TestShop; provider: Provider; dispose(): Promise<void> }> {
  const provider = options.provider ?? (await startProvider());
  const shop = await createTestShop({
    vars: { ...storefrontOidcVars(provider.issuer), ...options.vars },
    ...(options.workerName ? { workerName: options.workerName } : {}),
    ...(options.seedProducts ? { seedProducts: options.seedProducts } : {}),
  });
  // A sign-in opens its session's record in the commerce API's D1 (docs/accounts.md "Ending a session").
  if (!options.vars?.API_ORIGIN) await migrate(shop.mf);
  return {
    shop,
    provider,
    dispose: async () => {
      await shop.dispose();
      if (!options.provider) await provider.close();
    },
  };
}

export interface CookieInfo {
  value: string;
  attributes: string;
}

/** A browser: cookies per host, redirects followed by hand so each step can be looked at. */
export class TestBrowser {
  readonly jars = new Map<string, Map<string, CookieInfo>>();

  constructor(private readonly shop: TestShop) {}

  jar(host: string): Map<string, CookieInfo> {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  cookie(url: string, name: string): string | undefined {
    return this.jar(new URL(url).host).get(name)?.value;
  }

  setCookie(url: string, name: string, value: string): void {
    this.jar(new URL(url).host).set(name, { value, attributes: '' });
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target.host);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, { value }]) => `${name}=${value}`).join('; '));
    const request = { ...init, headers, redirect: 'manual' as const };
    const toShop = target.port === '8787';
    const response = await answerWithin(
      toShop ? (this.shop.mf.dispatchFetch(url, request as never) as unknown as Promise<Response>) : fetch(url, request),
      `${init.method ?? 'GET'} ${url} (${toShop ? 'the shop' : 'the provider'})`,
      () => this.probes(),
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...rest] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const attributes = rest.join(';');
      if (/max-age=0\b/i.test(attributes) || /expires=Thu, 01 Jan 1970/i.test(attributes) || value === '') jar.delete(name);
      else jar.set(name, { value, attributes });
    }
    return response;
  }

  /**
   * What still answers when a request does not (slow-answers.ts): the shop and this process
   * (`shopProbes`), and every provider this browser has been to (its discovery document).
   */
  private async probes(): Promise<string> {
    const providers = [...this.jars.keys()].filter((host) => !host.endsWith(':8787'));
    const results = await Promise.all([
      shopProbes(this.shop.mf),
      ...providers.map((host) =>
        probe(`the provider at ${host}`, async () => statusOf(await fetch(`http://${host}/.well-known/openid-configuration`))),
      ),
    ]);
    return results.join('; ');
  }

  /** Follows redirects while `until` says go on; returns the last answer and its URL. */
  async follow(url: string, init: RequestInit = {}, until: (next: URL) => boolean = () => true) {
    let response = await this.fetch(url, init);
    let current = new URL(url);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
      const next = new URL(response.headers.get('location')!, current);
      if (!until(next)) return { response, url: current, next };
      await response.body?.cancel();
      current = next;
      response = await this.fetch(next.toString());
    }
    return { response, url: current, next: null };
  }
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A new session record id, as the commerce API makes them (32 random bytes, base64url). */
export const newSessionId = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/**
 * Opens the commerce API's record of a session made by a test (docs/accounts.md "Ending a
 * session") straight in its D1, as a sign-in would: a sealed cookie naming it then signs in.
 */
export async function recordSession(shop: TestShop, session: { id: string; sub: string; startedAt: number }): Promise<void> {
  const db = await shop.commerceDb();
  await db
    .prepare('INSERT INTO artist_sessions (id, sub, artist_id, started_at, expires_at) VALUES (?, ?, NULL, ?, ?)')
    .bind(session.id, session.sub, session.startedAt, session.startedAt + 8 * 3600)
    .run();
}

/**
 * POST /login on `origin`, then through the provider's sign-in form; stops at the redirect
 * back to the shop's /login (not followed: `callback` is that URL).
 */
export async function signInAtProvider(
  browser: TestBrowser,
  provider: Provider,
  {
    origin = 'http://en.localhost:8787',
    email,
    password,
    returnPath,
  }: { origin?: string; email: string; password: string; returnPath?: string },
): Promise<{ callback: URL; flowCookie: string }> {
  const start = await browser.fetch(`${origin}/login`, {
    method: 'POST',
    headers: FORM,
    body: returnPath === undefined ? '' : new URLSearchParams({ return: returnPath }).toString(),
  });
  await start.body?.cancel();
  if (start.status !== 303) throw new Error(`POST /login answered ${start.status}`);
  const flowCookie = browser.cookie(origin, 'oidc');
  if (!flowCookie) throw new Error('no flow cookie');
  const atProvider = new URL(start.headers.get('location')!);
  const isProvider = (url: URL) => url.origin === provider.issuer;
  const page = await browser.follow(atProvider.toString(), {}, isProvider);
  const formUrl = page.url;
  // The form page and the provider's last redirect are not read: their bodies are let go.
  await page.response.body?.cancel();
  const submitted = await browser.follow(
    formUrl.toString(),
    { method: 'POST', headers: FORM, body: new URLSearchParams({ email, password }).toString() },
    isProvider,
  );
  await submitted.response.body?.cancel();
  if (!submitted.next) throw new Error(`the provider did not send the browser back (${submitted.response.status})`);
  return { callback: submitted.next, flowCookie };
}

/** A new browser signed in as `account` on `origin` through the provider, landed back at the shop. */
export async function signedInBrowser(
  shop: TestShop,
  provider: Provider,
  account: { email: string; password: string },
  origin = 'http://en.localhost:8787',
): Promise<TestBrowser> {
  const browser = new TestBrowser(shop);
  const { callback } = await signInAtProvider(browser, provider, { origin, email: account.email, password: account.password });
  const landed = await browser.fetch(callback.toString());
  await landed.body?.cancel();
  if (landed.status !== 303) throw new Error(`the sign-in callback answered ${landed.status}`);
  return browser;
}
