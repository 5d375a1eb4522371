/** How long a caller waits for another request's work on the same key before doing it itself. */
export const PATIENCE_MS = 20_000;

/**
 * Work an isolate does at most once at a time per key (a picture being drawn, ADR 0020): a
 * second caller for the same key while the first is under way waits for the first one's
 * result instead of doing the work again; once it has settled the key is free (its result
 * is kept elsewhere, in R2, by the work itself).
 *
 * The work belongs to the request that started it. In Workers, that request's I/O ends with
 * it: a shopper who leaves mid-drawing, or a `waitUntil` cut at its time limit, can leave the
 * work's promise never settling. So nobody waits for another request's work longer than
 * `patienceMs` from its start: then the key is taken over, by the first waiter whose patience
 * runs out or by the next caller, and the others wait for that work. A stuck
 * drawing costs its waiters one patience at most, never the isolate's life.
 */
export function onceAtATime<T>(patienceMs = PATIENCE_MS): (key: string, work: () => Promise<T>) => Promise<T> {
  const pending = new Map<string, { running: Promise<T>; since: number }>();
  const once = (key: string, work: () => Promise<T>): Promise<T> => {
    const entry = pending.get(key);
    const left = entry ? entry.since + patienceMs - Date.now() : 0;
    if (!entry || left <= 0) {
      const running: Promise<T> = work().finally(() => {
        // Only its own entry: a caller may have taken the key over meanwhile.
        if (pending.get(key)?.running === running) pending.delete(key);
      });
      pending.set(key, { running, since: Date.now() });
      return running;
    }
    // Out of patience, a waiter asks again: the first one takes the key over, the others
    // then wait for its work (never one drawing per waiter).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const askAgain = new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => void once(key, work).then(resolve, reject), left);
    });
    return Promise.race([entry.running, askAgain]).finally(() => clearTimeout(timer));
  };
  return once;
}
