/**
 * A script chunk that fails to load (typically: a new deployment replaced the
 * fingerprinted files this page names) is answered with one full page reload, at most
 * once per 60 seconds per tab (SPEC 4 and 8), so a chunk that is really gone cannot put
 * the page into a reload loop.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/**
 * A failed dynamic import: "Failed to fetch dynamically imported module" (Chromium),
 * "error loading dynamically imported module" (Firefox), "Importing a module script
 * failed" (Safari).
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

/** True when no reload happened in the last 60 s (a clock that went back counts as none). */
export function shouldReload(lastReloadAt: number | null, now: number, windowMs = CHUNK_RELOAD_WINDOW_MS): boolean {
  return lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= windowMs;
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
  reload: () => void;
}

/**
 * Reloads when allowed and records when; returns whether it reloaded. Without working
 * storage the throttle could not survive the reload, so it does not reload at all.
 */
export function reloadForChunkFailure({ storage, now, reload }: ReloadDeps): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    const last = raw !== null && Number.isFinite(Number(raw)) ? Number(raw) : null;
    if (!shouldReload(last, now)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

function sessionStore(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export interface Connection {
  isOnline: () => boolean;
}

const browserConnection: Connection = { isOnline: () => navigator.onLine !== false };

/**
 * Handles a failed chunk in the browser; returns whether it is handled (reloading, or
 * nothing to do) rather than a problem to report. Offline, the chunk failed for want of a
 * connection, not because a deployment replaced it: no reload (offline it would show the
 * browser's error page; back online it would throw the page away for nothing). Browsers
 * fetch a failed module again at its next import (checked in Chromium), and what imports
 * lazily tries again then (the cart's sync loop once back online).
 */
export function handleChunkFailure(
  connection: Connection = browserConnection,
  reloadNow: () => boolean = () => reloadForChunkFailure({ storage: sessionStore(), now: Date.now(), reload: () => location.reload() }),
): boolean {
  return connection.isOnline() ? reloadNow() : true;
}

/** A <script> or <link rel=modulepreload> of our own script assets (not an image) that failed to load. */
export function isFailedAssetElement(target: EventTarget | null): boolean {
  const url =
    target instanceof HTMLScriptElement
      ? target.src
      : target instanceof HTMLLinkElement && target.rel === 'modulepreload'
        ? target.href
        : '';
  return /\/assets\/[^/]+\.js$/.test(url);
}
