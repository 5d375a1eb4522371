import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCONFIRMED_DAYS } from '../../services/commerce/src/newsletter/opt-in';
import { composeEmail } from '../../services/commerce/src/mail/render';
import { queueEmail } from '../../services/commerce/src/mail/outbox';
import { createCheckoutShop, type CheckoutShop } from './checkout-shop';
import { createTestShop, type TestShop } from './harness';

/**
 * Issue 25, the newsletter's double opt-in (docs/site.md "Newsletter"): a sign-up shows its
 * code at once but gets newsletter mail only after it confirmed the e-mailed link; an
 * unconfirmed one is dropped by the cron after UNCONFIRMED_DAYS; every newsletter mail can
 * be left with one click (RFC 8058), without a browser session, through the storefront.
 */
const DAY = 24 * 60 * 60_000;

interface OutboxRow {
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  html: string | null;
  headers: string | null;
  link: string | null;
  send_after: string | null;
}

describe('the commerce API', () => {
  let shop: CheckoutShop;
  let db: D1Database;
  beforeAll(async () => {
    shop = await createCheckoutShop();
    db = (await shop.db()) as unknown as D1Database;
  });
  afterAll(async () => {
    await shop?.dispose();
  });

  const post = async (path: string, body: unknown, locale = 'de') => {
    const response = await shop.call(locale, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Host': 'artlane.de' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const mailsTo = async (email: string) =>
    (await db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id').bind(email).all<OutboxRow>()).results;
  const signUp = (email: string) =>
    db.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?').bind(email).first<Record<string, string | null>>();

  it('a sign-up shows its code at once and is sent one confirmation link, nothing more, however often it signs up', async () => {
    const email = 'someone-else@example.de';
    const first = await post('/api/subscribe', { email });
    expect(first).toEqual({ status: 200, body: { code: expect.stringMatching(/^NEWS-/) } });
    expect((await post('/api/subscribe', { email: 'Someone-Else@example.de' })).body).toEqual(first.body);

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['newsletter-confirmation']);
    const row = await signUp(email);
    expect(row).toMatchObject({ confirmed_at: null, confirmation_sent_at: expect.any(String) });
    expect(mails[0]!.link).toBe(`https://artlane.de/newsletter/confirm?token=${row!.confirm_token}`);
    expect(mails[0]!.body).toContain(mails[0]!.link);
    expect(mails[0]!.subject).toBe('Bestätigen Sie Ihr Abonnement des Artlane-Newsletters');
    // The confirmation is transactional: no List-Unsubscribe.
    expect(mails[0]!.headers).toBeNull();
  });

  it('no newsletter mail is written to an address that has not confirmed', async () => {
    const email = 'not-yet@example.de';
    await post('/api/subscribe', { email });
    const mailing = await composeEmail(email, {
      kind: 'newsletter-welcome',
      locale: 'de',
      data: {
        shop_origin: 'https://artlane.de',
        email,
        code: null,
        discount_percent: 10,
        unsubscribe_url: 'https://artlane.de/unsubscribe?token=x',
      },
    });
    const now = new Date().toISOString();
    // Any writer, the plain queueEmail too: the outbox's statement itself refuses it.
    await queueEmail(db, mailing, { now, sendAfter: now }).run();
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['newsletter-confirmation']);
  });

  it('its link confirms once: the welcome with the code and a one-click unsubscribe follows, and newsletter mail may be written', async () => {
    const email = 'anna@example.de';
    const { body } = await post('/api/subscribe', { email });
    const { confirm_token: token, unsubscribe_token: unsubscribe } = (await signUp(email))!;
    expect(await post('/api/newsletter/confirm', { token: token!.toUpperCase() })).toEqual({ status: 200, body: { status: 'confirmed' } });
    expect(await post('/api/newsletter/confirm', { token })).toEqual({ status: 200, body: { status: 'already_confirmed' } });

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['newsletter-confirmation', 'newsletter-welcome']);
    const welcome = mails[1]!;
    expect(welcome.body).toContain(String(body.code));
    expect(JSON.parse(welcome.headers!)).toEqual({
      'List-Unsubscribe': `<https://artlane.de/unsubscribe?token=${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Signing up again once confirmed sends nothing.
    await post('/api/subscribe', { email });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('a malformed link is a 400, an unknown one a 404, both with a message', async () => {
    expect(await post('/api/newsletter/confirm', { token: 'nope' })).toEqual({
      status: 400,
      body: { error: expect.stringContaining('token must be 32 hexadecimal characters') },
    });
    expect(await post('/api/newsletter/confirm', { token: '0'.repeat(32) })).toEqual({
      status: 404,
      body: { error: 'Unknown or expired confirmation link' },
    });
  });

  it('leaving and signing up again asks for a new confirmation before any newsletter mail', async () => {
    const email = 'back-again@example.de';
    await post('/api/subscribe', { email });
    const first = (await signUp(email))!;
    await post('/api/newsletter/confirm', { token: first.confirm_token });
    await post('/api/unsubscribe', { token: first.unsubscribe_token });
    await post('/api/subscribe', { email });
    expect(await signUp(email)).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual([
      'newsletter-confirmation',
      'newsletter-welcome',
      'newsletter-confirmation',
    ]);
  });

  it(`the cron drops a sign-up not confirmed within ${UNCONFIRMED_DAYS} days, not before, and never a confirmed one`, async () => {
    await post('/api/subscribe', { email: 'forgot@example.de' });
    await post('/api/subscribe', { email: 'kept@example.de' });
    await post('/api/newsletter/confirm', { token: (await signUp('kept@example.de'))!.confirm_token });
    const sentAt = new Date((await signUp('forgot@example.de'))!.confirmation_sent_at!).getTime();

    await shop.scheduled(new Date(sentAt + UNCONFIRMED_DAYS * DAY - 60_000));
    expect(await signUp('forgot@example.de')).not.toBeNull();
    const token = (await signUp('forgot@example.de'))!.confirm_token;

    await shop.scheduled(new Date(sentAt + UNCONFIRMED_DAYS * DAY + 60_000));
    expect(await signUp('forgot@example.de')).toBeNull();
    expect(await signUp('kept@example.de')).toMatchObject({ confirmed_at: expect.any(String) });
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(404);
  });
});

describe('through the storefront', () => {
  let shop: TestShop;
  let db: D1Database;
  beforeAll(async () => {
    shop = await createTestShop({ seedProducts: 200 });
    db = await shop.commerceDb();
  });
  afterAll(async () => {
    await shop?.dispose();
  });

  const subscribed = async (email: string) => {
    await shop.get('sv', '/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.80' },
      body: JSON.stringify({ email }),
    });
    return (await db.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?').bind(email).first<Record<string, string | null>>())!;
  };

  it('the confirmation link shows a button; pressing it (a same-origin form post) confirms', async () => {
    const row = await subscribed('page@example.se');
    const page = await shop.get('sv', `/newsletter/confirm?token=${row.confirm_token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    // Opening the link changed nothing: a mail scanner that follows it subscribes nobody.
    expect(
      (await db.prepare('SELECT confirmed_at FROM newsletter_subscribers WHERE email = ?').bind('page@example.se').first())!.confirmed_at,
    ).toBeNull();

    const pressed = await shop.get('sv', `/newsletter/confirm?token=${row.confirm_token}`, {
      method: 'POST',
      headers: { Origin: 'http://sv.localhost:8787', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('Din prenumeration är bekräftad');
    const unknown = await shop.get('sv', `/newsletter/confirm?token=${'0'.repeat(32)}`, {
      method: 'POST',
      headers: { Origin: 'http://sv.localhost:8787', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Den här bekräftelselänken är inte giltig');
  });

  it('the one-click POST of List-Unsubscribe ends the subscription without cookies, from the mail provider’s servers or any origin', async () => {
    const row = await subscribed('one-click@example.se');
    const oneClick = (origin?: string) =>
      shop.get('sv', `/unsubscribe?token=${row.unsubscribe_token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(origin ? { Origin: origin } : {}) },
        body: 'List-Unsubscribe=One-Click',
      });
    const answer = await oneClick('https://mail.example.com');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'unsubscribed' });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(
      (await db.prepare('SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = ?').bind('one-click@example.se').first())!
        .unsubscribed_at,
    ).not.toBeNull();
    expect(await (await oneClick()).json()).toEqual({ status: 'already_unsubscribed' });
  });

  it('a one-click POST without the RFC 8058 field, or with an unknown token, changes nothing and says why', async () => {
    const row = await subscribed('careful@example.se');
    const wrongBody = await shop.get('sv', `/unsubscribe?token=${row.unsubscribe_token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Maybe',
    });
    expect(wrongBody.status).toBe(400);
    expect(await wrongBody.json()).toEqual({ error: expect.stringContaining('List-Unsubscribe=One-Click') });
    const unknown = await shop.get('sv', `/unsubscribe?token=${'f'.repeat(32)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown unsubscribe link' });
    expect(
      (await db.prepare('SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = ?').bind('careful@example.se').first())!
        .unsubscribed_at,
    ).toBeNull();
  });
});
