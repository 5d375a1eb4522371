/**
 * A script chunk that fails to load (typically: a new deployment replaced the
 * fingerprinted files this page names) is answered with one full page reload, at most
 * once per 60 seconds per tab (docs/site.md "Client resilience"), so a chunk that is really gone cannot put
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

/** What handleChunkFailure asks the browser. */
export interface ChunkCheck {
  isOnline: () => boolean;
  /** The status the server answers for `url` now; null when it cannot be asked (no connection). */
  statusOf: (url: string) => Promise<number | null>;
}

const browserCheck: ChunkCheck = {
  isOnline: () => navigator.onLine !== false,
  // HEAD past every cache: the assets are immutable, so a cached copy would always say 200.
  statusOf: (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => null,
    ),
};

/** The script asset a chunk error names (Chromium and Firefox put its URL in the message), if any. */
export function failedAssetUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /https?:\/\/\S+?\/assets\/[^\s/'"]+\.js\b/.exec(message)?.[0] ?? null;
}

/**
 * Handles a failed chunk in the browser; resolves whether it is handled (reloading, or
 * nothing to do) rather than a problem to report. Only a chunk that is gone (a new
 * deployment replaced the fingerprinted files) is worth a reload:
 * - offline, it failed for want of a connection: no reload (offline it would show the
 *   browser's error page; back online it would throw the page away for nothing);
 * - online, the chunk the error names is asked for again: still there (it failed in
 *   transit, perhaps just before the connection dropped and came back) or unreachable
 *   means no reload; gone (or an error that names no chunk) means the reload.
 * Browsers fetch a failed module again at its next import (checked in Chromium), and what
 * imports lazily tries again then (the cart's sync loop once back online).
 */
export async function handleChunkFailure(
  error: unknown,
  check: ChunkCheck = browserCheck,
  reloadNow: () => boolean = () => reloadForChunkFailure({ storage: sessionStore(), now: Date.now(), reload: () => location.reload() }),
): Promise<boolean> {
  if (!check.isOnline()) return true;
  const url = failedAssetUrl(error);
  if (url !== null) {
    const status = await check.statusOf(url);
    if (status === null || (status >= 200 && status < 300)) return true;
  }
  return reloadNow();
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
