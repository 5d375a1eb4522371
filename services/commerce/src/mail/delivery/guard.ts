import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../../context';
import { mailSenders, type MailConfig, type Senders } from './senders';

/**
 * The mail configuration, read once per env object (the isolate's) and checked at start, as
 * the payment configuration is (../../checkout/payments/guard.ts): a deployment whose
 * MAIL_FROM or MAIL_REPLY_TO is wrong answers every call 503 with Retry-After and logs what
 * is wrong, so no order is taken whose confirmation could not be sent from the right
 * address. A runner that sets neither var (unit tests of the app) is not checked here; the
 * queue consumer still refuses to send without senders (./consumer.ts).
 */
const checked = new WeakMap<object, Senders>();

export function sendersOf(env: MailConfig): Senders {
  let senders = checked.get(env);
  if (!senders) {
    senders = mailSenders(env);
    checked.set(env, senders);
    if (!senders.ok)
      console.error(
        `mail configuration: no e-mail is sent and every call answers 503 until this is fixed:\n${senders.problems.map((p) => `  ${p.key}: ${p.message}`).join('\n')}`,
      );
  }
  return senders;
}

export const mailConfigGuard = createMiddleware<ApiEnv>(async (c, next) => {
  const isConfigured = c.env.MAIL_FROM !== undefined || c.env.MAIL_REPLY_TO !== undefined;
  if (!isConfigured || sendersOf(c.env).ok) return next();
  return c.json({ error: 'The shop is being updated; try again in a few minutes' }, 503, {
    'Cache-Control': 'private, no-store',
    'Retry-After': '300',
  });
});
