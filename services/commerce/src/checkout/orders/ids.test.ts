import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { base64url } from 'jose';
import { crockfordBase32, newOrderId, newOrderToken, ORDER_ID_PATTERN, sha256Hex } from './ids';

describe('order ids and tokens', () => {
  it.each([
    [new Uint8Array(16), '00000000000000000000000000'],
    [new Uint8Array(16).fill(255), '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'],
    [Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 32]), '00000000000000000000000010'],
  ])('16 bytes are 26 characters of Crockford base32', (bytes, text) => expect(crockfordBase32(bytes)).toBe(text));

  it('an id is 26 characters of the alphabet, a token 43 of base64url, each from fresh random bytes', () => {
    const seen = new Set(Array.from({ length: 100 }, () => newOrderId()));
    expect(seen.size).toBe(100);
    for (const id of seen) expect(id).toMatch(ORDER_ID_PATTERN);
    expect(newOrderToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOrderToken(() => new Uint8Array(32).fill(251))).toBe(base64url.encode(new Uint8Array(32).fill(251)));
  });

  // Their comparison in constant time: shared/http/secrets.test.ts (isSameHash).
  it('tokens are kept as SHA-256 hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

test.prop([fc.uint8Array({ minLength: 16, maxLength: 16 })])('every 16 bytes give a distinct valid id', (bytes) => {
  const id = crockfordBase32(bytes);
  expect(id).toMatch(ORDER_ID_PATTERN);
  expect(crockfordBase32(bytes.map((byte, index) => (index === 15 ? byte ^ 1 : byte)))).not.toBe(id);
});
