/**
 * The shop's return rules, as its returns page states them to shoppers in every language
 * (the commerce API's `page-returns`, seeded by services/commerce/src/seed/words/pages.ts):
 * 30 days from delivery, sent back by post, the amount refunded to the payment method;
 * posters made to the shopper's own design (custom and photo posters) only when faulty,
 * which is a claim, not a return. Search engines read the same rules from the structured
 * data (docs/browse.md "Structured data"); services/commerce/src/seed/words/returns-page.test.ts
 * keeps the page and these in step.
 */
import { ProductTemplate } from './types';

/** Days from delivery within which a purchase may be returned. */
export const RETURN_DAYS = 30;

/** Templates made to the shopper's own design: returned only when faulty. */
export const MADE_TO_ORDER_TEMPLATES: ReadonlySet<number> = new Set([ProductTemplate.CustomPoster, ProductTemplate.BYOP]);

export function isReturnable(product: { template_id: number }): boolean {
  return !MADE_TO_ORDER_TEMPLATES.has(product.template_id);
}
