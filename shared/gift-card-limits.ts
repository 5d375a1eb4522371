/**
 * What a gift card line's metadata schema (shared/schemas/cart.ts) needs: the free-amount
 * limits, the field lengths and the date check. Apart from shared/gift-card.ts because every
 * page reads the stored cart at load, while the rest (the purchase form, balances, send
 * dates) is for the gift card panels only; bundled per file, it would otherwise ride along
 * on every page (docs/wall-designer.md "JS budget").
 */
/** The currencies a gift card is sold in (GiftCardBalance['currency'] in ./gift-card.ts). */
export type GiftCardCurrency = 'SEK' | 'DKK' | 'GBP' | 'EUR';

/** Free amounts per currency, both ends included, whole units (crowns, pounds, euros). */
export const GIFT_CARD_LIMITS: Record<GiftCardCurrency, { min: number; max: number }> = {
  SEK: { min: 100, max: 10_000 },
  DKK: { min: 100, max: 7_500 },
  GBP: { min: 10, max: 1_000 },
  EUR: { min: 10, max: 1_000 },
};

/** The largest free amount of any currency: what the metadata schema allows before the store's currency is known. */
export const MAX_GIFT_CARD_AMOUNT = Math.max(...Object.values(GIFT_CARD_LIMITS).map((limit) => limit.max));

/** Field lengths of the metadata (the message is the card's own words: at most 300 characters). */
export const GIFT_CARD_FIELDS = { name: 100, email: 254, message: 300 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}
