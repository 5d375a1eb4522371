import { base64url } from 'jose';
import { Hono } from 'hono';
import { openSessionBody, SESSION_ID, type SessionAnswer } from '../../../../shared/schemas/sessions';
import type { ApiEnv, ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { requireOpsToken } from '../ops/token';
import { verifiedSubject } from './auth';
import { readArtistBody } from './body';
import { described, NO_BODY } from '../http/openapi/describe';
import { endedSessionsAnswer, sessionAnswer } from '../../../../shared/schemas/sessions';

/**
 * The sign-in sessions (docs/accounts.md "Ending a session", docs/api.md "Session calls"):
 * the storefront opens one when an artist signs in (with the new access token), names it in
 * the sealed session cookie, asks on each request that carries the cookie whether it is
 * still open (one read by primary key), and ends it at sign-out; an operator ends all of an
 * artist's at once. A session that is not open here signs nobody in, whoever holds a copy
 * of the cookie.
 *
 * The id is the session's only name and its key: 32 random bytes, never in a page or a
 * browser in clear (it travels inside the encrypted cookie and between the two Workers).
 * A row is kept until its session would have expired anyway, then swept.
 */
export const sessionRoutes = new Hono<ApiEnv>();

interface SessionRow {
  id: string;
  sub: string;
  artist_id: number | null;
  started_at: number;
  expires_at: number;
}

/** Expired rows deleted per session opened: a bound on the work a sign-in does. */
const SWEEP_BATCH = 100;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** 32 random bytes, base64url (43 characters, shared/schemas/sessions.ts). */
const newSessionId = () => base64url.encode(crypto.getRandomValues(new Uint8Array(32)));

const answerOf = (row: SessionRow): SessionAnswer => ({
  id: row.id,
  sub: row.sub,
  artist_id: row.artist_id,
  started_at: row.started_at,
  expires_at: row.expires_at,
});

/** A path's session id: anything that is not one names no session (404, as an ended one). */
function sessionIdOf(c: ApiContext): string {
  const id = c.req.param('id') ?? '';
  if (!SESSION_ID.test(id)) throw new HttpError(404, 'No such session');
  return id;
}

/** A path's artist id (the operator calls). */
function artistIdOf(c: ApiContext): number {
  const id = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(id)) throw new HttpError(404, 'No such artist');
  return Number(id);
}

/** POST /api/sessions { lifetime } with the signed-in account's access token → 201 the session. */
sessionRoutes.post(
  '/api/sessions',
  described({
    tag: 'artists',
    auth: 'artist',
    summary: 'Opens a session record for a signed-in account (the storefront’s own call at sign-in)',
    body: openSessionBody,
    answers: { 201: { description: 'the session', schema: sessionAnswer } },
    errors: { 422: 'a field breaks its rule (field names it)' },
  }),
  async (c) => {
    const verified = await verifiedSubject(c);
    if (verified instanceof Response) return verified;
    const { lifetime } = await readArtistBody(c.req.raw, openSessionBody);
    const db = c.env.DB;
    const now = nowSeconds();
    const row: SessionRow = { id: newSessionId(), sub: verified.sub, artist_id: null, started_at: now, expires_at: now + lifetime };
    const [, inserted] = await db.batch([
      db
        .prepare(`DELETE FROM artist_sessions WHERE id IN (SELECT id FROM artist_sessions WHERE expires_at <= ? LIMIT ${SWEEP_BATCH})`)
        .bind(now),
      db
        .prepare(
          `INSERT INTO artist_sessions (id, sub, artist_id, started_at, expires_at)
         VALUES (?1, ?2, (SELECT artist_id FROM artist_accounts WHERE sub = ?2), ?3, ?4)
         RETURNING id, sub, artist_id, started_at, expires_at`,
        )
        .bind(row.id, row.sub, row.started_at, row.expires_at),
    ]);
    return c.json(answerOf((inserted!.results as SessionRow[])[0] ?? row), 201);
  },
);

