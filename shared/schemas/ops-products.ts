/**
 * The operator's catalog change call (docs/api.md "Operator calls"): PATCH
 * /api/ops/products/{id} with any of a variation's normal price per currency, its stock, and
 * the product's name or description per language. Each change is announced to the
 * storefront (docs/operations.md "Refresh on change").
 */
import * as v from 'valibot';
import { LOCALE_CODES, type LocaleCode } from '../locales';
import { amount, integer, list, record, text } from './rules';

export const STOCK_STATUSES = ['instock', 'lowstock', 'outofstock', 'backorder'] as const;
export const PRICE_CURRENCIES = ['SEK', 'DKK', 'GBP', 'EUR'] as const;

const prices = v.pipe(
  record(
    Object.fromEntries(PRICE_CURRENCIES.map((code) => [code, v.optional(v.pipe(amount(1_000_000), v.minValue(0.01, 'must be above 0')))])),
  ),
);

const variationChange = record({
  /** The variation's sku (every variation has one; a Standard product's is the product's). */
  sku: text(1, 80),
  /** The single-piece normal price per currency; quantity tiers keep their discount. */
  prices: v.optional(prices),
  stock_status: v.optional(v.picklist(STOCK_STATUSES, `must be one of ${STOCK_STATUSES.join(', ')}`)),
  /** Units in stock; null: printed on demand. */
  stock_quantity: v.optional(v.nullable(integer(0, 1_000_000))),
});

const productText = record({ name: v.optional(text(1, 200)), description: v.optional(text(0, 5000)) });

export const productChange = v.pipe(
  record({
    variations: v.optional(list(variationChange, 50)),
    texts: v.optional(
      record(
        Object.fromEntries(LOCALE_CODES.map((code) => [code, v.optional(productText)])) as Record<
          LocaleCode,
          v.OptionalSchema<typeof productText, undefined>
        >,
      ),
    ),
  }),
  v.check((body) => (body.variations?.length ?? 0) > 0 || Object.keys(body.texts ?? {}).length > 0, 'must change a variation or a text'),
);
export type ProductChange = v.InferOutput<typeof productChange>;
