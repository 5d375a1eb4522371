import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  handleChunkFailure,
  isChunkLoadError,
  reloadForChunkFailure,
  shouldReload,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('chunk failure reload throttling', () => {
  it('the window is 60 seconds', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(60_000);
  });

  it.each([
    [null, 1_000_000, true],
    [1_000_000, 1_000_000, false],
    [1_000_000, 1_059_999, false],
    [1_000_000, 1_060_000, true],
    [1_000_000, 999_000, true],
  ])('last reload %s, now %d → reload %s', (last, now, expected) => {
    expect(shouldReload(last, now)).toBe(expected);
  });

  it('the first failure reloads, a second one within 60 s does not, one after 60 s does again', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadForChunkFailure({ storage, now: 10_000, reload })).toBe(true);
    expect(reloadForChunkFailure({ storage, now: 40_000, reload })).toBe(false);
    expect(reloadForChunkFailure({ storage, now: 69_999, reload })).toBe(false);
    expect(reloadForChunkFailure({ storage, now: 70_000, reload })).toBe(true);
    expect(reloads).toBe(2);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('70000');
  });

  it('corrupt storage counts as no earlier reload', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: 'soon' });
    let reloads = 0;
    expect(reloadForChunkFailure({ storage, now: 5, reload: () => reloads++ })).toBe(true);
    expect(reloads).toBe(1);
  });

  it('without storage it never reloads (the throttle could not survive the reload)', () => {
    let reloads = 0;
    expect(reloadForChunkFailure({ storage: null, now: 5, reload: () => reloads++ })).toBe(false);
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadForChunkFailure({ storage: throwing, now: 5, reload: () => reloads++ })).toBe(false);
    expect(reloads).toBe(0);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 10 * 60_000 }), { maxLength: 40 }).map((times) => times.sort((a, b) => a - b))])(
    'reloads are always at least 60 s apart, however failures arrive',
    (times) => {
      const storage = memoryStorage();
      const reloadedAt: number[] = [];
      for (const now of times) reloadForChunkFailure({ storage, now, reload: () => reloadedAt.push(now) });
      for (let i = 1; i < reloadedAt.length; i++) expect(reloadedAt[i]! - reloadedAt[i - 1]!).toBeGreaterThanOrEqual(60_000);
      if (times.length > 0) expect(reloadedAt[0]).toBe(times[0]);
    },
  );
});

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/chunk-A.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('Failed to fetch'), false],
    [new Error('boom'), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('a chunk that fails while offline', () => {
  it('does not reload (it failed for want of a connection, not for a new deployment) and reports nothing', () => {
    let reloads = 0;
    expect(handleChunkFailure({ isOnline: () => false }, () => (reloads++, true))).toBe(true);
    expect(reloads).toBe(0);
  });

  it('online, it reloads at once (throttled by reloadForChunkFailure)', () => {
    let reloads = 0;
    const connection = { isOnline: () => true };
    expect(handleChunkFailure(connection, () => (reloads++, true))).toBe(true);
    expect(reloads).toBe(1);
  });
});
