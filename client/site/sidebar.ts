/**
 * The page's sidebar-open state (docs/site.md "Layout"): the cart drawer, the wishlist drawer and the
 * filter panel each open and close on their own, and the page is in the state (the body's
 * class `sidebar-open`) while any of them is open. Each reports only its own flag, so one
 * closing never ends the state while another is still open.
 *
 * The class is the page's state, not a scroll lock: the filter panel sits in the page and
 * the page must scroll with it open. Only the drawers, modal dialogs, lock the page behind
 * them (client/styles/cart.css).
 */
export type Sidebar = 'cart' | 'wishlist' | 'filter';

export const SIDEBAR_OPEN_CLASS = 'sidebar-open';

/** Keeps `classes` (the body's) in the state of the sidebars reported to the returned function. */
export function createSidebarState(classes: Pick<DOMTokenList, 'toggle'>): (sidebar: Sidebar, isOpen: boolean) => void {
  const open = new Set<Sidebar>();
  return (sidebar, isOpen) => {
    if (isOpen) open.add(sidebar);
    else open.delete(sidebar);
    classes.toggle(SIDEBAR_OPEN_CLASS, open.size > 0);
  };
}

let pageState: ((sidebar: Sidebar, isOpen: boolean) => void) | undefined;

/** Reports one sidebar's open state to the page's. */
export function setSidebarOpen(sidebar: Sidebar, isOpen: boolean): void {
  pageState ??= createSidebarState(document.body.classList);
  pageState(sidebar, isOpen);
}

const FILTER_PANEL = 'details.filter-panel';

/**
 * The filter panel is a `<details>` disclosure (client/islands/browse/ListingControls.tsx),
 * open from the server's markup on a filtered view and toggled by the shopper before and
 * after its island hydrates: its state is read at load and at every toggle. `toggle` does
 * not bubble, so it is caught on its way down (capture).
 */
export function trackFilterPanel(root: Pick<Document, 'querySelector' | 'addEventListener'> = document): void {
  const report = () => setSidebarOpen('filter', root.querySelector(`${FILTER_PANEL}[open]`) !== null);
  root.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof Element && event.target.matches(FILTER_PANEL)) report();
    },
    { capture: true },
  );
  report();
}
