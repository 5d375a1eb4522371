/** Cart and wishlist islands (issue 4), each loaded on demand by client/entry.ts. */
export const CART_ISLANDS = {
  AddToCartButton: () => import('./AddToCartButton'),
  CartDrawers: () => import('./CartDrawers'),
  CartToggle: () => import('./CartToggle'),
  WishlistButton: () => import('./WishlistButton'),
  WishlistToggle: () => import('./WishlistToggle'),
} as const;
