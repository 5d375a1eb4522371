/**
 * The session cookie's content and lifetimes (docs/accounts.md, The flow, 4) and the
 * short-lived flow cookie of a sign-in in progress (2). Both are sealed (./sealed.ts); the
 * clock is passed in.
 */
import { SESSION_ID } from '../../shared/schemas/sessions';
import { seal, unseal } from './sealed';

/** OWASP ASVS 3.3.1/3.3.2: idle and absolute lifetimes. */
export const IDLE_SECONDS = 30 * 60;
export const ABSOLUTE_SECONDS = 8 * 60 * 60;
/** A used session gets a new cookie (new `seen`) at most this often. */
export const RENEW_AFTER_SECONDS = 60;
/** How long a sign-in may take at the provider. */
export const FLOW_SECONDS = 10 * 60;

export interface Session {
  /**
   * The commerce API's record of this session (./records.ts): the cookie signs in only while
   * it is open there, so sign-out ends every copy of the cookie.
   */
  id: string;
  sub: string;
  name: string;
  email: string;
  /** From `sub` `artist-<id>`, else null (the commerce API maps other subs itself). */
  artistId: number | null;
  accessToken: string;
  /** Seconds since the epoch. */
  accessTokenExpiresAt: number;
  refreshToken: string | null;
  /** For the provider's end-session (id_token_hint). */
  idToken: string | null;
  /** Seconds since the epoch: when the artist signed in (absolute lifetime). */
  startedAt: number;
  /** Seconds since the epoch: last use (idle lifetime). */
  seenAt: number;
}

/**
 * What a request's session cookie holds: nothing; a session whose record is open (valid);
 * one past its lifetime (expired), or whose record was closed: signed out or ended by an
 * operator, a copy of the cookie taken before (ended); unreadable (invalid); or a session
 * whose record could not be asked for (unverified: the commerce API is away; the cookie is
 * kept, but the request is not signed in).
 */
export type SessionRead =
  | { status: 'none' }
  | { status: 'valid'; session: Session }
  | { status: 'expired' }
  | { status: 'ended' }
  | { status: 'invalid' }
  | { status: 'unverified'; session: Session };

export function artistIdOf(sub: string): number | null {
  const match = /^artist-([1-9][0-9]{0,9})$/.exec(sub);
  return match ? Number(match[1]) : null;
}

export function encodeSession(session: Session, secret: Uint8Array<ArrayBuffer>): Promise<string> {
  return seal(
    {
      ses: session.id,
      sub: session.sub,
      name: session.name,
      email: session.email,
      artist_id: session.artistId,
      at: session.accessToken,
      at_exp: session.accessTokenExpiresAt,
      rt: session.refreshToken,
      idt: session.idToken,
      iat: session.startedAt,
      seen: session.seenAt,
    },
    secret,
    'session',
  );
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** What a session cookie holds at `now` (milliseconds): none, a valid session, expired, or unreadable. */
export async function decodeSession(value: string | undefined, secret: Uint8Array<ArrayBuffer>, now: number): Promise<SessionRead> {
  if (!value) return { status: 'none' };
  const claims = await unseal(value, secret, 'session');
  if (!claims) return { status: 'invalid' };
  const { ses, sub, name, email, artist_id, at, at_exp, rt, idt, iat, seen } = claims;
  if (!isString(sub) || !isString(name) || !isString(email) || !isString(at) || !isTime(at_exp) || !isTime(iat) || !isTime(seen)) {
    return { status: 'invalid' };
  }
  const seconds = Math.floor(now / 1000);
  if (seconds - iat >= ABSOLUTE_SECONDS || seconds - seen >= IDLE_SECONDS || seen < iat) return { status: 'expired' };
  // A cookie sealed before sessions had records cannot be ended: it is over (sign in again).
  if (!isString(ses) || !SESSION_ID.test(ses)) return { status: 'expired' };
  return {
    status: 'valid',
    session: {
      id: ses,
      sub,
      name,
      email,
      artistId: typeof artist_id === 'number' ? artist_id : null,
      accessToken: at,
      accessTokenExpiresAt: at_exp,
      refreshToken: isString(rt) ? rt : null,
      idToken: isString(idt) ? idt : null,
      startedAt: iat,
      seenAt: seen,
    },
  };
}

/** Whether a used session is due a new cookie. */
export function isRenewalDue(session: Session, now: number): boolean {
  return Math.floor(now / 1000) - session.seenAt >= RENEW_AFTER_SECONDS;
}

/**
 * Seconds the cookie may live in the browser: until the absolute lifetime ends, and never
 * longer than that lifetime (a session started a moment after `now` gets exactly it).
 */
export function cookieMaxAge(session: Session, now: number): number {
  return Math.min(ABSOLUTE_SECONDS, Math.max(0, session.startedAt + ABSOLUTE_SECONDS - Math.floor(now / 1000)));
}

/** A sign-in in progress: bound to this browser by the flow cookie. */
export interface Flow {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnPath: string;
  /** Seconds since the epoch. */
  startedAt: number;
}

export function encodeFlow(flow: Flow, secret: Uint8Array<ArrayBuffer>): Promise<string> {
  return seal(
    { state: flow.state, nonce: flow.nonce, cv: flow.codeVerifier, ret: flow.returnPath, iat: flow.startedAt },
    secret,
    'oidc-flow',
  );
}

/** The flow of a flow cookie, or null (none, unreadable, or older than FLOW_SECONDS). */
export async function decodeFlow(value: string | undefined, secret: Uint8Array<ArrayBuffer>, now: number): Promise<Flow | null> {
  const claims = await unseal(value, secret, 'oidc-flow');
  if (!claims) return null;
  const { state, nonce, cv, ret, iat } = claims;
  if (!isString(state) || !isString(nonce) || !isString(cv) || !isString(ret) || !isTime(iat)) return null;
  if (Math.floor(now / 1000) - iat >= FLOW_SECONDS) return null;
  return { state, nonce, codeVerifier: cv, returnPath: ret, startedAt: iat };
}
