import { Hono } from 'hono';
import type { ApiEnv } from '../../context';
import { requireOpsToken } from '../token';
import { orderDetail } from './detail';
import { listOrders } from './list';
import { refundOrder } from './refund';
import { cancelOrder } from './cancel';
import { resendConfirmation } from './resend';

/**
 * Orders operators can manage (issue 24, docs/operations.md "Orders", docs/api.md "Operator
 * calls"): the list and search (./list.ts), one order's page (./detail.ts) and the actions on it
 * (./refund.ts, ./cancel.ts, ./resend.ts), behind the
 * commerce API's OPS_TOKEN. The storefront's /__ops/orders calls them.
 */
export const opsOrderRoutes = new Hono<ApiEnv>();

opsOrderRoutes.get('/api/ops/orders', requireOpsToken, listOrders);
opsOrderRoutes.get('/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}', requireOpsToken, orderDetail);
opsOrderRoutes.post('/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}/refund', requireOpsToken, refundOrder);
opsOrderRoutes.post('/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}/cancel', requireOpsToken, cancelOrder);
opsOrderRoutes.post('/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}/resend', requireOpsToken, resendConfirmation);
