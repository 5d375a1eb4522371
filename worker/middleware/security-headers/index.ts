import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Answer } from '../../cache/swr';
import type { AppEnv } from '../../context';
import { hashNoncedScripts, SCRIPT_HASHES_HEADER } from './script-hashes';

/**
 * Security headers on every answer of the Worker (pages, errors, the API proxy, sitemap,
 * robots; the static files get the same from their _headers file: static-files.ts), and a
 * strict Content-Security-Policy on every answer (ADR 0008, ADR 0021, docs/security.md):
 *
 * - a page rendered for its answer (a personal page, an error, the first answer of a
 *   catalog page) carries a script nonce fresh for that answer, in the policy and on every
 *   script the renderer wrote;
 * - a page from the edge cache is sent as its stored bytes under a policy that names the
 *   hashes of its inline scripts, computed once when it was stored (`storedPage`): no nonce
 *   is written into its body for every answer, and none is replayed (CSP Level 3 §7.2: a
 *   nonce must be unique per response).
 *
 * A page that may be stored is rendered with a nonce of its own (worker/render.tsx), named
 * in the X-Script-Nonce header: no one outside the Worker has seen it before the page is
 * complete, so only scripts the renderer wrote carry it, and only those are hashed when the
 * page is stored. Its first answer goes out as it streams, with the render's nonce swapped
 * for the answer's in the header and the body (a plain byte replacement: the nonce is 128
 * random bits that occur nowhere but where the renderer wrote them, and markup injected into
 * a page cannot name it). A stored page that could not be hashed (a script file carrying the
 * nonce) keeps its nonce and is swapped in one pass at every answer, as before.
 *
 * X-Script-Nonce always names the nonce of the body it travels with, so every layer can
 * pass an answer on: the page cache's background refresh runs through the whole app,
 * this middleware included, and what it stores is hashed when it is stored.
 */
export const SCRIPT_NONCE_HEADER = 'X-Script-Nonce';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * Origins this page's forms may lead to besides its own (CSP form-action, which also
     * covers a form's redirects): the identity provider on the sign-in and sign-out pages.
     */
    formActionOrigins?: string[];
  }
}

/**
 * The policy (OWASP ASVS 14.4.3; "strict CSP", CSP Level 3):
 * - script-src: only scripts that carry this answer's nonce, and what they load
 *   ('strict-dynamic': the entry's chunks, the tag manager's container and its tags);
 *   'self' is ignored by browsers that understand 'strict-dynamic' and only keeps our own
 *   chunks working in the few that do not;
 * - object-src 'none' (no plugins), base-uri 'none' (no <base> to redirect relative
 *   script URLs), frame-ancestors 'none' (no framing: clickjacking), form-action 'self'
 *   (an injected form cannot post what a shopper types to another site).
 * Images, styles, fonts and connections are not limited: the tag manager's container
 * loads whatever the operator configures (ADR 0007), and those limits would not stop
 * script injection, which is what the policy is for.
 */
