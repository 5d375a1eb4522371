import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../../context';

/**
 * Security headers on every answer of the shop (pages, errors, the API proxy, assets,
 * sitemap, robots), and a Content-Security-Policy whose script nonce is fresh for every
 * answer, cached pages included (ADR 0008, docs/security.md).
 *
 * The page cache stores and replays rendered HTML; a nonce written into it would be
 * replayed to every visitor (CSP Level 3 §7.2: a nonce must be unique per response). So a
 * page is never served with the nonce it was rendered with: the renderer writes its own
 * random nonce and names it in the X-Script-Nonce header (stored with the page), and this
 * middleware, outside the cache, swaps it for a fresh one in the header and in the body
 * while the body streams through, and names the fresh one in the policy. The swap is a
 * plain byte replacement: a nonce is 128 random bits that nobody outside the worker has
 * seen before the page is complete, so it occurs nowhere but where the renderer wrote it,
 * and markup injected into a page cannot name it (an injected `<script nonce=…>` keeps
 * its own value, which matches no policy).
 *
 * X-Script-Nonce always names the nonce of the body it travels with, so every layer can
 * pass an answer on: the page cache's background refresh runs through the whole app,
 * this middleware included, and what it stores is swapped again when it is served.
 */
export const SCRIPT_NONCE_HEADER = 'X-Script-Nonce';

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

const headers = secureHeaders({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
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
});

/** 16 random bytes, base64: the same shape as hono's nonce (RFC 4648 §4). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The security headers, outermost in the app (worker/app.tsx): every answer passes it. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await headers(c, next);
  const renderedWith = c.res.headers.get(SCRIPT_NONCE_HEADER);
  const nonce = c.get('secureHeadersNonce');
  if (renderedWith && nonce && c.res.body) {
    const from = new TextEncoder().encode(renderedWith);
    const to = new TextEncoder().encode(nonce);
    c.res = new Response(c.res.body.pipeThrough(replaceAll(from, to)), c.res);
    c.res.headers.set(SCRIPT_NONCE_HEADER, nonce);
    if (from.length !== to.length) c.res.headers.delete('Content-Length');
  }
  // Product images and the payment marks may be shown by other sites (newsletters in
  // webmail, marketplaces); nothing else is meant to be embedded elsewhere.
  if (c.res.headers.get('Content-Type')?.startsWith('image/')) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
});

/**
 * Replaces every occurrence of `from` by `to` in a byte stream, without holding it back:
 * each chunk is passed on as it comes, except a tail that could be the start of `from`
 * (kept until the next chunk shows whether it is). A chunk without a match is passed on
 * as is; one with a match is copied first (a chunk may be shared with a tee'd branch,
 * such as the copy the page cache stores).
 */
export function replaceAll(from: Uint8Array, to: Uint8Array): TransformStream<Uint8Array, Uint8Array> {
  let carry = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = carry.length === 0 ? chunk : concat(carry, chunk);
      const matches = indexesOf(bytes, from);
      const tail = partialMatchAtEnd(bytes, from, matches.at(-1));
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

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function indexesOf(bytes: Uint8Array, pattern: Uint8Array): number[] {
  const found: number[] = [];
  const first = pattern[0];
  if (first === undefined) return found;
  for (let i = bytes.indexOf(first); i !== -1 && i + pattern.length <= bytes.length; i = bytes.indexOf(first, i + 1)) {
    if (startsAt(bytes, pattern, i, pattern.length)) {
      found.push(i);
      i += pattern.length - 1;
    }
  }
  return found;
}

function startsAt(bytes: Uint8Array, pattern: Uint8Array, at: number, length: number): boolean {
  for (let j = 0; j < length; j++) if (bytes[at + j] !== pattern[j]) return false;
  return true;
}

/** Length of the longest end of `bytes` (after the last match) that begins `pattern`. */
function partialMatchAtEnd(bytes: Uint8Array, pattern: Uint8Array, lastMatch: number | undefined): number {
  const after = lastMatch === undefined ? 0 : lastMatch + pattern.length;
  for (let length = Math.min(pattern.length - 1, bytes.length - after); length > 0; length--) {
    if (startsAt(bytes, pattern, bytes.length - length, length)) return length;
  }
  return 0;
}

function replaced(bytes: Uint8Array, matches: number[], fromLength: number, to: Uint8Array): Uint8Array {
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
