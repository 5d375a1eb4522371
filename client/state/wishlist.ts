/** The wishlist (SPEC 3 and 4): a toggle per product, synced by the sync loop when not empty. */
import { proxy, snapshot } from 'valtio/vanilla';
import { WISHLIST_LIMITS } from '../../shared/cart';
import type { WishlistItem } from '../../shared/types';
import { trackItems } from './analytics';
import { createSignal } from './signal';
import { isRecord } from '../../shared/json';
import { listOf, parseWishlistItem, uniqueBy } from './validate';

export interface WishlistState {
  items: WishlistItem[];
  isOpen: boolean;
}

export const state = proxy<WishlistState>({ items: [], isOpen: false });

/** 'change': the shopper's; 'restore': storage or another tab, not synced. */
const changes = createSignal<'change' | 'restore'>();
export const onWishlistChange = changes.listen;

export function isInWishlist(id: number): boolean {
  return state.items.some((item) => item.id === id);
}

/** sync-wishlist takes at most this many items (docs/api.md); one more would fail every sync. */
const MAX_WISHLIST_ITEMS = WISHLIST_LIMITS.items;

/** Adds the item if absent (unless the list is full), removes it if present; true when it is now in the list. */
export function toggleWishlist(item: WishlistItem): boolean {
  const isAdding = !isInWishlist(item.id);
  if (isAdding && state.items.length >= MAX_WISHLIST_ITEMS) return false;
  state.items = isAdding ? [...state.items, { ...item }] : state.items.filter((known) => known.id !== item.id);
  trackItems(isAdding ? 'add_to_wishlist' : 'remove_from_Wishlist', [
    { item_id: String(item.id), item_name: item.name ?? '', quantity: 1 },
  ]);
  changes.emit('change');
  return isAdding;
}

export function removeFromWishlist(id: number): void {
  const item = state.items.find((known) => known.id === id);
  if (item) toggleWishlist(item);
}

export function openWishlist(): void {
  state.isOpen = true;
}
export function closeWishlist(): void {
  state.isOpen = false;
}
export function toggleWishlistDrawer(): void {
  state.isOpen = !state.isOpen;
}

/** The server's updated list (sync-wishlist answer): not a shopper's change. */
export function applyServerWishlist(items: WishlistItem[]): void {
  state.items = items;
}

export type StoredWishlist = Pick<WishlistState, 'items'>;

export function storedWishlist(): StoredWishlist {
  return { items: snapshot(state).items as WishlistItem[] };
}

export function parseStoredWishlist(value: unknown): StoredWishlist {
  const items = isRecord(value) ? listOf(value.items, parseWishlistItem) : [];
  return { items: uniqueBy(items, (item) => item.id).slice(0, MAX_WISHLIST_ITEMS) };
}

export function restoreWishlist(value: unknown): void {
  state.items = parseStoredWishlist(value).items;
  changes.emit('restore');
}
