/**
 * Byte arrays read in parts (a stream's chunks, a PNG's chunks) made one: for the body
 * readers (shared/http/body.ts, worker/api/pass-through.ts), the page streams' batches
 * (worker/http/batches.ts) and the PNG writer (worker/routes/custom-poster/png-stream.ts).
 */

/** The parts one after the other in a new array (always a copy, so it owns its buffer). */
export function joinBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}
