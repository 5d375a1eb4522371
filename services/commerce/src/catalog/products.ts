import type { PriceTier, ProductSummary, StockStatus, Variation } from '../../../../shared/types';
import type { Store } from '../context';
import { ProductTemplate, ProductType } from '../../../../shared/types';
import { formatAmount, sizeLabel } from './constants';
import { productImages, type ImageRecipe } from './product-images';

/** A variation with what the cart needs besides the public fields. */
export interface VariationRecord extends Variation {
  productId: number;
  stockQuantity: number | null;
  normal: PriceTier[];
  /** Campaign tiers while a campaign runs, else null. */
  campaign: PriceTier[] | null;
  campaignSlug: string | null;
}

export interface ProductRecord {
  summary: ProductSummary;
  variations: VariationRecord[];
  discountCategory: string | null;
}

interface ProductRow extends ImageRecipe {
  id: number;
  sku: string;
  group_id: number;
  discount_category: string | null;
  name: string;
  slug: string;
  artist_id: number | null;
  artist_name: string | null;
  artist_slug: string | null;
}

interface VariationRow {
  id: number;
  product_id: number;
  sku: string;
  size_code: string | null;
  stock_status: StockStatus;
  stock_quantity: number | null;
}

interface PriceRow {
  variation_id: number;
  campaign_id: number;
  campaign_slug: string | null;
  q: number;
  p: number;
}

const STOCK_RANK: Record<StockStatus, number> = { instock: 0, lowstock: 1, backorder: 2, outofstock: 3 };

/**
 * Loads products with their variations and the store's prices in one D1 round trip.
 * Ids are passed as one JSON parameter (json_each) because D1 caps bound parameters.
 * Campaign prices are included only while their campaign runs at `now`.
 */
