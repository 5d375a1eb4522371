import type { Context } from 'hono';
import { SYNC_COUPONS_TTL_MS, bodyDigest, cached, catalogPolicyFor, isPersonalRequest, isRevalidation, catalogPoliciesOf } from '../cache';
import { clockOf } from '../clock';
import type { AppEnv } from '../context';
import type { Env } from '../env';
import { limitResponse } from '../../shared/http/body';
import { decodePathPart } from '../../shared/http/path';
import type { Market } from '../markets';
import {
  checkArtist,
  checkArtistList,
  checkAttributes,
  checkCategories,
  checkHints,
  checkProductDetail,
  checkProductList,
  checkReviews,
  checkTag,
  checkTagList,
  checkWidget,
} from './checks';
import { isRecord } from '../../shared/json';
import { ANSWER_KINDS, type AnswerKind } from './answer-kinds';
import { callUpstream, upstreamUrl, type UpstreamCall } from './upstream';
import { objectVarOr } from '../config/object-var';
import { tags as tagOf } from '../../shared/cache-tags';

export type { AnswerKind };

export const DEFAULT_MAX_BYTES: Record<AnswerKind, number> = {
  catalog: 2 * 1024 * 1024,
  image: 4 * 1024 * 1024,
  /** Artists' uploaded images (a print file up to 25 MB): the public media and an artist's own preview. */
  media: 26 * 1024 * 1024,
  /** A photo poster's photo read back (up to 25 MB, shared/photo-poster.ts PHOTO_LIMITS): private, never kept. */
  photo: 26 * 1024 * 1024,
  other: 1024 * 1024,
};

interface CatalogRead {
  pattern: RegExp;
  kind: AnswerKind;
  check: (value: unknown) => unknown;
  /** What the answer shows (shared/cache-tags.ts), from its JSON and the call's query; none: its host's only. */
  tags?: (json: unknown, query: URLSearchParams, path: string) => string[];
}

/**
 * GET paths whose answers are the same for every shopper of a domain, each with the
 * check an answer must pass before the edge keeps it (the shape the pages read) and the
 * tags a catalog change purges it by (docs/operations.md "Refresh on change").
 */
const CATALOG_READS: CatalogRead[] = [
  { pattern: /^\/api\/products$/, kind: 'catalog', check: checkProductList, tags: productListTags },
  { pattern: /^\/api\/products\/[^/]+$/, kind: 'catalog', check: checkProductDetail, tags: productDetailTags },
  { pattern: /^\/api\/product-categories$/, kind: 'catalog', check: checkCategories, tags: content('categories') },
  { pattern: /^\/api\/product-attributes$/, kind: 'catalog', check: checkAttributes, tags: content('attributes') },
  { pattern: /^\/api\/search-triggers$/, kind: 'catalog', check: checkHints, tags: content('search-triggers') },
  {
    pattern: /^\/api\/widget-by-slug\/[^/]+$/,
    kind: 'catalog',
    check: checkWidget,
    tags: (_json, _query, path) => [tagOf.content(`widget.${tagWord(path.slice(path.lastIndexOf('/') + 1))}`)],
  },
  { pattern: /^\/api\/strings$/, kind: 'catalog', check: checkRecord, tags: content('strings') },
  { pattern: /^\/api\/images\/[^/]+$/, kind: 'image', check: () => undefined },
  // An uploaded image's key changes with every upload (services/commerce/src/media/uploads.ts): its bytes never do.
  { pattern: /^\/api\/media\/artists\/[\w./-]+$/, kind: 'media', check: () => undefined },
  { pattern: /^\/api\/artists$/, kind: 'catalog', check: checkArtistList, tags: artistListTags },
  { pattern: /^\/api\/artists\/[^/]+$/, kind: 'catalog', check: checkArtist, tags: (json) => idTags(json, tagOf.artist) },
  { pattern: /^\/api\/tags$/, kind: 'catalog', check: checkTagList, tags: content('tags') },
  { pattern: /^\/api\/tags\/[^/]+$/, kind: 'catalog', check: checkTag, tags: content('tags') },
  { pattern: /^\/content\/site-reviews$/, kind: 'catalog', check: checkReviews, tags: content('reviews') },
];

