/**
 * A fixed-window request limit per client key (OWASP ASVS 11.1.4: anti-automation),
 * kept in the isolate's memory. This is deliberately state across requests (like the
 * memory cache): it is counters, not request data. Each isolate counts on its own, so
 * the limit is per isolate: generous for one shopper, cheap, and without storage calls.
 * The table is bounded: when full, windows that have ended are dropped, and if none
 * have, the oldest window makes room.
 */
export interface RateLimiter {
  /** Counts one request of `key` at `now` (ms); says whether it is allowed and when to retry. */
  hit(key: string, now: number): { isAllowed: boolean; retryAfterSeconds: number };
  readonly size: number;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (now: number) => {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
    // Map iteration is insertion order: the first key is the oldest window.
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
  };
  return {
    hit(key, now) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs || now < window.start) {
        windows.delete(key);
        if (windows.size >= maxKeys) prune(now);
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      const isAllowed = window.count <= limit;
      return { isAllowed, retryAfterSeconds: isAllowed ? 0 : Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
    },
    get size() {
      return windows.size;
    },
  };
}

/** The client's address as Cloudflare saw it (not spoofable at the edge); "unknown" locally. */
export function clientKey(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'unknown';
}
