import type { HandOffEnv, MailMessage } from './hand-off';
import { sendersOf } from './guard';
import { sendOutboxRow, type OutboxMail } from './send';
import type { MailConfig } from './senders';

/**
 * The mail queue's consumer (ADR 0019). For each message `{ id }`: claim the row (claimed_at,
 * in one conditional UPDATE: a row that is sent, failed or already claimed is not claimed
 * again), send it through the send_email binding, mark it sent with the service's
 * Message-ID. A send that throws releases the claim and is retried with backoff
 * (MAIL_RETRY_SECONDS doubling); after the queue's last try the message goes to the dead
 * letter queue, whose consumer marks the row failed. A consumer that stops between sending
 * and marking leaves the row claimed: it is never sent again by itself (at most once), and
 * the cron lists it as failed with "outcome unknown" after CLAIM_TIMEOUT_MS for the operator.
 */
export interface DeliveryEnv extends HandOffEnv, MailConfig {
  EMAIL?: SendEmail;
  MAIL_RETRY_SECONDS?: string;
}

/** The queue that takes what the mail queue gave up on (services/commerce/wrangler.toml). */
export const DEAD_LETTER_QUEUE = 'artlane-mail-failed';

const DEFAULT_RETRY_SECONDS = 60;
/** Cloudflare Queues' longest delay: 12 hours. */
const MAX_DELAY_SECONDS = 12 * 60 * 60;

/** Seconds before try `attempts + 1`: the configured base, doubled per try already made. */
export function retryDelaySeconds(attempts: number, configured: string | undefined): number {
  const base = configured !== undefined && /^\d{1,5}$/.test(configured) ? Number(configured) : DEFAULT_RETRY_SECONDS;
  return Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS);
}

/** A message's body as the consumer takes it: `{ id }` with a positive whole id, else null (acknowledged and dropped). */
export function mailMessageId(body: unknown): number | null {
  const id = body && typeof body === 'object' ? (body as Partial<MailMessage>).id : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

type Outcome = 'sent' | 'skipped' | 'retry';

export async function consumeMail(batch: MessageBatch<unknown>, env: DeliveryEnv, now: () => Date = () => new Date()): Promise<void> {
  for (const message of batch.messages) {
    const outcome = await deliverOne(message, env, now);
    if (outcome === 'retry') message.retry({ delaySeconds: retryDelaySeconds(message.attempts, env.MAIL_RETRY_SECONDS) });
    else message.ack();
  }
}

async function deliverOne(message: Message<unknown>, env: DeliveryEnv, now: () => Date): Promise<Outcome> {
  const id = mailMessageId(message.body);
  if (id === null) {
    console.error('mail: a queue message without an outbox id was dropped', JSON.stringify(message.body)?.slice(0, 200));
    return 'skipped';
  }
  const senders = sendersOf(env);
  if (!senders.ok || !env.EMAIL) {
    // Nothing is claimed: the row waits for the configuration (the log says what is wrong), then the operator's "send again".
    if (!env.EMAIL) console.error('mail: the EMAIL (send_email) binding is missing; nothing is sent');
    return 'retry';
  }
  const row = await claim(env.DB, id, now());
  if (!row) return 'skipped'; // sent, failed, gone, or claimed by a consumer that may have sent it
  let messageId: string;
  try {
    ({ messageId } = await sendOutboxRow(env.EMAIL, row, senders.byLocale));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    console.warn(`mail: sending outbox row ${id} failed (try ${message.attempts}): ${why}`);
    await env.DB.prepare('UPDATE outbox SET claimed_at = NULL, last_error = ?, queued_at = ? WHERE id = ? AND sent_at IS NULL')
      .bind(why.slice(0, 500), now().toISOString(), id)
      .run();
    return 'retry';
  }
  // Sent. Should marking it fail, the row stays claimed and is never sent again (the cron lists it for the operator).
  await env.DB.prepare('UPDATE outbox SET sent_at = ?, message_id = ?, last_error = NULL WHERE id = ?')
    .bind(now().toISOString(), messageId, id)
    .run()
    .catch((error: unknown) =>
      console.error(`mail: outbox row ${id} was sent (${messageId}) but not marked sent`, error instanceof Error ? error.message : error),
    );
  return 'sent';
}

/** Takes the row for this consumer, or null when it is not to be sent (already sent, failed, claimed, or deleted). */
async function claim(db: D1Database, id: number, now: Date): Promise<OutboxMail | null> {
  const claimed = await db
    .prepare(
      `UPDATE outbox SET claimed_at = ?, attempts = attempts + 1
        WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL AND claimed_at IS NULL RETURNING id`,
    )
    .bind(now.toISOString(), id)
    .first<{ id: number }>();
  if (!claimed) return null;
  return db
    .prepare(
      `SELECT o.id, o.recipient, o.subject, o.body, o.html, o.headers, orders.locale
         FROM outbox o LEFT JOIN orders ON orders.id = o.order_id WHERE o.id = ?`,
    )
    .bind(id)
    .first<OutboxMail>();
}

/** The dead letter queue's consumer: the rows whose every try failed are marked failed, for the operator view. */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: DeliveryEnv, now: () => Date = () => new Date()) {
  const ids = batch.messages.map((message) => mailMessageId(message.body)).filter((id): id is number => id !== null);
  if (ids.length > 0) {
    const time = now().toISOString();
    await env.DB.batch(
      ids.map((id) =>
        env.DB.prepare(
          `UPDATE outbox SET failed_at = ?, claimed_at = NULL,
                  last_error = COALESCE(last_error, 'Every try failed') WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL`,
        ).bind(time, id),
      ),
    );
    console.error(`mail: ${ids.length} e-mail(s) failed after the last try (outbox ids ${ids.join(', ')}); see /__ops/mail`);
  }
  batch.ackAll();
}

/** The Worker's queue handler: the mail queue or its dead letter queue. */
export async function mailQueueHandler(batch: MessageBatch<unknown>, env: DeliveryEnv): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE) return consumeDeadLetters(batch, env);
  return consumeMail(batch, env);
}
