/** The catalog pages that may have a cache policy of their own (README "Caching"): no imports, the build's configuration check reads it too. */
export const PAGE_KINDS = ['start', 'category', 'product', 'content'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export function isPageKind(value: unknown): value is PageKind {
  return PAGE_KINDS.includes(value as PageKind);
}

/**
 * The internal header a catalog page's answer carries its kind in (worker/middleware/page-cache):
 * stored with the page, so a stored page is judged by its kind's policy, and removed before
 * the answer leaves the Worker.
 */
export const PAGE_KIND_HEADER = 'x-artlane-page-kind';
