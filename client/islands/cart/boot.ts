/**
 * Starts the cart's background work once per page, after hydration (CartDrawers calls it).
 * Kept tiny because every page loads it; the sync loop itself (./runtime) is a lazy chunk:
 * - landing parameters (atc, disc, cjevent, utm_*) in the URL: start at once;
 * - a stored cart, coupon or wishlist: start when the browser is idle (refreshes prices);
 * - nothing stored: start on the shopper's first change. Until then a sync could only
 *   answer an empty cart with no codes, so skipping it changes nothing the shopper sees
 *   and saves every first-time visitor a request and a download (docs/cart.md).
 */
import { CART_PARAM, encodeCartCarry } from '../../../shared/cart-links';
import type { CartLine } from '../../../shared/types';
import { onCartChange, state as cart } from '../../state/cart';
import { onCouponChange, state as discount } from '../../state/discount';
import { whenRestored } from '../../state/persist';
import { onWishlistChange, state as wishlist } from '../../state/wishlist';

const LANDING_PARAM = /[?&](atc|cart|disc|cjevent|utm_[a-z]+)=/;

let runtimeModule: Promise<typeof import('./runtime')> | undefined;
let runtime: Promise<unknown> | undefined;

const loadRuntime = () => (runtimeModule ??= import('./runtime'));

/** Where the loop's bugs go (a 4xx from our own API): the site's error reporting. */
let reportBug: ((error: Error) => void) | undefined;

function startRuntime(): Promise<unknown> {
  return (runtime ??= loadRuntime().then(({ startCartRuntime }) => startCartRuntime({ report: reportBug })));
}

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * Schedules the start once the stored state is back (client/state/persist): before that,
 * the loop would sync an empty cart and a restore would overwrite what atc added.
 * Returns a function that cancels a start that has not happened yet.
 */
export function scheduleCartRuntime(report?: (error: Error) => void): () => void {
  reportBug = report;
  let cancel: () => void = () => undefined;
  const hasLandingParams = LANDING_PARAM.test(location.search);
  // The loop's code downloads while the stored state is being restored.
  if (hasLandingParams) void loadRuntime();
  const cancelWait = whenRestored(() => {
    if (runtime) return;
    if (hasLandingParams) {
      void startRuntime();
      return;
    }
    if (cart.items.length > 0 || discount.codes.length > 0 || wishlist.items.length > 0) {
      cancel = whenIdle(() => void startRuntime());
      return;
    }
    // A restore (another tab) is not the shopper's change here: that tab syncs it.
    const start = (change: string) => {
      if (change === 'restore') return;
      stop();
      void startRuntime();
    };
    const unsubscribers = [onCartChange(start), onCouponChange(start), onWishlistChange(start)];
    const stop = () => unsubscribers.forEach((unsubscribe) => unsubscribe());
    cancel = stop;
  });
  return () => {
    cancelWait();
    cancel();
  };
}

/**
 * The link to another language's domain with the cart on it: every line the shopper chose
 * (with its poster options or custom texts) and every code, as ?cart= (shared/cart-links).
 * The other domain prices the lines in its currency and sets, not adds, the quantity of a
 * line it already has with the same choices, so a trip there and back never doubles one.
 */
export function hrefWithCart(href: string, lines: readonly CartLine[], codes: readonly string[]): string {
  const url = new URL(href);
  // A stale pre-filled cart or code on the link would be applied on top of the carried one.
  for (const key of ['atc', 'disc', CART_PARAM]) url.searchParams.delete(key);
  const carried = encodeCartCarry(lines, codes);
  if (carried) url.searchParams.set(CART_PARAM, carried);
  return url.toString();
}

/**
 * Each language has its own domain and so its own storage: a link marked data-carry-cart
 * (the language switcher's flags) gets the cart added the moment it is used.
 */
export function carryCartOnLanguageLinks(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const rewrite = (event: Event) => {
    const link = (event.target as Partial<Element> | null)?.closest?.<HTMLAnchorElement>('a[data-carry-cart]');
    if (link) link.href = hrefWithCart(link.href, cart.items, discount.codes);
  };
  // pointerdown covers middle clicks and long presses (open in a new tab); click covers the keyboard.
  const types = ['pointerdown', 'click'] as const;
  for (const type of types) target.addEventListener(type, rewrite, { capture: true });
  return () => {
    for (const type of types) target.removeEventListener(type, rewrite, { capture: true });
  };
}
