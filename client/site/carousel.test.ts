import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nextIndex, rotates, shouldAdvance, slotOf } from './carousel';

describe('carousel rotation', () => {
  it.each([
    [0, 0, 4, 0],
    [1, 0, 4, 1],
    [0, 1, 4, 3],
    [3, 3, 4, 0],
    [2, 3, 4, 3],
  ])('slide %d when %d leads (of %d) is in slot %d', (index, active, count, slot) => {
    expect(slotOf(index, active, count)).toBe(slot);
  });

  it.each([
    [0, 4, 1, 1],
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [0, 0, 1, 0],
  ])('from %d of %d a step of %d leads to %d (endless)', (active, count, step, expected) => {
    expect(nextIndex(active, count, step)).toBe(expected);
  });

  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 50 })])(
    'every slot is taken by exactly one slide',
    (count, steps) => {
      let active = 0;
      for (let i = 0; i < steps; i++) active = nextIndex(active, count);
      const slots = Array.from({ length: count }, (_, index) => slotOf(index, active, count)).sort((a, b) => a - b);
      expect(slots).toEqual(Array.from({ length: count }, (_, i) => i));
    },
  );

  test.prop([fc.integer({ min: 1, max: 12 })])('after as many steps as slides the first one leads again', (count) => {
    let active = 0;
    for (let i = 0; i < count; i++) active = nextIndex(active, count);
    expect(active).toBe(0);
  });
});

describe('autoplay', () => {
  it.each([
    ['rotating freely', { count: 4, visible: 1, isPaused: false, isHeld: false }, true],
    ['paused by the shopper', { count: 4, visible: 1, isPaused: true, isHeld: false }, false],
    ['held by pointer or focus', { count: 4, visible: 1, isPaused: false, isHeld: true }, false],
    ['all slides visible', { count: 4, visible: 4, isPaused: false, isHeld: false }, false],
    ['three reviews of six on a wide screen', { count: 6, visible: 3, isPaused: false, isHeld: false }, true],
  ])('%s → advances: %s', (_name, state, expected) => {
    expect(shouldAdvance(state)).toBe(expected);
  });

  it('a carousel with as many slides as it shows does not rotate', () => {
    expect(rotates(3, 3)).toBe(false);
    expect(rotates(4, 3)).toBe(true);
  });
});
