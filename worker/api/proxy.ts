import { Hono, type Context } from 'hono';
import { catalogPolicyFor, catalogPoliciesOf } from '../cache/catalog-policies';
import { setCacheControl, strategies } from '../cache/policy';
import type { AppEnv } from '../context';
import { bodyLimit } from 'hono/body-limit';
import { tooLargeMessage } from '../../shared/http/body';
import { catalogReadOf } from './catalog-reads';
import { edgeCall, edgeOf } from './edge';
import { abuseLimits } from './abuse';
import { ownCacheControl } from '../cache/route-policy';
import { clientKey, createRateLimiter } from './rate-limit';
import { readOrder, submitCheckout } from './checkout';
import { artistCall } from './artist';
import { photoBodyLimit, photoUpload } from './photos';
import { passedOn } from './pass-through';
import { entryOf } from '../cache/entries';
import { copyKey, MEDIA_BASE, negotiatedFormat, parseNegotiatedCopyUrl } from '../../shared/media-copies';

/**
 * The public API surface of the shop: /api/*, /content/site-reviews and /captuerr,
 * forwarded to the commerce API with locale and sid added. Request bodies are small
 * JSON documents and are checked here, before anything reaches the upstream.
 */
const BODY_LIMIT = 64 * 1024;
const CAPTUERR_LIMIT = 8 * 1024;
/**
 * Client error reports per client and minute. The browser sends at most a few per page
 * (client/site/error-reporting.ts); this stops a broken or hostile client from flooding
 * the error store. Counters live in the isolate (see rate-limit.ts).
 */
export const CAPTUERR_PER_MINUTE = 30;
const captuerrLimiter = createRateLimiter({ limit: CAPTUERR_PER_MINUTE, windowMs: 60_000 });

/** Hono's bodyLimit with the API's JSON refusal: 413 before a byte past `limit` is read. */
const limitBody = (limit: number) => bodyLimit({ maxSize: limit, onError: (c) => c.json({ error: tooLargeMessage(limit) }, 413) });

/** Response headers that describe one hop and must not be passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'cache-control'];

export const proxy = new Hono<AppEnv>();

/**
 * The public picture copies (`/api/media/{key}/{width}.{format}`, content-addressed and
 * immutable: worker/api/catalog-reads.ts), registered right after the market is known
 * (worker/app.tsx): a GET of a copy goes straight to the edge cache, past the middleware
 * that cannot apply to it (the cross-site guard acts on unsafe methods, the session cookie on
 * personal paths and /api/session, the abuse limits on coupon, newsletter and gift-card
 * calls), which every copy a page shows paid for before (issue 26). Anything else under
 * /api/media takes the proxy's ordinary way.
 *
 * A copy's address without a format (`/api/media/{key}/{width}`, what the pages' srcset
 * names) is answered in the format the browser's `Accept` asks for (AVIF, WebP or JPEG:
 * shared/media-copies.ts negotiatedFormat), `Vary: Accept`, from the copy of that format
 * at its own address, which is what the edge cache keeps (ADR 0022).
 */
export const pictureCopies = new Hono<AppEnv>();
pictureCopies.get('/api/media/*', ownCacheControl, async (c, next) => {
  const path = c.req.path;
  const negotiated = parseNegotiatedCopyUrl(path);
  if (negotiated) {
    const format = negotiatedFormat(c.req.header('accept'), negotiated.original, negotiated.width);
    const answer = await forward(c, 'GET', `${MEDIA_BASE}${copyKey(negotiated.original, negotiated.width, format)}`);
    answer.headers.append('Vary', 'Accept');
    return answer;
  }
  return catalogReadOf({ method: 'GET', path })?.immutable ? forward(c, 'GET') : next();
});

