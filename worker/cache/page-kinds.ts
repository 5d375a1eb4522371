/** The catalog pages that may have a cache policy of their own (README "Caching"): no imports, the build's configuration check reads it too. */
export const PAGE_KINDS = ['start', 'category', 'product', 'content'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
