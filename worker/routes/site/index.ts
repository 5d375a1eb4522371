import { PATHS } from '../../../shared/site-paths';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { catalogPage, privatePage } from '../../cache/route-policy';
import { giftCardBalanceRoute } from './gift-card-balance';
import { newsletterConfirmAnswer, newsletterConfirmPage } from './newsletter-confirm';
import { unsubscribeRoute } from './unsubscribe';

/** Site screens (issue 5): gift card balance, newsletter unsubscribe and confirmation. Same paths in every language. */
export const siteRoutes = new Hono<AppEnv>();

// Both pages are the same for everyone (the unsubscribe token is read in the browser).
siteRoutes.get(PATHS.unsubscribe, catalogPage, unsubscribeRoute);
siteRoutes.get(PATHS.giftCardBalance, catalogPage, giftCardBalanceRoute);
// A link of one mailbox: private, never stored (the page's form posts the token back).
siteRoutes.get(PATHS.newsletterConfirm, privatePage, newsletterConfirmPage);
siteRoutes.post(PATHS.newsletterConfirm, privatePage, newsletterConfirmAnswer);
