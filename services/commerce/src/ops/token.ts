import { createMiddleware } from 'hono/factory';
import { isSameSecret } from '../../../../shared/http/secrets';
import type { ApiEnv } from '../context';

/**
 * The operator calls (`/api/ops/…`, docs/api.md): `Authorization: Bearer <OPS_TOKEN>`, a
 * Worker secret. Unset: every operator call answers 503; a missing or wrong key 401. Their
 * answers are never stored by a cache.
 */
export const requireOpsToken = createMiddleware<ApiEnv>(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  const expected = c.env.OPS_TOKEN;
  if (!expected) return c.json({ error: 'The operator calls are not configured (OPS_TOKEN)' }, 503);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!(await isSameSecret(given, expected))) {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json({ error: 'The operator token is missing or wrong' }, 401);
  }
  await next();
});
