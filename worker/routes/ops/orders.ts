/**
 * The operator view's orders (docs/operations.md "Orders"): /__ops/orders (the list, found by
 * `?query=` and paged by `?page=`) and /__ops/orders/{id} (one order), read from the commerce
 * API's operator calls GET /api/ops/orders and /api/ops/orders/{id} with COMMERCE_OPS_TOKEN.
 * The same addresses answer JSON for `Accept: application/json` (./index.tsx). The order page's forms post to /__ops/orders/{id}/refund (refundOrder), /cancel and /resend (keyOnlyAction).
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

/** What an action from the order page's forms (or a script) came to: the commerce API's answer, or why it was not asked. */
export interface ActionOutcome {
  status: 200 | 400 | 404 | 409 | 422 | 502 | 503;
  body: { error: string } | Record<string, unknown>;
}

const BODY_LIMIT = 4 * 1024;
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

interface ActionForm {
  amount: string;
  key: string;
  /** The lines ticked and how many of each (a line refund), as typed; empty for an amount refund. */
  lines: { position: string; quantity: string }[];
}

/** The ticked lines of the form: `refund_line` (a line's position, once per tick) and its `quantity_{position}`. */
function tickedLines(form: URLSearchParams): ActionForm['lines'] {
  return form.getAll('refund_line').map((position) => ({ position, quantity: (form.get(`quantity_${position}`) ?? '').trim() }));
}

/** A script's `lines` ([{ position, quantity }]) as text, like the form's. */
function scriptLines(value: unknown): ActionForm['lines'] {
  if (!Array.isArray(value)) return [];
  return value.map((line: unknown) => {
    const record = line && typeof line === 'object' ? (line as Record<string, unknown>) : {};
    return { position: String(record.position ?? ''), quantity: String(record.quantity ?? '') };
  });
}

/** An action form's (urlencoded) or a script's (JSON) idempotency key and, for a refund, amount and lines, as text. */
async function readActionForm(c: Context<AppEnv>): Promise<ActionForm> {
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
    return { amount, key: typeof record.idempotency_key === 'string' ? record.idempotency_key : '', lines: scriptLines(record.lines) };
  }
  const form = new URLSearchParams(text);
  return { amount: (form.get('amount') ?? '').trim(), key: form.get('idempotency_key') ?? '', lines: tickedLines(form) };
}

const WHOLE = /^\d{1,4}$/;

/** The refund the commerce API is asked for, or what is wrong with the form. */
function refundRequest({ amount, key, lines }: ActionForm, operator: Operator): { error: string } | { request: Record<string, unknown> } {
  if (amount !== '' && !AMOUNT.test(amount)) {
    return { error: 'Give the amount to refund as a number such as 50 or 49.90, or leave it empty for all' };
  }
  if (!KEY.test(key)) return { error: 'idempotency_key must be 8–100 letters, digits, - or _ (reload the order page)' };
  const request = { idempotency_key: key, operator: operator.name };
  if (lines.length === 0) return { request: amount === '' ? request : { ...request, amount: Number(amount.replace(',', '.')) } };
  if (amount !== '') return { error: 'Refund either an amount or the ticked lines: leave the amount empty to refund lines' };
  const badLine = lines.find((line) => !WHOLE.test(line.position));
  if (badLine) return { error: 'Name each line to refund by its number (#) on the order page' };
  const bad = lines.find((line) => !WHOLE.test(line.quantity) || Number(line.quantity) < 1);
  if (bad) return { error: `Give how many of line ${bad.position} to refund as a whole number, at least 1` };
  return { request: { ...request, lines: lines.map((line) => ({ position: Number(line.position), quantity: Number(line.quantity) })) } };
}

/**
 * POST /__ops/orders/{id}/refund: the commerce API's refund (POST /api/ops/orders/{id}/refund)
 * for the signed-in operator, who is named in its audit log. Ticked lines refund those lines
 * (their price share); otherwise an empty amount refunds all that is left. Never throws: every failure is an outcome with a message.
 */
export async function refundOrder(c: Context<AppEnv>, id: string, operator: Operator): Promise<ActionOutcome> {
  const asked = refundRequest(await readActionForm(c), operator);
  if ('error' in asked) return { status: 400, body: asked };
  return orderAction(c, id, 'refund', asked.request);
}

/** The actions on an order other than a refund: they take only the form's idempotency key. */
export type KeyOnlyAction = 'cancel' | 'resend';

/**
 * POST /__ops/orders/{id}/cancel and /resend: the commerce API's cancel of an unpaid order and
 * resend of the confirmation e-mail, for the signed-in operator (named in the audit log).
 */
export async function keyOnlyAction(c: Context<AppEnv>, id: string, action: KeyOnlyAction, operator: Operator): Promise<ActionOutcome> {
  const { key } = await readActionForm(c);
  if (!KEY.test(key))
    return { status: 400, body: { error: 'idempotency_key must be 8–100 letters, digits, - or _ (reload the order page)' } };
  return orderAction(c, id, action, { idempotency_key: key, operator: operator.name });
}

/** POST /api/ops/orders/{id}/{action} with `request`; never throws: every failure is an outcome with a message. */
async function orderAction(c: Context<AppEnv>, id: string, action: 'refund' | KeyOnlyAction, request: unknown): Promise<ActionOutcome> {
  const bearer = c.env.COMMERCE_OPS_TOKEN;
  if (!bearer) return { status: 503, body: { error: 'Not configured: set COMMERCE_OPS_TOKEN to the commerce API’s OPS_TOKEN' } };
  const { response, error } = await timedCall(c, {
    method: 'POST',
    path: `/api/ops/orders/${encodeURIComponent(id)}/${action}`,
    body: JSON.stringify(request),
    headers: new Headers({ accept: 'application/json', 'content-type': 'application/json' }),
    bearer,
  });
  if (!response) return { status: 502, body: { error: `The commerce API could not be reached: ${error}` } };
  const body: unknown = await response.json().catch(() => null);
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (response.status === 200 || [400, 404, 409, 422, 502].includes(response.status)) {
    return { status: response.status as ActionOutcome['status'], body: record };
  }
  const why = response.status === 401 ? ' (COMMERCE_OPS_TOKEN is not the commerce API’s OPS_TOKEN)' : '';
  return { status: 502, body: { error: `The commerce API answered ${response.status}${why}` } };
}
