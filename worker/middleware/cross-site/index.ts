import { createMiddleware } from 'hono/factory';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../context';

const sameOrigin = csrf();

/**
 * Cross-site request forgery (OWASP CSRF cheat sheet): a state-changing request a form or
 * a beacon on another site could send (form, multipart or text body) must come from this
 * shop's own origin (Origin, or Sec-Fetch-Site: same-origin). Hono's csrf middleware
 * decides; a refusal is a 403 with a JSON error like every other API refusal. JSON bodies
 * need a CORS preflight the shop never grants, so they cannot be sent cross-site.
 */
export const crossSiteGuard = createMiddleware<AppEnv>(async (c, next) => {
  let passed = false;
  try {
    await sameOrigin(c, async () => {
      passed = true;
      await next();
    });
  } catch (error) {
    if (passed || !(error instanceof HTTPException) || error.status !== 403) throw error;
    return c.json({ error: 'Cross-site requests are refused: send it from the shop itself' }, 403);
  }
});
