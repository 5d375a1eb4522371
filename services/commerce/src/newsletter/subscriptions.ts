/**
 * Newsletter subscriptions beyond sign-up: the code's life and the e-mail that confirms
 * an unsubscribe asked for by address (issue 9).
 *
 * - A newsletter code works while its subscription does (loadCouponRules asks for
 *   unsubscribed_at IS NULL) and for one order: checkout spends it with
 *   redeemNewsletterCode when it places the order. Signing up again after leaving
 *   restores the subscription and its code, but never a spent code.
 * - Unsubscribing by address does nothing at once: it sends the subscription's unsubscribe
 *   link to the address, so only whoever reads that mailbox can act (OWASP ASVS 2.5.x:
 *   account changes confirmed through the owner's channel). The e-mail goes to the outbox
 *   table, the local stand-in for a mail service.
 */
import { mailLocale } from '../mail/kinds';
import { queueEmail, trimOutbox } from '../mail/outbox';
import { composeEmail } from '../mail/render';

/** One confirmation per address and this long, however many clients ask (no mail bombing). */
export const CONFIRMATION_INTERVAL_MS = 10 * 60_000;

/**
 * Spends a newsletter code for an order. True when this call spent it; false when the code
 * is unknown, its subscription has ended or an order already used it. One statement, so
 * two orders placed at once cannot both spend it.
 */
export async function redeemNewsletterCode(db: D1Database, code: string, orderId: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE newsletter_subscribers SET code_used_at = ?, code_used_by_order = ?
        WHERE code = ? AND unsubscribed_at IS NULL AND code_used_at IS NULL`,
    )
    .bind(now.toISOString(), orderId, code.trim().toUpperCase())
    .run();
  return result.meta.changes === 1;
}

/**
 * Sends the unsubscribe link of `email`'s subscription to `email`, if it is subscribed and
 * no such e-mail went out in the last CONFIRMATION_INTERVAL_MS. The caller answers the same
 * whatever happens here, so the endpoint tells nobody who is subscribed.
 */
export async function sendUnsubscribeConfirmation(db: D1Database, email: string, shop: URL, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CONFIRMATION_INTERVAL_MS).toISOString();
  const subscriber = await db
    .prepare(
      `SELECT unsubscribe_token AS token, locale FROM newsletter_subscribers s
        WHERE s.email = ? AND s.unsubscribed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.recipient = s.email AND o.kind = 'unsubscribe-confirmation' AND o.created_at > ?)`,
    )
    .bind(email, since)
    .first<{ token: string; locale: string }>();
  if (!subscriber) return;
  const link = new URL(`/unsubscribe?token=${subscriber.token}`, shop).href;
  const message = await composeEmail(email, {
    kind: 'unsubscribe-confirmation',
    locale: mailLocale(subscriber.locale),
    data: { shop_origin: shop.origin, unsubscribe_url: link },
  });
  await db.batch([queueEmail(db, message, { now: now.toISOString(), link }), trimOutbox(db)]);
}

/**
 * The shop's own address for links in e-mails: the host the storefront named in
 * X-Forwarded-Host (it sets it from the market, never from the client), over https
 * except on local hosts. Falls back to the request's own origin.
 */
export function shopOrigin(request: Request): URL {
  const host = request.headers.get('x-forwarded-host');
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return new URL(new URL(request.url).origin);
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const isLocal = hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
  return new URL(`${isLocal ? 'http' : 'https'}://${host}`);
}
