import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migratedCommerceDb } from '../../../../../scripts/lib/commerce-d1.mjs';
import { queueEmail, type Email } from '../outbox';
import { consumeDeadLetters, consumeMail, DEAD_LETTER_QUEUE, retryDelaySeconds, type DeliveryEnv } from './consumer';
import { handOffDue, QUEUED_STALE_MS } from './hand-off';
import type { MailPayload } from './send';
import { CLAIM_TIMEOUT_MS, sweepMail, UNKNOWN_OUTCOME } from './sweep';

/**
 * Delivery on a real D1 (Miniflare's, with the commerce Worker's migrations): the hand-off to
 * the queue, the consumer's claim → send → sent, its retries with backoff, the dead letter
 * queue, the crash after sending, and the cron's sweep. The queue and the send_email binding
 * are recorded here; tests/worker/mail-delivery.test.ts runs the same path on Miniflare's.
 */
let database: Awaited<ReturnType<typeof migratedCommerceDb>> | undefined;
let db: D1Database;

beforeAll(async () => {
  database = await migratedCommerceDb('delivery-test');
  db = database.db;
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  await db.exec('DELETE FROM outbox; DELETE FROM newsletter_subscribers');
});

const MAIL_FROM = JSON.stringify(
  Object.fromEntries(
    ['sv', 'da', 'de', 'cs', 'en', 'es', 'et', 'fi', 'fr', 'hr', 'hu', 'it', 'lt', 'lv', 'nl', 'pl', 'pt', 'ro', 'sl'].map((l) => [
      l,
      `Artlane <order@artlane.${l}>`,
    ]),
  ),
);

/** The queue, recorded: what was handed to it. */
function recordingQueue() {
  const sent: unknown[] = [];
  return {
    sent,
    queue: { sendBatch: async (messages: { body: unknown }[]) => void sent.push(...messages.map((m) => m.body)) } as unknown as Queue,
  };
}

/** The send_email binding, recorded; `failing` makes every send throw as the service does. */
function recordingBinding(failing = false) {
  const sent: MailPayload[] = [];
  const binding = {
    async send(payload: MailPayload) {
      if (failing) throw new Error('E_DELIVERY_FAILED: the service refused the message');
      sent.push(payload);
      return { messageId: `<m${sent.length}@artlane.se>` };
    },
  } as unknown as SendEmail;
  return { sent, binding };
}

/** A queue batch of `ids` as the runtime delivers it (attempts: the try this is), and what the consumer did with each. */
function batchOf(ids: number[], attempts = 1, queue = 'artlane-mail') {
  const log: (['ack', number] | ['retry', number, number | undefined])[] = [];
  const messages = ids.map((id) => ({
    id: `msg-${id}`,
    timestamp: new Date(),
    body: { id },
    attempts,
    ack: () => log.push(['ack', id]),
    retry: (options?: { delaySeconds?: number }) => log.push(['retry', id, options?.delaySeconds]),
  }));
  const batch = {
    queue,
    messages,
    metadata: {},
    ackAll: () => messages.forEach((m) => m.ack()),
    retryAll: () => messages.forEach((m) => m.retry()),
  } as unknown as MessageBatch<unknown>;
  return { batch, log };
}

const email = (kind: string, headers: Email['headers'] = null): Email => ({
  to: 'bo@example.com',
  subject: `Subject of ${kind}`,
  text: `Text of ${kind}`,
  html: `<p>HTML of ${kind}</p>`,
  kind,
  headers,
});

interface Row {
  id: number;
  kind: string;
  queued_at: string | null;
  claimed_at: string | null;
  attempts: number;
  sent_at: string | null;
  message_id: string | null;
  failed_at: string | null;
  last_error: string | null;
}
const rows = async () => (await db.prepare('SELECT * FROM outbox ORDER BY id').all<Row>()).results;
const ids = async () => (await rows()).map((row) => row.id);

function envWith(binding: SendEmail, queue?: Queue): DeliveryEnv {
  return { DB: db, EMAIL: binding, MAIL_FROM, MAIL_REPLY_TO: '{"sv":"kundservice@artlane.se"}', ...(queue ? { MAIL_QUEUE: queue } : {}) };
}

