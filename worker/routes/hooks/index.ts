import { Hono } from 'hono';
import * as v from 'valibot';
import { readBodyText } from '../../../shared/http/body';
import { verifySignature } from '../../../shared/http/signature';
import { CATALOG_HOOK_MAX_BYTES, CATALOG_HOOK_PATH, catalogChange } from '../../../shared/schemas/catalog-change';
import { purgeTwice } from '../../cache/purge';
import { clockOf } from '../../clock';
import type { AppEnv } from '../../context';

/**
 * The commerce API's catalog webhook (docs/operations.md "Refresh on change"): a signed list
 * of cache tags, purged here and at the edge on every domain. Answers are JSON and private;
 * a refused delivery says why (the sender retries 5xx and network failures, not 4xx).
 */
export const hookRoutes = new Hono<AppEnv>();

hookRoutes.post(CATALOG_HOOK_PATH, async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const secret = c.env.CATALOG_WEBHOOK_SECRET;
  if (!secret) return c.json({ error: 'The catalog webhook is not configured (CATALOG_WEBHOOK_SECRET)' }, 503);
  const body = await readBodyText(c.req.raw, CATALOG_HOOK_MAX_BYTES);
  if (body === null) return c.json({ error: `The body is larger than ${CATALOG_HOOK_MAX_BYTES} bytes` }, 413);
  const now = clockOf(c.env)();
  if (!(await verifySignature(secret, c.req.header('artlane-signature') ?? null, body, new Date(now)))) {
    return c.json({ error: 'The Artlane-Signature header is missing, wrong or too old' }, 401);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return c.json({ error: 'The body is not JSON' }, 400);
  }
  const parsed = v.safeParse(catalogChange, json);
  if (!parsed.success) return c.json({ error: parsed.issues[0].message }, 422);
  const change = parsed.output;
  const outcome = await purgeTwice(
    c.env,
    { tags: change.tags, urls: [], hosts: [] },
    () => [],
    clockOf(c.env),
    (promise) => c.executionCtx.waitUntil(promise),
  );
  // One line per change in the request logs (LOG_REQUESTS), and always when the edge refused a purge.
  if (c.env.LOG_REQUESTS === 'true' || outcome.problems.length > 0) {
    const line = {
      event: 'catalog-change',
      id: change.id,
      reason: change.reason,
      tags: change.tags.length,
      edge: outcome.edge,
      problems: outcome.problems,
    };
    (outcome.problems.length > 0 ? console.warn : console.log)(JSON.stringify(line));
  }
  return c.json({ id: change.id, purged: outcome.tags, edge: outcome.edge, problems: outcome.problems });
});
