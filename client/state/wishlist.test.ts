import { fc, test } from '@fast-check/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetClientState } from './testing';
import {
  applyAccountWishlist,
  forgetAccountWishlist,
  isInWishlist,
  onWishlistChange,
  parseStoredWishlist,
  removeFromWishlist,
  state,
  toggleWishlist,
} from './wishlist';

let pushed: Record<string, unknown>[];
let changes: string[];

beforeEach(() => {
  pushed = resetClientState();
  changes = [];
  return onWishlistChange((change) => changes.push(change));
});

describe('wishlist', () => {
  it('toggling adds an absent item and removes a present one', () => {
    expect(toggleWishlist({ id: 7, name: 'Mountains' })).toBe(true);
    expect(isInWishlist(7)).toBe(true);
    expect(toggleWishlist({ id: 7 })).toBe(false);
    expect(state.items).toEqual([]);
    expect(changes).toEqual(['change', 'change']);
  });

  it('pushes add_to_wishlist and remove_from_Wishlist', () => {
    toggleWishlist({ id: 7, name: 'Mountains' });
    removeFromWishlist(7);
    removeFromWishlist(8);
    expect(pushed.filter((entry) => 'event' in entry).map((entry) => entry.event)).toEqual(['add_to_wishlist', 'remove_from_Wishlist']);
  });

  it("a full list (200, the API's limit) takes no more; removing still works", () => {
    for (let id = 1; id <= 200; id++) toggleWishlist({ id });
    expect(toggleWishlist({ id: 201 })).toBe(false);
    expect(state.items).toHaveLength(200);
    expect(toggleWishlist({ id: 1 })).toBe(false);
    expect(state.items).toHaveLength(199);
  });

  it.each<[unknown, object[]]>([
    [{ items: [{ id: 2, name: 'n'.repeat(501), slug: 's' }, { id: 1e9 + 1 }] }, [{ id: 2, slug: 's' }]],
    [{ items: [{ id: 1, name: 'A', thumb: 3 }, { id: 'x' }, { id: 0 }, { id: 1 }, null] }, [{ id: 1, name: 'A' }]],
    [{ items: 'x' }, []],
    [null, []],
  ])('stored %j reads as %j', (stored, items) => {
    expect(parseStoredWishlist(stored).items).toEqual(items);
  });

  it.each<[unknown, string | null]>([
    [{ items: [{ id: 1 }], account: 'Maja Holm' }, 'Maja Holm'],
    [{ items: [{ id: 1 }] }, null],
    [{ items: [], account: 7 }, null],
  ])('stored %j belongs to %j', (stored, account) => {
    expect(parseStoredWishlist(stored).account).toBe(account);
  });

  it("on sign-out an artist's list leaves the browser; a guest's stays", () => {
    applyAccountWishlist([{ id: 4 }], 'Maja Holm');
    forgetAccountWishlist();
    expect(state).toMatchObject({ items: [], account: null });
    toggleWishlist({ id: 5 });
    forgetAccountWishlist();
    expect(state.items).toEqual([{ id: 5 }]);
    expect(changes).toEqual(['account', 'account', 'change']);
  });

  test.prop([fc.anything()])('anything stored reads as a list of unique ids', (stored) => {
    const ids = parseStoredWishlist(stored).items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
