import type { LocaleCode } from '../../../../shared/locales';
import type { Category } from '../../../../shared/types';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  show_in_menu: number;
  show_in_main_menu: number;
  name: string;
  slug: string;
  uri: string;
  has_products: number;
}

export interface CategoryTree {
  roots: Category[];
  byId: Map<number, Category>;
}

/**
 * All categories of a language as a tree (children in menu order) and by id. Each says
 * whether a product is in it or below (`has_products`), so the shop can leave empty ones
 * out of menus and sitemaps: an EXISTS per category that stops at the first product (two
 * index lookups), not a count of every product, so the tree costs the same at any size.
 */
export async function loadCategoryTree(db: D1Database, locale: LocaleCode): Promise<CategoryTree> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.parent_id, c.show_in_menu, c.show_in_main_menu, t.name, t.slug, t.uri,
              EXISTS (SELECT 1 FROM category_closure cc JOIN product_categories pc ON pc.category_id = cc.descendant_id
                       WHERE cc.ancestor_id = c.id) AS has_products
         FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = ?
        ORDER BY c.depth, c.position`,
    )
    .bind(locale)
    .all<CategoryRow>();
  const byId = new Map<number, Category>();
  const roots: Category[] = [];
  // Parents come first (ordered by depth), so each child finds its parent built.
  for (const row of results) {
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    const category: Category = {
      id: row.id,
      parent_id: row.parent_id,
      name: row.name,
      slug: row.slug,
      children: [],
      uri: row.uri,
      hierarchy: [...(parent?.hierarchy ?? []), row.name],
      show_in_menu: row.show_in_menu === 1,
      show_in_main_menu: row.show_in_main_menu === 1,
      has_products: row.has_products === 1,
    };
    byId.set(row.id, category);
    if (parent) parent.children.push(category);
    else roots.push(category);
  }
  return { roots, byId };
}

/** Every category's uri in every language, for hreflang links. */
export async function loadCategoryUris(db: D1Database): Promise<Map<number, Partial<Record<LocaleCode, string>>>> {
  const { results } = await db
    .prepare('SELECT category_id, locale, uri FROM category_translations')
    .all<{ category_id: number; locale: LocaleCode; uri: string }>();
  const map = new Map<number, Partial<Record<LocaleCode, string>>>();
  for (const row of results) map.set(row.category_id, { ...map.get(row.category_id), [row.locale]: row.uri });
  return map;
}

/** A category without its subtree, for flat lists such as the listing facet. */
export function flatCategory(category: Category, count?: number): Category {
  return { ...category, children: [], ...(count !== undefined ? { count } : {}) };
}
