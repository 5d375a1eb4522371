import { Hono } from 'hono';
import { PATHS } from '../../../shared/site-paths';
import type { AppEnv } from '../../context';
import { privatePage } from '../../cache/route-policy';
import { checkoutPage } from './checkout-page';
import { confirmationRoute, latestConfirmationRoute } from './confirmation-page';
import { devOutboxRoute } from './dev-outbox';

/** Checkout and order confirmation (issue 11, docs/checkout.md "The pages"): personal, never stored in a shared cache. */
export const checkoutRoutes = new Hono<AppEnv>();

checkoutRoutes.get(PATHS.checkoutConfirmation, privatePage, latestConfirmationRoute);
checkoutRoutes.get(`${PATHS.checkoutConfirmation}/:id`, privatePage, confirmationRoute);
checkoutRoutes.get(PATHS.checkout, privatePage, checkoutPage);
checkoutRoutes.get(`${PATHS.checkout}/:id`, privatePage, checkoutPage);

// The local e-mail outbox (only with the embedded commerce API).
checkoutRoutes.get('/__dev/outbox', privatePage, devOutboxRoute);
