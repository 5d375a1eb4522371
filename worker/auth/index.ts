/**
 * The session at the edge for the request at hand (docs/accounts.md): read lazily on the
 * pages that are personal anyway (shared/site-paths.ts PRIVATE_PATHS) and GET /api/session,
 * renewed at most once a minute, and the artist's access token for the commerce API
 * (`accessTokenOf`), refreshed with the refresh token when it has expired. Catalog pages
 * never read it: they are the same for everyone.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { isPrivatePath } from '../../shared/site-paths';
import { clockOf } from '../clock';
import type { AppEnv } from '../context';
import { oidcConfigOf, type OidcConfig } from './config';
import { AuthError, discover, refreshTokens } from './provider';
import { closeSessionRecord, openSessionRecord, sessionStanding } from './records';
import {
  ABSOLUTE_SECONDS,
  cookieMaxAge,
  decodeSession,
  encodeSession,
  FLOW_SECONDS,
  isRenewalDue,
  type Session,
  type SessionRead,
} from './session';

export { oidcConfigOf } from './config';
export type { Session, SessionRead } from './session';

/** The request's session as read, and what the answer must do with the cookie. */
export interface RequestAuth {
  read: SessionRead;
  /** set: write `session` (renewed, refreshed or new); clear: delete the cookie; none: leave it. */
  write: 'none' | 'set' | 'clear';
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The session as read for this request, when read (personal pages, /api/session). */
    auth?: RequestAuth;
  }
}

/** Where the browser asks whether it is signed in (cached pages, docs/accounts.md). */
export const SESSION_API_PATH = '/api/session';
/** A token this close to its expiry is refreshed first (seconds). */
const ACCESS_TOKEN_MARGIN_SECONDS = 30;

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';

/**
 * Cookie names: `__Host-` (RFC 6265bis 4.1.3.2: Secure, no Domain, path /, so no other host
 * or path can set or shadow it) where the request is https; locally on http the browser
 * refuses that prefix, so the plain name.
 */
export function cookieNames(c: Context): { session: string; flow: string } {
  return isHttps(c) ? { session: '__Host-session', flow: '__Host-oidc' } : { session: 'session', flow: 'oidc' };
}

export function cookieOptions(c: Context, maxAge: number) {
  return { path: '/', httpOnly: true, secure: isHttps(c), sameSite: 'Lax' as const, maxAge };
}

/** The session of this request (read once per request). Null config: signed out. */
export async function sessionOf(c: Context<AppEnv>): Promise<SessionRead> {
  const known = c.get('auth');
  if (known) return known.read;
  const config = oidcConfigOf(c.env);
  const auth: RequestAuth = { read: { status: 'none' }, write: 'none' };
  if (config) {
    const now = clockOf(c.env)();
    auth.read = await decodeSession(getCookie(c, cookieNames(c).session), config.sessionSecret, now);
    // The one read a request with a session pays (docs/accounts.md "Ending a session"): is
    // its record still open? Requests without a session cookie, and pages that never read
    // the session (catalog pages), ask nothing.
    if (auth.read.status === 'valid') auth.read = await withStanding(c, auth.read.session);
    if (auth.read.status === 'valid' && isRenewalDue(auth.read.session, now)) {
      auth.read.session.seenAt = Math.floor(now / 1000);
      auth.write = 'set';
    }
    // An unreadable, expired or ended cookie is removed: the page acts signed out.
    if (auth.read.status === 'invalid' || auth.read.status === 'expired' || auth.read.status === 'ended') auth.write = 'clear';
  }
  c.set('auth', auth);
  return auth.read;
}

/** A readable session as its record stands: valid while open, ended once closed, unverified when it could not be asked. */
async function withStanding(c: Context<AppEnv>, session: Session): Promise<SessionRead> {
  const standing = await sessionStanding(c, session.id, session.sub);
  if (standing === 'open') return { status: 'valid', session };
  return standing === 'closed' ? { status: 'ended' } : { status: 'unverified', session };
}

/** The signed-in artist of this request, or null. */
export async function signedInSession(c: Context<AppEnv>): Promise<Session | null> {
  const read = await sessionOf(c);
  return read.status === 'valid' ? read.session : null;
}

/** Replaces this request's session (a fresh one after sign-in; refreshed tokens). */
export function putSession(c: Context<AppEnv>, session: Session): void {
  c.set('auth', { read: { status: 'valid', session }, write: 'set' });
}

/** Signs out this request: the answer deletes the session cookie. */
export function dropSession(c: Context<AppEnv>): void {
  c.set('auth', { read: { status: 'none' }, write: 'clear' });
}

/**
 * Signs out: the session's record is closed at the commerce API (every copy of the cookie
 * stops signing in) and this answer deletes the cookie. Returns the session that was
 * signed in (its ID token ends the provider's session), or null. A session whose record
 * could not be asked is closed too; one the API cannot be told about stays open there until
 * its lifetime ends (logged; an operator can end it).
 *
 * A failed refresh (accessTokenOf) deliberately closes nothing: with a provider that rotates
 * refresh tokens, another isolate's refresh of the same session fails too, and closing the
 * record then would sign the artist out everywhere.
 */
