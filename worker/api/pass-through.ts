import { joinBytes } from '../../shared/bytes';
import { TooLarge, declaredLength } from '../../shared/http/body';
import { badUpstream } from '../cache/policy';

/**
 * An upstream answer the storefront only passes on to the browser (the /api proxy, an
 * artist's call, a photo), delivered so that a body the upstream did not finish is never
 * mistaken for a whole one (README "Point at a real upstream API"; issue 22, "Transport").
 *
 * The runtime cannot say "broken" once the status is sent: workerd ends an errored body of
 * unknown length with a clean chunked end (cloudflare/workerd#6818), so the browser would
 * see a complete-looking 200. Two ways round that:
 * - an answer of at most HELD_BYTES (every JSON answer; the limits of the `other` and
 *   `catalog` kinds are 1 and 2 MiB) is held until it is whole, then sent with its length;
 *   one that broke off or passed its limit (shared/http/body.ts limitResponse) is a 502
 *   JSON error instead, before a byte of it is sent;
 * - a larger one (a photo, an artist's print file) streams with the length it declared, so
 *   a body that stops short of it is an aborted connection, which every HTTP client reports.
 * A larger answer that declares no length (or is content-encoded, so its length is not the
 * body's) streams as before: a cut is not visible there; such upstream answers are the
 * runtime's open issue, and the shop's own API always declares the length of its files.
 */
export const HELD_BYTES = 2 * 1024 * 1024;

export async function passedOn(upstream: Response): Promise<Response> {
  if (!upstream.body) return upstream;
  const declared = isIdentityEncoded(upstream) ? declaredLength(upstream) : -1;
  if (declared > HELD_BYTES) return withDeclaredLength(upstream, upstream.body, declared);
  const reader = upstream.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      // More than is held and no length to hold it to: the rest streams (see above).
      if (size > HELD_BYTES) return new Response(resumed(chunks, reader), upstream);
    }
  } catch (error) {
    return error instanceof TooLarge
      ? badUpstream(`The commerce API answered more than ${error.limit} bytes`)
      : badUpstream('The commerce API answer broke off');
  }
  if (declared >= 0 && size !== declared) return badUpstream('The commerce API answer broke off');
  return new Response(joinBytes(chunks), upstream);
}

/** Content-Length counts the body's bytes only when the body is sent as it is. */
function isIdentityEncoded(response: Response): boolean {
  const encoding = response.headers.get('content-encoding');
  return encoding === null || encoding.trim().toLowerCase() === 'identity';
}

/** The body through a FixedLengthStream: fewer bytes than `length` make the runtime abort the connection. */
function withDeclaredLength(upstream: Response, body: ReadableStream<Uint8Array>, length: number): Response {
  const fixed = new FixedLengthStream(length);
  // An upstream error aborts the writable side; the readable side then ends short of `length`.
  body.pipeTo(fixed.writable).catch(() => undefined);
  return new Response(fixed.readable, upstream);
}

/** What was read, then the rest of the stream. */
function resumed(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = chunks.shift();
      if (next) return controller.enqueue(next);
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
