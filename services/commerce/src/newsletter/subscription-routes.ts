import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { notFound } from '../http/errors';
import { readBody } from '../http/body';
import { subscribeBody, unsubscribeBody } from '../../../../shared/schemas/requests';
import { sendUnsubscribeConfirmation, shopOrigin } from './subscriptions';

/** Newsletter sign-up and unsubscribe (docs/site.md "Newsletter"). */
export const subscriptionRoutes = new Hono<ApiEnv>();

/** Letters and digits without look-alikes (0/O, 1/I), for codes people type. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `NEWS-${[...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/** 128 random bits as hex: the unsubscribe link's token (unguessable, OWASP ASVS 3.2.2). */
function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /api/subscribe { email } → { code }. Signing up again with the same address
 * returns the code it already has. The code works as a coupon (docs/api.md).
 */
subscriptionRoutes.post('/api/subscribe', async (c) => {
  const { email } = await readBody(c.req.raw, subscribeBody);
  const key = email.toLowerCase();
  const db = c.env.DB;
  // Insert-or-keep: a second sign-up keeps the first row's code and token (and undoes an unsubscribe).
  await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, code, locale, created_at, unsubscribe_token) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL`,
    )
    .bind(key, newCode(), c.var.store.locale, new Date().toISOString(), newToken())
    .run();
  const row = await db.prepare('SELECT code FROM newsletter_subscribers WHERE email = ?').bind(key).first<{ code: string }>();
  return c.json({ code: row!.code });
});

/**
 * POST /api/unsubscribe { token } | { email } → { status }. With the token of the
 * e-mail's link: "unsubscribed" at once, or "already_unsubscribed" for a used link; an
 * unknown token is a 404. With an address nothing changes at once: the subscription's
 * link is e-mailed to that address (./subscriptions.ts) and the answer is "confirmation_sent"
 * whether or not it is subscribed, so the endpoint can neither unsubscribe someone else
 * nor tell who is subscribed (OWASP WSTG-IDNT-04).
 */
subscriptionRoutes.post('/api/unsubscribe', async (c) => {
  const { token, email } = await readBody(c.req.raw, unsubscribeBody);
  const db = c.env.DB;
  const now = new Date().toISOString();
  if (token !== undefined) {
    const row = await db
      .prepare('SELECT unsubscribed_at FROM newsletter_subscribers WHERE unsubscribe_token = ?')
      .bind(token)
      .first<{ unsubscribed_at: string | null }>();
    if (!row) throw notFound('Unknown unsubscribe link');
    if (row.unsubscribed_at !== null) return c.json({ status: 'already_unsubscribed' });
    await db.prepare('UPDATE newsletter_subscribers SET unsubscribed_at = ? WHERE unsubscribe_token = ?').bind(now, token).run();
    return c.json({ status: 'unsubscribed' });
  }
  await sendUnsubscribeConfirmation(db, email!.toLowerCase(), shopOrigin(c.req.raw), new Date());
  return c.json({ status: 'confirmation_sent' });
});