function content(name: string) {
  return () => [tagOf.content(name)];
}

/** A word as a tag may hold it (lower case, `[a-z0-9._-]`, at most 100); a malformed escape is taken as written. */
function tagWord(text: string): string {
  return (
    (decodePathPart(text) ?? text)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .slice(0, 100) || '-'
  );
}

const idOf = (value: unknown): number | undefined =>
  isRecord(value) && typeof value.id === 'number' && Number.isInteger(value.id) ? value.id : undefined;

function idTags(value: unknown, tag: (id: number) => string): string[] {
  const id = idOf(value);
  return id === undefined ? [] : [tag(id)];
}

/** A list: every product it shows, and its category, or `listing` when it is not one category's. */
function productListTags(json: unknown, query: URLSearchParams): string[] {
  const products = isRecord(json) && Array.isArray(json.products) ? json.products : [];
  const category = query.get('category');
  const narrowed = category && /^\d+$/.test(category) ? tagOf.category(category) : tagOf.listing;
  return [narrowed, ...products.flatMap((product) => idTags(product, tagOf.product))];
}

/** A product page: the product, its parts and related products, and its artist. */
function productDetailTags(json: unknown): string[] {
  if (!isRecord(json)) return [];
  const shown = [json, ...(Array.isArray(json.parts) ? json.parts : []), ...(Array.isArray(json.related) ? json.related : [])];
  return [...shown.flatMap((product) => idTags(product, tagOf.product)), ...idTags(json.artist, tagOf.artist)];
}

function artistListTags(json: unknown): string[] {
  const artists = isRecord(json) && Array.isArray(json.artists) ? json.artists : [];
  return [tagOf.content('artists'), ...artists.flatMap((artist) => idTags(artist, tagOf.artist))];
}

/** The tags of a catalog read's JSON answer (none for another call). */
export function catalogTags(call: UpstreamCall, json: unknown): string[] {
  const read = CATALOG_READS.find((candidate) => candidate.pattern.test(call.path));
  return read?.tags ? read.tags(json, call.query ?? new URLSearchParams(), call.path) : [];
}

/** The tags of a complete catalog answer (unparseable: none but its host's, added by worker/cache). */
function answerTags(read: CatalogRead, call: UpstreamCall) {
  return ({ body }: { body: Uint8Array }): string[] => {
    if (read.kind !== 'catalog') return [];
    try {
      return [...new Set(catalogTags(call, JSON.parse(new TextDecoder().decode(body))))];
    } catch {
      return [];
    }
  };
}

/** An artist's own preview of a poster's print file (GET /api/my/posters/{id}/image): personal, never kept. */
const ARTIST_PREVIEW = /^\/api\/my\/posters\/\d+\/image$/;
/** A shopper's photo for a photo poster (GET /api/photos/{file}): private to whoever has its random key, never kept. */
const PHOTO_READ = /^\/api\/photos\/[\w./-]+$/;

/** The kind of an answer that is no catalog read (its size limit). */
function otherKind(call: UpstreamCall): AnswerKind {
  if (ARTIST_PREVIEW.test(call.path)) return 'media';
  if (call.method === 'GET' && PHOTO_READ.test(call.path)) return 'photo';
  return 'other';
}

function checkRecord(value: unknown): unknown {
  if (!isRecord(value)) throw new Error('unexpected strings');
  return value;
}

/** sync-coupons answers an array (docs/api.md "POST /api/sync-coupons"; anything else is treated as empty: never kept). */
function checkCouponList(value: unknown): unknown {
  if (!Array.isArray(value)) throw new Error('unexpected coupon list');
  return value;
}

export function isCatalogPath(path: string): boolean {
  return CATALOG_READS.some((read) => read.pattern.test(path));
}

