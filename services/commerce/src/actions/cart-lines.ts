import type * as v from 'valibot';
import type { cartItemInput } from '../../../../shared/schemas/cart';
import type { PriceTier, StockStatus } from '../../../../shared/types';
import { loadProducts, type ProductRecord, type VariationRecord } from '../catalog/products';
import type { Store } from '../context';
import { roundMoney } from '../../../../shared/money';
import { unitPrice } from '../../../../shared/pricing';

/** A line of a sync call as shared/schemas/cart's cartItemInput reads it. */
export type CartItemInput = v.InferOutput<typeof cartItemInput>;

export interface PricedLine {
  input: CartItemInput;
  product: ProductRecord;
  variation: VariationRecord;
  quantity: number;
  /** Set when the requested quantity was more than the stock allows. */
  adjustedQuantity: number | null;
  price: number;
  ordinaryPrice: number;
  pricing: PriceTier[];
  campaign: string | null;
  categories: number[];
}

/** How many units can be sold now: unlimited when printed on demand or back-ordered. */
export function availableQuantity(status: StockStatus, stockQuantity: number | null): number {
  if (status === 'outofstock') return 0;
  if (status === 'backorder' || stockQuantity === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, stockQuantity);
}

/**
 * Prices cart lines from the catalog (client prices are never read): unknown SKUs and
 * zero quantities are dropped, quantities are capped to stock, and each unit price is
 * the tier the quantity reaches — campaign tiers while a campaign runs.
 */
export async function priceCart(db: D1Database, store: Store, items: CartItemInput[], now: Date): Promise<PricedLine[]> {
  const wanted = items.filter((item) => item.quantity > 0);
  if (wanted.length === 0) return [];
  const skusJson = JSON.stringify([...new Set(wanted.map((item) => item.sku))]);
  const { results: owners } = await db
    .prepare('SELECT sku, product_id FROM variations WHERE sku IN (SELECT value FROM json_each(?))')
    .bind(skusJson)
    .all<{ sku: string; product_id: number }>();
  const productIds = [...new Set(owners.map((row) => row.product_id))];
  const [products, categoryRows] = await Promise.all([
    loadProducts(db, store, productIds, now),
    db
      .prepare(
        'SELECT product_id, category_id FROM product_categories WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY category_id',
      )
      .bind(JSON.stringify(productIds))
      .all<{ product_id: number; category_id: number }>(),
  ]);
  const categoriesOf = new Map<number, number[]>();
  for (const row of categoryRows.results) categoriesOf.set(row.product_id, [...(categoriesOf.get(row.product_id) ?? []), row.category_id]);
  const ownerOf = new Map(owners.map((row) => [row.sku, row.product_id]));

  return wanted.flatMap((input): PricedLine[] => {
    const product = products.get(ownerOf.get(input.sku) ?? -1);
    const variation = product?.variations.find((v) => v.sku === input.sku);
    if (!product || !variation || variation.normal.length === 0) return [];
    const available = availableQuantity(variation.stock_status, variation.stockQuantity);
    const quantity = Math.min(input.quantity, available);
    const tiers = variation.campaign && variation.campaign.length > 0 ? variation.campaign : variation.normal;
    const pricedAt = Math.max(quantity, 1);
    return [
      {
        input,
        product,
        variation,
        quantity,
        adjustedQuantity: quantity < input.quantity ? quantity : null,
        price: roundMoney(unitPrice(tiers, pricedAt), 2),
        ordinaryPrice: roundMoney(unitPrice(variation.normal, pricedAt), 2),
        pricing: tiers,
        campaign: variation.campaign ? variation.campaignSlug : null,
        categories: categoriesOf.get(product.summary.id) ?? [],
      },
    ];
  });
}
