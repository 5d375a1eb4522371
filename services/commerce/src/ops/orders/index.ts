import { Hono } from 'hono';
import type { ApiEnv } from '../../context';
import { requireOpsToken } from '../token';
import { orderDetail } from './detail';
import { listOrders } from './list';
import { refundOrder } from './refund';
import { cancelOrder } from './cancel';
import { resendConfirmation } from './resend';
import { described, queryParam } from '../../http/openapi/describe';
import { opsOrderAnswer, opsOrderListAnswer } from '../../../../../shared/schemas/ops-orders';
import { refundRequest } from './refund';
import { cancelRequest } from './cancel';
import { resendRequest } from './resend';

/**
 * Orders operators can manage (issue 24, docs/operations.md "Orders", docs/api.md "Operator
 * calls"): the list and search (./list.ts), one order's page (./detail.ts) and the actions on it
 * (./refund.ts, ./cancel.ts, ./resend.ts), behind the
 * commerce API's OPS_TOKEN. The storefront's /__ops/orders calls them.
 */
export const opsOrderRoutes = new Hono<ApiEnv>();

opsOrderRoutes.get(
  '/api/ops/orders',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Orders newest first, a page at a time, found by id, e-mail or day',
    query: {
      query: { description: 'an order id, an e-mail address or a day (YYYY-MM-DD)', schema: { type: 'string' } },
      page: queryParam.int('the page, from 1', 1, 1000),
    },
    answers: { 200: { description: 'the page of orders', schema: opsOrderListAnswer } },
    errors: { 400: 'a query or page that is none of these' },
  }),
  requireOpsToken,
  listOrders,
);
opsOrderRoutes.get(
  '/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Everything about one order: lines, address, payment, refunds and its audit log',
    answers: { 200: { description: 'the order', schema: opsOrderAnswer } },
    errors: { 404: 'no such order' },
  }),
  requireOpsToken,
  orderDetail,
);
opsOrderRoutes.post(
  '/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}/refund',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Refunds an amount or lines of a paid order: the payment’s part through the provider, the rest to its gift cards',
    body: refundRequest,
    answers: {
      200: {
        description: 'done (a repeat of the same idempotency_key answers the first answer again)',
        schema: { type: 'object', required: ['done', 'audit'], properties: { done: { const: true }, audit: { type: 'object' } } },
      },
    },
    errors: {
      400: 'both amount and lines, or a body that breaks its rule',
      404: 'no such order',
      409: 'the order is not paid, or the action is still being made',
      422: 'more than is left to refund',
      502: 'the payment provider refused or failed',
    },
  }),
  requireOpsToken,
  refundOrder,
);
opsOrderRoutes.post(
  '/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}/cancel',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Cancels an unpaid order: what it held is given back',
    body: cancelRequest,
    answers: {
      200: {
        description: 'done (a repeat of the same idempotency_key answers the first answer again)',
        schema: { type: 'object', required: ['done', 'audit'], properties: { done: { const: true }, audit: { type: 'object' } } },
      },
    },
    errors: {
      404: 'no such order',
      409: 'the order cannot be cancelled (paid, or the action is still being made)',
      502: 'the payment provider failed',
    },
  }),
  requireOpsToken,
  cancelOrder,
);
opsOrderRoutes.post(
  '/api/ops/orders/:id{[A-Za-z0-9_-]{1,64}}/resend',
  described({
    tag: 'ops',
    auth: 'operator',
    summary: 'Writes the order’s confirmation e-mail again',
    body: resendRequest,
    answers: {
      200: {
        description: 'done (a repeat of the same idempotency_key answers the first answer again)',
        schema: { type: 'object', required: ['done', 'audit'], properties: { done: { const: true }, audit: { type: 'object' } } },
      },
    },
    errors: { 404: 'no such order', 409: 'the order has no confirmation to send (not paid), or the action is still being made' },
  }),
  requireOpsToken,
  resendConfirmation,
);
