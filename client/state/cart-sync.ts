/**
 * Keeps the server informed of cart, coupon and wishlist changes (docs/cart.md "How a change travels"):
 * - a non-empty cart posts /api/sync-cart, then /api/sync-coupons with the merged cart;
 *   an empty cart posts only /api/sync-coupons with cart_contents [];
 * - quantity changes wait 250 ms for the shopper to stop clicking; everything else is sent at once;
 * - every local change bumps a revision, and an answer to an older revision is dropped;
 * - when fetch fails (offline) local state stays as it is and the sync repeats on `online`;
 * - an HTTP error answer is ignored (docs/shop-rules.md "Error texts": coupon failures are silent; the cart stays local),
 *   and a failed sync-cart still lets sync-coupons run, so codes never stay "checking…";
 * - a 4xx answer means the browser sent what our own API refuses, a bug: it is reported
 *   once per endpoint and page (deps.report, the site's error reporting), never retried in a
 *   loop and never logged by this code.
 * Call after hydrateFromStorage, so the first sync refreshes the restored cart's prices.
 */
import { snapshot, type Snapshot } from 'valtio/vanilla';
import { mergeServerLines } from '../../shared/cart';
import type { CarriedItem } from '../../shared/cart-links';
import type { CartLine } from '../../shared/types';
import { applyServerLines, newLineUuid, onCartChange, state as cart, upsertServerLines, type CartChange } from './cart';
import { applyCouponAnswer, onCouponChange, state as discount } from './discount';
import { listOf, parseCartLine, parseWishlistItem, uniqueBy } from './validate';
import { applyServerWishlist, onWishlistChange, state as wishlist, type WishlistChange } from './wishlist';

export const QUANTITY_DEBOUNCE_MS = 250;

export interface SyncDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Where `online` events arrive (window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  newUuid?: () => string;
  /** Sync once at start: refreshes a restored cart and loads coupons for an empty one (docs/cart.md "Cart rules"). */
  syncOnStart?: boolean;
  /** Also refresh a non-empty wishlist at start (the loop may start after a wishlist change). */
  syncWishlistOnStart?: boolean;
  /** Where a bug shows up (a 4xx from our own API): the site's error reporting. */
  report?: (error: Error) => void;
}

/** Client errors that are not the browser's fault: a timeout, rate limiting. */
const NOT_A_BUG = new Set([408, 429]);

export interface CartSync {
  /** Sends a pending debounced change now. */
  flush(): void;
  /**
   * Fills the cart through sync-cart from a pre-filled list (atc: sku and quantity) or a
   * cart carried from another language's domain (with each line's metadata).
   */
  loadAtc(items: readonly CarriedItem[]): Promise<void>;
  /** Resolves when no request is in flight (for tests and page transitions). */
  settled(): Promise<void>;
  stop(): void;
}

class Offline extends Error {}

/**
 * What the server needs of a line: the rest (name, price, stock…) is its own to decide,
 * and leaving it out keeps a 200-line cart well inside the API's 64 KB body limit.
 */
export function requestItem(line: Snapshot<CartLine>) {
  const { uuid, product_id, sku, quantity, metadata, cross_selling_product_id, added_by_coupon } = line;
  return { uuid, product_id, sku, quantity, metadata, cross_selling_product_id, added_by_coupon };
}

