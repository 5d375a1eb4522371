import type { Context } from 'hono';
import type { ApiEnv } from '../../context';
/**
 * The audit log of operator actions on orders (order_audit, migration 0020; docs/operations.md
 * "The audit log"). An action claims its idempotency key first (a 'pending' row; UNIQUE per
 * order, action and key), then records how it ended: a repeat of the same key finds the row
 * and answers what the first one answered, changing nothing.
 */
export type AuditAction = 'refund' | 'cancel' | 'resend_confirmation';
export type AuditOutcome = 'pending' | 'done' | 'refused' | 'failed';

export interface AuditRow {
  id: number;
  order_id: string;
  created_at: string;
  operator: string;
  action: AuditAction;
  idempotency_key: string;
  request: string;
  outcome: AuditOutcome;
  message: string | null;
  http_status: number | null;
  provider_answer: string | null;
}

export interface AuditClaim {
  orderId: string;
  operator: string;
  action: AuditAction;
  key: string;
  request: unknown;
  now: string;
}

export const findAudit = (db: D1Database, orderId: string, action: AuditAction, key: string) =>
  db
    .prepare('SELECT * FROM order_audit WHERE order_id = ? AND action = ? AND idempotency_key = ?')
    .bind(orderId, action, key)
    .first<AuditRow>();

/** Writes the action's row with `outcome`; false when the key was claimed already (a repeat). */
export async function claimAudit(
  db: D1Database,
  claim: AuditClaim,
  outcome: AuditOutcome,
  ending: { message?: string; status?: number } = {},
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO order_audit (order_id, created_at, operator, action, idempotency_key, request, outcome, message, http_status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      claim.orderId,
      claim.now,
      claim.operator,
      claim.action,
      claim.key,
      JSON.stringify(claim.request),
      outcome,
      ending.message ?? null,
      ending.status ?? null,
    )
    .run();
  return result.meta.changes === 1;
}

/** The statement that records how a claimed action ended. */
export const endAudit = (
  db: D1Database,
  claim: AuditClaim,
  ending: { outcome: Exclude<AuditOutcome, 'pending'>; status: number; message?: string | null; providerAnswer?: unknown },
) =>
  db
    .prepare(
      `UPDATE order_audit SET outcome = ?, http_status = ?, message = ?, provider_answer = ?
        WHERE order_id = ? AND action = ? AND idempotency_key = ?`,
    )
    .bind(
      ending.outcome,
      ending.status,
      ending.message ?? null,
      ending.providerAnswer === undefined ? null : JSON.stringify(ending.providerAnswer),
      claim.orderId,
      claim.action,
      claim.key,
    );

/** The answer of an action from its audit row: the first answer again for a repeat. */
export function auditAnswer(c: Context<ApiEnv>, row: AuditRow): Response {
  if (row.outcome === 'pending') return c.json({ error: 'This action is still being made; look at the order again in a moment' }, 409);
  const status = (row.http_status ?? 409) as 200 | 409 | 422 | 502;
  const audit = {
    ...row,
    request: JSON.parse(row.request) as unknown,
    provider_answer: row.provider_answer === null ? null : (JSON.parse(row.provider_answer) as unknown),
  };
  return status === 200 ? c.json({ done: true, audit }) : c.json({ error: row.message ?? 'Refused', audit }, status);
}

/** A claim of `action` on `orderId` by the body's operator and key, made now (not written yet). */
export const newClaim = (
  orderId: string,
  action: AuditAction,
  body: { operator: string; idempotency_key: string },
  request: unknown,
  now = new Date(),
): AuditClaim => ({ orderId, action, operator: body.operator, key: body.idempotency_key, request, now: now.toISOString() });

/** The answer the claim's action got as its row now stands (after it ended, or for a repeat). */
export const claimAnswer = async (c: Context<ApiEnv>, db: D1Database, claim: AuditClaim) =>
  auditAnswer(c, (await findAudit(db, claim.orderId, claim.action, claim.key))!);

/** The first answer again when the claim's key was used before (a repeat of the form), else null. */
export async function repeatedAnswer(c: Context<ApiEnv>, db: D1Database, claim: AuditClaim): Promise<Response | null> {
  const row = await findAudit(db, claim.orderId, claim.action, claim.key);
  return row ? auditAnswer(c, row) : null;
}

/**
 * Claims the action with `outcome` (see claimAudit): null when it is this request's to carry
 * out, or the answer of the request that claimed the same key first (a repeat at the same moment).
 */
export async function claimOrRepeat(
  c: Context<ApiEnv>,
  db: D1Database,
  claim: AuditClaim,
  outcome: AuditOutcome,
  ending?: { message?: string; status?: number },
): Promise<Response | null> {
  return (await claimAudit(db, claim, outcome, ending)) ? null : claimAnswer(c, db, claim);
}
