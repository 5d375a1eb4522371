/**
 * What kind of request the cache is asked for: a personal one (never answered from or
 * stored into the shared cache, ./policy.ts) or the background re-render of a stale page
 * (which must read fresh answers, never stale ones).
 */

/** True when the request carries anything that makes its answer personal. */
export function isPersonalRequest(request: Request): boolean {
  if (request.headers.has('Authorization')) return true;
  const cookie = request.headers.get('Cookie') ?? '';
  return /(?:^|;\s*)__Host-session=|(?:^|;\s*)session=/.test(cookie);
}

const REVALIDATION = Symbol.for('artlane.revalidation');

/**
 * The env of a background re-render of a stale page (worker/middleware/page-cache). The
 * mark is a symbol: no configuration value or request can set it. `shown` collects the
 * cache tags of what the re-render read, for the page it stores.
 */
export function asRevalidation<E extends object>(env: E, shown: Set<string> = new Set()): E {
  return { ...env, [REVALIDATION]: shown };
}

/** True in a background re-render: its reads load fresh answers instead of stale ones. */
export function isRevalidation(env: object): boolean {
  return (env as { [REVALIDATION]?: unknown })[REVALIDATION] instanceof Set;
}

/** Where a background re-render puts the tags of what it read (see asRevalidation). */
export function revalidationTags(env: object): Set<string> | undefined {
  const shown = (env as { [REVALIDATION]?: unknown })[REVALIDATION];
  return shown instanceof Set ? (shown as Set<string>) : undefined;
}
