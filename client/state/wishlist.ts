/**
 * The wishlist (docs/cart.md "Cart rules"): a toggle per product, synced by the sync loop when not empty.
 * While an artist is signed in it is also their saved wishlist (./wishlist-account.ts,
 * docs/accounts.md "The wishlist across sign-in"); `account` says whose list it is.
 */
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
  /**
   * The signed-in artist (display name) whose saved wishlist the items are, once merged
   * with it; null: a guest's list, never merged into an account.
   */
  account: string | null;
}

export const state = proxy<WishlistState>({ items: [], isOpen: false, account: null });

/**
 * 'change': the shopper's; 'restore': storage or another tab, not synced; 'account': the
 * signed-in artist's saved list came in or an artist's list left (not the shopper's change,
 * but the sync loop refreshes its display fields).
 */
export type WishlistChange = 'change' | 'restore' | 'account';
const changes = createSignal<WishlistChange>();
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

/** The signed-in artist's saved list (the merge's answer, ./wishlist-account.ts): the items are now theirs. */
export function applyAccountWishlist(items: WishlistItem[], account: string): void {
  Object.assign(state, { items, account });
  changes.emit('account');
}

/**
 * Signed out: an artist's list leaves this browser (it is saved with their account, and the
 * next guest or artist here must not get it); a guest's list stays.
 */
export function forgetAccountWishlist(): void {
  if (state.account === null) return;
  Object.assign(state, { items: [], account: null });
  changes.emit('account');
}

export type StoredWishlist = Pick<WishlistState, 'items' | 'account'>;

export function storedWishlist(): StoredWishlist {
  const { items, account } = snapshot(state);
  return { items: items as WishlistItem[], account };
}

export function parseStoredWishlist(value: unknown): StoredWishlist {
  const items = isRecord(value) ? listOf(value.items, parseWishlistItem) : [];
  const account = isRecord(value) && typeof value.account === 'string' ? value.account : null;
  return { items: uniqueBy(items, (item) => item.id).slice(0, MAX_WISHLIST_ITEMS), account };
}

export function restoreWishlist(value: unknown): void {
  Object.assign(state, parseStoredWishlist(value));
  changes.emit('restore');
}
