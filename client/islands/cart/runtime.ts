/**
 * The cart's background loop, loaded lazily by ./boot once per page: keeps the server
 * informed (client/state/cart-sync), applies the landing parameters and then removes
 * them from the address bar, so a reload or a shared link does not apply them again.
 */
import { LANDING_KEYS } from '../../../shared/page-params';
import { startCartSync, type CartSync } from '../../state/cart-sync';
import { applyLandingParams } from '../../state/landing';

/** Read once here; the server already stored cjevent in the cje cookie (worker/middleware/affiliate). */

/**
 * Offline, a request would fail anyway and the browser would log it as an error; failing
 * at once lets the loop wait for the `online` event without a console message.
 */
function fetchWhenOnline(url: string, init: RequestInit): Promise<Response> {
  if (navigator.onLine === false) return Promise.reject(new TypeError('offline'));
  return fetch(url, init);
}

export function withoutLandingParams(href: string): string | null {
  const url = new URL(href);
  const before = url.search;
  for (const key of LANDING_KEYS) url.searchParams.delete(key);
  return url.search === before ? null : url.toString();
}

export function startCartRuntime({ report }: { report?: (error: Error) => void } = {}): CartSync {
  // Campaign and codes first: the loop's first sync (a returning shopper's cart) carries them.
  const landing = applyLandingParams(location.search);
  const sync = startCartSync({
    fetch: fetchWhenOnline,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    events: window,
    syncWishlistOnStart: true,
    ...(report ? { report } : {}),
  });
  for (const lines of landing.lines) void sync.loadAtc(lines);
  const stripped = withoutLandingParams(location.href);
  if (stripped) history.replaceState(history.state, '', stripped);
  // A quantity change still waiting for its debounce is sent before the page goes.
  window.addEventListener('pagehide', () => sync.flush());
  return sync;
}
