import { Hono } from 'hono';
import { CLIENT_ERRORS_DEFAULT_LIMIT, CLIENT_ERRORS_MAX_LIMIT, type ClientErrorRow } from '../../../../shared/schemas/ops';
import { captuerrBody } from '../../../../shared/schemas/requests';
import type { ApiEnv } from '../context';
import { readBody } from '../http/body';
import { badRequest } from '../http/errors';
import { requireOpsToken } from './token';
import { described, queryParam } from '../http/openapi/describe';
import { clientErrorsAnswer } from '../../../../shared/schemas/ops';

/**
 * Errors the shop's pages report (docs/site.md "Client resilience"): POST /captuerr stores
 * one, and the operator reads them back (docs/api.md): GET /api/ops/client-errors?limit=50
 * with `Authorization: Bearer <OPS_TOKEN>` answers `{ errors }`, the newest first, with the
 * columns of `client_errors` as POST /captuerr stored them and nothing else. The
 * storefront's operator view (/__ops) shows them.
 */
export const clientErrorRoutes = new Hono<ApiEnv>();

/** The captured errors kept; older ones are dropped so a noisy client cannot fill D1. */
const MAX_STORED_ERRORS = 10_000;

/** POST /captuerr { error, level, stack, userAgent, url } → 204 (body at most CAPTUERR_LIMIT, 8 KB); level defaults to error. */
clientErrorRoutes.post(
  '/captuerr',
  described({
    tag: 'ops',
    summary: 'A browser’s error report (at most 8 KB)',
    body: captuerrBody,
    answers: { 204: { description: 'kept' } },
  }),
  async (c) => {
    const report = await readBody(c.req.raw, captuerrBody);
    const { error, level } = report;
    const [stack, userAgent, url] = [report.stack ?? null, report.userAgent ?? null, report.url ?? null];
    const db = c.env.DB;
    await db.batch([
      db
        .prepare('INSERT INTO client_errors (created_at, locale, level, error, stack, user_agent, url) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(new Date().toISOString(), c.var.store.locale, level, error, stack, userAgent, url),
      db.prepare(`DELETE FROM client_errors WHERE id <= (SELECT MAX(id) FROM client_errors) - ${MAX_STORED_ERRORS}`),
    ]);
    return c.body(null, 204);
  },
);

/** GET /api/ops/client-errors?limit= → { errors }, newest first (operator). */
clientErrorRoutes.get(
  '/api/ops/client-errors',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'The browsers’ error reports, newest first',
    query: { limit: queryParam.int('how many (default 50)', 1, CLIENT_ERRORS_MAX_LIMIT) },
    answers: { 200: { description: 'the reports', schema: clientErrorsAnswer } },
    errors: { 400: 'limit out of range' },
  }),
  requireOpsToken,
  async (c) => {
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
  },
);
