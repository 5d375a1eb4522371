import { createMiddleware } from 'hono/factory';
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
  if (!(await sameSecret(given, expected))) {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json({ error: 'The operator token is missing or wrong' }, 401);
  }
  await next();
});

/** Equal keys, compared in constant time over their SHA-256 digests (OWASP ASVS 6.2.x: no early exit, no length leak). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  // Digests have one length; every byte is compared whatever the earlier ones were.
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= x[i]! ^ y[i]!;
  return difference === 0;
}
