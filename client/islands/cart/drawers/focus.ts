import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Keeps keyboard focus in a list whose items can disappear (the cart drawer's lines):
 * when the item holding focus goes (removed by the shopper, emptied by a sync), the browser
 * would drop focus to the page; instead it goes to the same control of the item that took
 * its place (WAI-ARIA APG: focus must not be lost when the focused element is removed).
 */

/**
 * The item that takes focus when `removed` leaves the list: the next one still there, else
 * the nearest one before it; null when none is left.
 */
export function itemAfterRemoval(before: readonly string[], after: readonly string[], removed: string): string | null {
  const remaining = new Set(after);
  const index = before.indexOf(removed);
  if (index === -1) return after[0] ?? null;
  const next = before.slice(index + 1).find((key) => remaining.has(key));
  return next ?? before.slice(0, index).findLast((key) => remaining.has(key)) ?? after[0] ?? null;
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled)';

/** The item's control named `control` (data-focus) when it can take focus, else its first that can. */
function controlOf(item: Element, control: string | null): HTMLElement | null {
  const same = control === null ? null : item.querySelector<HTMLElement>(`[data-focus="${CSS.escape(control)}"]`);
  if (same && !(same as HTMLButtonElement).disabled) return same;
  return item.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Focuses an element that is not focusable by itself (a heading) for as long as it holds
 * focus: a lasting tabindex would make it the first thing a modal dialog focuses on open.
 */
function focusStatic(element: HTMLElement): void {
  if (element.hasAttribute('tabindex')) return element.focus();
  element.tabIndex = -1;
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  element.focus();
}

/**
 * `keys`: the items in order. Items are elements with `data-focus-item={key}` inside the
 * element given `onFocus`; their controls carry `data-focus={name}`. `fallback` takes focus
 * when no item is left (the drawer's heading). Only while `isActive` (the drawer is open).
 */
export function useFocusAfterRemoval(keys: readonly string[], fallback: RefObject<HTMLElement | null>, isActive: boolean) {
  const focused = useRef<{ key: string; control: string | null; root: HTMLElement } | null>(null);
  const previous = useRef<readonly string[]>(keys);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = keys;
    const last = focused.current;
    if (!last || !isActive || keys.includes(last.key)) return;
    focused.current = null;
    // Focus went somewhere on its own (the shopper moved on): leave it there. Fallen back
    // to the page or to the dialog around the list, it was lost with the item.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && !active.contains(last.root)) return;
    const key = itemAfterRemoval(before, keys, last.key);
    const item = key === null ? null : last.root.querySelector(`[data-focus-item="${CSS.escape(key)}"]`);
    const control = item && controlOf(item, last.control);
    if (control) control.focus();
    else if (fallback.current) focusStatic(fallback.current);
  }, [keys, fallback, isActive]);

  /** For the list's onFocus: remembers which item and control hold focus. */
  return (event: FocusEvent<HTMLElement>) => {
    const target = event.target as Element;
    const item = target.closest<HTMLElement>('[data-focus-item]');
    if (!item?.dataset.focusItem) return;
    const control = target.closest<HTMLElement>('[data-focus]')?.dataset.focus ?? null;
    focused.current = { key: item.dataset.focusItem, control, root: event.currentTarget };
  };
}
