import { use, type ReactNode } from 'react';
import { LOCALE_CODES, type LocaleCode } from '../../shared/locales';
import { renderToHtml } from './render-to-html';

/**
 * HTML of page parts that are the same for many requests (the header with its menus, the
 * mobile menu, the selling points, the footer, product cards), rendered once per isolate
 * and reused as a string (docs/site.md, "Render cost").
 *
 * React's streaming renderer writes every tag, attribute and text as its own encoded chunk,
 * so a page's cost grows with its number of elements, and about two thirds of them are the
 * shop's chrome. A part rendered here costs one map lookup and one chunk on later requests;
 * its element is written by the page as the host of the HTML (`dangerouslySetInnerHTML`),
 * so the markup is byte for byte what rendering the children would give.
 *
 * The rules for a part:
 * - its key names everything its HTML depends on: the language (translations, formats),
 *   the data it shows (as JSON), any other input. The build needs no place in the key: a new
 *   build runs in new isolates;
 * - it holds nothing of one request or one answer: no nonce (CSP, worker/middleware/
 *   security-headers), no request context (it renders outside the page's providers), nothing
 *   personal; per-page links are placeholders filled in per request (`withAlternates`);
 * - no Suspense inside, and no element React hoists or preloads from the page (title, meta,
 *   link, an image that is not lazy): those behave differently outside the page's render.
 *
 * Held in a small LRU bounded in entries and characters (an isolate has 128 MB). A part is
 * found by the data it shows (`data`, a long JSON text that stays apart from the short key,
 * so that no request builds a key of thousands of characters) and its key.
 */
export const MAX_PARTS = 2_000;
export const MAX_PART_CHARS = 4_000_000;

interface Part {
  data: string;
  key: string;
  value: string;
  /** `value` as a settled promise React can read at once (`prerendered`). */
  settled: Promise<string>;
}

/** data -> key -> part. */
const byData = new Map<string, Map<string, Part>>();
/** Every part, the least recently used first. */
const order = new Set<Part>();
let chars = 0;

/** The part kept for `key` and `data`, now the most recently used; undefined if none. */
function recall(key: string, data: string): Part | undefined {
  const known = byData.get(data)?.get(key);
  if (known) {
    order.delete(known);
    order.add(known); // most recently used last
  }
  return known;
}

/**
 * A promise of `value` that says it is settled, the way React marks the promises it has
 * seen (`status`, `value`): `use()` returns its value at once instead of suspending.
 */
const settledPromise = (value: string): Promise<string> => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

/** Keeps `value` for `key` and `data` (unless one is kept already, or it is too large to share the room). */
function keep(key: string, value: string, data: string): Part {
  const known = recall(key, data);
  if (known) return known;
  const part = { data, key, value, settled: settledPromise(value) };
  const size = sizeOf(part);
  if (size > MAX_PART_CHARS / 16) return part; // one large part must not flush the rest
  let parts = byData.get(data);
  if (!parts) byData.set(data, (parts = new Map()));
  parts.set(key, part);
  order.add(part);
  chars += size;
  for (const oldest of order) {
    if (order.size <= MAX_PARTS && chars <= MAX_PART_CHARS) break;
    order.delete(oldest);
    chars -= sizeOf(oldest);
    const group = byData.get(oldest.data)!;
    group.delete(oldest.key);
    if (group.size === 0) byData.delete(oldest.data);
  }
  return part;
}

/** The string `make()` gives for `key` and `data`, made once and kept while it is used. */
export function remembered(key: string, make: () => string, data = ''): string {
  return (recall(key, data) ?? keep(key, make(), data)).value;
}

/** The string kept for `key` and `data`, if any (nothing is made). */
export function recalled(key: string, data = ''): string | undefined {
  return recall(key, data)?.value;
}

/** Keeps `value` for `key` and `data` and returns what is kept (the first value kept wins). */
export function remember(key: string, value: string, data = ''): string {
  return keep(key, value, data).value;
}

