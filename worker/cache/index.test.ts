import { describe, expect, it } from 'vitest';
import { cached, isPersonalRequest, isStorable } from './index';

/** A Cache API stand-in that records what it is asked. */
function fakeCache() {
  const store = new Map<string, Response>();
  const calls = { match: 0, put: 0 };
  const cache = {
    async match(key: string) {
      calls.match++;
      return store.get(key)?.clone();
    },
    async put(key: string, response: Response) {
      calls.put++;
      store.set(key, response);
    },
  } as unknown as Cache;
  return { cache, calls, store };
}

function fakeCtx() {
  const pending: Promise<unknown>[] = [];
  return { ctx: { waitUntil: (p: Promise<unknown>) => void pending.push(p) }, settle: () => Promise.all(pending) };
}

let n = 0;
const uniqueKey = () => `https://sv.localhost/key-${n++}`;
const answer =
  (body: string, init: ResponseInit = {}) =>
  async () =>
    new Response(body, init);

describe('cached', () => {
  it('serves a stored answer while it is fresh, without loading again', async () => {
    const { cache } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = uniqueKey();
    let loads = 0;
    const load = async () => (loads++, new Response(`v${loads}`));
    const first = await cached(key, 60, 600, load, ctx, 1_000, cache);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    expect(await first.text()).toBe('v1');
    await settle();
    const second = await cached(key, 60, 600, load, ctx, 50_000, cache);
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(await second.text()).toBe('v1');
    expect(loads).toBe(1);
  });

  it('serves a stale answer and refreshes it once in the background', async () => {
    const { cache } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = uniqueKey();
    let loads = 0;
    const load = async () => (loads++, new Response(`v${loads}`));
    await (await cached(key, 60, 600, load, ctx, 0, cache)).text();
    await settle();
    const stale = await cached(key, 60, 600, load, ctx, 61_000, cache);
    const again = await cached(key, 60, 600, load, ctx, 61_500, cache);
    expect(stale.headers.get('x-edge-cache')).toBe('STALE');
    expect(await again.text()).toBe('v1');
    await settle();
    expect(loads).toBe(2);
    const refreshed = await cached(key, 60, 600, load, ctx, 62_000, cache);
    expect(await refreshed.text()).toBe('v2');
  });

  it('loads again once an answer is older than ttl + stale-while-revalidate', async () => {
    const { cache } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = uniqueKey();
    await cached(key, 1, 1, answer('old'), ctx, 0, cache);
    await settle();
    const response = await cached(key, 1, 1, answer('new'), ctx, 2_001, cache);
    expect(response.headers.get('x-edge-cache')).toBe('MISS');
    expect(await response.text()).toBe('new');
  });

  it('finds an answer stored by another isolate in the shared cache', async () => {
    const { cache, store } = fakeCache();
    const { ctx } = fakeCtx();
    const key = uniqueKey();
    store.set(
      key,
      new Response('from another isolate', { headers: { 'x-edge-stored-at': '1000', 'Cache-Control': 'public, max-age=660' } }),
    );
    const response = await cached(key, 60, 600, answer('fresh'), ctx, 2_000, cache);
    expect(await response.text()).toBe('from another isolate');
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it.each([
    ['Set-Cookie', { headers: { 'Set-Cookie': 'a=1' } }],
    ['a 404', { status: 404 }],
    ['private', { headers: { 'Cache-Control': 'private' } }],
  ])('an answer with %s is never stored', async (_name, init) => {
    const { cache, calls } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = uniqueKey();
    let loads = 0;
    const load = async () => (loads++, new Response('x', init));
    await cached(key, 60, 600, load, ctx, 0, cache);
    await settle();
    await cached(key, 60, 600, load, ctx, 1, cache);
    expect(loads).toBe(2);
    expect(calls.put).toBe(0);
  });
});

describe('cached, incomplete answers', () => {
  it('an answer that turns out incomplete once its body is read is not stored', async () => {
    const { cache, calls } = fakeCache();
    const { ctx, settle } = fakeCtx();
    const key = uniqueKey();
    const response = await cached(key, 60, 600, answer('built on fallbacks'), ctx, 0, cache, () => false);
    expect(await response.text()).toBe('built on fallbacks');
    await settle();
    expect(calls.put).toBe(0);
    const next = await cached(key, 60, 600, answer('complete'), ctx, 1, cache);
    expect(next.headers.get('x-edge-cache')).toBe('MISS');
  });
});

describe('isPersonalRequest / isStorable', () => {
  it.each([
    [{ cookie: '__Host-session=abc' }, true],
    [{ authorization: 'Bearer x' }, true],
    [{ cookie: 'cje=123; consent=true' }, false],
    [{}, false],
  ])('%o is personal: %s', (headers, expected) => {
    expect(isPersonalRequest(new Request('https://sv.localhost/', { headers }))).toBe(expected);
  });

  it('only plain 200 answers are storable', () => {
    expect(isStorable(new Response('x'))).toBe(true);
    expect(isStorable(new Response('x', { status: 500 }))).toBe(false);
    expect(isStorable(new Response('x', { headers: { 'Cache-Control': 'no-store' } }))).toBe(false);
  });
});
