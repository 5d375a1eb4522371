/**
 * The operator view's orders (docs/operations.md "Orders"): /__ops/orders (the list, found by
 * `?query=` and paged by `?page=`) and /__ops/orders/{id} (one order), read from the commerce
 * API's operator calls GET /api/ops/orders and /api/ops/orders/{id} with COMMERCE_OPS_TOKEN.
 * The same addresses answer JSON for `Accept: application/json` (./index.tsx). The order page's refund form posts to /__ops/orders/{id}/refund (refundOrder).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { opsOrderAnswer, opsOrderListAnswer, type OpsOrderAnswer, type OpsOrderListAnswer } from '../../../shared/schemas/ops-orders';
import { readBodyText } from '../../../shared/http/body';
import type { Operator } from '../../auth/ops-access';
import type { AppEnv } from '../../context';
import { isJsonRequest } from './purge-form';
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

/** What a refund from the order page's form (or a script) came to: the commerce API's answer, or why it was not asked. */
export interface RefundOutcome {
  status: 200 | 400 | 404 | 409 | 422 | 502 | 503;
  body: { error: string } | Record<string, unknown>;
}

const BODY_LIMIT = 4 * 1024;
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The form's (urlencoded) or a script's (JSON) amount and idempotency key, as text. */
async function readRefundForm(c: Context<AppEnv>): Promise<{ amount: string; key: string }> {
  const text = (await readBodyText(c.req.raw, BODY_LIMIT)) ?? '';
  if (isJsonRequest(c)) {
    const body: unknown = (() => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })();
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const amount = typeof record.amount === 'number' || typeof record.amount === 'string' ? String(record.amount) : '';
    return { amount, key: typeof record.idempotency_key === 'string' ? record.idempotency_key : '' };
  }
  const form = new URLSearchParams(text);
  return { amount: (form.get('amount') ?? '').trim(), key: form.get('idempotency_key') ?? '' };
}

/**
 * POST /__ops/orders/{id}/refund: the commerce API's refund (POST /api/ops/orders/{id}/refund)
 * for the signed-in operator, who is named in its audit log. An empty amount refunds all that
 * is left. Never throws: every failure is an outcome with a message.
 */
export async function refundOrder(c: Context<AppEnv>, id: string, operator: Operator): Promise<RefundOutcome> {
  const { amount, key } = await readRefundForm(c);
  if (amount !== '' && !AMOUNT.test(amount)) {
    return { status: 400, body: { error: 'Give the amount to refund as a number such as 50 or 49.90, or leave it empty for all' } };
  }
  if (!KEY.test(key))
    return { status: 400, body: { error: 'idempotency_key must be 8–100 letters, digits, - or _ (reload the order page)' } };
  const bearer = c.env.COMMERCE_OPS_TOKEN;
  if (!bearer) return { status: 503, body: { error: 'Not configured: set COMMERCE_OPS_TOKEN to the commerce API’s OPS_TOKEN' } };
  const request = { idempotency_key: key, operator: operator.name, ...(amount === '' ? {} : { amount: Number(amount.replace(',', '.')) }) };
  const { response, error } = await timedCall(c, {
    method: 'POST',
    path: `/api/ops/orders/${encodeURIComponent(id)}/refund`,
    body: JSON.stringify(request),
    headers: new Headers({ accept: 'application/json', 'content-type': 'application/json' }),
    bearer,
  });
  if (!response) return { status: 502, body: { error: `The commerce API could not be reached: ${error}` } };
  const body: unknown = await response.json().catch(() => null);
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (response.status === 200 || [400, 404, 409, 422, 502].includes(response.status)) {
    return { status: response.status as RefundOutcome['status'], body: record };
  }
  const why = response.status === 401 ? ' (COMMERCE_OPS_TOKEN is not the commerce API’s OPS_TOKEN)' : '';
  return { status: 502, body: { error: `The commerce API answered ${response.status}${why}` } };
}
