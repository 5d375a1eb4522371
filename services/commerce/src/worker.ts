import { commerceApp } from './app';
import { expireOrders, reservationMinutes } from './checkout/expire';
import { configuredProvider } from './checkout/payments/configured';
import type { CommerceBindings } from './context';
import { mailQueueHandler } from './mail/delivery/consumer';
import { sweepMail } from './mail/delivery/sweep';
import { isPhotoSweepDue, sweepPhotos } from './media/photo-sweep';
import { dropUnconfirmed } from './newsletter/opt-in';
import { deliverPending } from './ops/catalog-changes';

/**
 * The commerce Worker: the commerce app (./app.ts) on its own, bound to its D1 database.
 * The storefront reaches it through the COMMERCE service binding (or, deployed apart, over
 * HTTP at API_ORIGIN). services/commerce/wrangler.toml configures it.
 *
 * `scheduled` runs every minute (wrangler.toml [triggers]): catalog changes not yet taken
 * are posted to the storefront again (ops/catalog-changes.ts); unpaid orders past their
 * reservation are cancelled (checkout/expire.ts); e-mails whose time has come or whose
 * hand-off was lost go to the mail queue and old sent ones are deleted
 * (mail/delivery/sweep.ts); newsletter sign-ups never confirmed are dropped after
 * newsletter/opt-in.ts UNCONFIRMED_DAYS; once a day, photos no order names are swept from R2
 * (media/photo-sweep.ts). Its clock is the event's scheduledTime.
 *
 * `queue` is the mail queue's consumer and its dead letter queue's (mail/delivery/consumer.ts).
 */
export default {
  fetch: commerceApp.fetch,
  async scheduled(controller: ScheduledController, env: CommerceBindings): Promise<void> {
    // Catalog changes the storefront has not taken yet (docs/operations.md "Refresh on change").
    await deliverPending(env, new Date(controller.scheduledTime)).catch((error: unknown) =>
      console.error('catalog changes: delivery failed', error instanceof Error ? error.message : error),
    );
    await expireOrders({
      db: env.DB,
      provider: configuredProvider(env),
      now: new Date(controller.scheduledTime),
      reservationMinutes: reservationMinutes(env.RESERVATION_MINUTES),
    });
    const now = new Date(controller.scheduledTime);
    await sweepMail(env, now).then(
      (swept) =>
        swept.handedOff + swept.unknown + swept.deleted > 0 ? console.log(JSON.stringify({ message: 'mail sweep', ...swept })) : undefined,
      (error: unknown) => console.error('mail sweep failed', error instanceof Error ? error.message : error),
    );
    await dropUnconfirmed(env.DB, now).catch((error: unknown) =>
      console.error('newsletter: dropping unconfirmed sign-ups failed', error instanceof Error ? error.message : error),
    );
    if (isPhotoSweepDue(now)) {
      await sweepPhotos(env, now).then(
        (swept) => console.log(JSON.stringify({ message: 'photo sweep', ...swept })),
        (error: unknown) => console.error('photo sweep failed', error instanceof Error ? error.message : error),
      );
    }
  },
  queue: (batch: MessageBatch<unknown>, env: CommerceBindings) => mailQueueHandler(batch, env),
} satisfies ExportedHandler<CommerceBindings>;
