import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { WishlistItem } from './schemas/cart';
import { isSameWishlist, MAX_WISHLIST_ENTRIES, mergeWishlists, withChangesSince } from './wishlist';

const ids = (list: readonly WishlistItem[]) => list.map((entry) => entry.id);
const entries = (...list: number[]) => list.map((id) => ({ id }));

describe('mergeWishlists (the saved wishlist on sign-in)', () => {
  it.each([
    ['nothing saved: the guest list as it is', [], [3, 1, 2], [3, 1, 2]],
    ['nothing new: the saved list as it is', [5, 4], [], [5, 4]],
    ['saved order kept, new ones appended in their order', [5, 4], [1, 2], [5, 4, 1, 2]],
    ['a product saved already keeps its place', [5, 4, 3], [3, 9, 5], [5, 4, 3, 9]],
    ['repeats in the guest list collapse', [], [2, 2, 1, 2], [2, 1]],
    ['repeats in the saved list collapse', [7, 7, 8], [8], [7, 8]],
  ])('%s: %j + %j gives %j', (_case, saved, incoming, merged) => {
    expect(ids(mergeWishlists(entries(...saved), entries(...incoming)))).toEqual(merged);
  });

  it('a full saved list takes nothing new; one with room takes the first new ones', () => {
    const full = entries(...Array.from({ length: MAX_WISHLIST_ENTRIES }, (_, i) => i + 1));
    expect(mergeWishlists(full, entries(1000, 1))).toEqual(full);
    expect(ids(mergeWishlists(entries(1, 2), entries(3, 4, 5), 4))).toEqual([1, 2, 3, 4]);
  });

  it("a product saved already takes the newer entry's display fields, never loses one", () => {
    const saved = [{ id: 1, name: 'Hamn i gryning', slug: 'hamn', thumb: '/t/1.svg' }];
    expect(mergeWishlists(saved, [{ id: 1, name: 'Harbour at dawn', slug: 'harbour' }])).toEqual([
      { id: 1, name: 'Harbour at dawn', slug: 'harbour', thumb: '/t/1.svg' },
    ]);
    expect(saved[0]!.name).toBe('Hamn i gryning');
  });

  const list = fc.array(
    fc.record({ id: fc.integer({ min: 1, max: 40 }), name: fc.option(fc.string(), { nil: undefined }) }, { requiredKeys: ['id'] }),
    { maxLength: 60 },
  );

  test.prop([list, list, fc.integer({ min: 0, max: 50 })])(
    'unique ids, within the maximum, the saved ones first in their order, nothing invented',
    (saved, incoming, max) => {
      const merged = ids(mergeWishlists(saved, incoming, max));
      expect(new Set(merged).size).toBe(merged.length);
      expect(merged.length).toBeLessThanOrEqual(max);
      const savedIds = [...new Set(ids(saved))];
      expect(merged.slice(0, Math.min(savedIds.length, max))).toEqual(savedIds.slice(0, max));
      for (const id of merged) expect([...ids(saved), ...ids(incoming)]).toContain(id);
      if (savedIds.length + new Set(ids(incoming)).size <= max) {
        expect(new Set(merged)).toEqual(new Set([...ids(saved), ...ids(incoming)]));
      }
    },
  );

  test.prop([list, list])('merging the same entries again changes nothing', (saved, incoming) => {
    const once = mergeWishlists(saved, incoming);
    expect(mergeWishlists(once, incoming)).toEqual(once);
  });
});

describe('withChangesSince (changes made while a merge was on its way)', () => {
  it.each([
    ['no change: the answer', [1, 2, 3], [2], [2], [1, 2, 3]],
    ['an added entry is appended', [1, 2], [2], [2, 4], [1, 2, 4]],
    ['a removed entry stays out', [1, 2, 3], [2, 3], [3], [1, 3]],
    ['an entry only the answer has stays', [9, 1], [1], [], [9]],
    ['added and removed at once', [5, 1, 2], [1, 2], [2, 7], [5, 2, 7]],
  ])('%s: answer %j, sent %j, now %j gives %j', (_case, answer, sent, current, expected) => {
    expect(ids(withChangesSince(entries(...answer), entries(...sent), entries(...current)))).toEqual(expected);
  });
});

describe('isSameWishlist', () => {
  it.each([
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1], [1, 2], false],
    [[], [], true],
  ])('%j and %j: %s', (a, b, same) => {
    expect(isSameWishlist(entries(...a), entries(...b))).toBe(same);
  });
});
