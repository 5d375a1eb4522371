import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtistShopWithProvider, mint, OPS_TOKEN, type ArtistShop, type Provider, type TestKey } from './artist-shop';

/**
 * The commerce API's session calls (docs/api.md "Session calls", docs/accounts.md "Ending a
 * session"): opened with an access token, read by id while open, ended by sign-out or by an
 * operator for all of an artist's; expired rows are swept as sessions open.
 */
let provider: Provider;
let shop: ArtistShop;
let key: TestKey;
let dispose: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ provider, shop, key, dispose } = await createArtistShopWithProvider());
});
afterAll(() => dispose?.());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(path: string, init: { method?: string; token?: string; body?: unknown; ops?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ops) headers.authorization = `Bearer ${OPS_TOKEN}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await shop.call(path, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

const open = async (sub: string, lifetime = 8 * 3600) =>
  call('/api/sessions', { method: 'POST', token: await mint(sub, { key, issuer: provider.issuer }), body: { lifetime } });

describe('a session’s record', () => {
  it('opens with an access token: 201 with a new id, the account and its artist, and when it expires', async () => {
    const before = Math.floor(Date.now() / 1000);
    const opened = await open('artist-1', 3600);
    expect(opened.status).toBe(201);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.body).toEqual({
      id: expect.stringMatching(/^[\w-]{43}$/),
      sub: 'artist-1',
      artist_id: 1,
      started_at: expect.any(Number),
      expires_at: opened.body.started_at + 3600,
    });
    expect(opened.body.started_at).toBeGreaterThanOrEqual(before);
    expect((await open('artist-1')).body.id).not.toBe(opened.body.id);
    // An account that is no artist's may sign in too: its record names no artist.
    expect((await open('someone-else')).body).toMatchObject({ sub: 'someone-else', artist_id: null });
  });

  it('is refused without a valid token, or with a lifetime out of range', async () => {
    expect((await call('/api/sessions', { method: 'POST', body: { lifetime: 3600 } })).status).toBe(401);
    expect((await call('/api/sessions', { method: 'POST', token: 'not.a.jwt', body: { lifetime: 3600 } })).status).toBe(401);
    const expired = await mint('artist-1', { key, issuer: provider.issuer, expiresIn: -120 });
    expect((await call('/api/sessions', { method: 'POST', token: expired, body: { lifetime: 3600 } })).status).toBe(401);
    for (const lifetime of [0, 59, 86_401, 'long', 1.5]) {
      const refused = await open('artist-1', lifetime as number);
      expect(refused.status, String(lifetime)).toBe(422);
      expect(refused.body.field).toBe('lifetime');
    }
  });

  it('reads 200 while open, 404 once ended; ending twice says it was not open', async () => {
    const { id } = (await open('artist-2')).body;
    const read = await call(`/api/sessions/${id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(read.body).toMatchObject({ id, sub: 'artist-2', artist_id: 2 });
    expect((await call(`/api/sessions/${id}/end`, { method: 'POST', body: {} })).body).toEqual({ ended: true });
    expect((await call(`/api/sessions/${id}`)).status).toBe(404);
    expect((await call(`/api/sessions/${id}/end`, { method: 'POST', body: {} })).body).toEqual({ ended: false });
  });

  it('an id that is none, unknown or past its expiry reads 404', async () => {
    for (const id of ['abc', 'x'.repeat(44), '%2E%2E', 'A'.repeat(43)]) expect((await call(`/api/sessions/${id}`)).status, id).toBe(404);
    const db = await shop.db();
    const now = Math.floor(Date.now() / 1000);
    await db
      .prepare('INSERT INTO artist_sessions (id, sub, artist_id, started_at, expires_at) VALUES (?, ?, 1, ?, ?)')
      .bind('E'.repeat(43), 'artist-1', now - 9 * 3600, now - 3600)
      .run();
    expect((await call(`/api/sessions/${'E'.repeat(43)}`)).status).toBe(404);
    // The next session opened sweeps it.
    await open('artist-1');
    expect(await db.prepare('SELECT COUNT(*) AS n FROM artist_sessions WHERE id = ?').bind('E'.repeat(43)).first('n')).toBe(0);
  });
});

describe('an operator ends every session of an artist', () => {
  it('lists the open ones and ends them all; another artist’s stay open', async () => {
    const first = (await open('artist-3')).body.id as string;
    const second = (await open('artist-3')).body.id as string;
    const others = (await open('artist-1')).body.id as string;
    const listed = await call('/api/ops/artists/3/sessions', { ops: true });
    expect(listed.status).toBe(200);
    expect(listed.body.artist_id).toBe(3);
    expect(listed.body.sessions.length).toBeGreaterThanOrEqual(2);
    expect(listed.body.sessions[0]).toEqual({ started_at: expect.any(Number), expires_at: expect.any(Number) });

    const ended = await call('/api/ops/artists/3/sessions/end', { method: 'POST', ops: true, body: {} });
    expect(ended.body.artist_id).toBe(3);
    expect(ended.body.ended).toBeGreaterThanOrEqual(2);
    expect((await call(`/api/sessions/${first}`)).status).toBe(404);
    expect((await call(`/api/sessions/${second}`)).status).toBe(404);
    expect((await call(`/api/sessions/${others}`)).status).toBe(200);
    expect((await call('/api/ops/artists/3/sessions', { ops: true })).body.sessions).toEqual([]);
    expect((await call('/api/ops/artists/3/sessions/end', { method: 'POST', ops: true, body: {} })).body).toEqual({
      artist_id: 3,
      ended: 0,
    });
  });

  it('needs the operator key; an id that is none is 404', async () => {
    expect((await call('/api/ops/artists/3/sessions')).status).toBe(401);
    expect((await call('/api/ops/artists/3/sessions/end', { method: 'POST', body: {} })).status).toBe(401);
    expect((await call('/api/ops/artists/abc/sessions', { ops: true })).status).toBe(404);
    expect((await call('/api/ops/artists/0/sessions/end', { method: 'POST', ops: true, body: {} })).status).toBe(404);
  });
});
