/**
 * Rules of the header search (docs/browse.md "Header search") as pure functions: when the dropdown opens,
 * when a request is sent, what Enter does, and which options the listbox offers.
 */
import type { LocaleCode } from './locales';
import { productPath, searchPath } from './routes';
import { ImageType, type SearchHint, type ProductSummary } from './types';

export const SEARCH_DEBOUNCE_MS = 350;
/** The API refuses longer queries (docs/api.md). */
export const MAX_QUERY_LENGTH = 100;
/** Products shown in the dropdown; the results page shows the rest. */
export const DROPDOWN_PRODUCTS = 6;
/** Hints shown in the dropdown. */
export const DROPDOWN_HINTS = 4;

/** Trimmed, inner whitespace collapsed, at most MAX_QUERY_LENGTH characters. */
export function normalizeQuery(text: string): string {
  return [...text.trim().replace(/\s+/g, ' ')].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

const length = (text: string) => [...normalizeQuery(text)].length;

/** docs/browse.md "Header search": the dropdown opens only when the trimmed input is longer than 1 character. */
export function isDropdownOpen(text: string): boolean {
  return length(text) > 1;
}

/** docs/browse.md "Header search": a request is sent only when the trimmed input is longer than 2 characters. */
export function shouldRequest(text: string): boolean {
  return length(text) > 2;
}

/** docs/browse.md "Header search": Enter needs more than 1 character. */
export function canSubmit(text: string): boolean {
  return length(text) > 1;
}

/** Next active option for an arrow key: wraps around; -1 means none (the input itself). */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  const next = current + delta;
  return next < 0 || next >= count ? -1 : next;
}

export interface SearchOption {
  id: string;
  kind: 'hint' | 'product' | 'all';
  href: string;
  label: string;
  /** A hint's place (its url_title), a product's artist. */
  detail?: string;
  thumb?: { url: string; w: number; h: number };
}

/** Only paths on this site: a hint can never send the shopper elsewhere. */
export function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The listbox: hints, then products, then "all results" (what Enter on the input does). */
export function searchOptions(
  query: string,
  hints: readonly SearchHint[],
  products: readonly ProductSummary[],
  code: LocaleCode,
): SearchOption[] {
  const options: SearchOption[] = [];
  for (const hint of hints.filter((h) => isLocalPath(h.url)).slice(0, DROPDOWN_HINTS)) {
    options.push({ id: `hint-${hint.id}`, kind: 'hint', href: hint.url, label: hint.hint, detail: hint.url_title });
  }
  for (const product of products.slice(0, DROPDOWN_PRODUCTS)) {
    const thumb = product.images.find((image) => image.t === ImageType.Thumb) ?? product.images[0];
    options.push({
      id: `product-${product.id}`,
      kind: 'product',
      href: productPath(code, product.slug),
      label: product.name,
      ...(product.artist ? { detail: product.artist.name } : {}),
      ...(thumb ? { thumb: { url: thumb.url, w: thumb.w, h: thumb.h } } : {}),
    });
  }
  if (canSubmit(query)) options.push({ id: 'all', kind: 'all', href: searchPath(normalizeQuery(query)), label: normalizeQuery(query) });
  return options;
}

/** The query parameter of the results page: normalised, or null when there is nothing to search. */
export function parseSearchParam(value: string | null | undefined): string | null {
  const query = normalizeQuery(value ?? '');
  return canSubmit(query) ? query : null;
}
