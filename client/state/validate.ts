/**
 * What comes back from browser storage or the server, read with the tolerant schemas of
 * shared/schemas/cart: identity, quantity and price must be right or the entry is dropped;
 * display fields fall back to neutral values, so one odd field never costs the shopper a
 * whole cart.
 *
 * What the sync loop sends back (sku, uuid, ids, metadata, added_by_coupon; wishlist ids
 * and display fields) is held to the API's limits (LINE_LIMITS, docs/api.md): the API
 * refuses a whole call for one value beyond them, so a single bad entry in storage would
 * otherwise block every sync of the page.
 */
import * as v from 'valibot';
import { storedCartLine, storedWishlistItem, type ServerLine } from '../../shared/schemas/cart';
import type { WishlistItem } from '../../shared/types';

export const stringOr = <T>(value: unknown, fallback: T): string | T => (typeof value === 'string' ? value : fallback);

/** Keeps the entries `parse` accepts; anything but an array is an empty list. */
export function listOf<T>(value: unknown, parse: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(parse).filter((item): item is T => item !== null) : [];
}

const parser =
  <T extends v.GenericSchema>(schema: T) =>
  (value: unknown): v.InferOutput<T> | null => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : null;
  };

/** A cart line; its uuid may be missing (server-added lines), storage callers require it. */
export const parseCartLine: (value: unknown) => ServerLine | null = parser(storedCartLine);

/** sync-wishlist takes display fields of at most WISHLIST_LIMITS.field characters; longer ones are left out. */
export const parseWishlistItem: (value: unknown) => WishlistItem | null = parser(storedWishlistItem);

/** Drops later entries whose key repeats an earlier one (storage edited by hand, races). */
export function uniqueBy<T>(items: T[], key: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}
