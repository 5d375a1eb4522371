import type { PaymentKind } from '../../../shared/payment-methods';
import { PAYMENT_SESSION_STATUSES, type PaymentSession, type PaymentSessionStatus } from '../../../shared/payment-session';
import { newEventId, newFormToken, newSessionId } from './ids';

/**
 * Payment sessions in D1 and their status changes. Every change is one conditional UPDATE
 * (`WHERE status IN (...)`), so two submits of the same page, or a page and a cancel call,
 * can never both win: the loser sees the session as it is now.
 */
export const SESSION_STATUSES = PAYMENT_SESSION_STATUSES;
export type SessionStatus = PaymentSessionStatus;

export interface SessionRow {
  id: string;
  reference: string;
  kind: PaymentKind;
  amount: number;
  currency: string;
  locale: string;
  country: string;
  customer_email: string;
  customer_name: string;
  customer_phone: string;
  return_url: string;
  cancel_url: string;
  webhook_url: string;
  status: SessionStatus;
  decline_reason: string | null;
  step: 'challenge' | 'bank' | null;
  bank: string | null;
  card_last4: string | null;
  form_token: string;
  captured_amount: number;
  refunded_amount: number;
  created_at: string;
  updated_at: string;
}

/** The session as the API answers it (GET /v1/sessions/{id}, webhooks' data.session). */
export type PublicSession = PaymentSession<PaymentKind>;

export function toPublic(row: SessionRow): PublicSession {
  const { id, reference, kind, amount, currency, status, decline_reason, captured_amount, refunded_amount, created_at, updated_at } = row;
  return { id, reference, kind, amount, currency, status, decline_reason, captured_amount, refunded_amount, created_at, updated_at };
}

/** A bankid session not confirmed within this time expires. */
export const BANKID_TIMEOUT_MS = 3 * 60_000;
/** Any session still pending after this time expires. */
export const PENDING_TIMEOUT_MS = 60 * 60_000;

/** Whether a session has passed its time and should now read `expired` (checked lazily, when read). */
export function isExpiryDue(row: Pick<SessionRow, 'status' | 'kind' | 'created_at'>, now: number): boolean {
  if (row.status !== 'pending') return false;
  const age = now - Date.parse(row.created_at);
  return age >= (row.kind === 'bankid' ? BANKID_TIMEOUT_MS : PENDING_TIMEOUT_MS);
}

/** The webhook event type of a status (docs/checkout.md; `session.expired` is this provider's addition). */
export const eventType = (status: SessionStatus) => `session.${status}` as const;

export type NewSession = Pick<
  SessionRow,
  | 'reference'
  | 'kind'
  | 'amount'
  | 'currency'
  | 'locale'
  | 'country'
  | 'customer_email'
  | 'customer_name'
  | 'customer_phone'
  | 'return_url'
  | 'cancel_url'
  | 'webhook_url'
>;

export async function insertSession(db: D1Database, input: NewSession, now: number): Promise<SessionRow> {
  const at = new Date(now).toISOString();
  const row: SessionRow = {
    ...input,
    id: newSessionId(),
    status: 'pending',
    decline_reason: null,
    step: null,
    bank: null,
    card_last4: null,
    form_token: newFormToken(),
    captured_amount: 0,
    refunded_amount: 0,
    created_at: at,
    updated_at: at,
  };
  const columns = Object.keys(row);
  await db
    .prepare(`INSERT INTO sessions (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .bind(...Object.values(row))
    .run();
  return row;
}

export async function readSession(db: D1Database, id: string): Promise<SessionRow | null> {
  if (!/^ps_[a-z2-7]{24}$/.test(id)) return null;
  return db.prepare('SELECT * FROM sessions WHERE id = ?').bind(id).first<SessionRow>();
}

/** Columns a status change may set besides status and updated_at. */
export type SessionPatch = Partial<
  Pick<SessionRow, 'decline_reason' | 'step' | 'bank' | 'card_last4' | 'captured_amount' | 'refunded_amount'>
>;

/**
 * Moves the session to `to` when its status is one of `from`; null when it was not (someone
 * else changed it first, the move is not allowed, or a `guard` column changed). `to` may equal
 * the current status (a partial refund, the step of a pending flow).
 */
export async function changeSession(
  db: D1Database,
  id: string,
  from: readonly SessionStatus[],
  to: SessionStatus,
  patch: SessionPatch,
  now: number,
  guard: SessionGuard = {},
): Promise<SessionRow | null> {
  const entries = Object.entries(patch);
  const sets = ['status = ?', 'updated_at = ?', ...entries.map(([column]) => `${column} = ?`)];
  const guards = Object.entries(guard);
  const where = [`id = ?`, `status IN (${from.map(() => '?').join(', ')})`, ...guards.map(([column]) => `${column} IS ?`)];
  return db
    .prepare(`UPDATE sessions SET ${sets.join(', ')} WHERE ${where.join(' AND ')} RETURNING *`)
    .bind(to, new Date(now).toISOString(), ...entries.map(([, value]) => value), id, ...from, ...guards.map(([, value]) => value))
    .first<SessionRow>();
}

/** Columns that must still hold these values for a change to apply (e.g. the amount refunded so far). */
export type SessionGuard = Partial<Pick<SessionRow, 'step' | 'refunded_amount'>>;

export interface WebhookEvent {
  id: string;
  type: ReturnType<typeof eventType>;
  created: number;
  data: { session: PublicSession };
}

/** Records the event of a status change (delivered by ./webhooks.ts). */
export async function insertEvent(db: D1Database, row: SessionRow, now: number): Promise<{ event: WebhookEvent; body: string }> {
  const event: WebhookEvent = {
    id: newEventId(),
    type: eventType(row.status),
    created: Math.floor(now / 1000),
    data: { session: toPublic(row) },
  };
  const body = JSON.stringify(event);
  await db
    .prepare('INSERT INTO webhook_events (id, session_id, type, url, body, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(event.id, row.id, event.type, row.webhook_url, body, new Date(now).toISOString())
    .run();
  return { event, body };
}
