import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** The React side of islands: the only module that loads react-dom (a chunk of its own). */

type Report = (error: unknown) => void;

/**
 * Hydrates one island element with its component and props, synchronously: inside
 * flushSync the hydration runs at the sync lane and is committed before this returns, so
 * no event can reach the island half-hydrated (React records each field's value as it
 * hydrates it; a tick or a keystroke landing in between would show but never reach the
 * component's state). client/on-interaction replays what came before right after.
 * Errors thrown while rendering an island are reported (to /captuerr through `report`);
 * React then leaves that island's server HTML in place.
 */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  report: Report = () => undefined,
): void {
  flushSync(() => {
    hydrateRoot(element, createElement(component, props), {
      onUncaughtError: (error) => report(error),
      onRecoverableError: (error) => report(error),
    });
  });
}

/** Renders a component into an empty element (client-only UI, such as the cart drawers). */
export function renderInto<P extends object>(
  element: HTMLElement,
  component: ComponentType<P>,
  props: P,
  report: Report = () => undefined,
): void {
  createRoot(element, { onUncaughtError: (error) => report(error) }).render(createElement(component, props));
}
