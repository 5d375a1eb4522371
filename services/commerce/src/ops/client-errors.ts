import { Hono } from 'hono';
import { CLIENT_ERRORS_DEFAULT_LIMIT, CLIENT_ERRORS_MAX_LIMIT, type ClientErrorRow } from '../../../../shared/schemas/ops';
import type { OriginBindings } from '../context';
import { badRequest } from '../http/body';
import { requireOpsToken } from './token';

/**
 * The operator's list of client errors (docs/api.md): GET /api/ops/client-errors?limit=50
 * with `Authorization: Bearer <OPS_TOKEN>` answers `{ errors }`, the newest first, with the
 * columns of `client_errors` as POST /captuerr stored them (actions/forms.ts) and nothing
 * else. The storefront's operator view (/__ops) shows them.
 */
export const clientErrorRoutes = new Hono<OriginBindings>();

clientErrorRoutes.get('/api/ops/client-errors', requireOpsToken, async (c) => {
  const text = c.req.query('limit');
  const limit = text === undefined ? CLIENT_ERRORS_DEFAULT_LIMIT : /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > CLIENT_ERRORS_MAX_LIMIT) {
    throw badRequest(`limit must be a whole number from 1 to ${CLIENT_ERRORS_MAX_LIMIT}`);
  }
  const { results } = await c.env.DB.prepare(
    'SELECT id, created_at, locale, level, error, stack, user_agent, url FROM client_errors ORDER BY id DESC LIMIT ?',
  )
    .bind(limit)
    .all<ClientErrorRow>();
  return c.json({ errors: results });
});
