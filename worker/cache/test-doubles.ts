/** Stand-ins for the Workers runtime in the cache's unit tests. */

/** A Cache API stand-in that records what it is asked. */
export function fakeCache() {
  const store = new Map<string, Response>();
  /** The bytes each match asked for: 'whole' or its Range header. */
  const ranges: string[] = [];
  const calls = { match: 0, put: 0, ranges };
  const cache = {
    async match(request: string | Request) {
      calls.match++;
      const key = typeof request === 'string' ? request : request.url;
      const range = typeof request === 'string' ? null : request.headers.get('range');
      ranges.push(range ?? 'whole');
      const hit = store.get(key)?.clone();
      const first = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
      if (!hit || !first) return hit;
      // As the Cache API answers a Range request: 206 with the stored headers and those bytes.
      const body = new Uint8Array(await hit.arrayBuffer());
      if (body.length === 0) return new Response(null, { status: 416 });
      const part = body.slice(Number(first[1]), Number(first[2]) + 1);
      const headers = new Headers(hit.headers);
      headers.set('content-range', `bytes ${first[1]}-${Number(first[1]) + part.length - 1}/${body.length}`);
      return new Response(part, { status: 206, headers });
    },
    async put(key: string, response: Response) {
      calls.put++;
      store.set(key, response);
    },
    async delete(key: string) {
      return store.delete(key);
    },
  } as unknown as Cache;
  return { cache, calls, store };
}

export function fakeCtx() {
  const pending: Promise<unknown>[] = [];
  return { ctx: { waitUntil: (p: Promise<unknown>) => void pending.push(p) }, settle: () => Promise.all(pending) };
}

/**
 * Holds every call of the cache's `method` until the test calls `release` (a busy data
 * centre, or simulator); `restore` puts the method back.
 */
export function holdCalls(cache: Cache, method: 'match' | 'put') {
  const original = (cache[method] as (...args: unknown[]) => Promise<unknown>).bind(cache);
  const held = { release: () => undefined as void, restore: () => void (cache[method] = original as never) };
  cache[method] = (async (...args: unknown[]) => {
    await new Promise<void>((resolve) => (held.release = resolve));
    return original(...args);
  }) as never;
  return held;
}
