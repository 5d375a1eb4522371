/**
 * Prefetch of likely next pages: when the pointer rests on (or focus reaches) a link to
 * another page of this shop, the page is fetched ahead with <link rel=prefetch>.
 * Skipped on 2g connections and when the shopper asked to save data (docs/site.md "Client
 * resilience"): the site's boot asks ./connection.ts before it hands an event here, so that
 * small test stays in the entry's chunk and this file in its own lazy one.
 */
import { isPrivatePath, NOT_PAGE_PATHS } from '../../shared/site-paths';

/** Paths that are personal, state-changing or not pages: never fetched ahead. */
const isNever = (path: string) => NOT_PAGE_PATHS.some((base) => path === base || path.startsWith(`${base}/`)) || isPrivatePath(path);

/** The URL to prefetch for a link, or null (other site, same page, a download, a personal page). */
export function prefetchTarget(href: string, here: { href: string; origin: string }): string | null {
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.hash = '';
  const current = new URL(here.href);
  current.hash = '';
  if (url.href === current.href || isNever(url.pathname)) return null;
  return url.href;
}

export const PREFETCH_INTENT_MS = 80;
const MAX_PREFETCHES = 20;
const done = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Loaded on the first pointer or focus event (client/site/boot.ts), then handles every one. */
export function consider(event: Event): void {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  clearTimeout(timer);
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
  if (done.size >= MAX_PREFETCHES) return;
  const target = prefetchTarget(link.href, location);
  if (!target || done.has(target)) return;
  timer = setTimeout(() => {
    done.add(target);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = target;
    document.head.appendChild(hint);
  }, PREFETCH_INTENT_MS);
}
