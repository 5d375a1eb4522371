import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_CHECK_MS, MEMORY_TRUST_MS, entryOf, lookup, store, toEntry, toResponse } from './entries';
import { TAGS_HEADER } from './purge';
import { pageCacheStats } from './stats';
import { fakeCache, fakeCtx, holdCalls } from './test-doubles';

const answer = (headers: Record<string, string>) => ({ status: 200, headers: new Headers(headers), body: new TextEncoder().encode('hi') });

describe('an entry', () => {
  it('keeps no header of its delivery, and is tagged with its key’s host too', () => {
    const entry = toEntry(
      'https://de.localhost/api/products',
      answer({ 'content-type': 'application/json', 'set-cookie': 'a=1', date: 'x', 'cache-tag': 'theirs', 'x-edge-cache': 'MISS' }),
      1_000,
      60,
      ['product:1', 'product:1'],
    );
    const headers = new Headers(entry.headers);
    expect([...headers.keys()].sort()).toEqual(['content-type', TAGS_HEADER]);
    expect(headers.get(TAGS_HEADER)).toBe('product:1 host:de.localhost');
    expect(entry.expiresAt).toBe(61_000);
  });

  it('is answered with its verdict and its age, without its tags, and names the entry it was made from', async () => {
    const entry = toEntry('https://de.localhost/x', answer({ 'content-type': 'text/plain' }), 1_000, 60, []);
    const response = toResponse(entry, 'STALE', 43_999);
    expect(response.headers.get('x-edge-cache')).toBe('STALE');
    expect(response.headers.get('age')).toBe('42');
    expect(response.headers.has(TAGS_HEADER)).toBe(false);
    expect(entryOf(response)).toBe(entry);
    expect(entryOf(new Response('other'))).toBeUndefined();
    expect(await response.text()).toBe('hi');
  });

  it('is answered as its stored bytes, and stays whole however many answers are read', async () => {
    const entry = toEntry('https://de.localhost/x', answer({ 'content-type': 'text/plain' }), 1_000, 60, []);
    const stored = entry.body;
    for (let i = 0; i < 3; i++) expect(await toResponse(entry, 'HIT', 2_000).text()).toBe('hi');
    expect(entry.body).toBe(stored);
    expect(new TextDecoder().decode(entry.body)).toBe('hi');
  });

  it('is kept at both levels: served from memory, and put to the Cache API with its tags for Cloudflare’s purge', async () => {
    const { cache, calls, store: shared } = fakeCache();
    const { ctx } = fakeCtx();
    const key = `https://de.localhost/entries-${Date.now()}`;
    await store(cache, key, toEntry(key, answer({ 'content-type': 'text/plain' }), 1_000, 60, ['product:7']));
    const found = await lookup(cache, key, 1_500, ctx, () => 60);
    expect(found?.storedAt).toBe(1_000);
    expect(calls.match).toBe(0);
    const put = shared.get(key)!;
    expect(put.headers.get('cache-tag')).toBe('product:7,host:de.localhost');
    expect(put.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('is counted where it was found: memory, asked of the Cache API, or checked there (the operator view)', async () => {
    const { cache } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = `https://de.localhost/entries-counted-${Date.now()}`;
    const before = pageCacheStats().lookups;
    const since = (level: 'memory' | 'shared' | 'checks') => pageCacheStats().lookups[level] - before[level];
    await store(cache, key, toEntry(key, answer({ 'content-type': 'text/plain' }), 1_000, 60, []));
    await lookup(cache, key, 1_100, ctx, () => 60);
    expect([since('memory'), since('shared'), since('checks')]).toEqual([1, 0, 0]);
    // Older than MEMORY_TRUST_MS: still from memory, and asked of the Cache API behind the answer.
    await lookup(cache, key, 1_000 + MEMORY_TRUST_MS + 1, ctx, () => 60);
    await settle();
    expect([since('memory'), since('shared'), since('checks')]).toEqual([2, 0, 1]);
    // Not in this isolate's memory: asked of the Cache API (here it has it, read whole).
    const elsewhere = `https://de.localhost/entries-counted-elsewhere-${Date.now()}`;
    await cache.put(elsewhere, new Response('there', { headers: { 'x-edge-stored-at': '1000' } }));
    expect((await lookup(cache, elsewhere, 1_100, ctx, () => 60))?.storedAt).toBe(1_000);
    expect([since('memory'), since('shared'), since('checks')]).toEqual([2, 1, 1]);
  });

  it('is checked against the Cache API once it is older than MEMORY_TRUST_MS by its first byte only, not its whole body', async () => {
    const { cache, calls } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = `https://de.localhost/entries-check-${Date.now()}`;
    const page = { status: 200, headers: new Headers({ 'content-type': 'text/html' }), body: new Uint8Array(100_000).fill(60) };
    await store(cache, key, toEntry(key, page, 1_000, 60, []));
    for (const at of [1_000 + MEMORY_TRUST_MS + 1, 1_000 + MEMORY_TRUST_MS + 1 + BACKGROUND_CHECK_MS + 1]) {
      const found = await lookup(cache, key, at, ctx, () => 60);
      await settle();
      // The same entry, still trusted: the Cache API holds it.
      expect(found?.storedAt).toBe(1_000);
      expect(found?.body.byteLength).toBe(100_000);
    }
    // Once behind the answer (a hot entry), once before it (a quiet one).
    expect(calls.ranges).toEqual(['bytes=0-0', 'bytes=0-0']);
  });

  it('an empty entry (no first byte) is checked whole', async () => {
    const { cache, calls } = fakeCache();
    const { ctx } = fakeCtx();
    const key = `https://de.localhost/entries-empty-${Date.now()}`;
    await store(cache, key, toEntry(key, { status: 200, headers: new Headers(), body: new Uint8Array(0) }, 1_000, 60, []));
    const found = await lookup(cache, key, 1_000 + BACKGROUND_CHECK_MS + 1, ctx, () => 60);
    expect(found?.storedAt).toBe(1_000);
    expect(calls.ranges).toEqual(['bytes=0-0', 'whole']);
  });

  it('a hot entry is answered without waiting for the Cache API, which is asked behind the answer; gone there, it leaves memory', async () => {
    const { cache, calls, store: shared } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = `https://de.localhost/entries-hot-${Date.now()}`;
    await store(cache, key, toEntry(key, answer({ 'content-type': 'text/plain' }), 1_000, 60, []));
    // The Cache API answers only when the test lets it.
    const match = holdCalls(cache, 'match');
    // Another isolate's purge removed it there.
    shared.delete(key);
    const hot = await lookup(cache, key, 1_000 + MEMORY_TRUST_MS + 1, ctx, () => 60);
    expect(hot?.storedAt).toBe(1_000);
    // Asked once, however many answers it makes meanwhile.
    expect(await lookup(cache, key, 1_000 + MEMORY_TRUST_MS + 2, ctx, () => 60)).toBe(hot);
    match.release();
    await settle();
    expect(calls.ranges).toEqual(['bytes=0-0']);
    match.restore();
    // Dropped from memory: the next lookup asks the Cache API, which holds nothing.
    expect(await lookup(cache, key, 1_000 + MEMORY_TRUST_MS + 3, ctx, () => 60)).toBeUndefined();
    expect(calls.ranges).toEqual(['bytes=0-0', 'whole']);
  });

  it('a quiet entry (confirmed longer than BACKGROUND_CHECK_MS ago) is checked before it is answered: purged elsewhere, it is not answered', async () => {
    const { cache, store: shared } = fakeCache();
    const { ctx } = fakeCtx();
    const key = `https://de.localhost/entries-quiet-${Date.now()}`;
    await store(cache, key, toEntry(key, answer({ 'content-type': 'text/plain' }), 1_000, 60, []));
    shared.delete(key);
    expect(await lookup(cache, key, 1_000 + BACKGROUND_CHECK_MS + 1, ctx, () => 60)).toBeUndefined();
  });

  it('a background check that finds a newer entry stored elsewhere reads it into memory in place of the old one', async () => {
    const { cache } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = `https://de.localhost/entries-newer-${Date.now()}`;
    await store(cache, key, toEntry(key, answer({ 'content-type': 'text/plain' }), 1_000, 60, []));
    // Another isolate refreshed it: the Cache API holds an entry stored at 1,500.
    const headers = new Headers({ 'content-type': 'text/plain', 'x-edge-stored-at': '1500' });
    await cache.put(key, new Response('new', { headers }));
    expect((await lookup(cache, key, 1_000 + MEMORY_TRUST_MS + 1, ctx, () => 60))?.storedAt).toBe(1_000);
    await settle();
    const next = await lookup(cache, key, 1_000 + MEMORY_TRUST_MS + 2, ctx, () => 60);
    expect(next?.storedAt).toBe(1_500);
    expect(new TextDecoder().decode(next?.body)).toBe('new');
  });

  it('is not checked against the Cache API while its own put is under way: the entry before it never comes back', async () => {
    const { cache, calls } = fakeCache();
    const { ctx } = fakeCtx();
    const key = `https://de.localhost/entries-putting-${Date.now()}`;
    await store(cache, key, toEntry(key, answer({ 'content-type': 'text/plain' }), 1_000, 60, []));
    // The refreshed entry's put takes longer than MEMORY_TRUST_MS (a busy cache).
    const put = holdCalls(cache, 'put');
    const storing = store(cache, key, toEntry(key, answer({ 'content-type': 'text/plain' }), 62_000, 60, []));
    const during = await lookup(cache, key, 62_000 + MEMORY_TRUST_MS + 1, ctx, () => 60);
    expect(during?.storedAt).toBe(62_000);
    expect(calls.match).toBe(0);
    put.release();
    await storing;
    // Once put, it is checked again as any entry is, and the Cache API holds it.
    const after = await lookup(cache, key, 62_000 + 2 * MEMORY_TRUST_MS + 2, ctx, () => 60);
    expect(after?.storedAt).toBe(62_000);
    expect(calls.match).toBe(1);
  });

  it('is answered without a copy of its bytes per answer (a page is some 100 KB: the copy was most of a cached answer’s cost)', async () => {
    const entry = toEntry('https://de.localhost/x', answer({ 'content-type': 'text/plain' }), 1_000, 60, []);
    const slice = vi.spyOn(Uint8Array.prototype, 'slice');
    try {
      const answers = [0, 1, 2].map(() => toResponse(entry, 'HIT', 2_000));
      expect(slice).not.toHaveBeenCalled();
      for (const response of answers) expect(await response.text()).toBe('hi');
    } finally {
      slice.mockRestore();
    }
  });
});
