import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** The React side of islands: the only module that loads react-dom (a chunk of its own). */

type Report = (error: unknown) => void;

/** Calls `onCommit` once React has committed its children for the first time. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island element with its component and props; resolves once React has
 * committed it (client/on-interaction replays held events only then). Errors thrown while
 * rendering an island are reported (to /captuerr through `report`); React then leaves
 * that island's server HTML in place.
 */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  report: Report = () => undefined,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(element, createElement(Committed, { onCommit: resolve }, createElement(component, props)), {
      onUncaughtError: (error) => {
        report(error);
        resolve();
      },
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
