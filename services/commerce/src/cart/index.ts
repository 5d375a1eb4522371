import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { syncRoutes } from './sync';

/**
 * The cart (docs/api.md "Shopper calls"; docs/cart.md): the browser's cart, coupons and
 * wishlist in, the authoritative lines, prices and discounts out.
 */
export const cartRoutes = new Hono<ApiEnv>().route('/', syncRoutes);