/** Whether a complete answer body is what its call promises: JSON that passes `check`, or an image. */
function answerCheck(check: (value: unknown) => unknown, kind: AnswerKind) {
  return (body: Uint8Array, headers: Headers): boolean => {
    if (kind === 'image' || kind === 'media' || kind === 'photo')
      return /^image\//i.test(headers.get('content-type') ?? '') && body.byteLength > 0;
    try {
      check(JSON.parse(new TextDecoder().decode(body)));
      return true;
    } catch {
      return false;
    }
  };
}

const parsedLimits = new WeakMap<object, Record<AnswerKind, number>>();

/** Per-kind limits from UPSTREAM_MAX_BYTES, read once per env object (the isolate's bindings). */
export function maxBytesOf(env: Pick<Env, 'UPSTREAM_MAX_BYTES'>): Record<AnswerKind, number> {
  let limits = parsedLimits.get(env);
  if (!limits) {
    limits = readLimits(env);
    parsedLimits.set(env, limits);
  }
  return limits;
}

/** A missing or invalid value keeps the default. */
function readLimits(env: Pick<Env, 'UPSTREAM_MAX_BYTES'>): Record<AnswerKind, number> {
  const limits = { ...DEFAULT_MAX_BYTES };
  const raw = objectVarOr(env.UPSTREAM_MAX_BYTES);
  for (const kind of ANSWER_KINDS) {
    const value = raw[kind];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) limits[kind] = value;
  }
  return limits;
}

export interface EdgeContext {
  env: Env;
  market: Market;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  /** The shopper's request, to tell whether it is personal. */
  request: Request;
  clock: () => number;
  /** A background re-render of a stale page: its reads must be fresh, not stale. */
  isRevalidating: boolean;
}

/** The edge context of a request. */
export function edgeOf(c: Context<AppEnv>): EdgeContext {
  return {
    env: c.env,
    market: c.var.market,
    ctx: c.executionCtx,
    request: c.req.raw,
    clock: clockOf(c.env),
    isRevalidating: isRevalidation(c.env),
  };
}

/**
 * Calls the commerce API through the edge cache where the policy allows it:
 * catalog GETs per the host's catalog policy, sync-coupons for 300000 ms keyed by host,
 * locale and the canonical request body; everything else goes straight through. Every
 * answer is held to its kind's size limit; a kept answer is checked first.
 */
export async function edgeCall(call: UpstreamCall, edge: EdgeContext): Promise<Response> {
  const { env, market, ctx, request, clock, isRevalidating } = edge;
  const catalogRead = call.method === 'GET' ? CATALOG_READS.find((read) => read.pattern.test(call.path)) : undefined;
  const kind = catalogRead?.kind ?? otherKind(call);
  const maxBytes = maxBytesOf(env)[kind];
  const load = async () =>
    limitResponse(await callUpstream(call, env, market), maxBytes, () =>
      Response.json({ error: `The commerce API answered more than ${maxBytes} bytes` }, { status: 502 }),
    );
  if (isPersonalRequest(request)) return load();

  const common = { ctx, clock, maxBytes, isRevalidating, load };
  if (catalogRead) {
    const policy = catalogPolicyFor(market.host, catalogPoliciesOf(env));
    return cached({
      ...common,
      key: cacheKey(call, market),
      policy,
      check: answerCheck(catalogRead.check, kind),
      tags: answerTags(catalogRead, call),
    });
  }
  if (call.method === 'POST' && call.path === '/api/sync-coupons' && typeof call.body === 'string') {
    const digest = await bodyDigest(canonicalJson(call.body));
    const key = `${cacheKey({ ...call, method: 'GET' }, market)}&body=${digest}`;
    const policy = { maxAge: SYNC_COUPONS_TTL_MS / 1000, staleWhileRevalidate: 0 };
    return cached({ ...common, key, policy, check: answerCheck(checkCouponList, kind) });
  }
  return load();
}

function cacheKey(call: UpstreamCall, market: Market): string {
  const url = upstreamUrl(`https://${market.host}`, call, market);
  url.searchParams.sort();
  return url.toString();
}

/** JSON text with object keys sorted, so equal bodies share one cache entry. */
export function canonicalJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
        : value,
    );
  } catch {
    return text;
  }
}
