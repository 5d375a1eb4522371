/**
 * The results page's path (docs/browse.md "Header search"), on its own so the header search's first-load chunk
 * does not pull in the per-language path words (shared/routes re-exports it).
 */
export const SEARCH_PATH = '/search-results';
