import { describe, expect, it } from 'vitest';
import { createProgress, PROGRESS_TIMING, trackFetch, type ProgressView, type Timers } from './progress';

/** A manual clock: timers fire only when the test advances time. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set(run, ms) {
      const id = next++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clear(id) {
      pending.delete(id as number);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { timers, advance };
}

function setup() {
  const log: string[] = [];
  const view: ProgressView = {
    show: (ms) => log.push(`show ${ms}`),
    finish: (failed) => log.push(failed ? 'fail' : 'finish'),
    hide: () => log.push('hide'),
  };
  const clock = fakeTimers();
  return { log, progress: createProgress(view, clock.timers), advance: clock.advance };
}

describe('page progress bar', () => {
  it('uses the timings of the limits table', () => {
    expect(PROGRESS_TIMING).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
  });

  it('a request answered within 200 ms never shows the bar', () => {
    const { log, progress, advance } = setup();
    progress.start();
    advance(199);
    progress.done(true);
    advance(1000);
    expect(log).toEqual([]);
  });

  it('a slow request shows the bar after 200 ms over 5000 ms, then hides it 500 ms after it finished', () => {
    const { log, progress, advance } = setup();
    progress.start();
    advance(200);
    expect(log).toEqual(['show 5000']);
    advance(1000);
    progress.done(true);
    expect(log).toEqual(['show 5000', 'finish']);
    advance(499);
    expect(log).toHaveLength(2);
    advance(1);
    expect(log).toEqual(['show 5000', 'finish', 'hide']);
  });

  it('concurrent requests share the bar, which fails if any of them failed', () => {
    const { log, progress, advance } = setup();
    progress.start();
    progress.start();
    advance(300);
    progress.done(false);
    expect(log).toEqual(['show 5000']);
    progress.done(true);
    advance(500);
    expect(log).toEqual(['show 5000', 'fail', 'hide']);
    expect(progress.pending).toBe(0);
  });

  it('a request while the finished bar fades restarts it', () => {
    const { log, progress, advance } = setup();
    progress.start();
    advance(250);
    progress.done(true);
    advance(100);
    progress.start();
    advance(1000);
    expect(log).toEqual(['show 5000', 'finish', 'show 5000']);
    progress.done(true);
    advance(500);
    expect(log.at(-1)).toBe('hide');
  });

  it('an extra done is ignored', () => {
    const { log, progress, advance } = setup();
    progress.done(true);
    advance(1000);
    expect(log).toEqual([]);
    expect(progress.pending).toBe(0);
  });

  it('wrapped fetch starts and settles the bar, failing on errors and non-ok answers', async () => {
    const events: string[] = [];
    const progress = { start: () => events.push('start'), done: (ok: boolean) => events.push(ok ? 'ok' : 'failed'), pending: 0 };
    const answers = [new Response('x', { status: 200 }), new Response('x', { status: 500 })];
    const target = {
      fetch: (() => {
        const answer = answers.shift();
        return answer ? Promise.resolve(answer) : Promise.reject(new TypeError('offline'));
      }) as typeof fetch,
    };
    trackFetch(target, progress);
    await target.fetch('/a');
    await target.fetch('/b');
    await expect(target.fetch('/c')).rejects.toThrow('offline');
    expect(events).toEqual(['start', 'ok', 'start', 'failed', 'start', 'failed']);
  });
});
