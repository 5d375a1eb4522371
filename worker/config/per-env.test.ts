import { describe, expect, it } from 'vitest';
import { oncePerEnv } from './per-env';

describe('oncePerEnv', () => {
  it('reads an env once, however often it is asked, and each env apart', () => {
    const reads: string[] = [];
    const nameOf = oncePerEnv((env: { NAME: string }) => {
      reads.push(env.NAME);
      return env.NAME.toUpperCase();
    });
    const first = { NAME: 'se' };
    const second = { NAME: 'de' };
    expect([nameOf(first), nameOf(first), nameOf(second), nameOf(first)]).toEqual(['SE', 'SE', 'DE', 'SE']);
    expect(reads).toEqual(['se', 'de']);
  });

  it('remembers "not configured" (null) too', () => {
    let reads = 0;
    const configOf = oncePerEnv((_env: object) => {
      reads += 1;
      return null;
    });
    const env = {};
    expect([configOf(env), configOf(env)]).toEqual([null, null]);
    expect(reads).toBe(1);
  });
});
