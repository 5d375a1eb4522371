import { Suspense, use, type ReactNode } from 'react';

/**
 * A value the shell may already hold, or the promise of it. The layout's own reads
 * (store message, category tree, footer widgets) that arrive within the shell's short
 * wait are values and render inline; later ones stream in (docs/site.md, "The shell").
 */
export type Later<T> = T | Promise<T>;

/**
 * Renders `children(value)`: at once when the value is here, else behind a Suspense
 * boundary. A value needs no boundary: React outlines even a completed boundary once the
 * page passes its progressive chunk size, and reveals it after first paint, which would
 * push the page down.
 */
export function Await<T>({
  value,
  fallback = null,
  children,
}: {
  value: Later<T>;
  fallback?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Use promise={value}>{children}</Use>
    </Suspense>
  );
}

function Use<T>({ promise, children }: { promise: Promise<T>; children: (value: T) => ReactNode }) {
  return children(use(promise));
}

/**
 * Waits at most `ms` for the given promises: each one fulfilled by then is replaced by its
 * value, the others stay promises (rejected ones too: their boundary handles them).
 * Returns as soon as all have settled.
 */
export async function settleWithin<T extends Record<string, Promise<unknown>>>(
  promises: T,
  ms: number,
): Promise<{ [K in keyof T]: Later<Awaited<T[K]>> }> {
  const values = new Map<string, unknown>();
  const entries = Object.entries(promises);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(
      entries.map(([key, promise]) =>
        promise.then(
          (value) => void values.set(key, value),
          () => undefined,
        ),
      ),
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
  return Object.fromEntries(entries.map(([key, promise]) => [key, values.has(key) ? values.get(key) : promise])) as {
    [K in keyof T]: Later<Awaited<T[K]>>;
  };
}

/**
 * How long the shell waits for the layout's own reads (store message, category tree,
 * footer widgets) before it is sent, unless the SHELL_WAIT_MS setting says otherwise
 * (0 to 1000). What arrives in time renders inline, so the store message banner and the
 * category bar never push the page down after first paint (with the edge cache, they are
 * there within a few ms); what is later streams in. Small against the goal for the first
 * bytes (0.1 × 300 ms of upstream latency).
 */
export const SHELL_WAIT_MS = 10;

export function shellWaitMs(setting: string | undefined): number {
  const ms = Number(setting);
  return setting !== undefined && setting.trim() !== '' && Number.isFinite(ms) && ms >= 0 && ms <= 1000 ? ms : SHELL_WAIT_MS;
}