// Coupon, newsletter and gift card limits per client (429 + Retry-After), before anything is forwarded.
proxy.use('/api/*', abuseLimits);
// The proxy sets each answer's Cache-Control itself (worker/api/edge.ts): outside the page cache.
/** An artist's image upload (PUT /api/my/…/image, /api/my/profile/avatar): the commerce API's 25 MB and a little. */
const UPLOAD_LIMIT = 26 * 1024 * 1024;
// The artist calls, with the signed-in artist's access token: api/artist.ts.
proxy.on(['GET', 'POST', 'PUT'], '/api/my/*', ownCacheControl, limitBody(UPLOAD_LIMIT), artistCall);
// Checkout calls the storefront takes part in (order cookie, shop origin): api/checkout.ts.
proxy.post('/api/checkout', limitBody(BODY_LIMIT), submitCheckout);
proxy.get('/api/orders/:id', ownCacheControl, readOrder);
// A photo poster's photo (the image's bytes, up to 25 MB), checked and limited per client: api/photos.ts.
proxy.post('/api/photos', ownCacheControl, photoBodyLimit, photoUpload);
// The session records (worker/auth/records.ts) are the storefront's own calls, never a browser's.
const notForBrowsers = (c: Context<AppEnv>) => c.json({ error: 'Not found' }, 404, { 'Cache-Control': strategies.private() });
proxy.all('/api/sessions/*', notForBrowsers);
proxy.all('/api/sessions', notForBrowsers);
proxy.get('/api/*', ownCacheControl, (c) => forward(c, 'GET'));
proxy.post('/api/*', limitBody(BODY_LIMIT), (c) => forward(c, 'POST'));
proxy.get('/content/site-reviews', ownCacheControl, (c) => forward(c, 'GET'));
proxy.post('/captuerr', limitBody(CAPTUERR_LIMIT), (c) => {
  const { isAllowed, retryAfterSeconds } = captuerrLimiter.hit(clientKey(c.req.raw), Date.now());
  if (!isAllowed) {
    const response = c.json({ error: `Too many error reports; try again in ${retryAfterSeconds} seconds` }, 429, {
      'Retry-After': String(retryAfterSeconds),
    });
    setCacheControl(response.headers, strategies.private());
    return response;
  }
  return forward(c, 'POST');
});
proxy.all('/api/*', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET, POST' }));
proxy.all('/captuerr', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'POST' }));
proxy.all('/content/site-reviews', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET' }));

/** Forwards the request (to `path`, when it is another address than the request's own). */
async function forward(c: Context<AppEnv>, method: 'GET' | 'POST', path?: string): Promise<Response> {
  const url = new URL(c.req.url);
  let body: string | undefined;
  if (method === 'POST') {
    // Its size was held to the route's limit by limitBody.
    body = await c.req.text();
    if (!isJson(body)) return c.json({ error: 'Request body must be JSON' }, 400);
  }
  const call = { method, path: path ?? url.pathname, query: url.searchParams, body, headers: c.req.raw.headers };
  const read = catalogReadOf(call);
  const answer = await edgeCall(call, edgeOf(c), read);
  // An answer of the edge cache is the stored entry's whole, checked bytes in headers made
  // for this answer alone: passed on as it is, with its headers put right in place. Only an
  // upstream's own answer is held until whole and copied (issue 26: every catalog read and
  // picture copy from the cache paid a second copy of its body and headers here).
  const isFromCache = entryOf(answer) !== undefined;
  const upstream = isFromCache ? answer : await passedOn(answer);
  const headers = isFromCache ? answer.headers : new Headers(upstream.headers);
  // A stand-in for a copy not drawn yet (an AVIF copy's WebP twin, services/commerce/src/media/variants.ts)
  // is kept by no one: the next request gets the copy itself.
  const isStandIn = read?.immutable === true && /\bno-store\b/.test(headers.get('cache-control') ?? '');
  for (const name of HOP_BY_HOP) headers.delete(name);
  const catalog = read !== undefined && upstream.ok && !headers.has('set-cookie') && !isStandIn;
  const shared = read?.immutable
    ? strategies.immutable()
    : strategies.catalog(catalogPolicyFor(c.get('market').host, catalogPoliciesOf(c.env)));
  setCacheControl(headers, catalog ? shared : strategies.private());
  return isFromCache ? answer : new Response(upstream.body, { status: upstream.status, headers });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
