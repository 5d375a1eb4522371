/**
 * The generated catalog as plain rows per table, in insert order (parents first).
 * Column names are the keys of each row; every row of a table has the same keys.
 */
export type Value = string | number | null;
export type Row = Record<string, Value>;

export const TABLE_ORDER = [
  'product_groups',
  'campaigns',
  'artists',
  'artist_bios',
  'categories',
  'category_translations',
  'category_closure',
  'tags',
  'tag_translations',
  'attributes',
  'attribute_translations',
  'attribute_values',
  'attribute_value_translations',
  'products',
  'product_translations',
  'product_parts',
  'variations',
  'variation_prices',
  'product_sort_prices',
  'campaign_sort_prices',
  'product_categories',
  'product_tags',
  'product_attribute_values',
  'product_search',
  'coupons',
  'coupon_minimum_spends',
  'widgets',
  'site_reviews',
  'search_triggers',
] as const;

export type TableName = (typeof TABLE_ORDER)[number];
export type Tables = Record<TableName, Row[]>;

/** Tables the seed owns and empties before seeding again (children first). */
export const SEEDED_TABLES: readonly TableName[] = [...TABLE_ORDER].reverse();

export function emptyTables(): Tables {
  return Object.fromEntries(TABLE_ORDER.map((name) => [name, []])) as unknown as Tables;
}
