/** Test helpers for client state: fixtures, a fake Storage, a fake server and fake timers. */
import { configureAnalytics } from './analytics';
import { restoreAuth } from './auth';
import { restoreCart } from './cart';
import { restoreDiscount } from './discount';
import { restoreWall } from './wall';
import { restoreWishlist } from './wishlist';

export { cartLine, coupon, incomingLine } from '../../shared/testing';

/** Empties every area and collects analytics pushes into the returned list. */
export function resetClientState(): Record<string, unknown>[] {
  for (const restore of [restoreCart, restoreWishlist, restoreDiscount, restoreWall, restoreAuth]) restore(undefined);
  const pushed: Record<string, unknown>[] = [];
  configureAnalytics({ sink: (entry) => pushed.push(entry), currency: 'SEK' });
  return pushed;
}

export function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** Valtio notifies subscribers in a microtask; this waits for them. */
export const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'offline';

/** A fetch that records each call and answers from `handler` (which may wait). */
export function fakeServer(handler: (path: string, body: unknown) => Reply | Promise<Reply>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    // A GET has no body: null.
    const body: unknown = init?.body === undefined ? null : JSON.parse(String(init.body));
    calls.push({ path: url, body });
    const reply = await handler(url, body);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: reply.headers });
  };
  return { calls, fetch, paths: () => calls.map((call) => call.path) };
}

export function fakeTimers() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout: (callback: () => void, ms: number) => {
      pending.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        pending.delete(id);
        timer.callback();
      }
    },
    get pendingCount() {
      return pending.size;
    },
  };
}
