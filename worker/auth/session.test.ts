import { describe, expect, it } from 'vitest';
import { seal } from './sealed';
import {
  ABSOLUTE_SECONDS,
  artistIdOf,
  decodeFlow,
  decodeSession,
  encodeFlow,
  encodeSession,
  cookieMaxAge,
  IDLE_SECONDS,
  isRenewalDue,
  type Session,
} from './session';

const secret = new Uint8Array(32).fill(7);
const T = 1_800_000_000;
const session: Session = {
  id: 'x'.repeat(43),
  sub: 'artist-3',
  name: 'Maja Holm',
  email: 'maja-holm@artists.artlane.test',
  artistId: 3,
  accessToken: 'a.b.c',
  accessTokenExpiresAt: T + 600,
  refreshToken: 'r',
  idToken: 'i.d.t',
  startedAt: T,
  seenAt: T,
};
const at = (seconds: number) => (T + seconds) * 1000;

describe('the session cookie', () => {
  it('reads back what was written', async () => {
    expect(await decodeSession(await encodeSession(session, secret), secret, at(1))).toEqual({ status: 'valid', session });
  });

  it.each([
    ['just before the idle lifetime', IDLE_SECONDS - 1, 'valid'],
    ['at the idle lifetime', IDLE_SECONDS, 'expired'],
  ])('%s it is %s', async (_name, seconds, status) => {
    expect((await decodeSession(await encodeSession(session, secret), secret, at(seconds))).status).toBe(status);
  });

  it('ends at the absolute lifetime however recently it was used', async () => {
    const used = { ...session, seenAt: T + ABSOLUTE_SECONDS - 10 };
    expect((await decodeSession(await encodeSession(used, secret), secret, at(ABSOLUTE_SECONDS - 1))).status).toBe('valid');
    expect((await decodeSession(await encodeSession(used, secret), secret, at(ABSOLUTE_SECONDS))).status).toBe('expired');
  });

  it('is unreadable with another key, changed, or as a flow cookie', async () => {
    const value = await encodeSession(session, secret);
    expect((await decodeSession(value, new Uint8Array(32).fill(8), at(1))).status).toBe('invalid');
    expect((await decodeSession(`${value.slice(0, -3)}abc`, secret, at(1))).status).toBe('invalid');
    expect((await decodeSession('not-a-jwe', secret, at(1))).status).toBe('invalid');
    const flow = await encodeFlow({ state: 's', nonce: 'n', codeVerifier: 'v', returnPath: '/', startedAt: T }, secret);
    expect((await decodeSession(flow, secret, at(1))).status).toBe('invalid');
    expect((await decodeSession(undefined, secret, at(1))).status).toBe('none');
  });

  it('is over when it names no session record (sealed before sign-out could end it)', async () => {
    const sealed = await encodeSession({ ...session, id: undefined as unknown as string }, secret);
    expect((await decodeSession(sealed, secret, at(1))).status).toBe('expired');
    expect((await decodeSession(await encodeSession({ ...session, id: 'short' }, secret), secret, at(1))).status).toBe('expired');
  });

  it('is invalid when its claims are not a session', async () => {
    expect((await decodeSession(await seal({ sub: 'x' }, secret, 'session'), secret, at(1))).status).toBe('invalid');
  });

  it.each([
    ['a session started as the request arrived', 0, ABSOLUTE_SECONDS],
    ['a session started a second after the request arrived (a slow sign-in)', -1, ABSOLUTE_SECONDS],
    ['a session an hour old', 3600, ABSOLUTE_SECONDS - 3600],
    ['a session past its lifetime', ABSOLUTE_SECONDS + 5, 0],
  ])('lives in the browser until its absolute lifetime ends, never longer: %s', (_name, age, maxAge) => {
    expect(cookieMaxAge(session, at(age))).toBe(maxAge);
  });

  it('is renewed after a minute of use, not before', () => {
    expect(isRenewalDue(session, at(59))).toBe(false);
    expect(isRenewalDue(session, at(60))).toBe(true);
  });

  it.each([
    ['artist-1', 1],
    ['artist-42', 42],
    ['artist-0', null],
    ['artist-1x', null],
    ['auth0|abc', null],
  ])('the artist id of %s is %s', (sub, id) => {
    expect(artistIdOf(sub)).toBe(id);
  });
});

describe('the flow cookie', () => {
  const flow = { state: 's', nonce: 'n', codeVerifier: 'v', returnPath: '/my-account', startedAt: T };

  it('lives ten minutes', async () => {
    const value = await encodeFlow(flow, secret);
    expect(await decodeFlow(value, secret, at(599))).toEqual(flow);
    expect(await decodeFlow(value, secret, at(600))).toBeNull();
  });

  it('is not read from a session cookie', async () => {
    expect(await decodeFlow(await encodeSession(session, secret), secret, at(1))).toBeNull();
  });
});
