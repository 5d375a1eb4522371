/**
 * The operator view's orders (docs/operations.md "Orders"): /__ops/orders (the list, found by
 * `?query=` and paged by `?page=`) and /__ops/orders/{id} (one order), read from the commerce
 * API's operator calls GET /api/ops/orders and /api/ops/orders/{id} with COMMERCE_OPS_TOKEN.
 * The same addresses answer JSON for `Accept: application/json` (./index.tsx).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { opsOrderAnswer, opsOrderListAnswer, type OpsOrderAnswer, type OpsOrderListAnswer } from '../../../shared/schemas/ops-orders';
import type { AppEnv } from '../../context';
import { timedCall } from './status';

export type OpsRead<T> = { ok: true; data: T } | { ok: false; status: 400 | 404 | 502 | 503; message: string };

/** A JSON answer is asked for (scripts): `Accept: application/json`. */
export const acceptsJson = (c: Context) => (c.req.header('accept') ?? '').toLowerCase().includes('application/json');

/** The list's search as typed (trimmed, at most 254 characters) and its page. */
export function listParams(c: Context<AppEnv>): { query: string; page: string } {
  return { query: (c.req.query('query') ?? '').trim().slice(0, 254), page: c.req.query('page') ?? '' };
}

async function readOps<T>(
  c: Context<AppEnv>,
  path: string,
  query: URLSearchParams,
  schema: v.GenericSchema<unknown, T>,
): Promise<OpsRead<T>> {
  const bearer = c.env.COMMERCE_OPS_TOKEN;
  if (!bearer) return { ok: false, status: 503, message: 'Not configured: set COMMERCE_OPS_TOKEN to the commerce API’s OPS_TOKEN' };
  const { response, error } = await timedCall(c, {
    method: 'GET',
    path,
    query,
    bearer,
    headers: new Headers({ accept: 'application/json' }),
  });
  if (!response) return { ok: false, status: 502, message: `The commerce API could not be reached: ${error}` };
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 400 || response.status === 404) {
    const message = v.is(v.object({ error: v.string() }), body) ? body.error : `The commerce API answered ${response.status}`;
    return { ok: false, status: response.status, message };
  }
  if (!response.ok) {
    const why = response.status === 401 ? ' (COMMERCE_OPS_TOKEN is not the commerce API’s OPS_TOKEN)' : '';
    return { ok: false, status: 502, message: `The commerce API answered ${response.status}${why}` };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success
    ? { ok: true, data: parsed.output }
    : { ok: false, status: 502, message: 'The commerce API’s answer could not be read' };
}

export function readOrderList(c: Context<AppEnv>): Promise<OpsRead<OpsOrderListAnswer>> {
  const { query, page } = listParams(c);
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (page) params.set('page', page);
  return readOps(c, '/api/ops/orders', params, opsOrderListAnswer);
}

export function readOrder(c: Context<AppEnv>, id: string): Promise<OpsRead<OpsOrderAnswer>> {
  return readOps(c, `/api/ops/orders/${encodeURIComponent(id)}`, new URLSearchParams(), opsOrderAnswer);
}
