/**
 * Reading the shop's browser storage (key h057, SPEC 3). What comes back is checked:
 * corrupt or foreign data yields an empty value, never an exception.
 * The full cart/wishlist state modules build on this (issue 4).
 */
export const STORAGE_KEY = 'h057';

export interface PersistedShape {
  cart?: { items?: { quantity?: unknown }[] };
  wishlist?: { items?: unknown[] };
}

export function readPersisted(storage: Pick<Storage, 'getItem'> | undefined): PersistedShape {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PersistedShape) : {};
  } catch {
    return {};
  }
}

/** Number of pieces in the stored cart; 0 for anything malformed. */
export function cartCount(data: PersistedShape): number {
  const items = Array.isArray(data.cart?.items) ? data.cart.items : [];
  return items.reduce((sum, item) => {
    const q = item && typeof item === 'object' ? item.quantity : 0;
    return sum + (typeof q === 'number' && Number.isInteger(q) && q > 0 && q <= 5000 ? q : 0);
  }, 0);
}

export function wishlistCount(data: PersistedShape): number {
  return Array.isArray(data.wishlist?.items) ? data.wishlist.items.length : 0;
}
