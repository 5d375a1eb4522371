import { PATHS } from '../../../shared/site-paths';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { catalogPage, privatePage } from '../../cache/route-policy';
import { giftCardBalanceRoute } from './gift-card-balance';
import { NEWSLETTER_FRAGMENT } from '../../components/site/LayoutParts';
import { newsletterConfirmAnswer, newsletterConfirmPage } from './newsletter-confirm';
import { newsletterFragmentRoute } from './newsletter-fragment';
import { unsubscribeRoute } from './unsubscribe';

/** Site screens (issue 5): gift card balance, newsletter unsubscribe and confirmation, and the newsletter dialog's form. Same paths in every language. */
export const siteRoutes = new Hono<AppEnv>();

// Both pages are the same for everyone (the unsubscribe token is read in the browser).
siteRoutes.get(PATHS.unsubscribe, catalogPage, unsubscribeRoute);
siteRoutes.get(PATHS.giftCardBalance, catalogPage, giftCardBalanceRoute);
// The newsletter dialog's form, fetched by the page when the shopper reaches for it (./newsletter-fragment.tsx).
siteRoutes.get(NEWSLETTER_FRAGMENT, catalogPage, (c) => {
  c.set('pageKind', 'content');
  return newsletterFragmentRoute(c);
});
// A link of one mailbox: private, never stored (the page's form posts the token back).
siteRoutes.get(PATHS.newsletterConfirm, privatePage, newsletterConfirmPage);
siteRoutes.post(PATHS.newsletterConfirm, privatePage, newsletterConfirmAnswer);
