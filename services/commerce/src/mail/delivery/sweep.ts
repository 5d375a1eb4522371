import { mailRetentionDays, trimDelivered } from '../outbox';
import { handOffDue, HAND_OFF_BATCH } from './hand-off';
import type { DeliveryEnv } from './consumer';

/**
 * The cron's mail work, every minute (ADR 0019): rows claimed by a consumer that never said
 * how the send ended are listed as failed (the operator decides whether to send them again:
 * they may have gone out); rows whose time has come (a gift card on its day, at its hour in
 * the market's time zone) or whose hand-off was lost are handed to the queue; sent and failed
 * rows older than MAIL_RETENTION_DAYS are deleted.
 */
export interface SweepEnv extends DeliveryEnv {
  MAIL_RETENTION_DAYS?: string;
}

/** A claim this old without an outcome is a consumer that stopped during the send. */
export const CLAIM_TIMEOUT_MS = 15 * 60_000;

/** Hand-offs per run (HAND_OFF_BATCH rows each); the next minute takes the rest. */
const ROUNDS = 10;

export const UNKNOWN_OUTCOME =
  'The consumer stopped while sending (no outcome recorded); it may have been delivered: check with the recipient before sending again';

export async function sweepMail(env: SweepEnv, now: Date): Promise<{ handedOff: number; unknown: number; deleted: number }> {
  const cutoff = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const [stuck, trimmed] = await env.DB.batch([
    env.DB.prepare('UPDATE outbox SET failed_at = ?, last_error = ? WHERE claimed_at < ? AND sent_at IS NULL AND failed_at IS NULL').bind(
      now.toISOString(),
      UNKNOWN_OUTCOME,
      cutoff,
    ),
    trimDelivered(env.DB, now, mailRetentionDays(env.MAIL_RETENTION_DAYS)),
  ]);
  let handedOff = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const ids = await handOffDue(env, now);
    handedOff += ids.length;
    if (ids.length < HAND_OFF_BATCH) break;
  }
  return { handedOff, unknown: stuck?.meta.changes ?? 0, deleted: trimmed?.meta.changes ?? 0 };
}
