/**
 * Mirrors wishlist, cart, discount, wall and auth in localStorage under one key (docs/cart.md "Cart rules").
 * The wall is an area only the designer's code knows (./wall.ts registers it: registerStoredArea).
 * Storage is read only after hydration (hydrateFromStorage, from an effect): reading it
 * during render would make the first client render differ from the server's.
 * What is read back is validated area by area; a corrupt or outdated value becomes empty.
 */
import { subscribe } from 'valtio/vanilla';
import { restoreAuth, state as auth, storedAuth } from './auth';
import { restoreCart, state as cart, storedCart } from './cart';
import { restoreDiscount, state as discount, storedDiscount } from './discount';
import { isRecord } from '../../shared/json';
import { restoreWishlist, state as wishlist, storedWishlist } from './wishlist';

export const STORAGE_KEY = 'h057';
/** Bump when a stored shape changes incompatibly; older values then read as empty. */
export const STORAGE_VERSION = 1;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
export type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * An area of the stored state whose code not every page loads: the designer's wall
 * (./wall.ts), which registers itself when its module loads. Until then (on every page but the
 * designer's) its stored value is kept as it was read and written back unchanged, so no page
 * loses a wall, and no page but the designer's loads its code (issue 27: first-load JS).
 */
export interface StoredArea {
  state: object;
  stored: () => unknown;
  restore: (value: unknown) => void;
}

/** The areas of that kind, by their key in the stored object. */
const LATE_AREAS = ['wall'] as const;
type LateAreaName = (typeof LATE_AREAS)[number];

const lateAreas = new Map<LateAreaName, StoredArea>();
/** The stored object as last read: the value of a late area not registered. */
let lastRead: Record<string, unknown> = {};
/** The running persistence's write and its subscriptions, for an area registered after it started. */
let running: { save: () => void; unsubscribers: (() => void)[] } | null = null;

/** Registers a late area: it takes its stored value now and is written back at each change from here on. */
export function registerStoredArea(name: LateAreaName, area: StoredArea): void {
  lateAreas.set(name, area);
  area.restore(lastRead[name]);
  running?.unsubscribers.push(subscribe(area.state, running.save));
}

/** A late area's value: its state's when registered, else as stored (unchecked: the area's code checks it). */
export function lateValue(name: LateAreaName): unknown {
  const area = lateAreas.get(name);
  return area ? area.stored() : lastRead[name];
}

/** Sorted keys: equal data gives equal text, whatever order its fields were built in. */
const sortKeys = (_key: string, value: unknown) =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;

export function serializeState(): string {
  return JSON.stringify(
    {
      version: STORAGE_VERSION,
      cart: storedCart(),
      wishlist: storedWishlist(),
      discount: storedDiscount(),
      ...Object.fromEntries(LATE_AREAS.map((name) => [name, lateValue(name)])),
      auth: storedAuth(),
    },
    sortKeys,
  );
}

function parseRaw(raw: string | null): Record<string, unknown> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(value) && value.version === STORAGE_VERSION ? value : {};
  } catch {
    return {};
  }
}

/** Replaces the persisted areas with what `raw` holds (null or corrupt: empty areas). */
export function restoreState(raw: string | null): void {
  const stored = (lastRead = parseRaw(raw));
  restoreCart(stored.cart);
  restoreWishlist(stored.wishlist);
  restoreDiscount(stored.discount);
  for (const [name, area] of lateAreas) area.restore(stored[name]);
  restoreAuth(stored.auth);
}

/** Storage can be missing or throw (disabled cookies, private mode, quota). */
function readRaw(storage: StorageLike | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function hydrateFromStorage(storage: StorageLike | undefined = browserStorage()): void {
  restoreState(readRaw(storage));
}

/**
 * Hydrates, then writes every change back and applies changes made in other tabs (the
 * `storage` event fires only in the tabs that did not write). Returns a stop function.
 */
export function startPersistence(storage: StorageLike | undefined = browserStorage(), events?: EventSource): () => void {
  hydrateFromStorage(storage);
  const save = () => {
    const text = serializeState();
    // Comparing with what is stored keeps a restore from another tab from echoing back.
    if (readRaw(storage) === text) return;
    try {
      storage?.setItem(STORAGE_KEY, text);
    } catch {
      // Quota or privacy mode: the session keeps working from memory.
    }
  };
  const unsubscribers = [cart, wishlist, discount, auth, ...[...lateAreas.values()].map((area) => area.state)].map((area) =>
    subscribe(area, save),
  );
  running = { save, unsubscribers };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // A null key means another tab cleared the whole storage.
    if (key === STORAGE_KEY || key === null) restoreState(readRaw(storage));
  };
  events?.addEventListener('storage', onStorage);
  return () => {
    unsubscribers.forEach((unsubscribe) => unsubscribe());
    running = null;
    events?.removeEventListener('storage', onStorage);
  };
}

let connections = 0;
let stopShared: (() => void) | null = null;
let isRestored = false;
const restoredListeners = new Set<() => void>();

/**
 * Several parts of the page may connect (the cart controls, the account links);
 * persistence runs once, until the last disconnects. It restores at once: no React island
 * renders stored state (ADR 0006: counts and hearts are plain DOM code, the drawers are
 * rendered on the client only), so nothing has to wait for hydration.
 */
export function connectPersistence(): () => void {
  if (connections++ === 0) {
    stopShared = startPersistence(browserStorage(), typeof window === 'undefined' ? undefined : window);
    isRestored = true;
    for (const listener of [...restoredListeners]) listener();
    restoredListeners.clear();
  }
  let isConnected = true;
  return () => {
    if (!isConnected) return;
    isConnected = false;
    if (--connections > 0) return;
    stopShared?.();
    stopShared = null;
  };
}

/**
 * Runs `callback` once the stored state has been restored (at once if it has been), so
 * work that reads or changes it (the sync loop, landing parameters) never races the
 * restore. Returns a function that cancels a callback still waiting.
 */
export function whenRestored(callback: () => void): () => void {
  if (isRestored) {
    callback();
    return () => undefined;
  }
  restoredListeners.add(callback);
  return () => restoredListeners.delete(callback);
}
