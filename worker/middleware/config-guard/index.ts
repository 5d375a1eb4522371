import { createMiddleware } from 'hono/factory';
import { strategies } from '../../cache/policy';
import { configProblems, describeProblems, type ConfigProblem } from '../../config/validate';
import type { AppEnv } from '../../context';
import { oncePerEnv } from '../../config/per-env';

/**
 * A misconfigured deployment (worker/config/validate.ts: an unknown language in DOMAINS, a
 * malformed CATALOG_CACHE, a missing secret, …) answers every page and call with a 503
 * maintenance answer and logs what is wrong once per isolate, instead of failing each
 * request with a 500. The bindings are checked once per env object (the isolate's; tests
 * pass others). Shoppers never see the problems, only the operator's log does.
 */
export const problemsOf = oncePerEnv((env: AppEnv['Bindings']): readonly ConfigProblem[] => {
  const problems = configProblems(env as unknown as Record<string, unknown>, { secrets: true });
  if (problems.length > 0) {
    console.error(`configuration: every request answers 503 until this is fixed:\n${describeProblems(problems)}`);
  }
  return problems;
});

const RETRY_AFTER_SECONDS = '300';

const MAINTENANCE_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Artlane – back soon</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1b1b1f;line-height:1.5}</style></head>
<body><main><h1>We will be back in a moment</h1>
<p>The shop is being updated. Please try again in a few minutes; your cart and wishlist are kept in this browser.</p></main></body></html>`;

export const configGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (problemsOf(c.env).length === 0) return next();
  const headers = { 'Cache-Control': strategies.private(), 'Retry-After': RETRY_AFTER_SECONDS };
  if (c.req.path.startsWith('/api/')) {
    return c.json({ error: 'The shop is being updated; try again in a few minutes' }, 503, headers);
  }
  return c.html(MAINTENANCE_PAGE, 503, headers);
});