/** GET /api/sessions/{id} → 200 the session while it is open; 404 once ended, expired, or never opened. */
sessionRoutes.get(
  '/api/sessions/:id',
  described({
    tag: 'artists',
    summary: 'A session record while it is open',
    answers: { 200: { description: 'the session', schema: sessionAnswer } },
    errors: { 404: 'no such session, or it ended or expired' },
  }),
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const row = await c.env.DB.prepare(
      'SELECT id, sub, artist_id, started_at, expires_at FROM artist_sessions WHERE id = ? AND ended_at IS NULL AND expires_at > ?',
    )
      .bind(sessionIdOf(c), nowSeconds())
      .first<SessionRow>();
    if (!row) throw new HttpError(404, 'No such session');
    return c.json(answerOf(row));
  },
);

/** POST /api/sessions/{id}/end → { ended }: true when this call ended it, false when it was not open. Sign-out. */
sessionRoutes.post(
  '/api/sessions/:id/end',
  described({
    tag: 'artists',
    summary: 'Ends a session (sign-out)',
    body: NO_BODY,
    answers: {
      200: {
        description: 'whether an open session was ended',
        schema: { type: 'object', required: ['ended'], properties: { ended: { type: 'boolean' } } },
      },
    },
    errors: { 404: 'not a session id' },
  }),
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const result = await c.env.DB.prepare(
      "UPDATE artist_sessions SET ended_at = ?1, ended_by = 'sign-out' WHERE id = ?2 AND ended_at IS NULL AND expires_at > ?1",
    )
      .bind(nowSeconds(), sessionIdOf(c))
      .run();
    return c.json({ ended: result.meta.changes > 0 });
  },
);

/** The open sessions of an artist: of the accounts tied to them now, or tied to them when the session opened. */
const OF_ARTIST = `(artist_id = ?1 OR sub IN (SELECT sub FROM artist_accounts WHERE artist_id = ?1)) AND ended_at IS NULL AND expires_at > ?2`;

/** GET /api/ops/artists/{id}/sessions → { artist_id, sessions: [{ started_at, expires_at }] }, newest first. */
sessionRoutes.get(
  '/api/ops/artists/:id/sessions',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'An artist’s open sessions, newest first',
    answers: {
      200: {
        description: 'the sessions',
        schema: {
          type: 'object',
          required: ['artist_id', 'sessions'],
          properties: {
            artist_id: { type: 'integer' },
            sessions: {
              type: 'array',
              items: {
                type: 'object',
                required: ['started_at', 'expires_at'],
                properties: { started_at: { type: 'integer' }, expires_at: { type: 'integer' } },
              },
            },
          },
        },
      },
    },
    errors: { 404: 'not an artist id' },
  }),
  requireOpsToken,
  async (c) => {
    const artistId = artistIdOf(c);
    const { results } = await c.env.DB.prepare(
      `SELECT started_at, expires_at FROM artist_sessions WHERE ${OF_ARTIST} ORDER BY started_at DESC LIMIT 100`,
    )
      .bind(artistId, nowSeconds())
      .all<{ started_at: number; expires_at: number }>();
    return c.json({ artist_id: artistId, sessions: results });
  },
);

/** POST /api/ops/artists/{id}/sessions/end → { artist_id, ended }: signs the artist out everywhere. */
sessionRoutes.post(
  '/api/ops/artists/:id/sessions/end',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Signs an artist out everywhere',
    body: NO_BODY,
    answers: { 200: { description: 'how many open sessions were ended', schema: endedSessionsAnswer } },
    errors: { 404: 'not an artist id' },
  }),
  requireOpsToken,
  async (c) => {
    const artistId = artistIdOf(c);
    const now = nowSeconds();
    const result = await c.env.DB.prepare(`UPDATE artist_sessions SET ended_at = ?2, ended_by = 'operator' WHERE ${OF_ARTIST}`)
      .bind(artistId, now)
      .run();
    return c.json({ artist_id: artistId, ended: result.meta.changes });
  },
);
