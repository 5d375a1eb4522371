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
  // React and the islands' chunks download in parallel.
  const hydrator = import('./hydrate');
  await Promise.all(
    elements.map(async (element) => {
      const load = ISLANDS[element.dataset.island as IslandName];
      if (!load) return;
      const [{ hydrateIsland }, { default: Component }] = await Promise.all([hydrator, load()]);
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      hydrateIsland(element, Component as unknown as React.ComponentType<Record<string, unknown>>, props);
    }),
  );
  // hydrateRoot commits asynchronously; the next frame is after the first commit.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  document.body.dataset.hydrated = 'true';
}

void hydrateIslands();
