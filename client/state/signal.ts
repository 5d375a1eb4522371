/** A minimal change signal: state modules announce what changed, the sync loop listens. */
export function createSignal<T>() {
  const listeners = new Set<(change: T) => void>();
  return {
    emit(change: T): void {
      for (const listener of listeners) listener(change);
    },
    listen(listener: (change: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
