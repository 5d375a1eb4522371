import type { Context } from 'hono';
/**
 * Client errors as values: routes and validators throw HttpError, the app's error
 * handler turns it into `{ "error": message }` with its status. Anything else thrown
 * is a server fault (500), so a client's mistake must always surface as HttpError.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

export const BODY_LIMIT = 64 * 1024;

/**
 * Endpoints that take POST only: any other method gets 405 with Allow (RFC 9110
 * 15.5.6) and a JSON error like every other refusal, instead of a misleading 404.
 * Register after the POST handlers.
 */
export function postOnly(routes: { all: (path: string, handler: (c: Context) => Response) => unknown }, paths: readonly string[]): void {
  for (const path of paths) {
    routes.all(path, (c) => {
      c.header('Allow', 'POST');
      return c.json({ error: `${c.req.method} is not allowed on ${path}: use POST` }, 405);
    });
  }
}

/**
 * Reads and parses a JSON body of at most `limit` bytes. The stream is read in chunks
 * and abandoned as soon as the limit is passed, so an oversized body is never buffered
 * whole (OWASP ASVS 13.1.3: limit request sizes).
 */
export async function readJsonBody(request: Request, limit = BODY_LIMIT): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
  const text = await readLimitedText(request, limit);
  if (text.trim() === '') throw badRequest('Request body must be JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be JSON');
  }
}

async function readLimitedText(request: Request, limit: number): Promise<string> {
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
      throw new HttpError(413, `Request body is larger than ${limit} bytes`);
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
