import type { PriceTier } from '../../shared/types';

/**
 * SPEC 4: a line's unit price is the price of the highest tier whose quantity the
 * line's quantity reaches. Below the first tier (or for 0) the first tier applies.
 */
export function tierPrice(tiers: readonly PriceTier[], quantity: number): number {
  let chosen: PriceTier | undefined;
  for (const tier of tiers) {
    if (tier.q <= quantity && (!chosen || tier.q > chosen.q)) chosen = tier;
  }
  chosen ??= [...tiers].sort((a, b) => a.q - b.q)[0];
  if (!chosen) throw new Error('A price needs at least one tier');
  return chosen.p;
}

/** Money rounded to cents, so sums of prices do not drift (0.1 + 0.2). */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
