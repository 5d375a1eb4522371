import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { notFound } from '../http/errors';
import { readBody } from '../http/body';
import { newsletterConfirmBody, subscribeBody, unsubscribeBody } from '../../../../shared/schemas/requests';
import { confirmSignUp, newLinkToken, sendSignUpConfirmation } from './opt-in';
import { sendUnsubscribeConfirmation, shopOrigin } from './subscriptions';
import { described } from '../http/openapi/describe';
import { newsletterStatusAnswer, subscribeAnswer } from '../../../../shared/schemas/answers';

/** Newsletter sign-up and unsubscribe (docs/site.md "Newsletter"). */
export const subscriptionRoutes = new Hono<ApiEnv>();

/** Letters and digits without look-alikes (0/O, 1/I), for codes people type. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `NEWS-${[...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/**
 * POST /api/subscribe { email } → { code }. Signing up again with the same address
 * returns the code it already has. The code works as a coupon (docs/api.md). The address
 * gets newsletter mail only once it confirmed the link e-mailed now (./opt-in.ts): a new
 * sign-up, or one after leaving, is unconfirmed until then.
 */
subscriptionRoutes.post(
  '/api/subscribe',
  described({
    tag: 'newsletter',
    summary: 'Signs an address up; the confirmation e-mail’s link confirms it (double opt-in)',
    body: subscribeBody,
    answers: { 200: { description: 'the newsletter code', schema: subscribeAnswer } },
  }),
  async (c) => {
    const { email } = await readBody(c.req.raw, subscribeBody);
    const key = email.toLowerCase();
    const db = c.env.DB;
    const now = new Date();
    // Insert-or-keep: a second sign-up keeps the first row's code and tokens; one after leaving
    // undoes the unsubscribe and asks for a new confirmation (the right-hand sides read the old row).
    await db
      .prepare(
        `INSERT INTO newsletter_subscribers (email, code, locale, created_at, unsubscribe_token, confirm_token) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET
         confirmed_at = CASE WHEN unsubscribed_at IS NULL THEN confirmed_at END,
         confirmation_sent_at = CASE WHEN unsubscribed_at IS NULL THEN confirmation_sent_at END,
         unsubscribed_at = NULL,
         confirm_token = COALESCE(confirm_token, excluded.confirm_token)`,
      )
      .bind(key, newCode(), c.var.store.locale, now.toISOString(), newLinkToken(), newLinkToken())
      .run();
    const row = await db.prepare('SELECT code FROM newsletter_subscribers WHERE email = ?').bind(key).first<{ code: string }>();
    await sendSignUpConfirmation(db, key, c.var.store.locale, shopOrigin(c.req.raw), now);
    return c.json({ code: row!.code });
  },
);

/**
 * POST /api/newsletter/confirm { token } → { status: "confirmed" | "already_confirmed" }:
 * the link of the confirmation e-mail, opened. From then on the address gets newsletter
 * mail, starting with the welcome. A token that names no sign-up (or a dropped, expired or
 * left one) is a 404.
 */
subscriptionRoutes.post(
  '/api/newsletter/confirm',
  described({
    tag: 'newsletter',
    summary: 'Confirms a sign-up with its e-mail’s token',
    body: newsletterConfirmBody,
    answers: { 200: { description: 'confirmed or already_confirmed', schema: newsletterStatusAnswer } },
    errors: { 404: 'unknown or expired confirmation link' },
  }),
  async (c) => {
    const { token } = await readBody(c.req.raw, newsletterConfirmBody);
    const status = await confirmSignUp(c.env.DB, token, shopOrigin(c.req.raw), new Date());
    if (status === 'unknown') throw notFound('Unknown or expired confirmation link');
    return c.json({ status });
  },
);

/**
 * POST /api/unsubscribe { token } | { email } → { status }. With the token of the
 * e-mail's link: "unsubscribed" at once, or "already_unsubscribed" for a used link; an
 * unknown token is a 404. With an address nothing changes at once: the subscription's
 * link is e-mailed to that address (./subscriptions.ts) and the answer is "confirmation_sent"
 * whether or not it is subscribed, so the endpoint can neither unsubscribe someone else
 * nor tell who is subscribed (OWASP WSTG-IDNT-04).
 */
subscriptionRoutes.post(
  '/api/unsubscribe',
  described({
    tag: 'newsletter',
    summary: 'Unsubscribes with an e-mail’s token, or sends the unsubscribe link to an address',
    body: unsubscribeBody,
    answers: { 200: { description: 'unsubscribed, already_unsubscribed or confirmation_sent', schema: newsletterStatusAnswer } },
    errors: { 404: 'unknown unsubscribe link' },
  }),
  async (c) => {
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
  },
);
