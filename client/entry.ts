/**
 * The browser's entry (ADR 0006). At load, in plain DOM code: the site chrome
 * (client/site/boot.ts), the cart area's controls (counts, hearts, add buttons), account
 * links, recently viewed and the page's analytics events. React islands hydrate when
 * their spec says (client/islands/names.ts): at once, or on the shopper's first
 * interaction (client/on-interaction.ts), so most pages load no React at all until used.
 * A chunk that fails to load triggers the throttled reload (docs/site.md "Client resilience"). When everything due
 * at load is live, <body data-hydrated> is set (tests wait for it).
 */
import { showRecentlyViewed } from './islands/browse/recently-viewed';
import { showRelatedOnApproach } from './islands/browse/related';
import { pushPageEvents } from './islands/browse/track';
import { bootCart } from './islands/cart/controls';
import { ISLANDS, type IslandName, type IslandSpec } from './islands/names';
import { islandProps } from './island-props';
import { hydrateOnInteraction } from './on-interaction';
import { showAccountLinks } from './site/account';
import { bootSite, type Site } from './site/boot';

/** The chrome must never keep the islands from hydrating: if it fails, islands still come up. */
function safely<T>(start: () => T, fallback: T): T {
  try {
    return start();
  } catch (error) {
    console.error('client start failed', error);
    return fallback;
  }
}

const site = safely<Site>(bootSite, { report: () => undefined, onLoadError: () => undefined });

const loadReact = () => import('./hydrate');

safely(() => {
  pushPageEvents();
  showAccountLinks();
  const history = document.querySelector<HTMLElement>('[data-recently-viewed]');
  if (history) showRecentlyViewed(history);
  showRelatedOnApproach();
  bootCart(async (host, props) => {
    const [{ renderInto }, { default: CartDrawers }] = await Promise.all([loadReact(), import('./islands/cart/CartDrawers')]);
    renderInto(host, CartDrawers, props, site.report);
  }, site.onLoadError);
}, undefined);

async function hydrateIslands(): Promise<void> {
  const atLoad: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const spec: IslandSpec | undefined = ISLANDS[element.dataset.island as IslandName];
    if (!spec) continue;
    // Props are read only when the island is needed; those it shares with other pages (a
    // language's frames) are fetched then, beside React and its chunk.
    const load = async () => {
      const [{ hydrateIsland }, module, props] = await Promise.all([loadReact(), spec.load(), islandProps(element)]);
      const component = module.default as React.ComponentType<Record<string, unknown>>;
      return () => {
        hydrateIsland(element, component, props, site.report);
        // Tests and benchmarks can tell a live island from its server HTML.
        element.dataset.live = 'true';
      };
    };
    const when = typeof spec.when === 'function' ? spec.when() : spec.when;
    const start = hydrateOnInteraction(element, { load, onError: site.onLoadError });
    if (when === 'load') atLoad.push(start());
  }
  atLoad.push(...bootCheckoutPages(), ...bootAccountForms());
  await Promise.all(atLoad);
  document.body.dataset.hydrated = 'true';
}

/**
 * Checkout and order confirmation: plain DOM code over the server's HTML (client/checkout),
 * a chunk of their own that only those pages load, and no React (docs/checkout.md).
 */
function bootCheckoutPages(): Promise<void>[] {
  const started: Promise<void>[] = [];
  const checkout = document.querySelector<HTMLElement>('[data-checkout]');
  if (checkout) started.push(import('./checkout/page').then((module) => module.bootCheckout(checkout), site.onLoadError));
  const complete = document.querySelector<HTMLElement>('[data-order-complete]');
  if (complete) started.push(import('./checkout/confirmation').then((module) => module.bootConfirmation(complete), site.onLoadError));
  if (document.querySelector('[data-order-pending]')) {
    started.push(import('./checkout/confirmation').then((module) => module.bootPendingOrder(), site.onLoadError));
  }
  return started;
}

/** The artist area's image fields (client/account): a chunk only those forms load. */
function bootAccountForms(): Promise<void>[] {
  const inputs = [...document.querySelectorAll<HTMLInputElement>('input[data-image-check]')];
  if (inputs.length === 0) return [];
  return [import('./account/image-field').then((module) => inputs.forEach(module.bootImageField), site.onLoadError)];
}

void hydrateIslands();
