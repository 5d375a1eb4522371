/**
 * What kind of request the cache is asked for: a personal call (never answered from or
 * stored into the shared cache, ./policy.ts) or the background re-render of a stale page
 * (which must read fresh answers, never stale ones).
 *
 * Personal is what an answer reads, not what its request carries (ADR 0025): a session
 * cookie or an Authorization header on a catalog page or a catalog read changes nothing in
 * the answer (catalog pages never read the session, and the commerce API never gets a
 * shopper's cookies or credentials: worker/api/upstream.ts), so such a request is answered
 * from, and may fill, the shared cache like anyone's. What does read the session is kept out
 * where it reads it: a call that carries the artist's access token (below), a page whose
 * render read the session, and every private path (worker/middleware/page-cache).
 */

/** True for a call to the commerce API that carries the signed-in artist's access token: its answer is theirs. */
export function isPersonalCall(call: { bearer?: string }): boolean {
  return call.bearer !== undefined;
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
