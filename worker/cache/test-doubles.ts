/** Stand-ins for the Workers runtime in the cache's unit tests. */

/** A Cache API stand-in that records what it is asked. */
export function fakeCache() {
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