/** A part's characters: its key and value, and its data (shared by a group, counted for each part: an upper bound). */
const sizeOf = ({ data, key, value }: Part) => data.length + key.length + value.length;

/**
 * The HTML of `render()` for `key` and `data` (what it shows, see `keyOf`), rendered once.
 * Call it while React renders a component (it uses `use`): the first time, the part is
 * rendered by the page's own renderer build (`renderToHtml`, asynchronous) and the component
 * suspends until it is kept; later calls find it at once.
 *
 * Every call goes through `use`, also for a part that is kept: React replays a component
 * that suspended by the order of its `use` calls (the n-th call gets the n-th promise of
 * the suspended render), so a component that shows several parts must make the same calls
 * in the same order on every render, whichever parts were kept meanwhile.
 */
export function prerendered(key: string, render: () => ReactNode, data = ''): string {
  const part = recall(key, data);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- called by components as they render; `use` (unlike other hooks) may be called in conditions and loops, so the callers need no hook names
  return use(part ? part.settled : renderToHtml(render()).then((html) => keep(key, html, data).value));
}

/** What the cache holds now (tests). */
export function prerenderedSize(): { parts: number; chars: number } {
  return { parts: order.size, chars };
}

/** Empties the cache (tests). */
export function forgetPrerendered(): void {
  byData.clear();
  order.clear();
  chars = 0;
}

/** A key made of `pieces`, each prefixed by its length so that no two lists share a key. */
export function partKey(...pieces: string[]): string {
  return pieces.map((piece) => `${piece.length}:${piece}`).join('');
}

/**
 * A stable key for data a part shows, computed once per object (answers are parsed anew
 * for each request, so the object lives as long as its request).
 */
const keys = new WeakMap<object, string>();
export function keyOf(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data) ?? 'undefined';
  let key = keys.get(data);
  if (key === undefined) keys.set(data, (key = JSON.stringify(data)));
  return key;
}

/**
 * Links to this page in each language (the language switcher) differ from page to page, so
 * a part renders placeholders in their place: private-use characters around the language
 * code, which React writes as they are and no URL of ours contains.
 */
export const ALTERNATE_PLACEHOLDERS = Object.fromEntries(LOCALE_CODES.map((code) => [code, `\uE000${code}\uE000`])) as Record<
  LocaleCode,
  string
>;
const PLACEHOLDER_HREF = / href="\uE000([a-z]{2})\uE000"/;

/** Parts with placeholders, split at them: [text, code, text, code, ..., text]. */
const templates = new Map<string, string[]>();
const MAX_TEMPLATES = 64;

/**
 * `html` with each placeholder link replaced by this page's link, written as React writes an
 * href. The part is split at its placeholders once; the page's copy is joined from the
 * pieces (the engine joins strings without copying them until they are written).
 */
export function withAlternates(html: string, alternates: Partial<Record<LocaleCode, string>>): string {
  let pieces = templates.get(html);
  if (!pieces) {
    pieces = html.split(PLACEHOLDER_HREF);
    if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value!);
    templates.set(html, pieces);
  }
  let out = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) {
    const href = alternates[pieces[i] as LocaleCode];
    // React leaves out a link's missing href (and keeps an empty one).
    if (href !== undefined && href !== null) out += ` href="${escapeAttribute(sanitizeUrl(href))}"`;
    out += pieces[i + 1]!;
  }
  return out;
}

/** React's guard against javascript: URLs in href (react-dom, sanitizeURL). */
const JAVASCRIPT_URL =
  // eslint-disable-next-line no-control-regex -- React's own pattern, control characters included
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
function sanitizeUrl(url: string): string {
  return JAVASCRIPT_URL.test(url) ? "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')" : url;
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** An attribute value escaped as React escapes it (react-dom, escapeTextForBrowser). */
export function escapeAttribute(value: string): string {
  return value.replace(/["&'<>]/g, (character) => ESCAPES[character]!);
}
