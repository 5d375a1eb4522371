import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { SECURITY_HEADERS } from '.';

/**
 * The policy of a file the platform serves (Workers Static Assets, ADR 0015): a script, a
 * stylesheet or an image is never a page of the shop, so opened on its own it may run,
 * load, frame and post nothing (`default-src 'none'`; the directives that do not fall back
 * to it are named). A per-answer script nonce (ADR 0008) has no place here: the file is the
 * same bytes for everyone, and the policy of the page that loads it is what governs it.
 * An SVG opened directly is a document, and this is what keeps script out of it.
 */
const STATIC_FILE_POLICY = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The security headers of every static file, as name/value pairs for its `_headers` rule
 * (worker/static-assets): what the Worker's middleware sends (hono's secureHeaders with the
 * same options, run once at build time), with the static files' own policy.
 */
export async function staticFileSecurityHeaders(): Promise<[string, string][]> {
  const app = new Hono();
  app.use(secureHeaders({ ...SECURITY_HEADERS, contentSecurityPolicy: STATIC_FILE_POLICY }));
  app.get('/', (c) => c.body(null));
  return [...(await app.request('/')).headers];
}