export async function loadProducts(db: D1Database, store: Store, ids: readonly number[], now: Date): Promise<Map<number, ProductRecord>> {
  const result = new Map<number, ProductRecord>();
  if (ids.length === 0) return result;
  const idsJson = JSON.stringify([...new Set(ids)]);
  const [products, variations, prices] = await db.batch<ProductRow | VariationRow | PriceRow>([
    db
      .prepare(
        `SELECT p.id, p.sku, p.type, p.template_id, p.group_id, p.discount_category, p.theme, p.palette, p.art_seed,
              p.orientation, p.motif_count, p.has_margin_option, p.has_bw_option, p.popularity, p.media_key, t.name, t.slug,
              a.id AS artist_id, a.name AS artist_name, a.slug AS artist_slug
         FROM products p
         JOIN product_translations t ON t.product_id = p.id AND t.locale = ?1
         LEFT JOIN artists a ON a.id = p.artist_id
        WHERE p.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(store.locale, idsJson),
    db
      .prepare(
        `SELECT id, product_id, sku, size_code, stock_status, stock_quantity FROM variations
        WHERE product_id IN (SELECT value FROM json_each(?1)) ORDER BY product_id, position`,
      )
      .bind(idsJson),
    db
      .prepare(
        `SELECT vp.variation_id, vp.campaign_id, c.slug AS campaign_slug, vp.q, vp.p
         FROM variations v
         JOIN variation_prices vp ON vp.variation_id = v.id AND vp.currency = ?2
         LEFT JOIN campaigns c ON c.id = vp.campaign_id
        WHERE v.product_id IN (SELECT value FROM json_each(?1))
          AND (vp.campaign_id = 0 OR (c.starts_at <= ?3 AND c.ends_at >= ?3))
        ORDER BY vp.variation_id, vp.campaign_id, vp.q`,
      )
      .bind(idsJson, store.currency, now.toISOString()),
  ]);

  const pricesByVariation = groupPrices(prices!.results as PriceRow[]);
  const variationsByProduct = new Map<number, VariationRow[]>();
  for (const row of variations!.results as VariationRow[]) {
    const list = variationsByProduct.get(row.product_id) ?? [];
    list.push(row);
    variationsByProduct.set(row.product_id, list);
  }
  for (const row of products!.results as ProductRow[]) {
    const records = (variationsByProduct.get(row.id) ?? []).map((variation) =>
      toVariation(row, variation, pricesByVariation.get(variation.id), store),
    );
    const cheapest = [...records].sort((a, b) => (a.normal[0]?.p ?? 0) - (b.normal[0]?.p ?? 0))[0];
    const summary: ProductSummary = {
      id: row.id,
      sku: row.sku,
      name: row.name,
      slug: row.slug,
      type: row.type as ProductSummary['type'],
      template_id: row.template_id as ProductSummary['template_id'],
      images: productImages(row),
      variations: records.map(publicVariation),
      group_id: row.group_id,
      prices: cheapest?.prices ?? { n: [] },
      vat: store.vat,
      ...(row.artist_id !== null ? { artist: { id: row.artist_id, name: row.artist_name ?? '', slug: row.artist_slug ?? '' } } : {}),
      stock_status: bestStock(records.map((v) => v.stock_status)),
    };
    result.set(row.id, { summary, variations: records, discountCategory: row.discount_category });
  }
  return result;
}

/** Summaries in the order of `ids`, skipping unknown ids. */
export async function loadSummaries(db: D1Database, store: Store, ids: readonly number[], now: Date): Promise<ProductSummary[]> {
  const records = await loadProducts(db, store, ids, now);
  return ids.flatMap((id) => {
    const record = records.get(id);
    return record ? [record.summary] : [];
  });
}

function groupPrices(rows: PriceRow[]): Map<number, { normal: PriceTier[]; campaign: PriceTier[] | null; slug: string | null }> {
  const map = new Map<number, { normal: PriceTier[]; campaign: PriceTier[] | null; campaignId: number; slug: string | null }>();
  for (const row of rows) {
    const entry = map.get(row.variation_id) ?? { normal: [], campaign: null, campaignId: 0, slug: null };
    if (row.campaign_id === 0) entry.normal.push({ q: row.q, p: row.p });
    else if (entry.campaign === null || entry.campaignId === row.campaign_id) {
      // Two running campaigns on one variation: the first (lowest id) wins.
      entry.campaign = [...(entry.campaign ?? []), { q: row.q, p: row.p }];
      entry.campaignId = row.campaign_id;
      entry.slug = row.campaign_slug;
    }
    map.set(row.variation_id, entry);
  }
  return map;
}

function toVariation(
  product: ProductRow,
  row: VariationRow,
  prices: { normal: PriceTier[]; campaign: PriceTier[] | null; slug: string | null } | undefined,
  store: Store,
): VariationRecord {
  const normal = prices?.normal ?? [];
  const campaign = prices?.campaign ?? null;
  let name = product.name;
  if (row.size_code) name = sizeLabel(row.size_code);
  else if (product.type === ProductType.GiftCard && normal[0]) name = formatAmount(store.currency, normal[0].p);
  return {
    id: row.id,
    productId: row.product_id,
    sku: row.sku,
    name,
    prices: campaign ? { n: normal, c: campaign } : { n: normal },
    stock_status: row.stock_status,
    ...(product.template_id === ProductTemplate.Frame && row.size_code ? { size: sizeLabel(row.size_code) } : {}),
    stockQuantity: row.stock_quantity,
    normal,
    campaign,
    campaignSlug: campaign ? (prices?.slug ?? null) : null,
  };
}

function publicVariation(record: VariationRecord): Variation {
  const { id, sku, name, prices, stock_status, size } = record;
  return { id, sku, name, prices, stock_status, ...(size !== undefined ? { size } : {}) };
}

function bestStock(statuses: StockStatus[]): StockStatus {
  return statuses.reduce<StockStatus>(
    (best, status) => (STOCK_RANK[status] < STOCK_RANK[best] ? status : best),
    statuses[0] ?? 'outofstock',
  );
}