const CONTENT_SECURITY_POLICY = {
  scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Features no page of the shop uses, switched off for the page and anything it embeds
 * (a compromised third-party tag cannot ask for the camera or the position). Only
 * features Chromium knows: an unknown one is reported as an error in the console.
 */
const PERMISSIONS_POLICY = {
  accelerometer: false,
  camera: false,
  geolocation: false,
  gyroscope: false,
  magnetometer: false,
  microphone: false,
  payment: false,
  usb: false,
};

/** Every header but the policy, the same on the Worker's answers and the static files (static-files.ts). */
export const SECURITY_HEADERS: NonNullable<Parameters<typeof secureHeaders>[0]> = {
  // One year, every subdomain (RFC 6797; OWASP HSTS cheat sheet). Not 'preload': entering
  // the browsers' preload list is the operator's decision for each domain.
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  // Full URL within a site (analytics see paths), only the origin to other sites, and
  // nothing over plain HTTP: the browsers' default, stated so that no embed can change it.
  referrerPolicy: 'strict-origin-when-cross-origin',
  // The same as frame-ancestors 'none', for browsers without CSP Level 2.
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
  // hono's default, same-origin; images are set to cross-origin below.
  crossOriginResourcePolicy: true,
  // Prefetching DNS of the tag manager's hosts leaks nothing the page would not load anyway.
  xDnsPrefetchControl: false,
  permissionsPolicy: PERMISSIONS_POLICY,
};

const headers = secureHeaders({ ...SECURITY_HEADERS, contentSecurityPolicy: CONTENT_SECURITY_POLICY });

/**
 * Product images and the payment marks may be shown by other sites (newsletters in webmail,
 * marketplaces); nothing else is meant to be embedded elsewhere (Cross-Origin-Resource-Policy).
 */
export const isEmbeddable = (contentType: string): boolean => contentType.startsWith('image/');

/** 16 random bytes, base64: the same shape as hono's nonce (RFC 4648 §4). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The security headers, outermost in the app (worker/app.tsx): every answer passes it. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await headers(c, next);
  // A sign-in or sign-out form is answered with a redirect to the identity provider
  // (worker/routes/account): only those pages allow its origin as well.
  const formActionOrigins = c.get('formActionOrigins');
  const policy = c.res.headers.get('Content-Security-Policy');
  if (formActionOrigins?.length && policy) {
    c.res.headers.set('Content-Security-Policy', policy.replace("form-action 'self'", `form-action 'self' ${formActionOrigins.join(' ')}`));
  }
  const nonce = c.get('secureHeadersNonce');
  const hashes = c.res.headers.get(SCRIPT_HASHES_HEADER);
  if (hashes !== null) {
    c.res.headers.delete(SCRIPT_HASHES_HEADER);
    // A stored page (only the page cache writes this header, when it stores a page): its
    // bytes as stored, its scripts allowed by their hashes instead of this answer's nonce.
    if (isFromEdgeCache(c.res) && nonce) {
      const withHashes = c.res.headers.get('Content-Security-Policy')?.replace(`'nonce-${nonce}'`, hashes);
      if (withHashes) c.res.headers.set('Content-Security-Policy', withHashes.replace('script-src  ', 'script-src '));
    }
  }
  const renderedWith = c.res.headers.get(SCRIPT_NONCE_HEADER);
  // A page rendered for this answer alone already carries the answer's nonce (worker/render.tsx).
  if (renderedWith && nonce && renderedWith !== nonce && c.res.body) {
    const from = new TextEncoder().encode(renderedWith);
    const to = new TextEncoder().encode(nonce);
    // A page from the edge cache is whole in memory (worker/cache): swapped in one pass
    // rather than chunk by chunk through a stream, which cost a cached page more than
    // everything else in its answer.
    const body = isFromEdgeCache(c.res)
      ? replaceBytes(new Uint8Array(await c.res.arrayBuffer()), from, to)
      : c.res.body.pipeThrough(replaceAll(from, to));
    c.res = new Response(body, c.res);
    c.res.headers.set(SCRIPT_NONCE_HEADER, nonce);
    if (from.length !== to.length) c.res.headers.delete('Content-Length');
  }
  if (isEmbeddable(c.res.headers.get('Content-Type') ?? '')) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
});

/**
 * Replaces every occurrence of `from` by `to` in a byte stream, without holding it back:
 * each chunk is passed on as it comes, except a tail that could be the start of `from`
 * (kept until the next chunk shows whether it is). A chunk without a match is passed on
 * as is; one with a match is copied first (a chunk may be shared with a tee'd branch,
 * such as the copy the page cache stores).
 *
 * The search runs on the chunk read as windows-1252 text, one character per byte (every
 * byte has a character of its own), so the engine's string search finds `from` at its
 * byte offsets: a byte-by-byte search from each occurrence of the pattern's first byte
 * cost a 110 KB page up to 3 ms when that byte was a common letter.
 */
export function replaceAll(from: Uint8Array, to: Uint8Array): TransformStream<Uint8Array, Uint8Array> {
  const pattern = asText(from);
  let carry = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = carry.length === 0 ? chunk : concat(carry, chunk);
      const text = asText(bytes);
      const matches = indexesOf(text, pattern);
      const tail = partialMatchAtEnd(text, pattern, matches.at(-1));
      const end = bytes.length - tail;
      carry = bytes.slice(end);
      if (end === 0) return;
      const head = tail === 0 && bytes === chunk ? chunk : bytes.subarray(0, end);
      controller.enqueue(matches.length === 0 ? head : replaced(head, matches, from.length, to));
    },
    flush(controller) {
      if (carry.length > 0) controller.enqueue(carry);
    },
  });
}

/**
 * What the page cache stores of a complete page (its `toStored`): the render's nonce taken
 * out and its inline scripts' hashes named in X-Script-Hashes (./script-hashes.ts). Anything
 * but HTML rendered with a nonce, or a page that cannot be served by hashes, is kept as it is.
 */
export async function storedPage(answer: Answer): Promise<Answer> {
  const nonce = answer.headers.get(SCRIPT_NONCE_HEADER);
  if (!nonce || !answer.headers.get('Content-Type')?.startsWith('text/html')) return answer;
  const hashed = await hashNoncedScripts(answer.body, nonce);
  if (!hashed) return answer;
  const headers = new Headers(answer.headers);
  headers.delete(SCRIPT_NONCE_HEADER);
  headers.set(SCRIPT_HASHES_HEADER, hashed.hashes.join(' '));
  return { status: answer.status, headers, body: hashed.body };
}

/** An answer served from the edge cache (HIT or STALE), whose body is a stored copy. */
function isFromEdgeCache(response: Response): boolean {
  const state = response.headers.get('x-edge-cache');
  return state === 'HIT' || state === 'STALE';
}

/** Every occurrence of `from` in `bytes` replaced by `to`: `bytes` itself when there is none. */
export function replaceBytes(bytes: Uint8Array<ArrayBuffer>, from: Uint8Array, to: Uint8Array): Uint8Array<ArrayBuffer> {
  const matches = indexesOf(asText(bytes), asText(from));
  return matches.length === 0 ? bytes : replaced(bytes, matches, from.length, to);
}

const bytesAsText = new TextDecoder('windows-1252');
const asText = (bytes: Uint8Array): string => bytesAsText.decode(bytes);

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function indexesOf(text: string, pattern: string): number[] {
  const found: number[] = [];
  if (pattern === '') return found;
  for (let i = text.indexOf(pattern); i !== -1; i = text.indexOf(pattern, i + pattern.length)) found.push(i);
  return found;
}

/** Length of the longest end of `text` (after the last match) that begins `pattern`. */
function partialMatchAtEnd(text: string, pattern: string, lastMatch: number | undefined): number {
  const after = lastMatch === undefined ? 0 : lastMatch + pattern.length;
  for (let length = Math.min(pattern.length - 1, text.length - after); length > 0; length--) {
    if (text.endsWith(pattern.slice(0, length))) return length;
  }
  return 0;
}

function replaced(bytes: Uint8Array, matches: number[], fromLength: number, to: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes.length + matches.length * (to.length - fromLength));
  let read = 0;
  let write = 0;
  for (const at of matches) {
    out.set(bytes.subarray(read, at), write);
    write += at - read;
    out.set(to, write);
    write += to.length;
    read = at + fromLength;
  }
  out.set(bytes.subarray(read), write);
  return out;
}
