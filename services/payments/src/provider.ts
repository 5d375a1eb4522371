import type { ProviderContext, PaymentsBindings } from './context';
import {
  changeSession,
  insertEvent,
  isExpiryDue,
  readSession,
  type SessionGuard,
  type SessionPatch,
  type SessionRow,
  type SessionStatus,
} from './sessions';
import { deliverEvent } from './webhooks';

/**
 * What a request of the provider works with: its database, the clock and a way to run work
 * after the answer. Made per request (no request state at module scope).
 */
export interface Provider {
  env: PaymentsBindings;
  db: D1Database;
  now(): number;
  after(promise: Promise<unknown>): void;
}

export function providerOf(c: ProviderContext): Provider {
  return {
    env: c.env,
    db: c.env.DB,
    now: () => Date.now(),
    after: (promise) => c.executionCtx.waitUntil(promise),
  };
}

/** The session, expired first when its time has passed (expiry is applied lazily, on read). */
export async function loadSession(provider: Provider, id: string): Promise<SessionRow | null> {
  const row = await readSession(provider.db, id);
  if (!row || !isExpiryDue(row, provider.now())) return row;
  return (await transition(provider, id, ['pending'], 'expired')) ?? readSession(provider.db, id);
}

/**
 * Changes the session's status (see sessions.ts changeSession) and, when it changed, records
 * the webhook event and delivers it after the answer. Null: the session was not in `from`.
 */
export async function transition(
  provider: Provider,
  id: string,
  from: readonly SessionStatus[],
  to: SessionStatus,
  patch: SessionPatch = {},
  guard: SessionGuard = {},
): Promise<SessionRow | null> {
  const now = provider.now();
  const row = await changeSession(provider.db, id, from, to, patch, now, guard);
  if (!row) return null;
  const { event, body } = await insertEvent(provider.db, row, now);
  provider.after(
    deliverEvent(provider.env, { id: event.id, url: row.webhook_url, body }).catch((error: unknown) =>
      console.error('payments: webhook delivery crashed', error),
    ),
  );
  return row;
}

/** A step inside a pending session's hosted flow (no status change, no webhook). */
export function setStep(provider: Provider, id: string, patch: SessionPatch, guard: SessionGuard = {}): Promise<SessionRow | null> {
  return changeSession(provider.db, id, ['pending'], 'pending', patch, provider.now(), guard);
}
