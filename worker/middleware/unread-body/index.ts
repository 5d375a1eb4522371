import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';

/**
 * The most of a request body the Worker reads and drops after answering without it: more
 * than the shop's refused bodies usually hold (the API's limit is 64 KiB), far less than a
 * photo (25 MiB). Past it the rest is cancelled, and its sender may see the reset.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Lingering close (RFC 9112 §9.6): a server that closes a connection while the client is still
 * sending makes the client's TCP stack reset it, and the client may never read the answer.
 * So whatever of a request body the Worker did not read when its answer is made (a 413
 * refused by its declared length or cut off at the limit, a 404 or 405 of a POST) is read
 * and dropped before the answer leaves, up to DRAIN_LIMIT_BYTES. Locally workerd faces the
 * client itself: once the static assets' router stood in front of the Worker (ADR 0015),
 * one refused 70 KB body in five saw a reset instead of its 413 (one in a hundred before).
 * At the edge Cloudflare holds the client's connection; there it costs only the reading
 * of such a body.
 *
 * The body is handed on as a stream that reads the request's own (hono's bodyLimit and
 * shared/http/body.ts stop reading and keep or cancel theirs), so what is left of it stays
 * reachable here. A request without a body (GET, HEAD) passes untouched.
 */
export const drainUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  const source = c.req.raw.body;
  if (!source) return next();
  const body = trackedBody(source);
  c.req.raw = new Request(c.req.raw, { body: body.stream, duplex: 'half' } as RequestInit);
  await next();
  await body.drainRest(DRAIN_LIMIT_BYTES);
});

/** A stream of `source` whose rest can be read and dropped once its reader has stopped (or never started). */
export function trackedBody(source: ReadableStream<Uint8Array>) {
  const reader = source.getReader();
  let isDone = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          isDone = true;
          controller.close();
        } else controller.enqueue(value);
      },
      // A reader that gives up leaves the rest to drainRest.
      cancel() {},
    },
    { highWaterMark: 0 },
  );
  /** Reads and drops up to `limit` more bytes, then cancels what is left; never fails. */
  async function drainRest(limit: number): Promise<void> {
    try {
      for (let read = 0; !isDone && read <= limit;) {
        const { done, value } = await reader.read();
        if (done) isDone = true;
        else read += value.byteLength;
      }
      if (!isDone) await reader.cancel();
    } catch {
      // The client went away: nothing is left to drop.
    }
  }
  return { stream, drainRest };
}
