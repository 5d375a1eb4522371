import { describe, expect, it } from 'vitest';
import { parseOrderQuery, parsePage } from './query';

describe('parseOrderQuery', () => {
  it('tells an order id, an e-mail address and a day apart by their shape', () => {
    expect(parseOrderQuery(undefined)).toEqual({ kind: 'all' });
    expect(parseOrderQuery('  ')).toEqual({ kind: 'all' });
    expect(parseOrderQuery(' 01JD5ZK3Q8W2X4Y6Z8A0B2C4D6 ')).toEqual({ kind: 'id', id: '01JD5ZK3Q8W2X4Y6Z8A0B2C4D6' });
    expect(parseOrderQuery('Anna@Example.com')).toEqual({ kind: 'email', email: 'Anna@Example.com' });
    expect(parseOrderQuery('2026-11-28')).toEqual({ kind: 'day', from: '2026-11-28T00:00:00.000Z', to: '2026-11-29T00:00:00.000Z' });
  });

  it('refuses what is none of them, and days that do not exist', () => {
    expect(parseOrderQuery('anna smith')).toHaveProperty('error');
    expect(parseOrderQuery('%')).toHaveProperty('error');
    expect(parseOrderQuery('2026-02-30')).toEqual({ error: '2026-02-30 is not a day' });
    expect(parseOrderQuery('x'.repeat(300))).toHaveProperty('error');
  });
});

describe('parsePage', () => {
  it('takes 1 to 1000 and defaults to 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect([parsePage('0'), parsePage('-1'), parsePage('1.5'), parsePage('1001'), parsePage('abc')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
