import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_REFRESHES, REFRESH_MARK_MS, REFRESH_RETRY_MS, cached, type CachedCall } from './swr';
import { fakeCache, fakeCtx } from './test-doubles';

let n = 0;
const uniqueKey = () => `https://sv.localhost/key-${n++}`;

/** One cache key with a controlled clock; `at(ms)` reads it at that moment. */
function setup(overrides: Partial<CachedCall> = {}) {
  const { cache, calls, store } = fakeCache();
  const { ctx, settle } = fakeCtx();
  const clock = { now: 0 };
  const bodies: (string | Response)[] = [];
  let loads = 0;
  const load = async () => {
    loads++;
    const next = bodies.shift() ?? `v${loads}`;
    return typeof next === 'string' ? new Response(next) : next;
  };
  const call: CachedCall = {
    key: uniqueKey(),
    policy: { maxAge: 60, staleWhileRevalidate: 600 },
    load,
    ctx,
    clock: () => clock.now,
    maxBytes: 1024,
    cache,
    ...overrides,
  };
  return {
    calls,
    store,
    settle,
    bodies,
    loads: () => loads,
    at: async (ms: number, more: Partial<CachedCall> = {}) => {
      clock.now = ms;
      return cached({ ...call, ...more });
    },
  };
}

const json = (value: unknown) => JSON.stringify(value);
const isArrayJson = (body: Uint8Array) => {
  try {
    return Array.isArray(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    return false;
  }
};

describe('cached', () => {
  it('serves a stored answer while it is fresh, without loading again', async () => {
    const s = setup();
    const first = await s.at(1_000);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    expect(await first.text()).toBe('v1');
    await s.settle();
    const second = await s.at(50_000);
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(await second.text()).toBe('v1');
    expect(s.loads()).toBe(1);
  });

  it('serves a stale answer, refreshes it once in the background, and the next request is fresh', async () => {
    const s = setup();
    await (await s.at(0)).text();
    await s.settle();
    const stale = await s.at(61_000);
    const again = await s.at(61_500);
    expect(stale.headers.get('x-edge-cache')).toBe('STALE');
    expect(again.headers.get('x-edge-cache')).toBe('STALE');
    expect(await again.text()).toBe('v1');
    await s.settle();
    expect(s.loads()).toBe(2);
    const refreshed = await s.at(62_000);
    expect(refreshed.headers.get('x-edge-cache')).toBe('HIT');
    expect(await refreshed.text()).toBe('v2');
    // Fresh for a whole max-age from the refresh, not from the first store.
    const later = await s.at(61_000 + 59_000);
    expect(later.headers.get('x-edge-cache')).toBe('HIT');
    await later.text();
    expect(s.loads()).toBe(2);
  });

  it('a stale answer goes out at once: the background refresh behind it may take as long as it takes', async () => {
    let release!: () => void;
    const slowUpstream = new Promise<void>((resolve) => (release = resolve));
    let refreshStarted = false;
    const s = setup();
    await s.at(1_000);
    await s.settle();
    const load = async (isBackground: boolean) => {
      if (isBackground) {
        refreshStarted = true;
        await slowUpstream;
      }
      return new Response('v2');
    };
    const stale = await s.at(62_000, { load });
    // Answered while the refresh still waits for its upstream.
    expect(refreshStarted).toBe(true);
    expect(stale.headers.get('x-edge-cache')).toBe('STALE');
    expect(await stale.text()).toBe('v1');
    release();
    await s.settle();
    expect(await (await s.at(62_001)).text()).toBe('v2');
  });

  it('when many entries turn stale together, their refreshes run a few at a time and every stale answer goes out at once', async () => {
    const entries = Array.from({ length: 6 }, () => setup());
    for (const s of entries) await s.at(1_000);
    await Promise.all(entries.map((s) => s.settle()));
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const load = async (isBackground: boolean) => {
      if (isBackground) {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      }
      return new Response('v2');
    };
    const answers = await Promise.all(entries.map((s) => s.at(62_000, { load })));
    expect(answers.map((a) => a.headers.get('x-edge-cache'))).toEqual(Array(6).fill('STALE'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(running).toBe(MAX_CONCURRENT_REFRESHES);
    // Readers go on being served stale; each read that finds a free slot starts its entry's refresh.
    for (let round = 0; releases.length > 0 && round < 10; round++) {
      while (releases.length > 0) releases.shift()!();
      await Promise.all(entries.map((s) => s.settle()));
      const again = await Promise.all(entries.map((s) => s.at(62_000 + round + 1, { load })));
      expect(again.every((a) => ['STALE', 'HIT'].includes(a.headers.get('x-edge-cache')!))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(entries.map((s) => s.settle()));
    expect(most).toBe(MAX_CONCURRENT_REFRESHES);
    for (const s of entries) expect(await (await s.at(62_100)).text()).toBe('v2');
  });

  it('a refresh the runtime cut off (it never settles) frees its slot after the refresh mark, not never', async () => {
    const hung = Array.from({ length: MAX_CONCURRENT_REFRESHES }, () => setup());
    const next = setup();
    for (const s of [...hung, next]) {
      await s.at(1_000);
      await s.settle();
    }
    const never = () => new Promise<Response>(() => undefined);
    for (const s of hung) expect((await s.at(62_000, { load: never })).headers.get('x-edge-cache')).toBe('STALE');
    // Both slots are taken: this stale read starts nothing.
    await (await next.at(62_000)).text();
    await next.settle();
    expect(next.loads()).toBe(1);
    // Once the hung refreshes are older than the mark, their slots are free again.
    await (await next.at(62_000 + REFRESH_MARK_MS)).text();
    await next.settle();
    expect(next.loads()).toBe(2);
    expect(await (await next.at(62_000 + REFRESH_MARK_MS + 1)).text()).toBe('v2');
  });

  it('a failed refresh keeps the stale answer and is tried again only after a pause', async () => {
    const s = setup();
    await (await s.at(0)).text();
    await s.settle();
    s.bodies.push(new Response('down', { status: 503 }));
    await (await s.at(61_000)).text();
    await s.settle();
    expect(s.loads()).toBe(2);
    const stillStale = await s.at(61_000 + REFRESH_RETRY_MS - 1);
    expect(stillStale.headers.get('x-edge-cache')).toBe('STALE');
    expect(await stillStale.text()).toBe('v1');
    await s.settle();
    expect(s.loads()).toBe(2);
    await (await s.at(61_000 + REFRESH_RETRY_MS + 1)).text();
    await s.settle();
    expect(s.loads()).toBe(3);
    expect(await (await s.at(70_000)).text()).toBe('v3');
  });

  it('a background re-render is not served stale answers: it loads fresh ones', async () => {
    const s = setup();
    await (await s.at(0)).text();
    await s.settle();
    const response = await s.at(61_000, { isRevalidating: true });
    expect(response.headers.get('x-edge-cache')).toBe('MISS');
    expect(await response.text()).toBe('v2');
  });

  it('loads again once an answer is older than ttl + stale-while-revalidate', async () => {
    const s = setup({ policy: { maxAge: 1, staleWhileRevalidate: 1 } });
    await (await s.at(0)).text();
    await s.settle();
    const response = await s.at(2_001);
    expect(response.headers.get('x-edge-cache')).toBe('MISS');
    expect(await response.text()).toBe('v2');
  });

  it('finds an answer stored by another isolate in the shared cache', async () => {
    const s = setup();
    const key = uniqueKey();
    s.store.set(
      key,
      new Response('from another isolate', { headers: { 'x-edge-stored-at': '1000', 'Cache-Control': 'public, max-age=660' } }),
    );
    const response = await s.at(2_000, { key });
    expect(await response.text()).toBe('from another isolate');
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('x-edge-stored-at')).toBeNull();
  });

  it('a cached answer carries its age and no replayed Date, Set-Cookie or CSP', async () => {
    const s = setup();
    s.bodies.push(
      new Response('x', {
        headers: {
          Date: 'Mon, 01 Jan 2024 00:00:00 GMT',
          'Content-Security-Policy': "script-src 'nonce-abc'",
          'content-type': 'text/plain',
        },
      }),
    );
    await (await s.at(0)).text();
    await s.settle();
    const hit = await s.at(42_500);
    expect(hit.headers.get('age')).toBe('42');
    expect(hit.headers.get('date')).toBeNull();
    expect(hit.headers.get('content-security-policy')).toBeNull();
    expect(hit.headers.get('content-type')).toBe('text/plain');
  });

  it.each([
    ['Set-Cookie', { headers: { 'Set-Cookie': 'a=1' } }],
    ['a 404', { status: 404 }],
    ['private', { headers: { 'Cache-Control': 'private' } }],
  ])('an answer with %s is never stored', async (_name, init) => {
    const s = setup({ load: async () => new Response('x', init) });
    await (await s.at(0)).text();
    await s.settle();
    await (await s.at(1)).text();
    await s.settle();
    expect(s.calls.put).toBe(0);
  });

  it('a streamed answer larger than maxBytes reaches the client but is not stored', async () => {
    const s = setup({ maxBytes: 10 });
    s.bodies.push('x'.repeat(11));
    expect(await (await s.at(0)).text()).toBe('x'.repeat(11));
    await s.settle();
    expect(s.calls.put).toBe(0);
  });
});

describe('cached, checked answers (API reads)', () => {
  const check = isArrayJson;

  it('an answer that passes its check is stored and answered', async () => {
    const s = setup({ check });
    s.bodies.push(json([1, 2]));
    const first = await s.at(0);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    expect(await first.json()).toEqual([1, 2]);
    await s.settle();
    expect(await (await s.at(1_000)).json()).toEqual([1, 2]);
    expect(s.loads()).toBe(1);
  });

  it.each([
    ['not JSON', '<html>maintenance</html>'],
    ['JSON of the wrong shape', json({ error: 'oops' })],
  ])('an answer that is %s is a 502 and is not stored', async (_name, body) => {
    const s = setup({ check });
    s.bodies.push(body);
    const first = await s.at(0);
    expect(first.status).toBe(502);
    expect((await first.json()) as unknown).toMatchObject({ error: expect.stringContaining('wrong shape') });
    await s.settle();
    expect(s.calls.put).toBe(0);
    s.bodies.push(json([3]));
    expect(await (await s.at(1)).json()).toEqual([3]);
  });

  it('an answer above maxBytes is a 502 and is not stored, declared or not', async () => {
    const big = json(Array.from({ length: 500 }, (_, i) => i));
    for (const declared of [true, false]) {
      const s = setup({ check, maxBytes: 100 });
      const headers: Record<string, string> = declared ? { 'content-length': String(big.length) } : {};
      s.bodies.push(new Response(big, { headers }));
      const response = await s.at(0);
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('more than 100 bytes');
      await s.settle();
      expect(s.calls.put).toBe(0);
    }
  });

  it('garbage from a background refresh never replaces a good stale answer', async () => {
    const s = setup({ check });
    s.bodies.push(json(['good']));
    await (await s.at(0)).text();
    await s.settle();
    s.bodies.push('garbage');
    expect(await (await s.at(61_000)).json()).toEqual(['good']);
    await s.settle();
    const after = await s.at(62_000);
    expect(after.headers.get('x-edge-cache')).toBe('STALE');
    expect(await after.json()).toEqual(['good']);
    expect(s.calls.put).toBe(1);
  });
});

describe('cached, incomplete answers', () => {
  it('an answer that turns out incomplete once its body is read is not stored', async () => {
    const s = setup({ isComplete: () => false });
    expect(await (await s.at(0)).text()).toBe('v1');
    await s.settle();
    expect(s.calls.put).toBe(0);
    const next = await s.at(1, { isComplete: () => true });
    expect(next.headers.get('x-edge-cache')).toBe('MISS');
  });
});

describe('cached, an answer judged by its own policy', () => {
  it('judges a stored answer by its own policy (policyOf), at every lookup', async () => {
    const short = { maxAge: 5, staleWhileRevalidate: 0 };
    const long = { maxAge: 60, staleWhileRevalidate: 0 };
    let answerPolicy = short;
    const s = setup({ policyOf: () => answerPolicy });
    expect((await s.at(0)).headers.get('x-edge-cache')).toBe('MISS');
    await s.settle();
    expect((await s.at(4_000)).headers.get('x-edge-cache')).toBe('HIT');
    // Past its own 5 s (the call's default policy would say fresh for 60 s): loaded again.
    expect((await s.at(6_000)).headers.get('x-edge-cache')).toBe('MISS');
    await s.settle();
    // A longer policy applies to what is stored already.
    answerPolicy = long;
    expect((await s.at(30_000)).headers.get('x-edge-cache')).toBe('HIT');
    expect(s.loads()).toBe(2);
  });

  it('does not store an answer whose own policy keeps nothing', async () => {
    const s = setup({ policyOf: () => ({ maxAge: 0, staleWhileRevalidate: 0 }) });
    await s.at(0);
    await s.settle();
    expect(s.calls.put).toBe(0);
    expect((await s.at(1)).headers.get('x-edge-cache')).not.toBe('HIT');
  });
});
