/**
 * The cart area's lazily loaded chunks (the first-load budget, README "Performance"):
 * the drawers load on first open (or when the pointer nears a toggle), the sync loop once
 * there is something to sync. Each loader starts its download once and can be called early.
 */
let cartDrawer: Promise<typeof import('./drawers/CartDrawer')> | undefined;
let wishlistDrawer: Promise<typeof import('./drawers/WishlistDrawer')> | undefined;

export const loadCartDrawer = () => (cartDrawer ??= import('./drawers/CartDrawer'));
export const loadWishlistDrawer = () => (wishlistDrawer ??= import('./drawers/WishlistDrawer'));
