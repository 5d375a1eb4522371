import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * A fragment's answer (shared/site-paths.ts FRAGMENT_PATHS): its HTML alone, no document around
 * it, and no page for search engines (`noindex`); the page it belongs to is what they index.
 * Its route declares it a catalog page, so the page cache keeps it at the edge like one.
 */
export function fragmentAnswer(c: Context<AppEnv>, html: string): Response {
  return c.html(html, 200, { 'X-Robots-Tag': 'noindex' });
}
