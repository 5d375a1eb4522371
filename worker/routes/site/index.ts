import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { giftCardBalanceRoute } from './gift-card-balance';
import { unsubscribeRoute } from './unsubscribe';

/** Site screens (issue 5): gift card balance, newsletter unsubscribe. Same paths in every language. */
export const siteRoutes = new Hono<AppEnv>();

siteRoutes.get('/unsubscribe', unsubscribeRoute);
siteRoutes.get('/gift-card/balance', giftCardBalanceRoute);
