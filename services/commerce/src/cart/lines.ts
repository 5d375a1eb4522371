import type * as v from 'valibot';
import type { cartItemInput } from '../../../../shared/schemas/cart';
import { clampGiftCardAmount, isGiftCardAmountAllowed } from '../../../../shared/gift-card';
import { ProductType, type CartLineMetadata, type PriceTier, type StockStatus } from '../../../../shared/types';
import { loadProducts, type ProductRecord, type VariationRecord } from '../catalog/products';
import type { Store } from '../context';
import { formatMoney, roundMoney } from '../../../../shared/money';
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
  /** The metadata the line is priced with: the input's, with a free gift card amount put within the limits. */
  metadata: CartLineMetadata | null;
  /** A free gift card amount outside the store's limits, put within them (sync notes it; checkout refuses it). */
  adjustedAmount: number | null;
}

/**
 * A gift card with a free amount ("other amount", docs/checkout.md "Gift cards") is sold
 * at that amount, whichever preset variation the line names: its price tiers are the amount
 * alone, never a campaign's. Lines of other products keep their variation's tiers (a
 * `gift_card` on them is refused by checkout, ../checkout/quote.ts).
 */
function freeAmountOf(product: ProductRecord, metadata: CartLineMetadata | null, store: Store) {
  const amount = metadata?.gift_card?.amount;
  if (product.summary.type !== ProductType.GiftCard || amount === undefined) return null;
  const allowed = isGiftCardAmountAllowed(amount, store.currency) ? amount : clampGiftCardAmount(amount, store.currency);
  return { amount: allowed, adjusted: allowed === amount ? null : allowed };
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
    const listed = product?.variations.find((v) => v.sku === input.sku);
    if (!product || !listed || listed.normal.length === 0) return [];
    const free = freeAmountOf(product, input.metadata, store);
    const variation: VariationRecord = free
      ? { ...listed, normal: [{ q: 1, p: free.amount }], campaign: null, campaignSlug: null }
      : listed;
    const metadata =
      free?.adjusted != null && input.metadata?.gift_card
        ? { ...input.metadata, gift_card: { ...input.metadata.gift_card, amount: free.adjusted } }
        : input.metadata;
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
        metadata,
        adjustedAmount: free?.adjusted ?? null,
      },
    ];
  });
}

/** What the line's variation is called: a free gift card amount is the amount itself; single-variation products have none. */
export function lineVariationName(line: Pick<PricedLine, 'product' | 'variation' | 'metadata' | 'price'>, store: Store): string | null {
  const { summary } = line.product;
  if (summary.type === ProductType.GiftCard && line.metadata?.gift_card?.amount !== undefined) return formatMoney(line.price, store.info);
  const hasChoice = summary.variations.length > 1 || line.variation.name !== summary.name;
  return hasChoice ? line.variation.name : null;
}
