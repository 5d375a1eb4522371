/**
 * The newsletter's double opt-in (docs/site.md "Newsletter"). Signing up shows the code at
 * once (the shop's newsletter rules), but the address gets newsletter mail only after it
 * opened the link of the confirmation e-mail: whoever signs up someone else's address sends
 * them one confirmation and nothing more.
 *
 * - A sign-up that is not confirmed (a new one, or one after leaving) is sent the link,
 *   at most once per CONFIRMATION_INTERVAL_MS (no mail bombing by signing up again).
 * - Confirming sets confirmed_at and writes the welcome e-mail with the code, in one batch;
 *   newsletter mail is written only for confirmed, subscribed addresses (../mail/outbox.ts:
 *   every statement that writes a newsletter kind carries that condition).
 * - The commerce cron drops sign-ups not confirmed UNCONFIRMED_DAYS after their link was
 *   sent (dropUnconfirmed); the link stops working then too. A sign-up whose code an order
 *   already spent stays, so signing up again cannot give the same address a second code.
 */
import { PATHS } from '../../../../shared/site-paths';
import { SUBSCRIBER_DISCOUNT } from '../cart/coupon-rules';
import { mailLocale } from '../mail/kinds';
import { queueEmailIf, queueWelcomeEmail, trimOutbox } from '../mail/outbox';
import { composeEmail } from '../mail/render';
import { CONFIRMATION_INTERVAL_MS } from './subscriptions';

/** How long a confirmation link works, and when an unconfirmed sign-up is dropped. */
export const UNCONFIRMED_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

/** 128 random bits as hex: a link's token (unguessable, OWASP ASVS 3.2.2). */
export function newLinkToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface SignUp {
  confirm_token: string;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
}

/**
 * Sends `email` the confirmation link if it signed up and has not confirmed, unless one went
 * out in the last CONFIRMATION_INTERVAL_MS. The row's send time and the e-mail are one
 * batch, and the e-mail is written only if this call set that time, so two sign-ups at
 * once send one link.
 */
export async function sendSignUpConfirmation(db: D1Database, email: string, locale: string, shop: URL, now: Date): Promise<void> {
  const time = now.toISOString();
  const since = new Date(now.getTime() - CONFIRMATION_INTERVAL_MS).toISOString();
  const signUp = await db
    .prepare(
      'SELECT confirm_token, confirmed_at, confirmation_sent_at FROM newsletter_subscribers WHERE email = ? AND unsubscribed_at IS NULL',
    )
    .bind(email)
    .first<SignUp>();
  if (!signUp || signUp.confirmed_at !== null) return;
  if (signUp.confirmation_sent_at !== null && signUp.confirmation_sent_at > since) return;
  const link = new URL(`${PATHS.newsletterConfirm}?token=${signUp.confirm_token}`, shop).href;
  const mail = await composeEmail(email, {
    kind: 'newsletter-confirmation',
    locale: mailLocale(locale),
    data: { shop_origin: shop.origin, email, confirm_url: link, valid_days: UNCONFIRMED_DAYS },
  });
  const claim = db
    .prepare(
      `UPDATE newsletter_subscribers SET confirmation_sent_at = ?1
        WHERE email = ?2 AND confirmed_at IS NULL AND (confirmation_sent_at IS NULL OR confirmation_sent_at <= ?3)`,
    )
    .bind(time, email, since);
  await db.batch([
    claim,
    // Written only if the claim above was this call's: the row now carries this very time.
    queueEmailIf(
      db,
      mail,
      { now: time, sendAfter: time, link },
      'EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ?2 AND confirmation_sent_at = ?1)',
    ),
    trimOutbox(db),
  ]);
}

export type ConfirmStatus = 'confirmed' | 'already_confirmed' | 'unknown';

/**
 * Confirms the sign-up whose link holds `token` and writes its welcome e-mail (the code,
 * unless an order spent it, and the one-click unsubscribe). 'unknown' for a token that
 * names no sign-up, one that was left, or one whose link has expired.
 */
export async function confirmSignUp(db: D1Database, token: string, shop: URL, now: Date): Promise<ConfirmStatus> {
  const time = now.toISOString();
  const expired = new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS).toISOString();
  const row = await db
    .prepare(
      `SELECT email, code, code_used_at, locale, unsubscribe_token, confirmed_at, confirmation_sent_at, unsubscribed_at
         FROM newsletter_subscribers WHERE confirm_token = ?`,
    )
    .bind(token)
    .first<{
      email: string;
      code: string;
      code_used_at: string | null;
      locale: string;
      unsubscribe_token: string;
      confirmed_at: string | null;
      confirmation_sent_at: string | null;
      unsubscribed_at: string | null;
    }>();
  if (!row || row.unsubscribed_at !== null) return 'unknown';
  if (row.confirmed_at !== null) return 'already_confirmed';
  if (row.confirmation_sent_at === null || row.confirmation_sent_at <= expired) return 'unknown';
  const unsubscribeUrl = new URL(`${PATHS.unsubscribe}?token=${row.unsubscribe_token}`, shop).href;
  const welcome = await composeEmail(row.email, {
    kind: 'newsletter-welcome',
    locale: mailLocale(row.locale),
    data: {
      shop_origin: shop.origin,
      email: row.email,
      code: row.code_used_at === null ? row.code : null,
      discount_percent: SUBSCRIBER_DISCOUNT,
      unsubscribe_url: unsubscribeUrl,
    },
  });
  const [confirmed] = await db.batch([
    db
      .prepare(
        'UPDATE newsletter_subscribers SET confirmed_at = ? WHERE confirm_token = ? AND confirmed_at IS NULL AND unsubscribed_at IS NULL',
      )
      .bind(time, token),
    // Only the call that confirmed writes the welcome (confirmed at this very instant).
    queueWelcomeEmail(db, welcome, { now: time, sendAfter: time, link: unsubscribeUrl }),
    trimOutbox(db),
  ]);
  return confirmed!.meta.changes === 1 ? 'confirmed' : 'already_confirmed';
}

/**
 * The cron's part (../worker.ts, every minute): drops sign-ups whose confirmation link was
 * sent more than UNCONFIRMED_DAYS ago and never opened, with their address. Kept: the
 * confirmed, those from before the double opt-in (no link sent), and those whose code an
 * order spent (see above). Returns how many were dropped.
 */
export async function dropUnconfirmed(db: D1Database, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS).toISOString();
  const result = await db
    .prepare(
      `DELETE FROM newsletter_subscribers
        WHERE confirmed_at IS NULL AND confirmation_sent_at IS NOT NULL AND confirmation_sent_at <= ? AND code_used_at IS NULL`,
    )
    .bind(expired)
    .run();
  return result.meta.changes;
}
