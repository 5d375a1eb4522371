import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { outboxRoutes } from './outbox-routes';

/** Mail (./outbox.ts): the only call is the local outbox, GET /api/dev/outbox, while developing. */
export const mailRoutes = new Hono<ApiEnv>().route('/', outboxRoutes);
