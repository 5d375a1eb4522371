import { createMiddleware } from 'hono/factory';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../context';
import { readBodyText } from '../../../shared/http/body';

const DRAIN_LIMIT = 64 * 1024;

const sameOrigin = csrf();

/**
 * Cross-site request forgery (OWASP CSRF cheat sheet): a state-changing request a form or
 * a beacon on another site could send (form, multipart or text body) must come from this
 * shop's own origin (Origin, or Sec-Fetch-Site: same-origin) when a browser sent it. Hono's csrf middleware
 * decides; a refusal is a 403 with a JSON error like every other API refusal. JSON bodies
 * need a CORS preflight the shop never grants, so they cannot be sent cross-site.
 */
export const crossSiteGuard = createMiddleware<AppEnv>(async (c, next) => {
  // No Origin and no Sec-Fetch-Site: not sent by a browser (every current one sends Origin
  // on a POST, and fetch metadata), so not a forged request; Go's CrossOriginProtection
  // draws the same line.
  if (c.req.header('origin') === undefined && c.req.header('sec-fetch-site') === undefined) return next();
  let passed = false;
  try {
    await sameOrigin(c, async () => {
      passed = true;
      await next();
    });
  } catch (error) {
    if (passed || !(error instanceof HTTPException) || error.status !== 403) throw error;
    // Read what was sent (up to the API's limit) before answering, so the client sees the
    // refusal instead of a connection reset mid-upload.
    await readBodyText(c.req.raw, DRAIN_LIMIT).catch(() => null);
    return c.json({ error: 'Cross-site requests are refused: send it from the shop itself' }, 403);
  }
});
