import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { isWithinTimes, verifiedTokenKey, VerifiedTokens } from './verified-tokens';

const LIMITS = { maxEntries: 1_000, maxAgeMs: 60_000, clockToleranceSeconds: 30 };
/** 2026-11-29 12:00:00 UTC, in milliseconds. */
const T0 = Date.UTC(2026, 10, 29, 12);
const S0 = T0 / 1000;

describe('a remembered token is used only while jwtVerify would accept its times', () => {
  it.each([
    ['exp ahead', { sub: 'a', exp: S0 + 600 }, T0, true],
    ['exp passed, within the clock tolerance', { sub: 'a', exp: S0 - 29 }, T0, true],
    ['exp exactly the tolerance ago (jose: exp <= now - tolerance is expired)', { sub: 'a', exp: S0 - 30 }, T0, false],
    ['exp past the tolerance', { sub: 'a', exp: S0 - 31 }, T0, false],
    ['a fraction of a second counts as the whole second before it (jose floors)', { sub: 'a', exp: S0 - 29 }, T0 + 999, true],
    ['nbf within the tolerance ahead', { sub: 'a', exp: S0 + 600, nbf: S0 + 30 }, T0, true],
    ['nbf past the tolerance ahead', { sub: 'a', exp: S0 + 600, nbf: S0 + 31 }, T0, false],
  ])('%s', (_name, token, now, accepted) => {
    expect(isWithinTimes(token, now, 30)).toBe(accepted);
  });

  it('an entry past its token’s exp (and the tolerance) is not used, and goes', () => {
    const tokens = new VerifiedTokens(LIMITS);
    tokens.remember('k', { sub: 'artist-1', exp: S0 + 10 }, T0);
    expect(tokens.get('k', T0 + 39_000)).toEqual({ sub: 'artist-1', exp: S0 + 10 });
    expect(tokens.get('k', T0 + 40_000)).toBeNull();
    expect(tokens.size).toBe(0);
  });

  it('an entry is used for maxAgeMs after its check at most, however long the token lives', () => {
    const tokens = new VerifiedTokens(LIMITS);
    tokens.remember('k', { sub: 'artist-1', exp: S0 + 3600 }, T0);
    expect(tokens.get('k', T0 + 59_999)).not.toBeNull();
    expect(tokens.get('k', T0 + 60_000)).toBeNull();
    expect(tokens.get('k', T0)).toBeNull(); // gone, not merely skipped
  });

  it('an unknown key is null', () => {
    expect(new VerifiedTokens(LIMITS).get('never', T0)).toBeNull();
  });
});

describe('the cache stays bounded', () => {
  it('keeps at most maxEntries after many distinct tokens, dropping the least recently used', () => {
    const tokens = new VerifiedTokens(LIMITS);
    tokens.remember('first', { sub: 'artist-1', exp: S0 + 600 }, T0);
    tokens.remember('second', { sub: 'artist-2', exp: S0 + 600 }, T0);
    for (let index = 0; index < 5_000; index++) {
      // The first token stays in use; the second is never asked for again.
      if (index % 100 === 0) expect(tokens.get('first', T0)).not.toBeNull();
      tokens.remember(`flood-${index}`, { sub: 'artist-3', exp: S0 + 600 }, T0);
      expect(tokens.size).toBeLessThanOrEqual(LIMITS.maxEntries);
    }
    expect(tokens.size).toBe(LIMITS.maxEntries);
    expect(tokens.get('first', T0)).not.toBeNull();
    expect(tokens.get('second', T0)).toBeNull();
    expect(tokens.get('flood-0', T0)).toBeNull();
    expect(tokens.get('flood-4999', T0)).not.toBeNull();
  });

  test.prop([fc.array(fc.string({ maxLength: 4 }), { maxLength: 200 }), fc.integer({ min: 1, max: 20 })])(
    'never holds more than maxEntries, and holds the last one remembered',
    (keys, maxEntries) => {
      const tokens = new VerifiedTokens({ ...LIMITS, maxEntries });
      for (const key of keys) {
        tokens.remember(key, { sub: key, exp: S0 + 600 }, T0);
        expect(tokens.size).toBeLessThanOrEqual(maxEntries);
        expect(tokens.get(key, T0)?.sub).toBe(key);
      }
    },
  );
});

describe('the key', () => {
  it('is the SHA-256 of issuer, audience and token: another of any of them is another entry', async () => {
    const key = await verifiedTokenKey('a.b.c', 'http://localhost:8789', 'urn:artlane:commerce');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(await verifiedTokenKey('a.b.c', 'http://localhost:8789', 'urn:artlane:commerce')).toBe(key);
    expect(await verifiedTokenKey('a.b.d', 'http://localhost:8789', 'urn:artlane:commerce')).not.toBe(key);
    expect(await verifiedTokenKey('a.b.c', 'http://localhost:8790', 'urn:artlane:commerce')).not.toBe(key);
    expect(await verifiedTokenKey('a.b.c', 'http://localhost:8789', 'urn:artlane:other')).not.toBe(key);
  });
});
