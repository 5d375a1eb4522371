import { Hono } from 'hono';
import { PATHS } from '../../../shared/site-paths';
import type { AppEnv } from '../../context';
import { privatePage } from '../../cache/route-policy';
import { checkoutPage } from './checkout-page';
import { confirmationRoute, latestConfirmationRoute } from './confirmation-page';
import { DEV_OUTBOX_PATH, devMailSweepRoute, devOutboxRoute } from './dev-outbox';

/** Checkout and order confirmation (issue 11, docs/checkout.md "The pages"): personal, never stored in a shared cache. */
export const checkoutRoutes = new Hono<AppEnv>();

checkoutRoutes.get(PATHS.checkoutConfirmation, privatePage, latestConfirmationRoute);
checkoutRoutes.get(`${PATHS.checkoutConfirmation}/:id`, privatePage, confirmationRoute);
checkoutRoutes.get(PATHS.checkout, privatePage, checkoutPage);
checkoutRoutes.get(`${PATHS.checkout}/:id`, privatePage, checkoutPage);

// The local e-mail outbox (only with the embedded commerce API).
checkoutRoutes.get(DEV_OUTBOX_PATH, privatePage, (c) => devOutboxRoute(c));
// Its clock control: run the mail cron as of a later time (a gift card's day).
checkoutRoutes.post(`${DEV_OUTBOX_PATH}/mail-sweep`, privatePage, devMailSweepRoute);