export async function signOut(c: Context<AppEnv>): Promise<Session | null> {
  const read = await sessionOf(c);
  const session = read.status === 'valid' || read.status === 'unverified' ? read.session : null;
  if (session && !(await closeSessionRecord(c, session.id))) {
    console.error('sign-in: signed out here, but the session record could not be closed: it stays open until its lifetime ends');
  }
  dropSession(c);
  return session;
}

/** Opens the record of a new sign-in's session (./records.ts), lasting no longer than the session may. */
export function openSession(c: Context<AppEnv>, accessToken: string) {
  return openSessionRecord(c, accessToken, ABSOLUTE_SECONDS);
}

/**
 * Reads the session up front on personal pages and /api/session, and after the route has
 * answered writes the cookie the request's session needs (renewed, new, or deleted).
 */
export const sessionCookie = createMiddleware<AppEnv>(async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (isPrivatePath(path) || path === SESSION_API_PATH) await sessionOf(c);
  // The cookie's lifetime is reckoned from when the request arrived, so a slow answer (a
  // sign-in's token exchange crossing a second) never shortens or stretches it.
  const arrivedAt = clockOf(c.env)();
  await next();
  const auth = c.get('auth');
  // Only a request whose session changed reads the configuration (decodes the secret).
  if (!auth || auth.write === 'none') return;
  const config = oidcConfigOf(c.env);
  if (!config) return;
  const name = cookieNames(c).session;
  if (auth.write === 'clear' || auth.read.status !== 'valid') {
    deleteCookie(c, name, { path: '/', secure: isHttps(c) });
    return;
  }
  setCookie(
    c,
    name,
    await encodeSession(auth.read.session, config.sessionSecret),
    cookieOptions(c, cookieMaxAge(auth.read.session, arrivedAt)),
  );
});

/** Sets the flow cookie of a sign-in in progress. */
export function setFlowCookie(c: Context, value: string): void {
  setCookie(c, cookieNames(c).flow, value, cookieOptions(c, FLOW_SECONDS));
}

export function flowCookieOf(c: Context): string | undefined {
  return getCookie(c, cookieNames(c).flow);
}

export function deleteFlowCookie(c: Context): void {
  deleteCookie(c, cookieNames(c).flow, { path: '/', secure: isHttps(c) });
}

/**
 * The signed-in artist's access token for the commerce API (`Authorization: Bearer …`,
 * audience `urn:artlane:commerce`), refreshed first when it has expired or is about to;
 * null when nobody is signed in or the refresh failed (the session then ends: the caller
 * sends the artist to /login). The refreshed tokens go into the session cookie of this
 * answer (a route that calls this must answer through the app, which writes it).
 */
export async function accessTokenOf(c: Context<AppEnv>): Promise<string | null> {
  const session = await signedInSession(c);
  if (!session) return null;
  const now = clockOf(c.env)();
  if (session.accessTokenExpiresAt - ACCESS_TOKEN_MARGIN_SECONDS > Math.floor(now / 1000)) return session.accessToken;
  const config = oidcConfigOf(c.env);
  if (!config || !session.refreshToken) {
    dropSession(c);
    return null;
  }
  try {
    const tokens = await sharedRefresh(config, session.refreshToken, now);
    putSession(c, {
      ...session,
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      // RFC 9700 4.14.2: a provider may rotate refresh tokens; keep the newest.
      refreshToken: tokens.refreshToken ?? session.refreshToken,
      idToken: tokens.idToken ?? session.idToken,
      seenAt: Math.floor(now / 1000),
    });
    return tokens.accessToken;
  } catch (error) {
    // An expired or revoked refresh token ends the session; anything else is logged (docs/shop-rules.md "Error texts").
    if (!(error instanceof AuthError && error.code === 'expired')) {
      console.error('sign-in: refreshing the access token failed:', error instanceof Error ? error.message : String(error));
    }
    dropSession(c);
    return null;
  }
}

async function refreshWith(config: OidcConfig, refreshToken: string, now: number) {
  return refreshTokens(config, await discover(config, now), refreshToken, now);
}

/**
 * Refreshes under way or just made, by the refresh token they used. A page's artist calls
 * run side by side (posters/edit reads the poster and the form's options; the browser loads
 * the list's previews at once), and each finds the same expired access token: they share
 * one refresh instead of each using the refresh token. A provider that rotates refresh
 * tokens (RFC 9700 4.14.2) refuses a second use and may revoke the whole grant. A request
 * that still carries the old cookie a moment later gets the same new tokens. Per isolate;
 * entries go after REFRESH_SHARED_MS, a failed one at once.
 */
const refreshes = new Map<string, { until: number; tokens: ReturnType<typeof refreshWith> }>();
const REFRESH_SHARED_MS = 30_000;

function sharedRefresh(config: OidcConfig, refreshToken: string, now: number): ReturnType<typeof refreshWith> {
  for (const [key, entry] of refreshes) if (entry.until <= now) refreshes.delete(key);
  let entry = refreshes.get(refreshToken);
  if (!entry) {
    entry = { until: now + REFRESH_SHARED_MS, tokens: refreshWith(config, refreshToken, now) };
    refreshes.set(refreshToken, entry);
    entry.tokens.catch(() => refreshes.delete(refreshToken));
  }
  return entry.tokens;
}
