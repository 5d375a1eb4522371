/**
 * Client errors as values: routes and validators throw HttpError, the app's error
 * handler (../app.ts) turns it into `{ "error": message }` with its status. Anything else
 * thrown is a server fault (500), so a client's mistake must always surface as HttpError.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    message: string,
    /** More fields of the JSON answer beside `error` (e.g. checkout's `code` and `field`). */
    readonly fields: Record<string, unknown> = {},
    /** Headers of the answer (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
