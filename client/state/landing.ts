/**
 * Query parameters of the page the shopper lands on (docs/cart.md "Landing parameters (any page)"): a discount code is
 * added and synced, UTM values become the campaign data sent with the cart, a pre-filled
 * cart (atc) is loaded through sync-cart, and so is a cart carried from another language's
 * domain (cart: its lines with their options and texts, and its codes). Invalid values are
 * ignored.
 */
import { CART_PARAM, parseCartCarry, type CarriedItem } from '../../shared/cart-links';
import { parseLandingParams } from '../../shared/query-params';
import { setCampaignData } from './cart';
import { addCouponCode } from './discount';

export interface Landing {
  /** The affiliate id; the server already keeps it in the cje cookie (worker/middleware/affiliate). */
  cjevent: string | null;
  /** Lists to load through sync-cart (CartSync.loadAtc): a pre-filled cart, a carried one. */
  lines: CarriedItem[][];
}

/**
 * Applies what changes state at once (the campaign, the codes) and returns the lines to
 * load. Call it before the sync loop starts, so the loop's first sync already carries the
 * campaign and the codes (a returning shopper's cart is synced at start).
 */
export function applyLandingParams(search: string): Landing {
  const params = parseLandingParams(search);
  const carried = parseCartCarry(new URLSearchParams(search).get(CART_PARAM));
  // A visit without UTM values keeps the campaign that brought the shopper earlier.
  if (params.campaign) setCampaignData(params.campaign);
  for (const code of carried?.codes ?? []) addCouponCode(code);
  if (params.discountCode) addCouponCode(params.discountCode);
  const lines = [params.atc, carried?.items ?? []].filter((list) => list.length > 0);
  return { cjevent: params.cjevent, lines };
}
