import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { hostName } from '../../markets';

/**
 * Structured request logs (issue 13, README "Logs"): with LOG_REQUESTS "true" every request
 * writes one JSON line, to Workers Logs in production:
 * `{"level":"info","msg":"request","id":…,"method":"GET","host":"artlane.de","route":"/:word/:slug","path":"/poster/x","status":200,"cache":"HIT","ms":12}`.
 * Nothing personal: no query string (it can carry a search or a gift card code), no cookie,
 * header or body values, no client address. The request id is the caller's `x-request-id`
 * when it is a plain token (a proxied /api/* call passes it on, worker/api/upstream.ts), else a
 * new one; the answer carries it back, so a shopper's report can be found in the log.
 */
export interface RequestLogLine {
  level: 'info' | 'warn' | 'error';
  msg: 'request';
  id: string;
  method: string;
  host: string;
  /** The pattern of the handler that answered (`/:word/:slug`; `/*` for a middleware such as the page cache's HIT). */
  route: string;
  path: string;
  status: number;
  /** The page cache's verdict (HIT, STALE, MISS, BYPASS) or `-` when the answer is not a cached kind. */
  cache: string;
  ms: number;
  /** A thrown error that ended in a 5xx: its name and message, and its cause's (each at most 300 characters). */
  error?: string;
  cause?: string;
}

const MAX_ERROR_TEXT = 300;

/** "Name: message" of an error (or the text of anything else thrown), cut to MAX_ERROR_TEXT. */
export function errorText(value: unknown): string {
  const text = value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  return text.slice(0, MAX_ERROR_TEXT);
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/**
 * Path segments that are someone's: an order or checkout id (letters and digits, 10 or more,
 * no hyphen, unlike a slug), a token (32 or more). Slugs, words and numbers stay.
 */
const PERSONAL_SEGMENT = /^(?:(?=[^-]*\d)(?=[^-]*[A-Za-z])[0-9A-Za-z_]{10,}|[A-Za-z0-9_-]{32,})$/;

/** The path with personal segments (order ids, checkout ids, codes) replaced by `:id`. */
export function loggedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (PERSONAL_SEGMENT.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, 200);
}

export function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.LOG_REQUESTS !== 'true') return next();
  const started = Date.now();
  const id = requestIdOf(c.req.raw);
  await next();
  // After the chain ran, routePath is the pattern of the last handler it reached (the one that answered).
  const routePath = c.req.routePath;
  const url = new URL(c.req.url);
  const status = c.res.status;
  const line: RequestLogLine = {
    level: status >= 500 ? 'error' : status >= 400 && status !== 404 ? 'warn' : 'info',
    msg: 'request',
    id,
    method: c.req.method,
    host: hostName(url.host),
    route: routePath || '-',
    path: loggedPath(url.pathname),
    status,
    cache: c.res.headers.get('x-edge-cache') ?? '-',
    ms: Date.now() - started,
  };
  // Errors with their cause (set by Hono when a handler threw; the error page answered).
  if (status >= 500 && c.error) {
    line.error = errorText(c.error);
    const cause = (c.error as { cause?: unknown }).cause;
    if (cause !== undefined) line.cause = errorText(cause);
  }
  // A cached or streamed answer's headers may be immutable: the id is added on a copy then.
  try {
    c.res.headers.set('x-request-id', id);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('x-request-id', id);
  }
  (line.level === 'error' ? console.error : line.level === 'warn' ? console.warn : console.log)(JSON.stringify(line));
});
