// Mail delivery (issue 25, ADR 0019, docs/operations.md "Delivery"), run by `npm run bench`
// after the page figures, or alone: `npm run bench -- mail` / `node scripts/bench/mail.mjs`
// (the commerce Worker's port: MAIL_BENCH_PORT, default 8991).
//
// One embedded shop (60 products, D1 in a folder of its own) on Miniflare's queue and its
// simulated send_email binding, configured from services/commerce/wrangler.toml:
//   - paid order → handed to the binding: ORDERS orders paid by gift card alone (paid in
//     the submitting call, so the confirmation is written in its batch and handed to the
//     queue after the answer), one at a time; for each, the time from the paid batch
//     (outbox created_at) to the consumer's mark after the binding answered (sent_at), both
//     the Worker's clock; p50 and p99. Miniflare's queue waits up to max_batch_timeout (1 s)
//     for a batch to fill, as Cloudflare's does: that wait is most of the figure;
//   - consumer throughput: MESSAGES outbox rows handed off by one cron run, the time until
//     every one is marked sent, as messages per second (the local binding writes each part to
//     a temporary file and logs it; Cloudflare's service is not measured here).
import { join } from 'node:path';
import { runAlone } from '../lib/bench.mjs';
import { runScheduled } from '../lib/gateway.mjs';
import { ORDER_ADDRESS } from './checkout-orders.mjs';
import { COMMERCE, commerceDb, migrate, seed, startShop } from '../lib/shop.mjs';

const PORT = Number(process.env.MAIL_BENCH_PORT ?? 8991);
const ORDERS = 100;
const MESSAGES = 500;
const PER_ORDER = 300; // SEK on each order's gift card: more than a poster costs

/** Nearest-rank percentile (q in 0..1). */
const percentile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil(q * values.length) - 1))];
const ms = (value) => `${value.toFixed(0)} ms`;

async function until(check, what, timeoutMs = 300_000) {
  const started = performance.now();
  for (;;) {
    if (await check()) return;
    if (performance.now() - started > timeoutMs) throw new Error(`mail bench: ${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export default async function mail({ report, dir }) {
  const buildDir = join(dir, 'mail');
  const mf = await startShop({ buildDir, commercePort: PORT, persistDir: join(dir, 'mail-data') });
  try {
    await migrate(mf);
    await seed(mf, { buildDir, products: 60 });
    const db = await commerceDb(mf);
    // A framed print of the seeded catalog (the worker tests' checkout line), its stock not counted.
    const sku = 'F00001-21x30';
    await db.prepare("UPDATE variations SET stock_status = 'instock', stock_quantity = NULL WHERE sku = ?").bind(sku).run();
    await db.batch(
      Array.from({ length: ORDERS }, (_, i) =>
        db
          .prepare(
            "INSERT INTO gift_cards (code, currency, initial_amount, balance, expires_at) VALUES (?, 'SEK', ?, ?, '2099-12-31T00:00:00.000Z')",
          )
          .bind(`BNCH-MAIL-${String(i).padStart(4, '0')}-0000`, PER_ORDER, PER_ORDER),
      ),
    );

    // Paid orders, one at a time.
    const orderIds = [];
    for (let i = 0; i < ORDERS; i++) {
      const body = {
        checkout_id: `bench-mail-${i}-${Date.now().toString(36)}`,
        items: [{ sku, quantity: 1 }],
        coupons: [],
        gift_cards: [`BNCH-MAIL-${String(i).padStart(4, '0')}-0000`],
        contact: { email: `bench-${i}@example.com`, phone: '+46 70 123 45 67' },
        address: ORDER_ADDRESS,
        shipping_method: 'home',
        service_point: null,
        payment_method: 'card',
        expected_total: 0,
        newsletter: false,
        shop_origin: 'http://sv.localhost:8787',
      };
      const call = (payload) =>
        fetch(`http://127.0.0.1:${PORT}/api/checkout?locale=sv&sid=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-checkout-key': `bench-mail-key-${String(i).padStart(26, '0')}` },
          body: JSON.stringify(payload),
        });
      let answer = await (await call(body)).json();
      if (answer.code === 'total_changed') answer = await (await call({ ...body, expected_total: answer.total })).json();
      if (answer.status !== 'paid') throw new Error(`mail bench: order ${i} was not paid at once: ${JSON.stringify(answer).slice(0, 300)}`);
      orderIds.push(answer.order_id);
    }
    const sentRows = async () =>
      (
        await db
          .prepare(
            `SELECT created_at, sent_at FROM outbox WHERE kind = 'order-confirmation' AND recipient LIKE 'bench-%@example.com' AND sent_at IS NOT NULL`,
          )
          .all()
      ).results;
    await until(async () => (await sentRows()).length === ORDERS, `${ORDERS} confirmations sent`);
    const latencies = (await sentRows()).map((row) => Date.parse(row.sent_at) - Date.parse(row.created_at));
    report('mail: paid order → handed to the binding, p50', ms(percentile(latencies, 0.5)), '<= 2000 ms (batch wait 1 s)');
    report('mail: paid order → handed to the binding, p99', ms(percentile(latencies, 0.99)), '<= 5000 ms');

    // The consumer's throughput: MESSAGES rows, handed off by one cron run.
    const now = new Date().toISOString();
    await db.batch(
      Array.from({ length: MESSAGES }, (_, i) =>
        db
          .prepare(
            "INSERT INTO outbox (created_at, recipient, kind, subject, body, html, send_after) VALUES (?, ?, 'bench', 'Bench', 'Text', '<p>HTML</p>', ?)",
          )
          .bind(now, `throughput-${i}@example.com`, now),
      ),
    );
    const started = performance.now();
    await runScheduled(mf, COMMERCE, { cron: '* * * * *' });
    const unsent = async () => (await db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'bench' AND sent_at IS NULL").first()).n;
    await until(async () => (await unsent()) === 0, `${MESSAGES} messages sent`);
    const seconds = (performance.now() - started) / 1000;
    report('mail: queue consumer, messages sent per second', `${(MESSAGES / seconds).toFixed(0)}/s`, '>= 20/s (local binding)');
  } finally {
    await mf.dispose();
  }
}

await runAlone(import.meta.url, mail);
