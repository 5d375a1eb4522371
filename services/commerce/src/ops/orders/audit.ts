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
