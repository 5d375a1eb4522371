import type { PriceTier, Prices } from './types';

/** The tiers in force: campaign tiers when a campaign runs, else the normal ones. */
export function activeTiers(prices: Prices): PriceTier[] {
  return prices.c && prices.c.length > 0 ? prices.c : prices.n;
}

/**
 * Unit price for a quantity: the price of the highest tier whose quantity the amount
 * reaches (docs/cart.md "Cart rules"). Below the lowest tier the lowest tier's price applies.
 */
export function unitPrice(tiers: readonly PriceTier[], quantity: number): number {
  const sorted = [...tiers].sort((a, b) => a.q - b.q);
  let price = sorted[0]?.p ?? 0;
  for (const tier of sorted) if (quantity >= tier.q) price = tier.p;
  return price;
}

export interface DerivedPrice {
  /** What one piece costs now. */
  price: number;
  /** o: the original (normal) price when a campaign lowers it. */
  o?: number;
  /** d: discount in whole percent, when o is set. */
  d?: number;
}

/** Price at quantity 1 with the derived o (original) and d (discount %) (docs/api.md "GET /api/products"). */
export function derivePrice(prices: Prices, quantity = 1): DerivedPrice {
  const normal = unitPrice(prices.n, quantity);
  if (!prices.c || prices.c.length === 0) return { price: normal };
  const campaign = unitPrice(prices.c, quantity);
  if (campaign >= normal || normal <= 0) return { price: normal };
  return { price: campaign, o: normal, d: Math.round(((normal - campaign) / normal) * 100) };
}
