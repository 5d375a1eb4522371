import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { ProviderContext, ProviderEnv } from './context';
import { loadSession, providerOf, transition } from './provider';
import { createSessionBody, firstIssue, refundBody } from './schemas';
import { insertSession, toPublic } from './sessions';
import { isSameSecret } from '../../../shared/http/secrets';

/**
 * The server-to-server API (docs/checkout.md "The payment provider"): Bearer
 * PAYMENTS_API_KEY, JSON in and out, amounts in minor units. Errors are `{ error }` (with
 * `field` for a body that fails validation); answers are never cached.
 */
export const api = new Hono<ProviderEnv>();

api.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  const key = c.env.PAYMENTS_API_KEY;
  if (!key) return c.json({ error: 'The provider has no PAYMENTS_API_KEY configured' }, 503);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  // RFC 6750 section 3: a missing or wrong token is a 401 naming the scheme.
  if (!match || !(await isSameSecret(match[1]!, key))) {
    c.header('WWW-Authenticate', 'Bearer realm="payments"');
    return c.json({ error: 'Unauthorized: send Authorization: Bearer <PAYMENTS_API_KEY>' }, 401);
  }
  await next();
});

api.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: 'The body is larger than 16 KB' }, 413) }));

/** The JSON body, or undefined for an empty one; throws BadJson when it is not JSON. */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadJson();
  }
}
class BadJson extends Error {}

api.onError((error, c) => {
  if (error instanceof BadJson) return c.json({ error: 'The body must be JSON' }, 400);
  console.error('payments: unexpected error', error);
  return c.json({ error: 'Internal error' }, 500);
});

api.post('/sessions', async (c) => {
  const body = await readJson(c.req.raw);
  if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body))
    return c.json({ error: 'The body must be a JSON object' }, 400);
  const parsed = v.safeParse(createSessionBody, body);
  if (!parsed.success) return c.json(firstIssue(parsed.issues), 422);
  const input = parsed.output;
  const provider = providerOf(c);
  const row = await insertSession(
    provider.db,
    {
      reference: input.reference,
      kind: input.kind,
      amount: input.amount,
      currency: input.currency,
      locale: input.locale,
      country: input.country,
      customer_email: input.customer.email,
      customer_name: input.customer.name,
      customer_phone: input.customer.phone ?? '',
      return_url: input.return_url,
      cancel_url: input.cancel_url,
      webhook_url: input.webhook_url,
    },
    provider.now(),
  );
  const origin = (c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin).replace(/\/+$/, '');
  const isApp = row.kind === 'bankid';
  return c.json(
    {
      id: row.id,
      status: row.status,
      redirect_url: isApp ? null : `${origin}/pay/${row.id}`,
      app_url: isApp ? `${origin}/app/${row.id}` : null,
    },
    201,
  );
});

api.get('/sessions/:id', async (c) => {
  const row = await loadSession(providerOf(c), c.req.param('id'));
  return row ? c.json(toPublic(row)) : notFound(c);
});

api.post('/sessions/:id/capture', async (c) => {
  const provider = providerOf(c);
  const row = await loadSession(provider, c.req.param('id'));
  if (!row) return notFound(c);
  if (row.status === 'captured') return c.json(toPublic(row)); // idempotent
  const captured =
    row.status === 'authorized' && (await transition(provider, row.id, ['authorized'], 'captured', { captured_amount: row.amount }));
  if (captured) return c.json(toPublic(captured));
  return conflict(c, 'capture', (await loadSession(provider, row.id)) ?? row, 'authorized');
});

api.post('/sessions/:id/cancel', async (c) => {
  const provider = providerOf(c);
  const row = await loadSession(provider, c.req.param('id'));
  if (!row) return notFound(c);
  const cancelled = await transition(provider, row.id, ['pending', 'authorized'], 'cancelled');
  if (cancelled) return c.json(toPublic(cancelled));
  return conflict(c, 'cancel', (await loadSession(provider, row.id)) ?? row, 'pending or authorized');
});

/** Refunds `amount` (default: all that is left) of a captured session; all of it makes it `refunded`. */
api.post('/sessions/:id/refund', async (c) => {
  const provider = providerOf(c);
  const body = (await readJson(c.req.raw)) ?? {};
  const parsed = v.safeParse(refundBody, body);
  if (!parsed.success) return c.json(firstIssue(parsed.issues), 422);
  const row = await loadSession(provider, c.req.param('id'));
  if (!row) return notFound(c);
  if (row.status !== 'captured') return conflict(c, 'refund', row, 'captured');
  const left = row.captured_amount - row.refunded_amount;
  const amount = parsed.output.amount ?? left;
  if (amount > left) return c.json({ error: `amount can be at most ${left}, what is left to refund`, field: 'amount' }, 422);
  const refunded = row.refunded_amount + amount;
  // Applies only if no other refund came in between (the amount refunded so far is unchanged).
  const changed = await transition(
    provider,
    row.id,
    ['captured'],
    refunded === row.captured_amount ? 'refunded' : 'captured',
    { refunded_amount: refunded },
    { refunded_amount: row.refunded_amount },
  );
  if (changed) return c.json(toPublic(changed));
  return conflict(c, 'refund', (await loadSession(provider, row.id)) ?? row, 'captured');
});

const notFound = (c: ProviderContext) => c.json({ error: 'Not found' }, 404);

function conflict(c: ProviderContext, action: string, row: { status: string }, needs: string) {
  return c.json({ error: `Cannot ${action} a session that is ${row.status} (it must be ${needs})`, status: row.status }, 409);
}
