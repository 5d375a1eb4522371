import { describe, expect, it } from 'vitest';
import { MemoryCache, type StoredAnswer } from './memory';

const answer = (bytes: number, storedAt = 0, expiresAt = 1000): StoredAnswer => ({
  status: 200,
  headers: [],
  body: new Uint8Array(bytes),
  storedAt,
  expiresAt,
});

describe('MemoryCache', () => {
  it('returns what was stored until it expires', () => {
    const cache = new MemoryCache();
    cache.set('a', answer(10, 0, 100));
    expect(cache.get('a', 100)?.body.byteLength).toBe(10);
    expect(cache.get('a', 101)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new MemoryCache(2);
    cache.set('a', answer(1));
    cache.set('b', answer(1));
    cache.get('a', 0);
    cache.set('c', answer(1));
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
  });

  it('keeps its byte budget', () => {
    const cache = new MemoryCache(100, 800);
    for (let i = 0; i < 20; i++) cache.set(String(i), answer(100));
    expect(cache.size.bytes).toBeLessThanOrEqual(800);
    expect(cache.size.entries).toBe(8);
  });

  it('does not keep an answer larger than an eighth of its budget', () => {
    const cache = new MemoryCache(100, 800);
    cache.set('big', answer(101));
    expect(cache.get('big', 0)).toBeUndefined();
  });

  it('replacing an entry does not count its bytes twice', () => {
    const cache = new MemoryCache();
    cache.set('a', answer(10));
    cache.set('a', answer(20));
    expect(cache.size).toEqual({ entries: 1, bytes: 20 });
  });

  it('forgets an entry only if it is still the one named, when one is (a late check must not drop its replacement)', () => {
    const cache = new MemoryCache();
    const old = answer(10);
    cache.set('a', old);
    const replacement = answer(20);
    cache.set('a', replacement);
    cache.delete('a', old);
    expect(cache.get('a', 0)).toBe(replacement);
    cache.delete('a', replacement);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
