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

/**
 * Tiers as a short text for an HTML attribute, "1:109 3:99 10:79" (quantity:price, a space
 * between): a card's quick add writes each size's tiers so, not as JSON whose every quote an
 * attribute writes `&quot;` (issue 27; worker/components/cart/CartControls.tsx).
 */
export function tiersText(tiers: readonly PriceTier[]): string {
  return tiers.map((tier) => `${tier.q}:${tier.p}`).join(' ');
}

/** The tiers of a `tiersText`; a pair that is not two numbers is left out. */
export function tiersOfText(text: string): PriceTier[] {
  return text.split(' ').flatMap((pair) => {
    const [q, p, ...rest] = pair.split(':');
    const tier = { q: Number(q), p: Number(p) };
    return rest.length === 0 && q && p && Number.isFinite(tier.q) && Number.isFinite(tier.p) ? [tier] : [];
  });
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
