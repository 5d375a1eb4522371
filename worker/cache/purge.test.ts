import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_CHECK_MS, MEMORY_TRUST_MS } from './entries';
import { cached, type CachedCall } from './swr';
import { fakeCache, fakeCtx } from './test-doubles';
import { PurgeInputError, SECOND_PURGE_MS, forgetPurges, isPurged, purgeCache, purgeLocally, purgeTwice, readPurgeRequest } from './purge';
import type { Env } from '../env';

afterEach(() => forgetPurges());

let n = 0;

/** A cached call on its own key whose answer shows `tags`, with a clock the test moves. */
function tagged(tags: string[], host = 'sv.localhost') {
  const { cache, calls, store } = fakeCache();
  const { ctx, settle } = fakeCtx();
  const clock = { now: 1_000 };
  let loads = 0;
  const call: CachedCall = {
    key: `https://${host}/page-${n++}`,
    policy: { maxAge: 600, staleWhileRevalidate: 600 },
    load: async () => new Response(`v${++loads}`),
    ctx,
    clock: () => clock.now,
    maxBytes: 1024,
    cache,
    tags: () => tags,
  };
  return {
    call,
    calls,
    store,
    clock,
    loads: () => loads,
    read: async (ms: number) => {
      clock.now = ms;
      const response = await cached(call);
      const body = await response.text();
      await settle();
      return { state: response.headers.get('x-edge-cache'), body, tagsHeader: response.headers.get('x-artlane-tags') };
    },
  };
}

describe('purge by tag', () => {
  it('drops an entry showing a purged tag from memory and the Cache API; the next read loads again', async () => {
    const page = tagged(['product:7', 'listing']);
    expect((await page.read(1_000)).state).toBe('MISS');
    expect((await page.read(1_100)).state).toBe('HIT');
    purgeLocally({ tags: ['product:7'] }, 1_200);
    const after = await page.read(1_300);
    expect(after).toMatchObject({ state: 'MISS', body: 'v2' });
    expect(page.loads()).toBe(2);
    // Stored again after the purge: kept as usual.
    expect((await page.read(1_400)).state).toBe('HIT');
  });

  it('keeps entries that show none of the purged tags', async () => {
    const page = tagged(['product:8']);
    await page.read(1_000);
    purgeLocally({ tags: ['product:9', 'category:8'] }, 1_200);
    expect((await page.read(1_300)).state).toBe('HIT');
  });

  it('tags every entry with its host, and never lets the tags out', async () => {
    const page = tagged([], 'de.localhost');
    await page.read(1_000);
    const stored = page.store.get(page.call.key)!;
    expect(stored.headers.get('cache-tag')).toBe('host:de.localhost');
    expect((await page.read(1_100)).tagsHeader).toBeNull();
    purgeLocally({ tags: ['host:de.localhost'] }, 1_200);
    expect((await page.read(1_300)).state).toBe('MISS');
  });

  it('a purge by key drops that entry only', async () => {
    const one = tagged(['product:1']);
    const two = tagged(['product:1']);
    await one.read(1_000);
    await two.read(1_000);
    purgeLocally({ keys: [one.call.key] }, 1_100);
    expect((await one.read(1_200)).state).toBe('MISS');
    expect((await two.read(1_200)).state).toBe('HIT');
  });

  it('folds the oldest records into one mark when there are too many, dropping more, never less', () => {
    purgeLocally({ tags: ['product:1'] }, 100);
    for (let i = 0; i < 10_000; i++) purgeLocally({ tags: [`product:${i + 10}`] }, 200 + i);
    // product:1's record was folded: everything stored before its purge counts as purged.
    expect(isPurged('k', ['product:1'], 50)).toBe(true);
    expect(isPurged('k', ['content:x'], 99)).toBe(true);
    expect(isPurged('k', ['content:x'], 101)).toBe(false);
  });
});

describe('memory level across isolates', () => {
  it('asks the Cache API again once an entry is MEMORY_TRUST_MS old, and drops it when the edge purged it', async () => {
    const page = tagged(['product:3']);
    await page.read(1_000);
    const before = page.calls.match;
    expect((await page.read(1_000 + MEMORY_TRUST_MS)).state).toBe('HIT');
    expect(page.calls.match).toBe(before); // trusted: no Cache API lookup
    // Another isolate's purge (Cloudflare's) removed it from the Cache API; this isolate never heard.
    page.store.delete(page.call.key);
    // A hot entry: this answer is made from memory while the Cache API is asked behind it.
    expect((await page.read(1_000 + MEMORY_TRUST_MS + 1)).state).toBe('HIT');
    expect(page.calls.match).toBe(before + 1);
    const after = await page.read(1_000 + MEMORY_TRUST_MS + 2);
    expect(after).toMatchObject({ state: 'MISS', body: 'v2' });
  });

  it('asks the Cache API before answering an entry not confirmed for BACKGROUND_CHECK_MS, and loads it again when the edge purged it', async () => {
    const page = tagged(['product:13']);
    await page.read(1_000);
    page.store.delete(page.call.key);
    const after = await page.read(1_000 + BACKGROUND_CHECK_MS + 1);
    expect(after).toMatchObject({ state: 'MISS', body: 'v2' });
  });

  it('keeps the entry when the Cache API still holds the same one', async () => {
    const page = tagged(['product:4']);
    await page.read(1_000);
    expect((await page.read(5_000)).state).toBe('HIT');
    expect((await page.read(5_100)).state).toBe('HIT');
    expect(page.loads()).toBe(1);
  });
});

