/**
 * A signed-in artist's wishlist (docs/accounts.md "The wishlist across sign-in"): the rules
 * the commerce API's saved wishlist (POST /api/my/wishlist/merge) and the browser share.
 * An entry names a product, never a size (docs/cart.md "Cart rules"), so its product id is
 * its identity: one id is one entry. Pure: no I/O, no clock.
 */
import { WISHLIST_LIMITS, type WishlistItem } from './schemas/cart';

/** A saved wishlist holds what the browser's holds (and sync-wishlist takes): 200 entries. */
export const MAX_WISHLIST_ENTRIES = WISHLIST_LIMITS.items;

/** The entry's display fields that are given (an absent one never blanks a known one). */
function withFieldsOf(entry: WishlistItem, newer: WishlistItem): WishlistItem {
  const merged: WishlistItem = { ...entry };
  if (newer.thumb !== undefined) merged.thumb = newer.thumb;
  if (newer.name !== undefined) merged.name = newer.name;
  if (newer.slug !== undefined) merged.slug = newer.slug;
  return merged;
}

/**
 * `saved` with `incoming` added: saved entries keep their order, entries new to the list
 * follow in their own order, a product already listed is not listed again (it keeps its
 * place and takes the newer entry's display fields, which the browser refreshes in the
 * page's language), and entries past `max` are left out, newest first: a full saved list
 * takes nothing more. Repeats within either list collapse the same way, so
 * `mergeWishlists([], entries)` is `entries` without repeats.
 */
export function mergeWishlists(
  saved: readonly WishlistItem[],
  incoming: readonly WishlistItem[],
  max: number = MAX_WISHLIST_ENTRIES,
): WishlistItem[] {
  const byId = new Map<number, WishlistItem>();
  for (const entry of [...saved, ...incoming]) {
    const known = byId.get(entry.id);
    if (known) byId.set(entry.id, withFieldsOf(known, entry));
    else if (byId.size < max) byId.set(entry.id, { ...entry });
  }
  return [...byId.values()];
}

/**
 * The server's answer to a merge, with what the shopper changed while it was on its way:
 * entries removed since `sent` stay out, entries added since are appended (within `max`).
 * Without changes (`current` holds what was sent) it is the answer itself.
 */
export function withChangesSince(
  answer: readonly WishlistItem[],
  sent: readonly WishlistItem[],
  current: readonly WishlistItem[],
  max: number = MAX_WISHLIST_ENTRIES,
): WishlistItem[] {
  const sentIds = new Set(sent.map((entry) => entry.id));
  const currentIds = new Set(current.map((entry) => entry.id));
  const kept = answer.filter((entry) => !sentIds.has(entry.id) || currentIds.has(entry.id));
  return mergeWishlists(
    kept,
    current.filter((entry) => !sentIds.has(entry.id)),
    max,
  );
}

/** Whether two lists hold the same products in the same order (display fields aside). */
export function isSameWishlist(a: readonly WishlistItem[], b: readonly WishlistItem[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry.id === b[index]?.id);
}
