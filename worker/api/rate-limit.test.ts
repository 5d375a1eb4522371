import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows `limit` requests per window, then asks to retry when the window ends', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1, 2].map((i) => limiter.hit('a', 1000 + i).isAllowed)).toEqual([true, true, true]);
    expect(limiter.hit('a', 20_000)).toEqual({ isAllowed: false, retryAfterSeconds: 41 });
    expect(limiter.hit('a', 61_000).isAllowed).toBe(true);
  });

  it('counts each client on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.hit('a', 0).isAllowed).toBe(true);
    expect(limiter.hit('a', 1).isAllowed).toBe(false);
    expect(limiter.hit('b', 2).isAllowed).toBe(true);
  });

  it('keeps its table bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) limiter.hit(`client-${i}`, i);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });

  test.prop([fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 59_999 })), { maxLength: 200 })])(
    'within one window each client gets exactly its first `limit` requests',
    (hits) => {
      const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });
      const sorted = [...hits].sort((x, y) => x[1] - y[1]);
      const allowed: Record<string, number> = {};
      const asked: Record<string, number> = {};
      for (const [key, now] of sorted) {
        asked[key] = (asked[key] ?? 0) + 1;
        if (limiter.hit(key, now).isAllowed) allowed[key] = (allowed[key] ?? 0) + 1;
      }
      for (const key of Object.keys(asked)) expect(allowed[key] ?? 0).toBe(Math.min(asked[key]!, 5));
    },
  );

  test.prop([fc.array(fc.integer({ min: 0, max: 600_000 }), { maxLength: 300 })])(
    'over any stretch of time one client gets at most `limit` per started window, plus one window',
    (times) => {
      const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });
      const sorted = [...times].sort((a, b) => a - b);
      const allowed = sorted.filter((now) => limiter.hit('a', now).isAllowed);
      for (let i = 0; i + 10 < allowed.length; i++) expect(allowed[i + 10]! - allowed[i]!).toBeGreaterThanOrEqual(60_000);
    },
  );

  it('keys clients by the address Cloudflare saw', () => {
    expect(clientKey(new Request('https://x/', { headers: { 'CF-Connecting-IP': '203.0.113.7' } }))).toBe('203.0.113.7');
    expect(clientKey(new Request('https://x/'))).toBe('unknown');
  });
});
