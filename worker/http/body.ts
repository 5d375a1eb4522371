/**
 * Reading a request body of at most `limit` bytes, for the proxy and the embedded API alike.
 * A declared Content-Length above the limit is refused before reading; otherwise the stream
 * is read in chunks and abandoned as soon as the limit is passed, so an oversized body is
 * never buffered whole (OWASP ASVS 13.1.3: limit request sizes).
 *
 * @returns the body as text ('' when there is none), or null when it is larger than `limit`
 */
export async function readBodyText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
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
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The error text for a body above `limit`, the same from the proxy and the embedded API. */
export const tooLargeMessage = (limit: number) => `Request body is larger than ${limit} bytes`;
