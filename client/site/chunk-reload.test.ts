import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  failedAssetUrl,
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

describe('handleChunkFailure: only a chunk that is gone is worth a reload', () => {
  const CHUNK = 'https://sv.example/assets/chunk-AB12CD.js';
  const failed = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
  /** A check that is online (or not) and answers `status` for the chunk, recording what it asked. */
  const checkWith = (online: boolean, status: number | null) => {
    const asked: string[] = [];
    return { asked, check: { isOnline: () => online, statusOf: async (url: string) => (asked.push(url), status) } };
  };
  const reloadCounter = () => {
    const counter = { reloads: 0, reloadNow: () => (counter.reloads++, true) };
    return counter;
  };

  it('offline: no reload, nothing asked, nothing to report (it failed for want of a connection)', async () => {
    const { asked, check } = checkWith(false, 404);
    const counter = reloadCounter();
    expect(await handleChunkFailure(failed, check, counter.reloadNow)).toBe(true);
    expect(counter.reloads).toBe(0);
    expect(asked).toEqual([]);
  });

  it.each([
    [404, 1],
    [410, 1],
    [500, 1],
    [200, 0],
    [204, 0],
    [null, 0],
  ])('online, the chunk answering %s now: %i reload(s)', async (status, expected) => {
    const { asked, check } = checkWith(true, status);
    const counter = reloadCounter();
    expect(await handleChunkFailure(failed, check, counter.reloadNow)).toBe(true);
    expect(counter.reloads).toBe(expected);
    expect(asked).toEqual([CHUNK]);
  });

  it('online, an error that names no chunk (Safari) reloads as before', async () => {
    const { asked, check } = checkWith(true, 200);
    const counter = reloadCounter();
    expect(await handleChunkFailure(new TypeError('Importing a module script failed.'), check, counter.reloadNow)).toBe(true);
    expect(counter.reloads).toBe(1);
    expect(asked).toEqual([]);
  });

  it('a reload the throttle refuses is left to be reported', async () => {
    const { check } = checkWith(true, 404);
    expect(await handleChunkFailure(failed, check, () => false)).toBe(false);
  });

  it.each([
    [failed, CHUNK],
    [new Error(`Failed to load ${CHUNK}`), CHUNK],
    [
      new TypeError('error loading dynamically imported module: http://localhost:8787/assets/entry-X1.js'),
      'http://localhost:8787/assets/entry-X1.js',
    ],
    [new TypeError('Importing a module script failed.'), null],
    ['Failed to load https://cdn.example/other/chunk.js', null],
    [null, null],
  ])('failedAssetUrl(%s) is %s', (error, expected) => {
    expect(failedAssetUrl(error)).toBe(expected);
  });
});
