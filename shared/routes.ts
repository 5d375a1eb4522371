/**
 * Paths of the browsing screens per language (docs/shop-rules.md "Routes"). Only product, product-tag and
 * product-category paths differ between languages; the words are in locales/paths.ts,
 * category paths come from the API (each category's `uri` / `uris`).
 */
import { PATH_WORDS } from '../locales/paths';
import type { LocaleCode } from './locales';
import { SEARCH_PATH } from './search-path';

export { SEARCH_PATH };
export { PATHS, PRIVATE_PATHS, isPrivatePath } from './site-paths';
export const ARTISTS_PATH = '/artists';
/** The element id paging links scroll to (`#grid`, docs/browse.md "Listings: paging, sorting, filters"). */
export const GRID_ANCHOR = 'grid';

export function productPath(code: LocaleCode, slug: string): string {
  return `/${PATH_WORDS[code].product}/${encodeURIComponent(slug)}`;
}

export function tagPath(code: LocaleCode, slug: string): string {
  return `/${PATH_WORDS[code].tag}/${encodeURIComponent(slug)}`;
}

/**
 * The gallery-wall designer's query parameter naming a poster (its product id) to put in
 * the first slot: "Try it on a wall" on a poster's page (docs/wall-designer.md). A shared
 * wall is `?wall=` (shared/gallery-wall/share-link.ts WALL_PARAM).
 */
export const DESIGNER_POSTER_PARAM = 'poster';

/** The gallery-wall designer of a language: `/{its designer word}` (locales/paths.ts), e.g. /bilderwand. */
export function designerPath(code: LocaleCode, query?: URLSearchParams): string {
  const path = `/${PATH_WORDS[code].designer}`;
  return query ? withQuery(path, query) : path;
}

/** The designer with a poster (product id) in its first slot: "Try it on a wall". */
export function designerPathWithPoster(code: LocaleCode, productId: number): string {
  return designerPath(code, new URLSearchParams({ [DESIGNER_POSTER_PARAM]: String(productId) }));
}

export function artistPath(slug: string): string {
  return `${ARTISTS_PATH}/${encodeURIComponent(slug)}`;
}

/** `/search-results?query=…` (plus `&page=N` after the first page). */
export function searchPath(query: string, page = 1): string {
  const params = new URLSearchParams({ query });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

/** Which screen a `/{word}/{slug}` path of a language is, if any. */
export function wordRoute(code: LocaleCode, word: string): 'product' | 'tag' | null {
  const words = PATH_WORDS[code];
  if (word === words.product) return 'product';
  if (word === words.tag) return 'tag';
  return null;
}

/**
 * Per-language paths of a page from its per-language slugs. A language the API gives no
 * slug for is left out: the page does not exist there, so no hreflang may name it (the
 * start page it could fall back to would not name this page back).
 */
export function translatedPaths(
  slugs: Partial<Record<LocaleCode, string>>,
  pathOf: (code: LocaleCode, slug: string) => string,
  codes: readonly LocaleCode[],
): Partial<Record<LocaleCode, string>> {
  return Object.fromEntries(
    codes.flatMap((code) => {
      const slug = slugs[code];
      return slug ? [[code, pathOf(code, slug)]] : [];
    }),
  ) as Partial<Record<LocaleCode, string>>;
}

/** A path with a query appended (`?…`), leaving out empty queries. */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
