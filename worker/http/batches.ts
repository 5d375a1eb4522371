import { joinBytes } from '../../shared/bytes';

/**
 * A byte stream whose chunks come in bursts (React's streaming renderer writes a flush as
 * many chunks of at most 4 KB, one after the other) passed on as one chunk per burst.
 *
 * Every chunk handed to the runtime costs the same fixed work on its way to the socket,
 * whatever its size: a 110 KB page in 27 chunks cost about 1 ms of CPU more than the same
 * page in one (npm run bench -- render). A burst ends when nothing more is queued after a
 * macrotask (the renderer writes a flush synchronously), so what the renderer flushes
 * still leaves at once: the shell before the sections that wait for data. A batch holds
 * at most MAX_BATCH_BYTES (a source that always has more still flows).
 */
export const MAX_BATCH_BYTES = 128 * 1024;

export function inBatches(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  /** A read that was still waiting when a burst ended: the next burst starts with it. */
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const parts: Uint8Array[] = [];
      let size = 0;
      /** Settles once the work queued after the batch's first chunk has run: one timer a batch. */
      let idle: Promise<typeof IDLE> | undefined;
      while (size < MAX_BATCH_BYTES) {
        const read = pending ?? reader.read();
        pending = undefined;
        // A chunk already queued wins the race even after `idle` has settled (it was asked first).
        const result = parts.length === 0 ? await read : await Promise.race([read, (idle ??= afterQueuedWork())]);
        if (result === IDLE) {
          pending = read;
          // Its rejection is seen by the next pull; none may come if the reader stops here.
          read.catch(() => undefined);
          break;
        }
        if (result.done) {
          if (parts.length > 0) controller.enqueue(joined(parts));
          controller.close();
          return;
        }
        parts.push(result.value);
        size += result.value.length;
      }
      controller.enqueue(joined(parts));
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

const IDLE = Symbol('idle');

/** Resolves once the work queued so far (promise jobs included) has run. */
function afterQueuedWork(): Promise<typeof IDLE> {
  return new Promise((resolve) => setTimeout(() => resolve(IDLE), 0));
}

/** A burst of one chunk is passed on as it is: no copy. */
const joined = (parts: Uint8Array[]): Uint8Array => (parts.length === 1 ? parts[0]! : joinBytes(parts));
