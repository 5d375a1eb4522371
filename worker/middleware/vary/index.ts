import { createMiddleware } from 'hono/factory';

/**
 * `Vary: Accept-Encoding` on every answer whose body an edge or the runtime may compress
 * (RFC 9110 12.5.5 and 15.4.5: a 304 names it too): Cloudflare compresses text, JSON, XML,
 * JavaScript, SVG and icons for clients that accept it, so a shared cache between the shop
 * and a browser must key such answers by the encoding the browser accepts, or one that
 * cannot decode brotli may be handed a brotli body. Outermost but for the request log, so
 * the page cache's and the edge cache's stored answers get it as they are served, and
 * whatever `Vary` an answer already carries (an upstream's) is kept.
 */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|x-javascript|ecmascript|xml|xhtml\+xml|rss\+xml|atom\+xml|manifest\+json|ld\+json|[\w.-]+\+json|[\w.-]+\+xml)|image\/(?:svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(?:ttf|otf))/i;

/** Whether an answer of this Content-Type may be sent compressed. */
export const isCompressible = (contentType: string | null) => contentType !== null && COMPRESSIBLE.test(contentType.trim());

/** A Vary header value with Accept-Encoding in it (unchanged when it holds it or is `*`). */
export function withAcceptEncoding(vary: string | null): string {
  if (!vary || vary.trim() === '') return 'Accept-Encoding';
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('*') || names.includes('accept-encoding') ? vary : `${vary}, Accept-Encoding`;
}

export const varyByEncoding = createMiddleware(async (c, next) => {
  await next();
  const response = c.res;
  const hasBody = response.body !== null || response.status === 304;
  if (!hasBody || !isCompressible(response.headers.get('content-type'))) return;
  const vary = withAcceptEncoding(response.headers.get('vary'));
  if (vary === response.headers.get('vary')) return;
  try {
    response.headers.set('Vary', vary);
  } catch {
    // An answer passed on with the headers it arrived with (immutable): a copy of it.
    c.res = new Response(response.body, response);
    c.res.headers.set('Vary', vary);
  }
});
