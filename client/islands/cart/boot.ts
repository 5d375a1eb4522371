/**
 * Starts the cart's background work once per page, after the stored state is restored
 * (client/islands/cart/controls calls it). Kept tiny because every page loads it; the sync
 * loop itself (./runtime) is a lazy chunk:
 * - landing parameters (atc, cart, disc, cjevent, utm_*) in the URL: start at once;
 * - otherwise when the browser is idle, or at the shopper's first change if that comes
 *   first. At start the loop refreshes a stored cart's prices, or (docs/cart.md "Cart rules") loads the
 *   coupon discounts for an empty cart: one sync-coupons call, edge-cached for 300 s and
 *   keyed by its body, so for a first-time visitor it is a cheap cached answer.
 */
import { CART_PARAM, encodeCartCarry } from '../../../shared/cart-links';
import type { CartLine } from '../../../shared/types';
import { onCartChange, state as cart } from '../../state/cart';
import { onCouponChange, state as discount } from '../../state/discount';
import { LANDING_KEYS } from '../../../shared/page-params';
import { whenRestored } from '../../state/persist';
import { onWishlistChange } from '../../state/wishlist';

let runtimeModule: Promise<typeof import('./runtime')> | undefined;
let runtime: Promise<unknown> | undefined;

/** The loop's chunk; a failed load is forgotten, so the next start fetches it again. */
const loadRuntime = () =>
  (runtimeModule ??= import('./runtime').catch((error: unknown) => {
    runtimeModule = undefined;
    throw error;
  }));

/** Where the loop's bugs go (a 4xx from our own API): the site's error reporting. */
let reportBug: ((error: Error) => void) | undefined;

/**
 * Starts the loop once. If its chunk fails to load while offline (the connection dropped
 * while it was on its way), it starts again once the browser is back online.
 */
function startRuntime(): Promise<unknown> {
  return (runtime ??= loadRuntime().then(
    ({ startCartRuntime }) => startCartRuntime({ report: reportBug }),
    (error: unknown) => {
      runtime = undefined;
      if (navigator.onLine === false) window.addEventListener('online', () => void startRuntime(), { once: true });
      throw error;
    },
  ));
}

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/** When the browser is idle and online: fetching the loop's chunk offline would fail. */
function whenIdleOnline(callback: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const idle = () => (cancelIdle = whenIdle(callback));
  if (navigator.onLine !== false) {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('online', idle, { once: true });
  return () => {
    window.removeEventListener('online', idle);
    cancelIdle();
  };
}

/**
 * Schedules the start once the stored state is back (client/state/persist): before that,
 * the loop would sync an empty cart and a restore would overwrite what atc added.
 * Returns a function that cancels a start that has not happened yet.
 */
export function scheduleCartRuntime(report?: (error: Error) => void): () => void {
  reportBug = report;
  let cancel: () => void = () => undefined;
  const params = new URLSearchParams(location.search);
  const hasLandingParams = LANDING_KEYS.some((key) => params.has(key));
  // The loop's code downloads while the stored state is being restored.
  if (hasLandingParams) void loadRuntime();
  const cancelWait = whenRestored(() => {
    if (runtime) return;
    if (hasLandingParams) {
      void startRuntime();
      return;
    }
    // A restore (another tab) is not the shopper's change here: that tab syncs it.
    const startOnChange = (change: string) => {
      if (change !== 'restore') start();
    };
    const unsubscribers = [onCartChange(startOnChange), onCouponChange(startOnChange), onWishlistChange(startOnChange)];
    const cancelIdle = whenIdleOnline(() => start());
    const stop = () => {
      cancelIdle();
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    };
    const start = () => {
      stop();
      void startRuntime();
    };
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

/** The language switcher's links to the other languages (its copy in the mobile menu's too). */
export const LANGUAGE_LINKS = '.lang-switcher a:not([aria-current])';

/**
 * Each language has its own domain and so its own storage: a link of the language switcher to
 * another language (worker/components/LanguageSwitcher.tsx) gets the cart added the moment it is used.
 */
export function carryCartOnLanguageLinks(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const rewrite = (event: Event) => {
    const link = (event.target as Partial<Element> | null)?.closest?.<HTMLAnchorElement>(LANGUAGE_LINKS);
    if (link) link.href = hrefWithCart(link.href, cart.items, discount.codes);
  };
  // pointerdown covers middle clicks and long presses (open in a new tab); click covers the keyboard.
  const types = ['pointerdown', 'click'] as const;
  for (const type of types) target.addEventListener(type, rewrite, { capture: true });
  return () => {
    for (const type of types) target.removeEventListener(type, rewrite, { capture: true });
  };
}