describe('readPurgeRequest', () => {
  const hosts = new Set(['sv.localhost', 'de.localhost']);
  it('accepts tags, addresses on configured hosts and configured hosts', () => {
    expect(
      readPurgeRequest({ tags: [' product:1 ', 'listing'], urls: ['http://de.localhost:8787/a?b=1'], hosts: ['SV.localhost'] }, hosts),
    ).toEqual({ tags: ['product:1', 'listing'], urls: ['http://de.localhost:8787/a?b=1'], hosts: ['sv.localhost'] });
  });
  it.each([
    [{}, /at least one/],
    [{ tags: ['<b>'] }, /not a cache tag/],
    [{ tags: 'product:1' }, /list of strings/],
    [{ urls: ['nope'] }, /not an address/],
    [{ urls: ['ftp://sv.localhost/x'] }, /http\(s\)/],
    [{ urls: ['https://evil.example/x'] }, /not a configured domain/],
    [{ hosts: ['evil.example'] }, /not a configured domain/],
    [{ tags: Array.from({ length: 101 }, (_, i) => `product:${i}`) }, /at most 100/],
  ])('refuses %j', (request, message) => {
    expect(() => readPurgeRequest(request as never, hosts)).toThrow(PurgeInputError);
    expect(() => readPurgeRequest(request as never, hosts)).toThrow(message);
  });
});

describe('purgeCache at Cloudflare', () => {
  const env = {
    CF_PURGE_TOKEN: 'token',
    PURGE_ZONES: { 'artlane.se': 'zone-se', 'www.artlane.se': 'zone-se', 'artlane.de': 'zone-de' },
  } as unknown as Env;

  it('asks every zone for tags, each address and host in its own zone, and reports failures', async () => {
    const sent: { url: string; body: unknown; auth: string | null }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(init.body as string), auth: new Headers(init.headers).get('authorization') });
      return new Response('{}', { status: url.includes('zone-de') && JSON.stringify(init.body).includes('hosts') ? 500 : 200 });
    }) as typeof fetch;
    const outcome = await purgeCache(
      env,
      { tags: ['product:1'], urls: ['https://artlane.se/x'], hosts: ['artlane.de'] },
      (url) => [`${url}?__build=b`],
      5_000,
      fetcher,
    );
    expect(outcome.edge).toBe('cloudflare');
    const byText = (items: unknown[]) => items.map((item) => JSON.stringify(item)).sort();
    expect(byText(sent.map(({ url, body }) => [url.split('/zones/')[1], body]))).toEqual(
      byText([
        ['zone-de/purge_cache', { hosts: ['artlane.de'] }],
        ['zone-de/purge_cache', { tags: ['product:1'] }],
        ['zone-se/purge_cache', { files: ['https://artlane.se/x?__build=b'] }],
        ['zone-se/purge_cache', { tags: ['product:1'] }],
      ]),
    );
    expect(sent.every(({ auth }) => auth === 'Bearer token')).toBe(true);
    expect(outcome.problems).toEqual(['zone zone-de: Cloudflare answered 500']);
    // This isolate was purged whatever the edge said.
    expect(isPurged('https://artlane.de/y', ['host:artlane.de'], 4_000)).toBe(true);
    expect(isPurged('https://artlane.se/x?__build=b', [], 4_000)).toBe(true);
  });

  it('purges this isolate only without a token', async () => {
    const outcome = await purgeCache({} as Env, { tags: ['listing'], urls: [], hosts: [] }, () => [], 1, (() => {
      throw new Error('no call expected');
    }) as never);
    expect(outcome).toMatchObject({ edge: 'local', problems: [] });
  });
});

describe('purgeTwice', () => {
  it('purges again SECOND_PURGE_MS later: a page another isolate rebuilt meanwhile from an answer it still trusted goes too', async () => {
    vi.useFakeTimers();
    try {
      const clock = { now: 10_000 };
      const pending: Promise<unknown>[] = [];
      await purgeTwice(
        {} as Env,
        { tags: ['product:5'], urls: [], hosts: [] },
        () => [],
        () => clock.now,
        (p) => pending.push(p),
      );
      expect(isPurged('k', ['product:5'], 9_999)).toBe(true);
      // Stored after the first purge, from an answer older than the change.
      expect(isPurged('k', ['product:5'], 11_000)).toBe(false);
      clock.now = 10_000 + SECOND_PURGE_MS;
      await vi.advanceTimersByTimeAsync(SECOND_PURGE_MS);
      await Promise.all(pending);
      expect(isPurged('k', ['product:5'], 11_000)).toBe(true);
      expect(isPurged('k', ['product:5'], clock.now + 1)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