describe('handOffDue (after a batch, and the cron)', () => {
  it('hands to the queue the messages whose time has come, once, and not the later ones', async () => {
    const now = new Date('2026-11-28T10:00:00.000Z');
    await db.batch([
      queueEmail(db, email('due'), { now: '2026-11-28T09:00:00.000Z', sendAfter: '2026-11-28T09:59:59.000Z' }),
      queueEmail(db, email('on-time'), { now: '2026-11-28T09:00:00.000Z', sendAfter: now.toISOString() }),
      queueEmail(db, email('later'), { now: '2026-11-28T09:00:00.000Z', sendAfter: '2026-12-24T07:00:00.000Z' }),
      queueEmail(db, email('unscheduled'), { now: '2026-11-28T09:00:00.000Z' }),
    ]);
    const [due, onTime, , unscheduled] = await ids();
    const { sent, queue } = recordingQueue();
    expect(await handOffDue({ DB: db, MAIL_QUEUE: queue }, now)).toEqual([due, onTime, unscheduled]);
    expect(sent).toEqual([{ id: due }, { id: onTime }, { id: unscheduled }]);
    expect((await rows()).map(({ kind, queued_at, sent_at }) => [kind, queued_at, sent_at])).toEqual([
      ['due', now.toISOString(), null],
      ['on-time', now.toISOString(), null],
      ['later', null, null],
      ['unscheduled', now.toISOString(), null],
    ]);
    // A second hand-off (another call, the cron) takes nothing again until the hand-off is stale.
    expect(await handOffDue({ DB: db, MAIL_QUEUE: queue }, new Date(now.getTime() + 60_000))).toEqual([]);
    expect(await handOffDue({ DB: db, MAIL_QUEUE: queue }, new Date(now.getTime() + QUEUED_STALE_MS + 60_000))).toEqual([
      due,
      onTime,
      unscheduled,
    ]);
  });

  it('leaves rows for the next hand-off when the queue refuses them', async () => {
    await queueEmail(db, email('order-confirmation'), { now: '2026-11-28T09:00:00.000Z', sendAfter: '2026-11-28T09:00:00.000Z' }).run();
    const broken = { sendBatch: async () => Promise.reject(new Error('queue unavailable')) } as unknown as Queue;
    await expect(handOffDue({ DB: db, MAIL_QUEUE: broken }, new Date('2026-11-28T10:00:00.000Z'))).rejects.toThrow('queue unavailable');
    expect((await rows())[0]!.queued_at).toBeNull();
    const { sent, queue } = recordingQueue();
    await handOffDue({ DB: db, MAIL_QUEUE: queue }, new Date('2026-11-28T10:01:00.000Z'));
    expect(sent).toHaveLength(1);
  });
});

