import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migratedCommerceDb } from '../../../../scripts/lib/commerce-d1.mjs';
import { MAX_OUTBOX, queueEmail, trimOutbox, type Email } from './outbox';

/**
 * The outbox on a real D1 (Miniflare's, with the commerce Worker's migrations): the rows the
 * e-mails become, which the mail queue takes and sends (./delivery/delivery.test.ts).
 */
let database: Awaited<ReturnType<typeof migratedCommerceDb>> | undefined;
let db: D1Database;

beforeAll(async () => {
  database = await migratedCommerceDb('outbox-test');
  db = database.db;
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  await db.exec('DELETE FROM outbox');
  await db.exec("DELETE FROM newsletter_subscribers WHERE email LIKE '%@example.com'");
});

const email = (kind: string, html: string | null = '<p>Hej</p>'): Email => ({
  to: 'anna@example.com',
  subject: `Subject of ${kind}`,
  text: 'Hej',
  html,
  kind,
});

interface OutboxRow {
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  html: string | null;
  headers: string | null;
  link: string | null;
  order_id: string | null;
  send_after: string | null;
  sent_at: string | null;
  created_at: string;
}
/** A sign-up that confirmed its link (migration 0022). */
const confirmedSubscriber = (address: string) =>
  db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, code, locale, created_at, confirmed_at) VALUES (?1, ?2, 'sv', '2026-11-28', '2026-11-28')
       ON CONFLICT (email) DO UPDATE SET confirmed_at = '2026-11-28', unsubscribed_at = NULL`,
    )
    .bind(address, `NEWS-${address.length}${address.slice(0, 6).toUpperCase()}`)
    .run();
const rows = async () => (await db.prepare('SELECT * FROM outbox ORDER BY id').all<OutboxRow>()).results;

describe('queueEmail', () => {
  it('writes the e-mail as an unsent row: recipient, kind, subject, text, HTML, order and send time', async () => {
    await queueEmail(db, email('order-confirmation'), {
      now: '2026-11-28T10:00:00.000Z',
      orderId: 'ORDER-1',
      sendAfter: '2026-11-28T10:00:00.000Z',
    }).run();
    expect(await rows()).toEqual([
      {
        id: expect.any(Number),
        recipient: 'anna@example.com',
        kind: 'order-confirmation',
        subject: 'Subject of order-confirmation',
        body: 'Hej',
        html: '<p>Hej</p>',
        headers: null,
        link: null,
        order_id: 'ORDER-1',
        send_after: '2026-11-28T10:00:00.000Z',
        sent_at: null,
        created_at: '2026-11-28T10:00:00.000Z',
        // Delivery's state (migration 0023): not handed to the queue, claimed, tried or failed yet.
        queued_at: null,
        claimed_at: null,
        attempts: 0,
        failed_at: null,
        last_error: null,
        message_id: null,
      },
    ]);
  });

  it('keeps a plain-text message with its link, belonging to no order and without a send time (sent at once)', async () => {
    await queueEmail(db, email('unsubscribe-confirmation', null), { now: '2026-11-28T10:00:00.000Z', link: 'https://artlane.se/u' }).run();
    expect(await rows()).toEqual([
      expect.objectContaining({ html: null, link: 'https://artlane.se/u', order_id: null, send_after: null, sent_at: null }),
    ]);
  });

  it('keeps the extra headers as a JSON object, and none as NULL', async () => {
    const headers = { 'List-Unsubscribe': '<https://artlane.se/u?t=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    // Newsletter mail goes only to a confirmed subscriber (the next test).
    await confirmedSubscriber('anna@example.com');
    await db.batch([
      queueEmail(db, { ...email('newsletter-welcome'), headers }, { now: '2026-11-28T10:00:00.000Z' }),
      queueEmail(db, { ...email('order-confirmation'), headers: {} }, { now: '2026-11-28T10:00:00.000Z' }),
    ]);
    const [newsletter, order] = await rows();
    expect(JSON.parse(String(newsletter?.headers))).toEqual(headers);
    expect(order?.headers).toBeNull();
  });

  it('writes newsletter mail only to an address that confirmed its sign-up and has not left (double opt-in)', async () => {
    const now = '2026-11-28T10:00:00.000Z';
    const to = (address: string) => ({ ...email('newsletter-welcome'), to: address });
    await db.exec(
      "INSERT INTO newsletter_subscribers (email, code, locale, created_at) VALUES ('unconfirmed@example.com', 'NEWS-UNCONF01', 'sv', '2026-11-28')",
    );
    await confirmedSubscriber('left@example.com');
    await db.exec("UPDATE newsletter_subscribers SET unsubscribed_at = '2026-11-28' WHERE email = 'left@example.com'");
    await confirmedSubscriber('confirmed@example.com');
    await db.batch([
      queueEmail(db, to('nobody@example.com'), { now }),
      queueEmail(db, to('unconfirmed@example.com'), { now }),
      queueEmail(db, to('left@example.com'), { now }),
      queueEmail(db, to('confirmed@example.com'), { now }),
      // Transactional mail to the same unconfirmed address is written as always.
      queueEmail(db, { ...email('newsletter-confirmation'), to: 'unconfirmed@example.com' }, { now }),
    ]);
    expect((await rows()).map((row) => `${row.kind} ${row.recipient}`)).toEqual([
      'newsletter-welcome confirmed@example.com',
      'newsletter-confirmation unconfirmed@example.com',
    ]);
  });
});

describe('trimOutbox', () => {
  it(`keeps the newest ${MAX_OUTBOX} messages`, async () => {
    const total = MAX_OUTBOX + 5;
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO outbox (created_at, recipient, kind, subject, body, sent_at) SELECT '2026-11-28', 'a@example.com', 'k', 's' || i, 'b', '2026-11-28' FROM n`,
      )
      .bind(total)
      .run();
    await trimOutbox(db).run();
    const left = await db.prepare('SELECT COUNT(*) AS count FROM outbox').first<{ count: number }>();
    expect(left?.count).toBe(MAX_OUTBOX);
    const oldest = await db.prepare('SELECT subject FROM outbox ORDER BY id LIMIT 1').first<{ subject: string }>();
    expect(oldest?.subject).toBe('s6');
  });

  it('never drops a message not yet sent, however old', async () => {
    await queueEmail(db, email('gift-card'), { now: '2026-11-28T09:00:00.000Z', sendAfter: '2027-06-01T06:00:00.000Z' }).run();
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO outbox (created_at, recipient, kind, subject, body, sent_at) SELECT '2026-11-28', 'a@example.com', 'k', 's' || i, 'b', '2026-11-28' FROM n`,
      )
      .bind(MAX_OUTBOX + 5)
      .run();
    await trimOutbox(db).run();
    expect((await rows()).filter((row) => row.kind === 'gift-card')).toHaveLength(1);
  });
});
