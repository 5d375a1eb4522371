import { describe, expect, it } from 'vitest';
import { settleWithin, shellWaitMs, SHELL_WAIT_MS } from './later';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('settleWithin', () => {
  it('gives the values of what settled in time and keeps the promises of the rest', async () => {
    const slow = after(200, 'slow');
    const result = await settleWithin({ fast: Promise.resolve(1), soon: after(5, 'soon'), slow }, 50);
    expect(result.fast).toBe(1);
    expect(result.soon).toBe('soon');
    expect(result.slow).toBe(slow);
  });

  it('returns as soon as everything has settled, not after the wait', async () => {
    const started = Date.now();
    await settleWithin({ a: Promise.resolve('a'), b: after(5, 'b') }, 5000);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('keeps a rejected promise for its boundary to handle', async () => {
    const failing = Promise.reject(new Error('down'));
    failing.catch(() => undefined);
    const result = await settleWithin({ failing }, 50);
    expect(result.failing).toBe(failing);
  });
});

describe('shellWaitMs', () => {
  it('takes a number of milliseconds from 0 to 1000, else the default', () => {
    expect(shellWaitMs('25')).toBe(25);
    expect(shellWaitMs('0')).toBe(0);
    for (const setting of [undefined, '', ' ', 'soon', '-5', '5000', 'NaN']) expect(shellWaitMs(setting)).toBe(SHELL_WAIT_MS);
  });
});
