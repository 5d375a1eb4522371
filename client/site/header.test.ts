import { describe, expect, it } from 'vitest';
import { SCROLLED_AFTER_PX, isScrolled } from './header';

describe('the header is scrolled after 40 px (docs/site.md "Layout")', () => {
  it.each([
    [0, false],
    [39, false],
    [40, false],
    [40.5, true],
    [41, true],
    [1000, true],
  ])('at %d px: %s', (scrollY, expected) => {
    expect(SCROLLED_AFTER_PX).toBe(40);
    expect(isScrolled(scrollY)).toBe(expected);
  });
});
