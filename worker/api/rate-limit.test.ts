import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter, ipOf } from './rate-limit';

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

  const keyOf = (headers: Record<string, string>) => clientKey(new Request('https://x/', { headers }));

  it('keys clients by the address Cloudflare saw, whatever else the request says', () => {
    expect(keyOf({ 'CF-Connecting-IP': '203.0.113.7', 'X-Forwarded-For': '198.51.100.1' })).toBe('203.0.113.7');
  });

  it('without Cloudflare, by the first X-Forwarded-For address', () => {
    expect(keyOf({ 'X-Forwarded-For': '198.51.100.1, 10.0.0.1' })).toBe('198.51.100.1');
    expect(keyOf({ 'X-Forwarded-For': ' 198.51.100.2 ' })).toBe('198.51.100.2');
    expect(keyOf({ 'X-Forwarded-For': '198.51.100.1' })).not.toBe(keyOf({ 'X-Forwarded-For': '198.51.100.3' }));
  });

  it('with no address, by browser: not one shared bucket for everyone', () => {
    const firefox = keyOf({ 'User-Agent': 'Mozilla/5.0 Firefox/140.0' });
    const chrome = keyOf({ 'User-Agent': 'Mozilla/5.0 Chrome/140.0' });
    expect(firefox).not.toBe(chrome);
    expect(keyOf({ 'X-Forwarded-For': 'garbage', 'User-Agent': 'Mozilla/5.0 Chrome/140.0' })).toBe(chrome);
    expect(keyOf({})).toBe('ua:');
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:0:1:aaaa:bbbb:cccc:dddd', 'ip6:2001:db8:0:1::/64'],
    ['2001:DB8:0:1::1', 'ip6:2001:db8:0:1::/64'],
    ['2001:db8::', 'ip6:2001:db8:0:0::/64'],
    ['::1', 'ip6:0:0:0:0::/64'],
    ['::ffff:192.0.2.1', 'ip6:0:0:0:0::/64'],
    ['256.1.1.1', null],
    ['1.2.3', null],
    ['2001:db8::1::2', null],
    ['2001:db8:0:1:2:3:4:5:6', null],
    ['unknown', null],
    ['', null],
  ])('%j is keyed as %j', (value, expected) => {
    expect(ipOf(value)).toBe(expected);
  });

  it('one IPv6 host cannot escape the limit by changing the last 64 bits', () => {
    expect(keyOf({ 'CF-Connecting-IP': '2001:db8:0:1::a' })).toBe(keyOf({ 'CF-Connecting-IP': '2001:db8:0:1:ffff::b' }));
    expect(keyOf({ 'CF-Connecting-IP': '2001:db8:0:1::a' })).not.toBe(keyOf({ 'CF-Connecting-IP': '2001:db8:0:2::a' }));
  });
});
