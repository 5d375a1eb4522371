/** The islands the client entry knows how to load; each is a lazily loaded chunk. */
export const ISLANDS = {
  CartToggle: () => import('./CartToggle'),
  WishlistToggle: () => import('./WishlistToggle'),
} as const;

export type IslandName = keyof typeof ISLANDS;
