/**
 * Finds the islands in the server-rendered HTML and hydrates each with its props.
 * React and each island load as separate chunks, only when the page has islands.
 * When every island has hydrated, <body data-hydrated> is set (tests wait for it).
 */
import { ISLANDS, type IslandName } from './islands/names';

async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (elements.length === 0) {
    document.body.dataset.hydrated = 'true';
    return;
  }
  const [{ createElement }, { hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island as IslandName;
      const load = ISLANDS[name];
      if (!load) return;
      const { default: Component } = await load();
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      hydrateRoot(element, createElement(Component as unknown as React.ComponentType<Record<string, unknown>>, props));
    }),
  );
  // hydrateRoot commits asynchronously; the next frame is after the first commit.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  document.body.dataset.hydrated = 'true';
}

void hydrateIslands();
