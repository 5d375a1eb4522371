/**
 * The results page's path (SPEC 2), on its own so the header search's first-load chunk
 * does not pull in the per-language path words (shared/routes re-exports it).
 */
export const SEARCH_PATH = '/search-results';
