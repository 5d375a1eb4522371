/** Cart and wishlist islands (issue 4), each loaded on demand by client/entry.ts. */
export const CART_ISLANDS = {
  CartToggle: () => import('./CartToggle'),
  WishlistToggle: () => import('./WishlistToggle'),
} as const;
