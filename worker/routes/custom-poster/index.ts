import { Hono, type Context } from 'hono';
import { PATHS } from '../../../shared/site-paths';
import { setCacheControl, strategies } from '../../cache/policy';
import type { AppEnv } from '../../context';
import { ownCacheControl } from '../../cache/route-policy';
import { parseRenderRequest, pixelsOf, renderKey, type RenderRequest } from './request';
import { fontsOf, posterSvg, sheetOf } from './svg';
import { ABUSE_LIMITS, tooManyRequests } from '../../api/abuse';
import { clientKey, createRateLimiter } from '../../api/rate-limit';

const thumbRenders = createRateLimiter(ABUSE_LIMITS.thumbRenders);

/**
 * GET /render-custom-poster/{template}.{svg|png} (docs/designers.md "Custom posters rendered at the edge", issue 14 "Custom posters"): a
 * custom poster drawn at the edge from its template values; the URL and its parameters are
 * in request.ts and docs/designers.md "Custom posters rendered at the edge".
 *
 * The answer depends only on the URL, so it is public and immutable under an ETag that is a
 * hash of everything it depends on (renderKey). PNGs, which cost a render, are also kept in
 * this data centre's Cache API under that hash; X-Render-Cache says HIT or MISS. Nothing here
 * reads a cookie or a session (it is registered before the session middleware), so nothing
 * personal can end up in a shared cache.
 *
 * Only thumbnails are drawn here (docs/designers.md "Print files"): `size=print` is refused
 * (403): a print file is made for a paid order's line by an operator
 * (GET /__ops/orders/{id}/lines/{n}/print.png, ../ops/print-file.ts). A thumbnail not in the
 * cache counts against its client's limit (ABUSE_LIMITS.thumbRenders: 429 past it); answers
 * from the cache and 304s are free.
 */
export const customPosterRoutes = new Hono<AppEnv>();

/** Says whether an answer came from the Cache API (HIT) or was rendered for this request (MISS). */
export const RENDER_CACHE_HEADER = 'X-Render-Cache';

customPosterRoutes.get(`${PATHS.renderCustomPoster}/:file`, ownCacheControl, async (c) => {
  const parsed = parseRenderRequest(c.req.param('file'), new URL(c.req.url).searchParams);
  if (!parsed.ok) return refuse(c, parsed.status, parsed.error);
  const { request } = parsed;
  if (request.size === 'print') {
    return refuse(c, 403, 'Print-size files are made only for paid orders, by the shop (docs/designers.md "Print files"); use size=thumb');
  }
  const key = await renderKey(request);
  const etag = `"${key}"`;
  const headers = new Headers({ ETag: etag, 'Content-Type': request.format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png' });
  setCacheControl(headers, strategies.immutable());
  headers.set('X-Content-Type-Options', 'nosniff');
  if (matches(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  if (request.format === 'svg') return new Response(posterSvg(request.design, sheetOf(request.sheet)), { headers });
  return png(c, request, key, headers);
});

async function png(c: Context<AppEnv>, request: RenderRequest, key: string, headers: Headers): Promise<Response> {
  const cacheKey = new Request(new URL(`${PATHS.renderCustomPoster}/__cache/${key}.png`, c.req.url).toString());
  // The Workers runtime's shared cache of this data centre (its types lack `default` in the DOM lib).
  const cache = (caches as unknown as { default: Cache }).default;
  const stored = await cache.match(cacheKey).catch(() => undefined);
  if (stored) {
    headers.set(RENDER_CACHE_HEADER, 'HIT');
    return new Response(stored.body, { headers });
  }
  const verdict = thumbRenders.hit(clientKey(c.req.raw), Date.now());
  if (!verdict.isAllowed) return tooManyRequests(c, 'Too many new poster previews', verdict.retryAfterSeconds);
  const { width, height } = pixelsOf(request.sheet, request.size ?? 'thumb');
  const svg = posterSvg(request.design, sheetOf(request.sheet), { width: String(width), height: String(height) });
  const { renderPng } = await import('./png');
  const bytes = await renderPng(svg, fontsOf(request.design));
  const entry = new Response(bytes, { headers: { 'Content-Type': 'image/png', 'Cache-Control': strategies.immutable() } });
  c.executionCtx.waitUntil(cache.put(cacheKey, entry).catch(() => undefined));
  headers.set(RENDER_CACHE_HEADER, 'MISS');
  return new Response(bytes, { headers });
}

/** If-None-Match holds `etag` (RFC 9110 13.1.2: a list, or *; weak comparison). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

function refuse(c: Context<AppEnv>, status: 400 | 403 | 404, error: string): Response {
  const response = c.json({ error }, status);
  setCacheControl(response.headers, strategies.private());
  return response;
}
