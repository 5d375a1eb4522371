import type { IslandSpec } from '../names';

/**
 * Cart and wishlist islands (issue 4). The header toggles and the card buttons are plain
 * DOM code (./controls, at load); the drawers are React, rendered when first opened.
 */
export const CART_ISLANDS = {} satisfies Record<string, IslandSpec>;
