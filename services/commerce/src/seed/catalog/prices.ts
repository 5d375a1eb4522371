import type { PriceTier } from '../../../../../shared/types';
import { CAMPAIGN_FACTOR, CURRENCIES, TIER_FACTORS, priceIn, roundToPricePoint, type Currency } from '../../catalog/constants';
import type { PriceSet } from './writer';

/**
 * Price tiers per currency from a single-piece price in SEK. Every tier is a round
 * price point and strictly cheaper per piece than the tier before it.
 */
export function tieredPrices(sek: number, tiers: { q: number; factor: number }[] = TIER_FACTORS): PriceSet {
  return perCurrency((currency) => {
    const base = priceIn(currency, sek);
    return descending(
      currency,
      tiers.map(({ q, factor }) => ({ q, p: factor === 1 ? base : roundToPricePoint(currency, base * factor) })),
    );
  });
}

/** Campaign tiers: the same quantities at the campaign discount. */
export function campaignPrices(normal: PriceSet): PriceSet {
  return perCurrency((currency) =>
    descending(
      currency,
      normal[currency].map(({ q, p }) => ({ q, p: roundToPricePoint(currency, p * CAMPAIGN_FACTOR) })),
    ),
  );
}

/** One tier with a given amount per currency (gift cards). */
export function fixedPrices(amount: (currency: Currency) => number): PriceSet {
  return perCurrency((currency) => [{ q: 1, p: amount(currency) }]);
}

export const SINGLE_TIER = [{ q: 1, factor: 1 }];

function perCurrency(make: (currency: Currency) => PriceTier[]): PriceSet {
  return Object.fromEntries(CURRENCIES.map((currency) => [currency, make(currency)])) as PriceSet;
}

function descending(currency: Currency, tiers: PriceTier[]): PriceTier[] {
  const step = currency === 'SEK' || currency === 'DKK' ? 10 : 1;
  const result: PriceTier[] = [];
  for (const tier of tiers) {
    const previous = result[result.length - 1];
    const p = previous && tier.p >= previous.p ? roundToPricePoint(currency, previous.p - step) : tier.p;
    result.push({ q: tier.q, p });
  }
  return result;
}
