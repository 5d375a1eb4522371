/**
 * The sign-in sessions the commerce API keeps (docs/accounts.md "Ending a session", docs/api.md
 * "Session calls"): the body that opens one, and the answers the storefront reads. A session
 * cookie is good only while the session it names is open here, so signing out, and an
 * operator's "sign this artist out everywhere", end it for every copy of the cookie.
 */
import * as v from 'valibot';
import { integer, record } from './rules';

/** The longest a session may be kept open (the storefront's absolute lifetime is 8 hours). */
export const SESSION_MAX_SECONDS = 24 * 60 * 60;

/** A session id: 32 random bytes, base64url (43 characters); nothing else names one. */
export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/sessions: how long the session may stay open, in seconds. */
export const openSessionBody = record({ lifetime: integer(60, SESSION_MAX_SECONDS) });
export type OpenSessionBody = v.InferOutput<typeof openSessionBody>;

const seconds = v.pipe(v.number(), v.integer(), v.minValue(0));

/** POST /api/sessions (201) and GET /api/sessions/{id} (200 while open): times in seconds since the epoch. */
export const sessionAnswer = v.object({
  id: v.pipe(v.string(), v.regex(SESSION_ID)),
  sub: v.string(),
  artist_id: v.nullable(v.number()),
  started_at: seconds,
  expires_at: seconds,
});
export type SessionAnswer = v.InferOutput<typeof sessionAnswer>;

/** POST /api/ops/artists/{id}/sessions/end: how many open sessions were ended. */
export const endedSessionsAnswer = v.object({ artist_id: v.number(), ended: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type EndedSessionsAnswer = v.InferOutput<typeof endedSessionsAnswer>;
