import { deliverPending } from './catalog/changes';
import type { OriginEnv } from './context';
import { origin } from './index';
import { expireOrders, reservationMinutes } from './orders/expire';
import { paymentProvider } from './payments/select';
import { isPhotoSweepDue, sweepPhotos } from './orders/photo-sweep';

/**
 * The commerce Worker: the embedded commerce API (./index.ts) on its own, bound to its D1
 * database. The storefront reaches it through the COMMERCE service binding (or, deployed
 * apart, over HTTP at API_ORIGIN). services/commerce/wrangler.toml configures it.
 *
 * `scheduled` runs every minute (wrangler.toml [triggers]): unpaid orders past their
 * reservation are cancelled (orders/expire.ts); once a day, photos no order names are swept
 * from R2 (orders/photo-sweep.ts). Its clock is the event's scheduledTime.
 */
export default {
  fetch: origin.fetch,
  async scheduled(controller: ScheduledController, env: OriginEnv): Promise<void> {
    // Catalog changes the storefront has not taken yet (docs/operations.md "Refresh on change").
    await deliverPending(env, new Date(controller.scheduledTime)).catch((error: unknown) =>
      console.error('catalog changes: delivery failed', error instanceof Error ? error.message : error),
    );
    await expireOrders({
      db: env.DB,
      provider: paymentProvider(env),
      now: new Date(controller.scheduledTime),
      reservationMinutes: reservationMinutes(env.RESERVATION_MINUTES),
    });
    const now = new Date(controller.scheduledTime);
    if (isPhotoSweepDue(now)) {
      await sweepPhotos(env, now).then(
        (swept) => console.log(JSON.stringify({ message: 'photo sweep', ...swept })),
        (error: unknown) => console.error('photo sweep failed', error instanceof Error ? error.message : error),
      );
    }
  },
} satisfies ExportedHandler<OriginEnv>;
