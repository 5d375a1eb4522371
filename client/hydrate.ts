import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrates one island element with its component and props (loaded only when islands exist). */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): void {
  hydrateRoot(element, createElement(component, props));
}
