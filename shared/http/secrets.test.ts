import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { isSameHash, isSameSecret } from './secrets';

describe('a secret compared in constant time', () => {
  it.each([
    ['key', 'key', true],
    ['key', 'kez', false],
    ['key', 'key2', false],
    ['', '', true],
    ['', 'x', false],
  ])('"%s" equals "%s": %s', async (a, b, expected) => {
    expect(await isSameSecret(a, b)).toBe(expected);
  });

  test.prop([fc.string(), fc.string()])('is the same exactly when the texts are', async (a, b) => {
    expect(await isSameSecret(a, b)).toBe(a === b);
  });

  it('is the runtime’s comparison, never a hand-written loop', async () => {
    const compare = vi.spyOn(crypto.subtle, 'timingSafeEqual');
    try {
      await isSameSecret('a much longer given secret', 'short');
      isSameHash('abc', 'abd');
      // Digests of one length (32 bytes) whatever the secrets' lengths; hashes as they are.
      expect(compare.mock.calls.map(([a, b]) => [a.byteLength, b.byteLength])).toEqual([
        [32, 32],
        [3, 3],
      ]);
    } finally {
      compare.mockRestore();
    }
  });
});

describe('hashes compared in constant time', () => {
  it('tokens are kept as SHA-256 hex and compared in constant time', () => {
    expect(isSameHash('abc', 'abc')).toBe(true);
    expect(isSameHash('abc', 'abd')).toBe(false);
    expect(isSameHash('abc', 'abcd')).toBe(false);
  });
});
