import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { itemAfterRemoval } from './focus';

describe('itemAfterRemoval: which line takes focus when the focused one goes', () => {
  it.each([
    ['the next line', ['a', 'b', 'c'], ['a', 'c'], 'b', 'c'],
    ['the line before, when the last goes', ['a', 'b', 'c'], ['a', 'b'], 'c', 'b'],
    ['the next line still there, when several go at once', ['a', 'b', 'c', 'd'], ['a', 'd'], 'b', 'd'],
    ['the nearest line before, when all after it went too', ['a', 'b', 'c', 'd'], ['a', 'b'], 'c', 'b'],
    ['none, when the cart is empty', ['a'], [], 'a', null],
    ['the first line, when the removed one was never seen', ['a'], ['b'], 'x', 'b'],
  ])('%s', (_name, before, after, removed, expected) => {
    expect(itemAfterRemoval(before, after, removed)).toBe(expected);
  });

  test.prop([fc.uniqueArray(fc.string(), { minLength: 1 }), fc.nat(), fc.array(fc.boolean())])(
    'is a remaining line whenever one remains, and none only when none does',
    (before, at, keeps) => {
      const removed = before[at % before.length]!;
      const after = before.filter((key, index) => key !== removed && (keeps[index] ?? true));
      const chosen = itemAfterRemoval(before, after, removed);
      if (after.length === 0) expect(chosen).toBeNull();
      else expect(after).toContain(chosen);
    },
  );
});
