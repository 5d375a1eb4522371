import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { deliveryRoutes } from './delivery/routes';
import { giftCardBalanceRoutes } from './gift-cards/balance-routes';
import { orderRoutes } from './order-routes';
import { paymentWebhookRoutes } from './payments/webhook-routes';

/**
 * The checkout (docs/api.md "Checkout calls"; docs/checkout.md): delivery methods and pick-up
 * points, placing an order and reading it, the payment provider's webhook, and gift card
 * balances. The scheduled expiry of unpaid orders is ./expire.ts (../worker.ts runs it).
 */
export const checkoutRoutes = new Hono<ApiEnv>()
  .route('/', deliveryRoutes)
  .route('/', orderRoutes)
  .route('/', paymentWebhookRoutes)
  .route('/', giftCardBalanceRoutes);
