/**
 * Query parameters of the page the shopper lands on (SPEC 4 and 5): a discount code is
 * added and synced, UTM values become the campaign data sent with the cart, a pre-filled
 * cart (atc) is loaded through sync-cart, and so is a cart carried from another language's
 * domain (cart: its lines with their options and texts, and its codes). Invalid values are
 * ignored.
 */
import { CART_PARAM, parseCartCarry } from '../../shared/cart-links';
import { parseLandingParams } from '../../shared/query-params';
import { setCampaignData } from './cart';
import type { CartSync } from './cart-sync';
import { addCouponCode } from './discount';

/** Returns the affiliate id (cjevent) for the caller to keep in the cje cookie. */
export function applyLandingParams(search: string, sync: Pick<CartSync, 'loadAtc'>): { cjevent: string | null } {
  const params = parseLandingParams(search);
  const carried = parseCartCarry(new URLSearchParams(search).get(CART_PARAM));
  // A visit without UTM values keeps the campaign that brought the shopper earlier.
  if (params.campaign) setCampaignData(params.campaign);
  for (const code of carried?.codes ?? []) addCouponCode(code);
  if (params.discountCode) addCouponCode(params.discountCode);
  if (params.atc.length > 0) void sync.loadAtc(params.atc);
  if (carried && carried.items.length > 0) void sync.loadAtc(carried.items);
  return { cjevent: params.cjevent };
}
