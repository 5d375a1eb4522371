/** Browsing islands (issue 3), each loaded on demand by client/entry.ts. */
export const BROWSE_ISLANDS = {
  HeaderSearch: () => import('./HeaderSearch'),
  ProductPurchase: () => import('./ProductPurchase'),
  RecentlyViewed: () => import('./RecentlyViewed'),
  ListingControls: () => import('./ListingControls'),
} as const;
