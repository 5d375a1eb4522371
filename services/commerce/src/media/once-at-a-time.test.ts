import { describe, expect, it } from 'vitest';
import { onceAtATime } from './once-at-a-time';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work done once at a time per key', () => {
  it('gives a second caller the first one’s result, and frees the key when it has settled', async () => {
    const once = onceAtATime<string>(5_000);
    let runs = 0;
    let release: (value: string) => void = () => undefined;
    const work = () => {
      runs += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = once('a', work);
    const second = once('a', work);
    release('drawn');
    expect(await Promise.all([first, second])).toEqual(['drawn', 'drawn']);
    expect(runs).toBe(1);
    // Settled: the next caller does the work again (its result is kept elsewhere by the work).
    const third = once('a', async () => 'again');
    expect(await third).toBe('again');
  });

  it('never lets a caller wait longer than its patience for work that never settles (its request ended)', async () => {
    const once = onceAtATime<string>(80);
    // The first request's drawing never settles: its request's I/O ended with it.
    const stuck = once('a', () => new Promise<string>(() => undefined));
    let settled = false;
    void stuck.then(() => (settled = true));
    // A caller while it is young waits for it, then does the work itself when its patience runs out.
    const started = Date.now();
    expect(await once('a', async () => 'own drawing')).toBe('own drawing');
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    // A caller after the patience takes the key over at once; callers after it wait for that one.
    let releaseNew: (value: string) => void = () => undefined;
    let newRuns = 0;
    const newWork = () => {
      newRuns += 1;
      return new Promise<string>((resolve) => (releaseNew = resolve));
    };
    const taker = once('a', newWork);
    const follower = once('a', newWork);
    releaseNew('fresh');
    expect(await Promise.all([taker, follower])).toEqual(['fresh', 'fresh']);
    expect(newRuns).toBe(1);
    expect(settled).toBe(false);
  });

  it('keeps the newer work’s key when the older one settles late', async () => {
    const once = onceAtATime<string>(40);
    let releaseOld: (value: string) => void = () => undefined;
    const old = once('a', () => new Promise<string>((resolve) => (releaseOld = resolve)));
    await sleep(60);
    let releaseNew: (value: string) => void = () => undefined;
    const taker = once('a', () => new Promise<string>((resolve) => (releaseNew = resolve)));
    releaseOld('old');
    expect(await old).toBe('old');
    // The key is still the newer work's: a caller now waits for it rather than starting a third.
    let thirdRuns = 0;
    const waiter = once('a', async () => {
      thirdRuns += 1;
      return 'third';
    });
    releaseNew('new');
    expect(await Promise.all([taker, waiter])).toEqual(['new', 'new']);
    expect(thirdRuns).toBe(0);
  });

  it('rejects a waiter with the work’s own failure', async () => {
    const once = onceAtATime<string>(5_000);
    let fail: (error: Error) => void = () => undefined;
    const first = once('a', () => new Promise<string>((_, reject) => (fail = reject)));
    const second = once('a', async () => 'never asked');
    fail(new Error('the master is gone'));
    await expect(first).rejects.toThrow('the master is gone');
    await expect(second).rejects.toThrow('the master is gone');
  });
});
