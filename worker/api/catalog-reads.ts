/**
 * Which commerce API calls are catalog reads (the same for every shopper of a domain, kept
 * at the edge per the catalog policy), each with the check its answer must pass before it
 * is kept (the shape the pages read) and the tags a catalog change purges it by
 * (docs/operations.md "Refresh on change"); and the size-limit kind of every other call.
 */
import { tags as tagOf } from '../../shared/cache-tags';
import { decodePathPart } from '../../shared/http/path';
import { isRecord } from '../../shared/json';
import type { AnswerKind } from './answer-kinds';
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
import type { UpstreamCall } from './upstream';

export interface CatalogRead {
  pattern: RegExp;
  kind: AnswerKind;
  check: (value: unknown) => unknown;
  /** What the answer shows (shared/cache-tags.ts), from its JSON and the call's query; none: its host's only. */
  tags?: (json: unknown, query: URLSearchParams, path: string) => string[];
  /**
   * Its address names its bytes for good (a picture copy, ADR 0020): browsers and the edge keep
   * it a year (`immutable`, IMMUTABLE_POLICY) instead of the host's catalog policy.
   */
  immutable?: true;
}

/** GET paths whose answers are the same for every shopper of a domain. */
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
  // A public copy of an artist's upload or of the seed's catalog art (services/commerce/src/media/variants.ts):
  // an upload's key changes with every upload (media/uploads.ts), catalog art is keyed by its bytes' hash.
  {
    pattern: /^\/api\/media\/(?:artists|catalog)\/[\w./-]+\/\d{2,5}\.(?:webp|jpg|avif)$/,
    kind: 'media',
    check: () => undefined,
    immutable: true,
  },
  { pattern: /^\/api\/media\/(?:artists|catalog)\/[\w./-]+$/, kind: 'media', check: () => undefined },
  { pattern: /^\/api\/artists$/, kind: 'catalog', check: checkArtistList, tags: artistListTags },
  { pattern: /^\/api\/artists\/[^/]+$/, kind: 'catalog', check: checkArtist, tags: (json) => idTags(json, tagOf.artist) },
  { pattern: /^\/api\/tags$/, kind: 'catalog', check: checkTagList, tags: content('tags') },
  { pattern: /^\/api\/tags\/[^/]+$/, kind: 'catalog', check: checkTag, tags: content('tags') },
  { pattern: /^\/content\/site-reviews$/, kind: 'catalog', check: checkReviews, tags: content('reviews') },
  // The commerce API's OpenAPI document (docs/api.md "The contract"), for upstream integrators on every domain.
  { pattern: /^\/api\/openapi\.json$/, kind: 'catalog', check: checkOpenApiDocument, tags: content('api') },
];

/** The catalog read a call is, if it is one (GET only). */
export function catalogReadOf(call: UpstreamCall): CatalogRead | undefined {
  return call.method === 'GET' ? CATALOG_READS.find((read) => read.pattern.test(call.path)) : undefined;
}

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
export function answerTags(read: CatalogRead, call: UpstreamCall) {
  return ({ body }: { body: Uint8Array }): string[] => {
    if (read.kind !== 'catalog') return [];
    try {
      const known = justChecked.get(body);
      const json = known?.json ?? JSON.parse(new TextDecoder().decode(body));
      // The tags were what the JSON itself was kept for; the page read needs the check's value only.
      if (known) known.json = undefined;
      return [...new Set(catalogTags(call, json))];
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
export function otherKind(call: UpstreamCall): AnswerKind {
  if (ARTIST_PREVIEW.test(call.path)) return 'media';
  if (call.method === 'GET' && PHOTO_READ.test(call.path)) return 'photo';
  return 'other';
}

/** An OpenAPI document: an object naming its version and its paths. */
function checkOpenApiDocument(value: unknown): unknown {
  if (!isRecord(value) || typeof value.openapi !== 'string' || !isRecord(value.paths)) throw new Error('unexpected API document');
  return value;
}

function checkRecord(value: unknown): unknown {
  if (!isRecord(value)) throw new Error('unexpected strings');
  return value;
}

/** sync-coupons answers an array (docs/api.md "POST /api/sync-coupons"; anything else is treated as empty: never kept). */
export function checkCouponList(value: unknown): unknown {
  if (!Array.isArray(value)) throw new Error('unexpected coupon list');
  return value;
}

/** Whether a complete answer body is what its call promises: JSON that passes `check`, or an image. */
export function answerCheck(check: (value: unknown) => unknown, kind: AnswerKind) {
  return (body: Uint8Array, headers: Headers): boolean => {
    if (kind === 'image' || kind === 'media' || kind === 'photo')
      return /^image\//i.test(headers.get('content-type') ?? '') && body.byteLength > 0;
    try {
      const json: unknown = JSON.parse(new TextDecoder().decode(body));
      keepChecked(body, { json, check, value: check(json) });
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * What answerCheck made of the bodies it passed last: their JSON and their check's value. The
 * answer's tags (answerTags, when it is stored) and the page read that asked for it
 * (./client.ts) take them from here instead of parsing the same bytes again: a catalog read
 * loaded afresh was parsed three times and checked twice, and a background re-render's reads
 * are all loaded afresh (issue 27, "pages past their max-age"). Keyed by the bytes' own
 * Uint8Array, which the stored entry keeps; only the last few, and none of a large body, are
 * held (an isolate has 128 MB): a read that finds nothing parses and checks as before.
 */
interface JustChecked {
  json: unknown;
  check: (value: unknown) => unknown;
  value: unknown;
}
const justChecked = new Map<Uint8Array, JustChecked>();
const JUST_CHECKED_KEPT = 16;
const JUST_CHECKED_MAX_BYTES = 256 * 1024;

function keepChecked(body: Uint8Array, checked: JustChecked): void {
  if (body.byteLength > JUST_CHECKED_MAX_BYTES) return;
  justChecked.set(body, checked);
  for (const [oldest] of justChecked) {
    if (justChecked.size <= JUST_CHECKED_KEPT) break;
    justChecked.delete(oldest);
  }
}

/**
 * The value `check` gave for these bytes when the edge cache checked them (answerCheck), taken
 * once; undefined when they were checked by another check, or too long ago.
 */
export function takeChecked(body: Uint8Array, check: (value: unknown) => unknown): { value: unknown } | undefined {
  const known = justChecked.get(body);
  if (!known || known.check !== check) return undefined;
  justChecked.delete(body);
  return { value: known.value };
}