export function startCartSync(deps: SyncDeps): CartSync {
  const newUuid = deps.newUuid ?? newLineUuid;
  let cartRevision = 0;
  let wishlistRevision = 0;
  let timer: unknown = null;
  let isCartWaitingForNetwork = false;
  let isWishlistWaitingForNetwork = false;
  const inFlight = new Set<Promise<void>>();
  const reported = new Set<string>();

  async function reportRefusal(path: string, response: Response): Promise<void> {
    if (response.status < 400 || response.status > 499 || NOT_A_BUG.has(response.status) || reported.has(path)) return;
    reported.add(path);
    const detail = await response.text().catch(() => '');
    deps.report?.(new Error(`POST ${path} answered ${response.status}: ${detail.slice(0, 300)}`));
  }

  async function post(path: string, body: unknown): Promise<Response | null> {
    let response: Response;
    try {
      response = await deps.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    } catch {
      throw new Offline();
    }
    if (response.ok) return response;
    await reportRefusal(path, response);
    return null;
  }

  const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

  async function syncCart(sentRevision: number): Promise<void> {
    const codes = [...discount.codes];
    const { items, checkoutID, campaignData } = snapshot(cart);
    if (items.length > 0) {
      const body = {
        items: items.map(requestItem),
        coupons: codes,
        checkout_order_id: checkoutID,
        ...(campaignData ? { campaign: campaignData } : {}),
      };
      const response = await post('/api/sync-cart', body);
      const answer = response && (await readJson(response));
      if (sentRevision !== cartRevision) return;
      // A failed call or a malformed answer keeps the local cart (the coupons are still
      // asked for, below); an array, even empty, is the server's word.
      if (response && Array.isArray(answer)) {
        const lines = mergeServerLines(cart.items, listOf(answer, parseCartLine), { sentRevision, currentRevision: cartRevision, newUuid });
        applyServerLines(lines, response.headers.get('x-internal') === '1');
      }
    }
    // Only what decides a discount: without uuids, equal carts share the edge cache entry.
    const contents = cart.items.map(({ product_id, sku, quantity }) => ({ product_id, sku, quantity }));
    const response = await post('/api/sync-coupons', { coupons: codes, cart_contents: contents });
    const answer = response && (await readJson(response));
    if (response && sentRevision === cartRevision) applyCouponAnswer(codes, answer);
  }

  async function syncWishlist(sentRevision: number): Promise<void> {
    const { items } = snapshot(wishlist);
    if (items.length === 0) return;
    const response = await post('/api/sync-wishlist', items);
    const answer = response && (await readJson(response));
    if (!response || sentRevision !== wishlistRevision || !Array.isArray(answer)) return;
    applyServerWishlist(uniqueBy(listOf(answer, parseWishlistItem), (item) => item.id));
  }

  function run(task: () => Promise<void>, onOffline: () => void): void {
    const promise = task().catch((error: unknown) => {
      if (error instanceof Offline) onOffline();
      else throw error;
    });
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
  }

  function cancelTimer(): void {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  }

  function sendCart(): void {
    cancelTimer();
    isCartWaitingForNetwork = false;
    const sentRevision = cartRevision;
    run(
      () => syncCart(sentRevision),
      () => (isCartWaitingForNetwork = true),
    );
  }

  function sendWishlist(): void {
    isWishlistWaitingForNetwork = false;
    const sentRevision = wishlistRevision;
    run(
      () => syncWishlist(sentRevision),
      () => (isWishlistWaitingForNetwork = true),
    );
  }

  function onCart(change: CartChange | 'change'): void {
    cartRevision++;
    if (change === 'restore') return;
    if (change !== 'quantity') return sendCart();
    cancelTimer();
    timer = deps.setTimeout(sendCart, QUANTITY_DEBOUNCE_MS);
  }

  function onWishlist(change: WishlistChange): void {
    wishlistRevision++;
    if (change !== 'restore') sendWishlist();
  }

  function onOnline(): void {
    if (isCartWaitingForNetwork) sendCart();
    if (isWishlistWaitingForNetwork) sendWishlist();
  }

  const unsubscribers = [onCartChange(onCart), onCouponChange(onCart), onWishlistChange(onWishlist)];
  deps.events?.addEventListener('online', onOnline);
  if (deps.syncOnStart ?? true) sendCart();
  if (deps.syncWishlistOnStart) sendWishlist();

  async function settled(): Promise<void> {
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  async function loadAtc(items: readonly CarriedItem[]): Promise<void> {
    if (items.length === 0) return;
    const task = async () => {
      const sentRevision = cartRevision;
      const response = await post('/api/sync-cart', { items, checkout_order_id: cart.checkoutID });
      const answer = response && (await readJson(response));
      // A line the server emptied (out of stock) is not added: there is nothing to buy.
      // Like every answer, this one never overwrites a change made while it was out.
      const lines = listOf(answer, parseCartLine).filter((line) => line.quantity > 0);
      upsertServerLines(lines, { isStale: sentRevision !== cartRevision });
    };
    // Offline, the pre-filled cart waits for the network like any other change.
    const retryWhenOnline = () => {
      const retry = () => {
        deps.events?.removeEventListener('online', retry);
        void loadAtc(items);
      };
      deps.events?.addEventListener('online', retry);
    };
    run(task, retryWhenOnline);
    await settled();
  }

  return {
    flush: () => (timer === null ? undefined : sendCart()),
    loadAtc,
    settled,
    stop() {
      cancelTimer();
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      deps.events?.removeEventListener('online', onOnline);
    },
  };
}
