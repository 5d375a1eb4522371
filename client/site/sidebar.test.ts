import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createSidebarState, SIDEBAR_OPEN_CLASS, type Sidebar } from './sidebar';

/** A class list that remembers whether the class is on. */
function classes() {
  const list = { isOn: false, toggle: (name: string, force?: boolean) => (list.isOn = name === SIDEBAR_OPEN_CLASS && force === true) };
  return list;
}

describe('the page is in the sidebar-open state while any sidebar is open (docs/site.md "Layout")', () => {
  it.each<[string, [Sidebar, boolean][], boolean]>([
    ['the filter panel alone', [['filter', true]], true],
    ['the cart drawer alone', [['cart', true]], true],
    [
      'the filter panel, after the cart drawer closed',
      [
        ['filter', true],
        ['cart', true],
        ['cart', false],
      ],
      true,
    ],
    [
      'the cart drawer, after the filter panel closed',
      [
        ['cart', true],
        ['filter', true],
        ['filter', false],
      ],
      true,
    ],
    [
      'none, once every one closed',
      [
        ['wishlist', true],
        ['filter', true],
        ['wishlist', false],
        ['filter', false],
      ],
      false,
    ],
    ['none, when one closes that never opened', [['wishlist', false]], false],
  ])('%s', (_name, steps, expected) => {
    const body = classes();
    const report = createSidebarState(body);
    for (const [sidebar, isOpen] of steps) report(sidebar, isOpen);
    expect(body.isOn).toBe(expected);
  });

  test.prop([fc.array(fc.tuple(fc.constantFrom<Sidebar>('cart', 'wishlist', 'filter'), fc.boolean()))])(
    'the page is in the state exactly while some sidebar last reported open',
    (steps) => {
      const body = classes();
      const report = createSidebarState(body);
      const last = new Map<Sidebar, boolean>();
      for (const [sidebar, isOpen] of steps) {
        report(sidebar, isOpen);
        last.set(sidebar, isOpen);
        expect(body.isOn).toBe([...last.values()].some(Boolean));
      }
    },
  );
});
