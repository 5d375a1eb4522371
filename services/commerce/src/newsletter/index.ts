import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { subscriptionRoutes } from './subscription-routes';

/** The newsletter (docs/api.md `POST /api/subscribe`, `POST /api/unsubscribe`): sign-up, its code, and leaving. */
export const newsletterRoutes = new Hono<ApiEnv>().route('/', subscriptionRoutes);
