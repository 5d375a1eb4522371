import { isRecord } from '../../../../shared/json';
import { LINE_LIMITS, MAX_CART_LINES } from '../../../../shared/cart';
import type { CartLineMetadata, PriceTier, StockStatus } from '../../../../shared/types';
import { loadProducts, type ProductRecord, type VariationRecord } from '../catalog/products';
import type { Store } from '../context';
import { badRequest } from '../http';
import { roundMoney } from '../../../../shared/money';
import { unitPrice } from '../../../../shared/pricing';
import { arrayOf, nullableInteger, nullableString, objectWith, optionalBoolean, optionalString, quantity, string } from '../validation';

/**
 * Fields a client may send per line: the request fields plus every CartLine field,
 * since clients send back the lines they were given. Authoritative fields (name,
 * price, stock…) are accepted and ignored; anything else is rejected.
 */
const CART_ITEM_FIELDS = [
  'sku',
  'quantity',
  'uuid',
  'product_id',
  'metadata',
  'cross_selling_product_id',
  'added_by_coupon',
  'name',
  'slug',
  'thumb',
  'type',
  'variation_name',
  'template_id',
  'price',
  'ordinary_price',
  'pricing',
  'vat',
  'group_id',
  'discount_category',
  'categories',
  'stock_status',
  'cart_notice',
  'adjusted_quantity',
  'subscription_interval',
  'campaign',
];

export interface CartItemInput {
  sku: string;
  quantity: number;
  uuid?: string;
  metadata: CartLineMetadata | null;
  crossSellingProductId: number | null;
  addedByCoupon: string | null;
}

export function parseCartItems(value: unknown, field: string): CartItemInput[] {
  return arrayOf(value, field, MAX_CART_LINES).map((raw, index) => {
    const name = `${field}[${index}]`;
    const item = objectWith(raw, name, CART_ITEM_FIELDS);
    const uuid = optionalString(item.uuid, `${name}.uuid`, { max: LINE_LIMITS.uuid });
    nullableInteger(item.product_id, `${name}.product_id`, 1, LINE_LIMITS.id);
    return {
      sku: string(item.sku, `${name}.sku`, { min: 1, max: LINE_LIMITS.sku }),
      quantity: quantity(item.quantity, `${name}.quantity`),
      ...(uuid !== undefined ? { uuid } : {}),
      metadata: parseMetadata(item.metadata, `${name}.metadata`),
      crossSellingProductId: nullableInteger(item.cross_selling_product_id, `${name}.cross_selling_product_id`, 1, LINE_LIMITS.id),
      addedByCoupon: nullableString(item.added_by_coupon, `${name}.added_by_coupon`, { max: LINE_LIMITS.addedByCoupon }),
    };
  });
}

function parseMetadata(value: unknown, field: string): CartLineMetadata | null {
  if (value === undefined || value === null) return null;
  const metadata = objectWith(value, field, ['margin', 'black_and_white', 'template']);
  const result: CartLineMetadata = {};
  const margin = optionalBoolean(metadata.margin, `${field}.margin`);
  const blackAndWhite = optionalBoolean(metadata.black_and_white, `${field}.black_and_white`);
  if (margin !== undefined) result.margin = margin;
  if (blackAndWhite !== undefined) result.black_and_white = blackAndWhite;
  if (metadata.template !== undefined) {
    const template = objectWith(metadata.template, `${field}.template`, ['values']);
    if (!isRecord(template.values)) throw badRequest(`${field}.template.values must be an object`);
    const entries = Object.entries(template.values);
    if (entries.length > LINE_LIMITS.templateFields)
      throw badRequest(`${field}.template.values may hold at most ${LINE_LIMITS.templateFields} fields`);
    result.template = {
      values: Object.fromEntries(
        entries.map(([key, v]) => [
          string(key, `${field}.template.values key`, { min: 1, max: LINE_LIMITS.templateKey }),
          string(v, `${field}.template.values.${key.slice(0, LINE_LIMITS.templateKey)}`, { max: LINE_LIMITS.templateValue }),
        ]),
      ),
    };
  }
  return result;
}

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
