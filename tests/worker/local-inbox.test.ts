import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduled } from '../../scripts/lib/gateway.mjs';
import { COMMERCE, migrate } from '../../scripts/lib/shop.mjs';
import { createTestShop, type TestShop } from './harness';

/**
 * The local inbox (/__dev/outbox, README "The local inbox") of an embedded shop: what the
 * local send_email binding was given, once the cron has handed the message to Miniflare's
 * queue: From and Reply-To of the market, the stored headers unchanged, the HTML part in a
 * sandboxed frame, the text part, and the binding's Message-ID.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await migrate(shop.mf);
});
afterAll(() => shop?.dispose());

describe('/__dev/outbox', () => {
  it('shows a sent message as the binding got it: envelope, headers, HTML in a sandboxed frame, text part', async () => {
    const db = await shop.commerceDb();
    const headers = { 'List-Unsubscribe': '<https://artlane.se/u?t=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    const row = await db
      .prepare(
        `INSERT INTO outbox (created_at, recipient, kind, subject, body, html, headers, send_after)
         VALUES (?1, 'inbox@example.com', 'newsletter-welcome', 'Välkommen', 'Hej!\nTack', ?2, ?3, ?1) RETURNING id`,
      )
      .bind(
        new Date().toISOString(),
        '<p style="color:#b00">Hej <b>du</b><script>parent.document.title="owned"</script></p>',
        JSON.stringify(headers),
      )
      .first<{ id: number }>();
    await runScheduled(shop.mf, COMMERCE, { cron: '* * * * *' });
    const sentAt = async () =>
      (await db.prepare('SELECT sent_at FROM outbox WHERE id = ?').bind(row!.id).first<{ sent_at: string | null }>())?.sent_at;
    await expect.poll(sentAt, { timeout: 30_000, interval: 200 }).not.toBeNull();

    const page = await shop.get('sv', '/__dev/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    const item = html.slice(html.indexOf('data-outbox-kind="newsletter-welcome"'));
    expect(item).toContain('data-outbox-state="sent"');
    expect(item).toContain('Artlane &lt;order@artlane.se&gt;');
    expect(item).toContain('kundservice@artlane.se');
    expect(item).toContain('inbox@example.com');
    expect(item).toContain('<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>');
    expect(item).toMatch(/Message-ID &lt;[A-Za-z0-9]+@artlane\.se&gt;/);
    // The HTML part only inside the frame (escaped into srcdoc), which may not run its script.
    expect(item).toMatch(/<iframe title="HTML part of “Välkommen”" srcDoc="&lt;p style=&quot;color:#b00&quot;&gt;Hej/i);
    expect(item).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(item).not.toContain('<script>parent');
    expect(item).toContain('<pre aria-label="Text part">Hej!\nTack</pre>');
  });
});
