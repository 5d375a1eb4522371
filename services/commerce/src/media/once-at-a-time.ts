/**
 * Work an isolate does at most once at a time per key (a picture being drawn, ADR 0020): a
 * second caller for the same key while the first is under way waits for the first one's
 * result instead of doing the work again; once it has settled the key is free (its result
 * is kept elsewhere, in R2, by the work itself).
 */
export function onceAtATime<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (key, work) => {
    let running = pending.get(key);
    if (!running) {
      running = work().finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  };
}
