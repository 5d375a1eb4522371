import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** Site screens (issue 5): gift card balance, newsletter unsubscribe. */
export const siteRoutes = new Hono<AppEnv>();
