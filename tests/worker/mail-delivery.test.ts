import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedHour } from '../../shared/market-time';
import { checkoutBody, createCheckoutShop, place, readOrder, type CheckoutShop } from './checkout-shop';

/**
 * Mail delivery on Miniflare's queue and its simulated send_email binding, configured from
 * services/commerce/wrangler.toml as deployed (ADR 0019, docs/operations.md "Delivery"):
 * a paid order's confirmation handed to the binding from its market's domain; a failing send
 * retried, then dead-lettered and listed for the operator, who can send it again; a gift card
 * sent at 08:00 on its day in the market's time zone, not before. The binding here refuses
 * every address but the shop's test buyer's (its allowed_destination_addresses), so a send to
 * anyone else fails as a refused one does in production.
 */
let shop: CheckoutShop;
let presets: string[];
const OPS_TOKEN = 'mail-delivery-ops-token';

beforeAll(async () => {
  shop = await createCheckoutShop({
    seedProducts: 60,
    // Retries at once (the backoff's doubling is services/commerce/src/mail/delivery/delivery.test.ts's), six tries as deployed.
    vars: { MAIL_RETRY_SECONDS: '0', OPS_TOKEN },
    mail: { email: { allowed_destination_addresses: ['anna@example.com', 'bo@example.com'] } },
  });
  const db = await shop.db();
  const { results } = await db
    .prepare('SELECT v.sku FROM variations v JOIN products p ON p.id = v.product_id WHERE p.type = 4 ORDER BY v.product_id, v.position')
    .all<{ sku: string }>();
  presets = results.map((row) => row.sku);
});
afterAll(async () => {
  await shop?.dispose();
});

interface MailRow {
  id: number;
  recipient: string;
  send_after: string | null;
  queued_at: string | null;
  sent_at: string | null;
  message_id: string | null;
  failed_at: string | null;
  attempts: number;
  last_error: string | null;
}
const POLL = { timeout: 30_000, interval: 200 };

async function mailRow(where: string, ...values: unknown[]): Promise<MailRow | null> {
  const db = await shop.db();
  return db
    .prepare(`SELECT * FROM outbox WHERE ${where} ORDER BY id DESC LIMIT 1`)
    .bind(...values)
    .first<MailRow>();
}

async function payOrder(locale: string, items: unknown[]) {
  const placed = await place(shop, locale, checkoutBody(locale, { items: items as never }));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  shop.provider.set(placed.body.payment.session_id as string, 'authorized');
  const read = await readOrder(shop, locale, placed.body.order_id as string, placed.body.order_token as string);
  expect(read.body.status).toBe('paid');
  return placed.body.order_id as string;
}

const ops = (path: string, init: RequestInit = {}) =>
  shop.call('sv', path, { ...init, headers: { authorization: `Bearer ${OPS_TOKEN}`, ...init.headers } });

async function insertMail(recipient: string, sendAfter: string) {
  const db = await shop.db();
  await db
    .prepare(
      "INSERT INTO outbox (created_at, recipient, kind, subject, body, html, send_after) VALUES (?, ?, 'gift-card', 'A gift', 'For you', '<p>For you</p>', ?)",
    )
    .bind(new Date().toISOString(), recipient, sendAfter)
    .run();
  return (await mailRow('recipient = ?', recipient))!.id;
}

describe('a paid order', () => {
  it('hands its confirmation to the send_email binding after the paying call, from its market’s domain', async () => {
    const orderId = await payOrder('de', [{ sku: presets[0], quantity: 1 }]);
    await expect
      .poll(async () => (await mailRow("order_id = ? AND kind = 'order-confirmation'", orderId))?.sent_at ?? null, POLL)
      .not.toBeNull();
    const sent = (await mailRow("order_id = ? AND kind = 'order-confirmation'", orderId))!;
    // The binding's Message-ID is on the sender's domain: MAIL_FROM's de address.
    expect(sent).toMatchObject({ attempts: 1, failed_at: null, message_id: expect.stringMatching(/@artlane\.de>$/) });
  });
});

describe('a failing send', () => {
  it('is retried, ends in the dead letter queue after the last try, is listed for the operator and can be sent again', async () => {
    const id = await insertMail('refused@example.com', new Date().toISOString());
    await shop.scheduled(new Date()); // the cron hands it to the queue
    await expect.poll(async () => (await mailRow('id = ?', id))?.failed_at ?? null, POLL).not.toBeNull();
    // max_retries = 5 of services/commerce/wrangler.toml: six tries, each refused by the binding.
    expect(await mailRow('id = ?', id)).toMatchObject({
      attempts: 6,
      sent_at: null,
      last_error: 'email to refused@example.com not allowed',
    });

    const listed = await ops('/api/ops/mail?state=failed');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    const { mails } = (await listed.json()) as { mails: MailRow[] };
    expect(mails.find((mail) => mail.id === id)).toMatchObject({ recipient: 'refused@example.com', attempts: 6 });

    const again = await ops(`/api/ops/mail/${id}/resend`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { mail: MailRow }).mail).toMatchObject({ id, failed_at: null, queued_at: expect.any(String) });
    // Handed off again: six more tries, failed again (the binding still refuses the address).
    await expect.poll(async () => (await mailRow('id = ?', id))?.attempts, POLL).toBe(12);
    await expect.poll(async () => (await mailRow('id = ?', id))?.failed_at ?? null, POLL).not.toBeNull();
  });

  it('the operator calls refuse what is not theirs to do, in words', async () => {
    const sentId = await insertMail('anna@example.com', new Date().toISOString());
    await shop.scheduled(new Date());
    await expect.poll(async () => (await mailRow('id = ?', sentId))?.sent_at ?? null, POLL).not.toBeNull();
    const sentAgain = await ops(`/api/ops/mail/${sentId}/resend`, { method: 'POST' });
    expect(sentAgain.status).toBe(409);
    expect(((await sentAgain.json()) as { error: string }).error).toMatch(/was sent at/);
    expect((await ops('/api/ops/mail/999999999/resend', { method: 'POST' })).status).toBe(404);
    expect((await ops('/api/ops/mail/abc/resend', { method: 'POST' })).status).toBe(400);
    expect((await ops('/api/ops/mail?state=lost')).status).toBe(400);
    expect((await shop.call('sv', '/api/ops/mail')).status).toBe(401);
  });
});

describe('a gift card with a send date', () => {
  it('is sent at 08:00 on its day in the recipient’s market time zone, not before', async () => {
    const sendOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const card = { recipient_name: 'Bo Berg', recipient_email: 'bo@example.com', message: 'Grattis!', send_on: sendOn };
    const orderId = await payOrder('sv', [{ sku: presets[0], quantity: 1, metadata: { gift_card: card } }]);
    const at = zonedHour(sendOn, 8, 'Europe/Stockholm');
    const giftMail = () => mailRow("order_id = ? AND kind = 'gift-card'", orderId);
    expect(await giftMail()).toMatchObject({ send_after: at.toISOString(), queued_at: null, sent_at: null });

    await shop.scheduled(new Date(at.getTime() - 60_000)); // 07:59 in Stockholm
    expect(await giftMail()).toMatchObject({ queued_at: null, sent_at: null });

    await shop.scheduled(at);
    await expect.poll(async () => (await giftMail())?.sent_at ?? null, POLL).not.toBeNull();
    expect((await giftMail())!.message_id).toMatch(/@artlane\.se>$/);
  });
});
