import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/lib/shop.mjs';
import { createTestShop, type TestShop } from './harness';
import { operatorToken } from './ops-token';

/**
 * The operator view's e-mail page (/__ops/mail, docs/operations.md "Delivery") in an embedded
 * shop: the failed e-mails from the commerce API's GET /api/ops/mail, and "Send again", which
 * hands one to Miniflare's mail queue, whose consumer sends it through the send_email binding.
 */
const EN = 'http://en.localhost:8787';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await migrate(shop.mf);
});
afterAll(() => shop?.dispose());

const bearer = async () => ({ authorization: `Bearer ${await operatorToken()}` });

async function insertFailed(recipient: string): Promise<number> {
  const db = await shop.commerceDb();
  const row = await db
    .prepare(
      `INSERT INTO outbox (created_at, recipient, kind, subject, body, send_after, attempts, failed_at, last_error)
       VALUES (?1, ?2, 'gift-card', 'Ett presentkort', 'För dig', ?1, 6, ?1, 'E_RATE_LIMITED: too many messages') RETURNING id`,
    )
    .bind(new Date().toISOString(), recipient)
    .first<{ id: number }>();
  return row!.id;
}
const mailRow = async (id: number) =>
  (await shop.commerceDb())
    .prepare('SELECT failed_at, sent_at, message_id FROM outbox WHERE id = ?')
    .bind(id)
    .first<{ failed_at: string | null; sent_at: string | null; message_id: string | null }>();

describe('/__ops/mail', () => {
  it('lists failed e-mails with why, privately, to an operator only', async () => {
    const id = await insertFailed('failed-listing@example.com');
    const anonymous = await shop.get('en', '/__ops/mail');
    expect(anonymous.status).toBe(401);
    await anonymous.arrayBuffer();

    const page = await shop.get('en', '/__ops/mail', { headers: await bearer() });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('failed-listing@example.com');
    expect(html).toContain('E_RATE_LIMITED: too many messages');
    expect(html).toContain(`action="/__ops/mail/${id}/resend"`);
    // The operator view links to it.
    const view = await (await shop.get('en', '/__ops', { headers: await bearer() })).text();
    expect(view).toContain('href="/__ops/mail"');
  });

  it('sends one again: handed to the queue and sent through the binding; a sent one is refused in words', async () => {
    const id = await insertFailed('send-again@example.com');
    const post = async (path: string) =>
      shop.get('en', path, { method: 'POST', headers: { ...FORM, origin: EN, ...(await bearer()) }, body: '' });
    const answer = await post(`/__ops/mail/${id}/resend`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(`E-mail ${id} to send-again@example.com is handed to the mail queue again.`);
    await expect.poll(async () => (await mailRow(id))?.sent_at ?? null, { timeout: 30_000, interval: 200 }).not.toBeNull();
    expect(await mailRow(id)).toMatchObject({ failed_at: null, message_id: expect.stringMatching(/@artlane\.se>$/) });

    const twice = await post(`/__ops/mail/${id}/resend`);
    expect(twice.status).toBe(400);
    expect(await twice.text()).toMatch(/was sent at/);
    const bad = await post('/__ops/mail/not-a-number/resend');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The e-mail id is a whole number');
  });
});
