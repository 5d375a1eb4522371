import { checkVersion, endChecks, isConstraintError, releaseAll, type OrderRecord } from './records';

/**
 * Cancelling an unpaid order (docs/checkout.md "What an unpaid order holds"): when its
 * payment session cannot be opened (../submit.ts) and when its reservation ends
 * (../expire.ts).
 */
/** Gives back what an unpaid order holds and cancels it, if nobody changed it since `order`. */
export async function cancelUnpaid(
  db: D1Database,
  order: Pick<OrderRecord, 'id' | 'version' | 'payment_status'>,
  now: Date,
): Promise<boolean> {
  const time = now.toISOString();
  try {
    await db.batch([
      checkVersion(db, order.id, order.version),
      ...releaseAll(db, order.id),
      db
        .prepare(
          `UPDATE orders SET status = 'cancelled', cancelled_at = ?1, updated_at = ?1, version = version + 1, payment_app_url = NULL,
                  payment_status = CASE WHEN payment_status IN ('pending', 'authorized') THEN 'cancelled' ELSE payment_status END
            WHERE id = ?2 AND status IN ('pending_payment', 'payment_failed')`,
        )
        .bind(time, order.id),
      endChecks(db),
    ]);
    return true;
  } catch (error) {
    if (isConstraintError(error)) return false;
    throw error;
  }
}
