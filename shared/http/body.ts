import { joinBytes } from '../bytes';

/**
 * Reading a request body of at most `limit` bytes, for the proxy and the embedded API alike.
 * A declared Content-Length above the limit is refused before reading; otherwise the stream
 * is read in chunks and abandoned as soon as the limit is passed, so an oversized body is
 * never buffered whole (OWASP ASVS 13.1.3: limit request sizes).
 *
 * @returns the body as text ('' when there is none), or null when it is larger than `limit`
 */
export async function readBodyText(request: Request, limit: number): Promise<string | null> {
  const bytes = await readAtMost(request, limit);
  return bytes && new TextDecoder().decode(bytes);
}

/**
 * The whole body of a request or response, if it has at most `limit` bytes; null if it has
 * more (declared or counted), in which case reading stops there and the rest is dropped.
 */
export async function readAtMost(message: Request | Response, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (declaredLength(message) > limit) {
    // An answer's connection is freed at once; a request's body is left unread.
    if (message instanceof Response) await message.body?.cancel();
    return null;
  }
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return joinBytes(chunks);
}

/**
 * An answer passed through with at most `limit` bytes, without buffering it: one that
 * declares more is replaced by `tooLarge()` before a byte is read; one that turns out
 * larger while streaming is cut off there (its status is already sent), so the reader
 * sees a failed body, never a truncated one that looks complete.
 */
export function limitResponse(response: Response, limit: number, tooLarge: () => Response): Response {
  if (declaredLength(response) > limit) {
    response.body?.cancel().catch(() => undefined);
    return tooLarge();
  }
  if (!response.body) return response;
  let size = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > limit) controller.error(new TooLarge(limit));
      else controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), response);
}

/** The error a body cut off by limitResponse fails with. */
export class TooLarge extends Error {
  constructor(readonly limit: number) {
    super(`answer larger than ${limit} bytes`);
    this.name = 'TooLarge';
  }
}

/** The Content-Length a message declares, or -1 when it declares none (or none that is a number). */
export function declaredLength(message: Request | Response): number {
  const declared = Number(message.headers.get('content-length') ?? NaN);
  return Number.isFinite(declared) ? declared : -1;
}

/** The error text for a body above `limit`, the same from the proxy and the embedded API. */
export const tooLargeMessage = (limit: number) => `Request body is larger than ${limit} bytes`;
