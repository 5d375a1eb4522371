import { PATH_WORDS } from '../../locales/paths';
import { NOT_PAGE_PATHS, PRIVATE_PATHS } from '../../shared/site-paths';
import { ASSETS_PATH } from './headers-file';

/**
 * The shop's speculation rules (docs/site.md "Instant navigation"): one static JSON file the
 * platform serves (ADR 0015), named by the `Speculation-Rules` header of every public page
 * (worker/middleware/speculation). A header rather than an inline
 * `<script type="speculationrules">`: no HTML bytes, nothing for the page's
 * Content-Security-Policy to allow, and the same bytes for every language.
 *
 * Document rules, so the browser picks the links itself from each page:
 * - prefetch, moderate (the pointer rests on a link about 200 ms, or presses it): any link
 *   to a page of this shop, which covers every product and category path of every
 *   language (category paths are the API's translated slugs, so no word can name them);
 * - prerender, moderate: links to a product page (`/{product word}/{slug}` of each language).
 * Never either: a personal or state-changing path (PRIVATE_PATHS: checkout, account,
 * sign-in and -out, the custom poster render), what is no page (the API, error reports,
 * one-click unsubscribe, the static files, the feeds), the Worker's own `/__…` paths (the
 * operator view), and any link with a query: `?atc=` adds to the cart, and searches and
 * filters are not what a shopper hovers on the way to a poster. A page marked
 * `data-save-data` on its root (a 2g connection or Save-Data: client/site/boot.ts) speculates
 * nothing; Chromium itself speculates nothing with Save-Data, Energy Saver on low battery,
 * under memory pressure or with "Preload pages" off.
 */
export const SPECULATION_RULES_FILE = 'speculation-rules.json';
export const SPECULATION_RULES_PATH = `${ASSETS_PATH}${SPECULATION_RULES_FILE}`;
/** The type a browser requires of a rules file named by the header (HTML "speculation rules"). */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';
/** Set on `<html>` by the client when the shopper saves data or is on 2g. */
export const SAVE_DATA_ATTRIBUTE = 'data-save-data';

/** A URL pattern for a path and everything below it (`/checkout`, `/checkout/…`). */
const pathAndBelow = (path: string) => `${path}{/*}?`;

const never = [
  ...[...PRIVATE_PATHS, ...NOT_PAGE_PATHS].map((path) => ({ not: { href_matches: pathAndBelow(path) } })),
  { not: { href_matches: '/__*' } },
  // A non-empty query (URL pattern syntax: `\?` ends the path, `(.+)` is at least one character).
  { not: { href_matches: '/*\\?(.+)' } },
  { not: { selector_matches: `:root[${SAVE_DATA_ATTRIBUTE}] *` } },
];

const productWords = [...new Set(Object.values(PATH_WORDS).map((words) => words.product))].sort();

export interface SpeculationRules {
  prefetch: { where: { and: object[] }; eagerness: 'moderate' }[];
  prerender: { where: { and: object[] }; eagerness: 'moderate' }[];
}

export function speculationRules(): SpeculationRules {
  return {
    prefetch: [{ where: { and: [{ href_matches: '/*' }, ...never] }, eagerness: 'moderate' }],
    prerender: [
      {
        where: { and: [{ or: productWords.map((word) => ({ href_matches: `/${word}/*` })) }, ...never] },
        eagerness: 'moderate',
      },
    ],
  };
}
