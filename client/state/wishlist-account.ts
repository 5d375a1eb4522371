/**
 * The wishlist of a signed-in artist (docs/accounts.md "The wishlist across sign-in"). A
 * chunk of its own, loaded only while signed in (client/site/account.ts):
 * - once per sign-in the browser's list is merged into the artist's saved one (POST
 *   /api/my/wishlist/merge) and replaced by the answer; the list is then that account's
 *   (wishlist.account, stored with it), so later pages and other tabs do not merge again;
 * - a list that is another artist's is never merged: the saved list replaces it;
 * - afterwards the shopper's changes are saved (PUT /api/my/wishlist) once they pause,
 *   and a save still waiting is sent as the page goes.
 * Best effort: a failed call changes nothing on the page; the merge is tried again on the
 * next page, a failed save with the next change, when back online, or as the page goes.
 */
import { snapshot, subscribe } from 'valtio/vanilla';
import { isRecord } from '../../shared/json';
import { isSameWishlist, withChangesSince } from '../../shared/wishlist';
import type { WishlistItem } from '../../shared/types';
import type { AuthState } from './auth';
import { listOf, parseWishlistItem, uniqueBy } from './validate';
import { applyAccountWishlist, onWishlistChange, state as wishlist } from './wishlist';

export const MERGE_PATH = '/api/my/wishlist/merge';
export const SAVE_PATH = '/api/my/wishlist';
/** A change is saved once the shopper has stopped changing the list this long. */
export const SAVE_DEBOUNCE_MS = 800;

export interface WishlistAccountDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Where `pagehide` and `online` arrive (window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface WishlistAccount {
  /** Resolves when no call is on its way (tests). */
  settled(): Promise<void>;
  stop(): void;
}

/** The merge's answer `{ entries }`, or null when it is not one. */
function entriesOf(answer: unknown): WishlistItem[] | null {
  if (!isRecord(answer) || !Array.isArray(answer.entries)) return null;
  return uniqueBy(listOf(answer.entries, parseWishlistItem), (item) => item.id);
}

/**
 * Follows `auth` (the auth area's state, ./auth.ts). It is handed in rather than imported:
 * an import from this chunk would split ./auth.ts into a chunk of its own at every first
 * load (esbuild splits modules by the chunks that reach them).
 */
export function startWishlistAccount(auth: AuthState, deps: WishlistAccountDeps): WishlistAccount {
  /** The account signed in (its display name), or null. */
  const signedInAccount = (): string | null => (auth.isSignedIn ? (auth.displayName ?? '') : null);
  let account = signedInAccount();
  let mergingFor: string | null = null;
  let timer: unknown = null;
  let isSaveDue = false;
  const inFlight = new Set<Promise<unknown>>();

  const track = (promise: Promise<unknown>) => {
    const settled = promise.catch(() => undefined).finally(() => inFlight.delete(settled));
    inFlight.add(settled);
  };

  const send = (path: string, method: 'POST' | 'PUT', entries: readonly WishlistItem[], keepalive = false) =>
    deps.fetch(path, {
      method,
      credentials: 'same-origin',
      keepalive,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ entries }),
    });

  const isTheAccountsList = () => account !== null && wishlist.account === account;

  async function merge(signedIn: string): Promise<void> {
    mergingFor = signedIn;
    const owner = wishlist.account;
    // Another artist's list (they never signed out here) is not added to this one's.
    const sent = owner === null ? (snapshot(wishlist).items as WishlistItem[]) : [];
    try {
      const response = await send(MERGE_PATH, 'POST', sent);
      const saved = response.ok ? entriesOf(await response.json()) : null;
      // Signed out or in as someone else meanwhile, or another tab merged first: nothing to do.
      if (!saved || account !== signedIn || wishlist.account !== owner) return;
      const merged = owner === null ? withChangesSince(saved, sent, snapshot(wishlist).items as WishlistItem[]) : saved;
      applyAccountWishlist(merged, signedIn);
      // What the shopper changed while the merge was on its way is saved too.
      if (!isSameWishlist(merged, saved)) scheduleSave();
    } finally {
      mergingFor = null;
    }
  }

  function follow(): void {
    account = signedInAccount();
    if (account === null) return cancelTimer();
    if (wishlist.account !== account && mergingFor !== account) track(merge(account));
  }

  function cancelTimer(): void {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  }

  function scheduleSave(): void {
    isSaveDue = true;
    cancelTimer();
    timer = deps.setTimeout(() => save(), SAVE_DEBOUNCE_MS);
  }

  function save(keepalive = false): void {
    cancelTimer();
    if (!isSaveDue || !isTheAccountsList()) return;
    isSaveDue = false;
    const failed = () => {
      isSaveDue = true;
    };
    track(
      send(SAVE_PATH, 'PUT', snapshot(wishlist).items, keepalive).then((response) => {
        if (!response.ok) failed();
      }, failed),
    );
  }

  const flush = () => save(true);
  const retry = () => save();
  const stops = [
    subscribe(auth, follow),
    onWishlistChange((change) => {
      if (change === 'change' && isTheAccountsList()) scheduleSave();
    }),
  ];
  deps.events?.addEventListener('pagehide', flush);
  deps.events?.addEventListener('online', retry);
  follow();

  return {
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    stop() {
      cancelTimer();
      stops.forEach((stop) => stop());
      deps.events?.removeEventListener('pagehide', flush);
      deps.events?.removeEventListener('online', retry);
    },
  };
}

let started: WishlistAccount | undefined;

/** Starts once per page (client/site/account.ts calls it whenever the browser is signed in). */
export function followSignedInArtist(auth: AuthState): void {
  started ??= startWishlistAccount(auth, {
    fetch: (url, init) => fetch(url, init),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    events: window,
  });
}
