/**
 * The session records the commerce API keeps (docs/accounts.md "Ending a session"; its calls
 * in docs/api.md "Session calls"): a session cookie signs in only while the record it names
 * is open. Sign-in opens one with the new access token, every request that carries a valid
 * cookie asks for it by id (one small read), sign-out closes it; an operator closes all of an
 * artist's. So a copy of the cookie taken before sign-out signs nobody in afterwards.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { openSessionBody, sessionAnswer, type SessionAnswer } from '../../shared/schemas/sessions';
import { edgeCall, edgeOf } from '../api/edge';
import type { AppEnv } from '../context';
import { AuthError } from './provider';

/** What the commerce API says of a record: open, closed (ended, expired, unknown), or nothing (it could not be asked). */
export type Standing = 'open' | 'closed' | 'unknown';

const JSON_HEADERS = () => new Headers({ accept: 'application/json', 'content-type': 'application/json' });

/**
 * Opens the record of a new sign-in (POST /api/sessions with its access token), to stay open
 * `lifetime` seconds at most. Throws AuthError 'unavailable' when the API refuses or cannot be
 * reached: a session it does not know would be refused on the next request anyway.
 */
export async function openSessionRecord(c: Context<AppEnv>, accessToken: string, lifetime: number): Promise<SessionAnswer> {
  const body = JSON.stringify(v.parse(openSessionBody, { lifetime }));
  const response = await edgeCall({ method: 'POST', path: '/api/sessions', body, headers: JSON_HEADERS(), bearer: accessToken }, edgeOf(c));
  const value: unknown = await response.json().catch(() => null);
  const parsed = v.safeParse(sessionAnswer, value);
  if (response.status !== 201 || !parsed.success) {
    const why = value && typeof value === 'object' && 'error' in value ? String(value.error) : 'an unexpected answer';
    throw new AuthError('unavailable', `the commerce API did not open the session (${response.status}: ${why})`);
  }
  return parsed.output;
}

/** Whether the record `id` of `sub` is open (GET /api/sessions/{id}). Never throws. */
export async function sessionStanding(c: Context<AppEnv>, id: string, sub: string): Promise<Standing> {
  try {
    const response = await edgeCall(
      { method: 'GET', path: `/api/sessions/${encodeURIComponent(id)}`, headers: new Headers({ accept: 'application/json' }) },
      edgeOf(c),
    );
    if (response.status === 404) {
      await response.body?.cancel();
      return 'closed';
    }
    const parsed = v.safeParse(sessionAnswer, await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      console.error(`sign-in: the commerce API answered ${response.status} for a session check`);
      return 'unknown';
    }
    // A record of another account is not this cookie's (it cannot happen short of a forged cookie).
    return parsed.output.id === id && parsed.output.sub === sub ? 'open' : 'closed';
  } catch (error) {
    console.error('sign-in: a session check failed:', error instanceof Error ? error.message : String(error));
    return 'unknown';
  }
}

/** Closes the record `id` (POST /api/sessions/{id}/end): true when the API took it. Never throws. */
export async function closeSessionRecord(c: Context<AppEnv>, id: string): Promise<boolean> {
  try {
    const response = await edgeCall(
      { method: 'POST', path: `/api/sessions/${encodeURIComponent(id)}/end`, body: '{}', headers: JSON_HEADERS() },
      edgeOf(c),
    );
    await response.body?.cancel();
    if (!response.ok) console.error(`sign-in: the commerce API answered ${response.status} when a session was ended`);
    return response.ok;
  } catch (error) {
    console.error('sign-in: ending a session failed:', error instanceof Error ? error.message : String(error));
    return false;
  }
}
