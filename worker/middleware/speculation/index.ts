import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { SPECULATION_RULES_PATH } from '../../static-assets/speculation-rules';

/** The header naming the rules file (HTML "speculation rules": a list of quoted URLs). */
export const SPECULATION_RULES_HEADER = 'Speculation-Rules';
const VALUE = `"${SPECULATION_RULES_PATH}"`;

/**
 * A page any shared cache may keep (Cache-Control public: the anonymous catalog pages the
 * page cache stores) names the shop's speculation rules, so the browser prefetches and
 * prerenders the pages its links lead to (worker/static-assets/speculation-rules.ts). A
 * private answer names none: the account, checkout and sign-in pages, errors, and a
 * signed-in visitor's pages, which are rendered for them alone and would cost a render
 * for every link speculated. Set outside the page cache on the answer as it leaves, so the
 * stored page is the same bytes and headers whichever request filled it, and a prerender
 * (`Sec-Purpose: prefetch;prerender`) is served from the same entry as a click.
 * Cost per answer: two header reads and a test, no body work.
 */
export const speculationRules = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.get('Content-Type')?.startsWith('text/html')) return;
  if (!/(^|,)\s*public\b/.test(headers.get('Cache-Control') ?? '')) return;
  headers.set(SPECULATION_RULES_HEADER, VALUE);
});
