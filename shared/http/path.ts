/**
 * A percent-encoded part of a request path, decoded; null when it is not a well-formed escape
 * of UTF-8 (`%ZZ`, a lone `%`, a cut-off or overlong sequence such as `%E0%A4%A` or `%C0%AE`).
 * `decodeURIComponent` throws a URIError on those, which a route would turn into a 500: such a
 * path names nothing, so callers answer it as not found (RFC 3986 2.1, 2.4; WHATWG Encoding:
 * invalid UTF-8 is an error here rather than U+FFFD, so no two paths decode alike).
 */
export function decodePathPart(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
