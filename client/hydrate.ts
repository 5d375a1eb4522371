import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates one island element with its component and props (loaded only when islands
 * exist). Errors thrown while rendering an island are reported (to /captuerr through
 * `report`); React then leaves that island's server HTML in place.
 */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  report: (error: unknown) => void = () => undefined,
): void {
  hydrateRoot(element, createElement(component, props), {
    onUncaughtError: (error) => report(error),
    onRecoverableError: (error) => report(error),
  });
}
