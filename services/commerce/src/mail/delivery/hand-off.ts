/**
 * Handing outbox rows to the mail queue (ADR 0019). A row is written in the batch of the
 * change it tells of (../outbox.ts queueEmail); after that batch, and every minute from the
 * cron, the rows due and not yet handed off are marked queued_at and sent to MAIL_QUEUE as
 * `{ id }`. Marking first, in one UPDATE … RETURNING, means two hand-offs at once never both
 * take a row; a hand-off whose queue send failed (or whose Worker stopped in between) leaves
 * rows marked but not queued, which the cron takes again once QUEUED_STALE_MS has passed
 * (longer than the queue's whole retry span, so a row waiting for its retry is not queued
 * twice; if it were, the consumer's claim still sends it once).
 */

/** What a mail queue message carries: the outbox row's id, the idempotency key. */
export interface MailMessage {
  id: number;
}

export interface HandOffEnv {
  DB: D1Database;
  MAIL_QUEUE?: Queue;
}

/** At most this many rows per hand-off (a queue's sendBatch takes up to 100 messages). */
export const HAND_OFF_BATCH = 100;

/** A row handed off this long ago and still neither sent, claimed nor failed is handed off again. */
export const QUEUED_STALE_MS = 60 * 60_000;

/** The ids of the rows handed to the queue now (none without a queue binding). */
export async function handOffDue(env: HandOffEnv, now: Date): Promise<number[]> {
  const queue = env.MAIL_QUEUE;
  if (!queue) return [];
  const time = now.toISOString();
  const stale = new Date(now.getTime() - QUEUED_STALE_MS).toISOString();
  const { results } = await env.DB.prepare(
    `UPDATE outbox SET queued_at = ?1
      WHERE id IN (SELECT id FROM outbox
                    WHERE sent_at IS NULL AND failed_at IS NULL AND claimed_at IS NULL
                      AND (send_after IS NULL OR send_after <= ?1) AND (queued_at IS NULL OR queued_at < ?2)
                    ORDER BY id LIMIT ${HAND_OFF_BATCH})
      RETURNING id`,
  )
    .bind(time, stale)
    .all<{ id: number }>();
  const ids = results.map((row) => row.id);
  if (ids.length === 0) return ids;
  try {
    await queue.sendBatch(ids.map((id) => ({ body: { id } satisfies MailMessage, contentType: 'json' as const })));
  } catch (error) {
    // Not queued: let the next hand-off take them at once rather than after QUEUED_STALE_MS.
    await env.DB.prepare(`UPDATE outbox SET queued_at = NULL WHERE queued_at = ? AND id IN (${ids.join(',')})`)
      .bind(time)
      .run()
      .catch(() => undefined);
    throw error;
  }
  return ids;
}
