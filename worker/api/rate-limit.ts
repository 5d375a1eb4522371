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

/**
 * A limit on the number of distinct things (coupon codes) one client key may try per fixed
 * window, kept like createRateLimiter's counters. Asking again for something already
 * tried in the window costs nothing, so a shopper whose cart re-sends the same codes on
 * every change is never limited; a client trying new codes is refused once `limit` have
 * been tried. A refused request tries nothing: its items are not recorded. Items are
 * kept as given (callers normalise them; at most 64 characters each are kept).
 */
export interface DistinctLimiter {
  /** Tries `items` for `key` at `now` (ms): allowed when the new ones still fit in the window. */
  tryItems(key: string, items: readonly string[], now: number): { isAllowed: boolean; retryAfterSeconds: number };
  readonly size: number;
}

export function createDistinctLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): DistinctLimiter {
  const windows = new Map<string, { start: number; tried: Set<string> }>();
  const prune = (now: number) => {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
  };
  return {
    tryItems(key, items, now) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs || now < window.start) {
        windows.delete(key);
        if (windows.size >= maxKeys) prune(now);
        window = { start: now, tried: new Set() };
        windows.set(key, window);
      }
      const fresh = new Set<string>();
      for (const item of items) {
        const kept = item.slice(0, 64);
        if (!window.tried.has(kept)) fresh.add(kept);
        if (window.tried.size + fresh.size > limit) {
          return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
        }
      }
      for (const item of fresh) window.tried.add(item);
      return { isAllowed: true, retryAfterSeconds: 0 };
    },
    get size() {
      return windows.size;
    },
  };
}

/**
 * Which client a request comes from, for counting. In production the shop runs behind
 * Cloudflare, which sets CF-Connecting-IP to the address it saw and overwrites any value
 * a client sends, so that is the key. Without it (another proxy in front, or locally) the
 * first address of X-Forwarded-For is used; a client can write that header itself, so it
 * only means something behind a proxy that sets it. With neither, the User-Agent keeps
 * different browsers apart instead of one shared bucket for everyone.
 *
 * IPv6 clients are keyed by their /64 network: one host usually has a whole /64 and could
 * otherwise use a new address per request (OWASP ASVS 11.1.4).
 */
export function clientKey(request: Request): string {
  const address = ipOf(request.headers.get('CF-Connecting-IP')) ?? ipOf(request.headers.get('X-Forwarded-For')?.split(',')[0]);
  if (address) return address;
  return `ua:${(request.headers.get('User-Agent') ?? '').slice(0, 200)}`;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** An IPv4 address as is, an IPv6 address as its /64 network ("ip6:2001:db8:0:1::/64"); null if it is neither. */
export function ipOf(value: string | null | undefined): string | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (IPV4.test(text)) return text;
  const hextets = expandIpv6(text);
  return hextets ? `ip6:${hextets.slice(0, 4).join(':')}::/64` : null;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; null if malformed. */
function expandIpv6(text: string): string[] | null {
  if (!/^[0-9a-f:.]{2,45}$/.test(text) || text.split('::').length > 2) return null;
  const withoutV4 = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (match, a: string, b: string, c: string, d: string) =>
    IPV4.test(match) ? `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}` : 'x',
  );
  const [head = '', tail] = withoutV4.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
