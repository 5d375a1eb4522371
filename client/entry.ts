/**
 * Starts the site chrome (client/site/boot.ts), then finds the islands in the
 * server-rendered HTML and hydrates each with its props. React and each island load as
 * separate chunks, only when the page has islands; a chunk that fails to load triggers
 * the throttled reload (SPEC 8). When every island has hydrated, <body data-hydrated>
 * is set (tests wait for it).
 */
import { ISLANDS, type IslandName } from './islands/names';
import { bootSite, type Site } from './site/boot';

/** The chrome must never keep the islands from hydrating: if it fails, islands still come up. */
function startSite(): Site {
  try {
    return bootSite();
  } catch (error) {
    console.error('site chrome failed to start', error);
    return { report: () => undefined, onLoadError: () => undefined };
  }
}

const site = startSite();

async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (elements.length > 0) {
    // React and the islands' chunks download in parallel.
    const hydrator = import('./hydrate');
    await Promise.all(
      elements.map(async (element) => {
        const load = ISLANDS[element.dataset.island as IslandName];
        if (!load) return;
        try {
          const [{ hydrateIsland }, { default: Component }] = await Promise.all([hydrator, load()]);
          const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
          hydrateIsland(element, Component as unknown as React.ComponentType<Record<string, unknown>>, props, site.report);
        } catch (error) {
          // The server's HTML stays in place; a missing chunk reloads the page once.
          site.onLoadError(error);
        }
      }),
    );
    // hydrateRoot commits asynchronously; the next frame is after the first commit.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  document.body.dataset.hydrated = 'true';
}

void hydrateIslands();
