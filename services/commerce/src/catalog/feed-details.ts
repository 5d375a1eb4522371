import type { ProductSummary } from '../../../../shared/types';
import type { Store } from '../context';

/** A listed product with what the merchant feeds need besides its summary (GET /api/products?fd=1). */
export type FeedDetailed = ProductSummary & { description: string; categories: number[] };

/**
 * Adds each product's description (HTML, in the store's language, as its page shows it) and
 * its category ids to a page of summaries: two reads for the whole page, keyed by the page's
 * ids, so a feed of the whole catalog costs two more reads per hundred products, not one
 * product-page read per product.
 */
export async function withFeedDetails(db: D1Database, store: Store, products: ProductSummary[]): Promise<FeedDetailed[]> {
  if (products.length === 0) return [];
  const ids = JSON.stringify(products.map((product) => product.id));
  const [descriptions, categories] = await db.batch([
    db
      .prepare(
        'SELECT product_id, description FROM product_translations WHERE locale = ? AND product_id IN (SELECT value FROM json_each(?))',
      )
      .bind(store.locale, ids),
    db
      .prepare(
        'SELECT product_id, category_id FROM product_categories WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY category_id',
      )
      .bind(ids),
  ]);
  const descriptionOf = new Map(
    (descriptions!.results as { product_id: number; description: string }[]).map((row) => [row.product_id, row.description]),
  );
  const categoriesOf = new Map<number, number[]>();
  for (const row of categories!.results as { product_id: number; category_id: number }[]) {
    categoriesOf.set(row.product_id, [...(categoriesOf.get(row.product_id) ?? []), row.category_id]);
  }
  return products.map((product) => ({
    ...product,
    description: descriptionOf.get(product.id) ?? '',
    categories: categoriesOf.get(product.id) ?? [],
  }));
}
