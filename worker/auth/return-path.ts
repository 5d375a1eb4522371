/**
 * Where a visitor goes after signing in (`/login?return=…`): only a path on the same host
 * (OWASP ASVS 5.1.5, unvalidated redirects; RFC 9700 4.11 open redirectors). Anything else,
 * including what a browser would read as another host (`//evil.com`, `/\evil.com`, encoded
 * or with tabs and newlines that browsers strip from URLs), falls back to the default.
 */
export const DEFAULT_RETURN_PATH = '/my-account';

const MAX_LENGTH = 512;

/** `value` when it is a safe same-host path (query and fragment allowed), else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  // One leading slash, then not a second slash or backslash (protocol-relative URLs).
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null;
  // Control characters (browsers drop tabs and newlines: "/\t/evil.com" is "//evil.com"),
  // backslashes (read as slashes) and whitespace anywhere.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u00a0\\\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(value)) return null;
  // Encoded slashes, backslashes or control characters that a later decode could turn into one of the above.
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (decoded !== value && safeReturnPath(decoded) === null) return null;
  if (/%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)) return null;
  // The URL parser must agree that it stays on this host.
  const base = 'http://shop.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return value;
}

/** The return path of a request's `return` parameter, or the default. */
export function returnPathOr(value: string | null | undefined, fallback = DEFAULT_RETURN_PATH): string {
  return safeReturnPath(value) ?? fallback;
}
