import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onceAtATime } from './once-at-a-time';

/**
 * The clock and timers are the test's own: on a loaded machine real timers fired late enough
 * that a waiter's patience ran out against the drawing another waiter had just started, and
 * the test waited for a drawing nobody would release.
 */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Work the test settles when it wants (`release`), counting how often it was started. */
function heldWork() {
  const held = { runs: 0, release: (_value: string) => undefined as void, work: () => Promise.resolve('') };
  held.work = () => {
    held.runs += 1;
    return new Promise<string>((resolve) => (held.release = resolve));
  };
  return held;
}

/** Work that never settles: its request's I/O ended with it. */
const stuckWork = () => new Promise<string>(() => undefined);

describe('work done once at a time per key', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a second caller the first one’s result, and frees the key when it has settled', async () => {
    const once = onceAtATime<string>(5_000);
    const drawing = heldWork();
    const first = once('a', drawing.work);
    const second = once('a', drawing.work);
    drawing.release('drawn');
    expect(await Promise.all([first, second])).toEqual(['drawn', 'drawn']);
    expect(drawing.runs).toBe(1);
    // Settled: the next caller does the work again (its result is kept elsewhere by the work).
    const third = once('a', async () => 'again');
    expect(await third).toBe('again');
  });

  it('never lets a caller wait longer than its patience for work that never settles (its request ended)', async () => {
    const once = onceAtATime<string>(80);
    const stuck = once('a', stuckWork);
    let settled = false;
    void stuck.then(() => (settled = true));
    // A caller while it is young waits for it, then does the work itself when its patience runs out.
    const started = Date.now();
    const own = once('a', async () => 'own drawing');
    let ownSettled = false;
    void own.then(() => (ownSettled = true));
    await sleep(79);
    expect(ownSettled).toBe(false);
    await sleep(1);
    expect(await own).toBe('own drawing');
    expect(Date.now() - started).toBe(80);
    // A caller after the patience takes the key over at once; callers after it wait for that one.
    const drawing = heldWork();
    const taker = once('a', drawing.work);
    const follower = once('a', drawing.work);
    drawing.release('fresh');
    expect(await Promise.all([taker, follower])).toEqual(['fresh', 'fresh']);
    expect(drawing.runs).toBe(1);
    expect(settled).toBe(false);
  });

  it('has the waiters of a stuck drawing draw it once between them, not once each', async () => {
    const once = onceAtATime<string>(60);
    void once('a', stuckWork);
    const drawing = heldWork();
    const waiters = [once('a', drawing.work), once('a', drawing.work), once('a', drawing.work)];
    // Past the stuck work's patience (60 ms), within the drawing's (from 60 to 120 ms).
    await sleep(100);
    drawing.release('drawn once');
    expect(await Promise.all(waiters)).toEqual(['drawn once', 'drawn once', 'drawn once']);
    expect(drawing.runs).toBe(1);
  });

  it('keeps the newer work’s key when the older one settles late', async () => {
    const once = onceAtATime<string>(40);
    const older = heldWork();
    const old = once('a', older.work);
    await sleep(60);
    const newer = heldWork();
    const taker = once('a', newer.work);
    older.release('old');
    expect(await old).toBe('old');
    // The key is still the newer work's: a caller now waits for it rather than starting a third.
    const third = heldWork();
    const waiter = once('a', third.work);
    newer.release('new');
    expect(await Promise.all([taker, waiter])).toEqual(['new', 'new']);
    expect(third.runs).toBe(0);
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