describe('the consumer', () => {
  it('sends the row as written (text, HTML, headers) from the market’s sender, marks it sent and acknowledges it', async () => {
    const headers = { 'List-Unsubscribe': '<https://artlane.se/u?t=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    // Newsletter mail is written only for an address that confirmed its sign-up (the double opt-in).
    await db
      .prepare(
        "INSERT INTO newsletter_subscribers (email, code, locale, created_at, confirmed_at) VALUES ('bo@example.com', 'WELCOME-BO', 'sv', ?1, ?1)",
      )
      .bind('2026-11-28T08:00:00.000Z')
      .run();
    await queueEmail(db, email('newsletter-welcome', headers), { now: '2026-11-28T09:00:00.000Z' }).run();
    const [id] = await ids();
    const { sent, binding } = recordingBinding();
    const { batch, log } = batchOf([id!]);
    await consumeMail(batch, envWith(binding), () => new Date('2026-11-28T10:00:00.000Z'));
    expect(sent).toEqual([
      {
        from: { email: 'order@artlane.sv', name: 'Artlane' },
        replyTo: 'kundservice@artlane.se',
        to: 'bo@example.com',
        subject: 'Subject of newsletter-welcome',
        text: 'Text of newsletter-welcome',
        html: '<p>HTML of newsletter-welcome</p>',
        headers,
      },
    ]);
    expect(log).toEqual([['ack', id]]);
    expect((await rows())[0]).toMatchObject({ sent_at: '2026-11-28T10:00:00.000Z', message_id: '<m1@artlane.se>', attempts: 1 });
  });

  it('a message delivered twice (the queue delivers at least once) is sent once', async () => {
    await queueEmail(db, email('order-confirmation'), { now: '2026-11-28T09:00:00.000Z' }).run();
    const [id] = await ids();
    const { sent, binding } = recordingBinding();
    await consumeMail(batchOf([id!, id!]).batch, envWith(binding));
    await consumeMail(batchOf([id!], 2).batch, envWith(binding));
    expect(sent).toHaveLength(1);
  });

  it('a failing send is retried with backoff, and after the last try the dead letter queue marks it failed', async () => {
    await queueEmail(db, email('gift-card'), { now: '2026-11-28T09:00:00.000Z' }).run();
    const [id] = await ids();
    const { binding } = recordingBinding(true);
    const delays: (number | undefined)[] = [];
    // max_retries = 5 (services/commerce/wrangler.toml): six tries, then the queue moves it to the dead letter queue.
    for (let attempt = 1; attempt <= 6; attempt++) {
      const { batch, log } = batchOf([id!], attempt);
      await consumeMail(batch, envWith(binding));
      expect(log).toHaveLength(1);
      expect(log[0]![0]).toBe('retry');
      delays.push(log[0]![2]);
      expect((await rows())[0]).toMatchObject({ claimed_at: null, sent_at: null, failed_at: null, attempts: attempt });
    }
    expect(delays).toEqual([60, 120, 240, 480, 960, 1920]);
    const dead = batchOf([id!], 1, DEAD_LETTER_QUEUE);
    await consumeDeadLetters(dead.batch, envWith(binding), () => new Date('2026-11-28T11:00:00.000Z'));
    expect(dead.log).toEqual([['ack', id]]);
    expect((await rows())[0]).toMatchObject({
      failed_at: '2026-11-28T11:00:00.000Z',
      sent_at: null,
      last_error: 'E_DELIVERY_FAILED: the service refused the message',
    });
  });

  it('a consumer that stops after sending, before marking it sent, never sends it again; the cron lists it for the operator', async () => {
    await queueEmail(db, email('order-confirmation'), { now: '2026-11-28T09:00:00.000Z' }).run();
    const [id] = await ids();
    const { sent, binding } = recordingBinding();
    // The D1 write after the send fails, as when the isolate is stopped right after sending.
    const stopsAfterSending = new Proxy(db, {
      get(target, key) {
        if (key !== 'prepare') return Reflect.get(target, key) as unknown;
        return (sql: string) => {
          if (sql.startsWith('UPDATE outbox SET sent_at')) {
            const failing = { bind: () => failing, run: () => Promise.reject(new Error('the isolate stopped')) };
            return failing;
          }
          return target.prepare(sql);
        };
      },
    });
    const claimedAt = new Date('2026-11-28T10:00:00.000Z');
    await consumeMail(batchOf([id!]).batch, { ...envWith(binding), DB: stopsAfterSending }, () => claimedAt);
    expect(sent).toHaveLength(1);
    // The queue delivers it again (it was never acknowledged by the stopped isolate): not sent twice.
    const again = batchOf([id!], 2);
    await consumeMail(again.batch, envWith(binding), () => new Date('2026-11-28T10:01:00.000Z'));
    expect(sent).toHaveLength(1);
    expect(again.log).toEqual([['ack', id]]);
    expect((await rows())[0]).toMatchObject({ sent_at: null, claimed_at: claimedAt.toISOString(), failed_at: null });
    // The cron: before the claim times out nothing changes; after, the operator sees it with "outcome unknown".
    await sweepMail(envWith(binding), new Date(claimedAt.getTime() + CLAIM_TIMEOUT_MS - 60_000));
    expect((await rows())[0]!.failed_at).toBeNull();
    await sweepMail(envWith(binding), new Date(claimedAt.getTime() + CLAIM_TIMEOUT_MS + 60_000));
    expect((await rows())[0]).toMatchObject({ last_error: UNKNOWN_OUTCOME, sent_at: null });
    expect(sent).toHaveLength(1);
  });

  it('does not send without senders, and does not claim the row', async () => {
    await queueEmail(db, email('order-confirmation'), { now: '2026-11-28T09:00:00.000Z' }).run();
    const [id] = await ids();
    const { sent, binding } = recordingBinding();
    const { batch, log } = batchOf([id!]);
    await consumeMail(batch, { ...envWith(binding), MAIL_FROM: '{"sv":"not an address"}' });
    expect(sent).toEqual([]);
    expect(log[0]![0]).toBe('retry');
    expect((await rows())[0]).toMatchObject({ claimed_at: null, attempts: 0 });
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from the configured base, at most 12 hours', () => {
    expect([1, 2, 3].map((attempt) => retryDelaySeconds(attempt, '30'))).toEqual([30, 60, 120]);
    expect(retryDelaySeconds(1, undefined)).toBe(60);
    expect(retryDelaySeconds(1, 'soon')).toBe(60);
    expect(retryDelaySeconds(30, '60')).toBe(12 * 60 * 60);
  });
});

describe('retention (the cron)', () => {
  it('deletes sent and failed messages older than MAIL_RETENTION_DAYS, never unsent ones', async () => {
    const now = new Date('2026-11-28T10:00:00.000Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await db.batch([
      queueEmail(db, email('sent-old'), { now: daysAgo(40) }),
      queueEmail(db, email('sent-recent'), { now: daysAgo(40) }),
      queueEmail(db, email('failed-old'), { now: daysAgo(40) }),
      queueEmail(db, email('waiting-old'), { now: daysAgo(40), sendAfter: '2027-01-01T07:00:00.000Z' }),
    ]);
    const [sentOld, sentRecent, failedOld] = await ids();
    await db.batch([
      db.prepare('UPDATE outbox SET sent_at = ? WHERE id = ?').bind(daysAgo(31), sentOld),
      db.prepare('UPDATE outbox SET sent_at = ? WHERE id = ?').bind(daysAgo(29), sentRecent),
      db.prepare('UPDATE outbox SET failed_at = ? WHERE id = ?').bind(daysAgo(31), failedOld),
    ]);
    const { binding } = recordingBinding();
    const swept = await sweepMail({ ...envWith(binding), MAIL_RETENTION_DAYS: '30' }, now);
    expect(swept.deleted).toBe(2);
    expect((await rows()).map((row) => row.kind)).toEqual(['sent-recent', 'waiting-old']);
  });
});
