/**
 * The page progress bar around client requests (docs/site.md "Client resilience"): it appears only when a
 * request takes longer than 200 ms (throttle), creeps towards the end over 5000 ms,
 * completes (or turns red on failure) when the last request settles, and hides 500 ms
 * later. Concurrent requests share one bar.
 */
export const PROGRESS_TIMING = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

export interface ProgressView {
  show(durationMs: number): void;
  finish(isFailed: boolean): void;
  hide(): void;
}

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface Progress {
  start(): void;
  done(isOk: boolean): void;
  readonly pending: number;
}

export function createProgress(view: ProgressView, timers: Timers, timing = PROGRESS_TIMING): Progress {
  let pending = 0;
  let isShown = false;
  let hasFailed = false;
  let showTimer: unknown = null;
  let hideTimer: unknown = null;
  return {
    start() {
      pending++;
      if (hideTimer !== null) {
        // A new request while the finished bar fades: run it again from the start.
        timers.clear(hideTimer);
        hideTimer = null;
        view.show(timing.durationMs);
        return;
      }
      if (!isShown && showTimer === null) {
        showTimer = timers.set(() => {
          showTimer = null;
          isShown = true;
          view.show(timing.durationMs);
        }, timing.throttleMs);
      }
    },
    done(isOk) {
      if (pending === 0) return;
      pending--;
      if (!isOk) hasFailed = true;
      if (pending > 0) return;
      const isFailed = hasFailed;
      hasFailed = false;
      if (showTimer !== null) {
        // Everything settled within the throttle: the bar never appears.
        timers.clear(showTimer);
        showTimer = null;
        return;
      }
      if (!isShown) return;
      view.finish(isFailed);
      hideTimer = timers.set(() => {
        hideTimer = null;
        isShown = false;
        view.hide();
      }, timing.hideAfterMs);
    },
    get pending() {
      return pending;
    },
  };
}

/** The bar's element: [data-progress] holding one child that scales from 0 to 1. */
export function progressView(element: HTMLElement): ProgressView {
  const bar = element.firstElementChild as HTMLElement | null;
  const move = (scale: number, ms: number) => {
    if (!bar) return;
    bar.style.transitionDuration = `${ms}ms`;
    bar.style.transform = `scaleX(${scale})`;
  };
  return {
    show(durationMs) {
      element.hidden = false;
      element.dataset.state = 'running';
      move(0, 0);
      void bar?.offsetWidth; // restart the transition from zero
      move(0.9, durationMs);
    },
    finish(isFailed) {
      element.dataset.state = isFailed ? 'failed' : 'done';
      move(1, 150);
    },
    hide() {
      element.hidden = true;
      move(0, 0);
    },
  };
}

/** Wraps window.fetch so every client request drives the bar; returns the unwrapped fetch. */
export function trackFetch(target: { fetch: typeof fetch }, progress: Progress): typeof fetch {
  const original = target.fetch.bind(target);
  target.fetch = (input, init) => {
    progress.start();
    return original(input, init).then(
      (response) => {
        progress.done(response.ok);
        return response;
      },
      (error: unknown) => {
        progress.done(false);
        throw error;
      },
    );
  };
  return original;
}
