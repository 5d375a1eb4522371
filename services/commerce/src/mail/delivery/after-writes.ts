import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../../context';
import { mailStatementsBuilt } from '../outbox';
import { handOffDue } from './hand-off';

/**
 * The one place a call's new mail is handed to the queue (ADR 0019): after the call, when it
 * built an outbox statement (a paid order's confirmation, a gift card, an unsubscribe link),
 * the due rows are handed off in waitUntil, after the answer. Calls that wrote no mail (cart,
 * catalog, nearly every call) cost one counter comparison. Should this hand-off be lost (the
 * isolate stops), the cron's sweep hands the rows off within a minute.
 */
export const handOffAfterWrites = createMiddleware<ApiEnv>(async (c, next) => {
  const before = mailStatementsBuilt();
  await next();
  if (mailStatementsBuilt() === before || !c.env.MAIL_QUEUE) return;
  const work = handOffDue(c.env, new Date()).then(
    () => undefined,
    (error: unknown) =>
      console.error('mail: hand-off after a call failed (the cron hands it off)', error instanceof Error ? error.message : error),
  );
  c.executionCtx.waitUntil(work);
});
