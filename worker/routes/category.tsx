import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Category } from '../../shared/types';
import { checkProductList } from '../api/checks';
import { ApiError } from '../api/client';
import { ProductGrid } from '../components/ProductCard';
import type { AppEnv } from '../context';
import { layoutDataOf } from '../render';

export function findCategoryByUri(tree: Category[], uri: string): Category | undefined {
  for (const node of tree) {
    if (node.uri === uri) return node;
    const found = findCategoryByUri(node.children, uri);
    if (found) return found;
  }
  return undefined;
}

/**
 * Category page at the wildcard path of nested category slugs (SPEC 2). The category
 * tree decides whether the path exists; anything else is a 404. Its grid is critical.
 */
export async function categoryRoute(c: Context<AppEnv>) {
  const { api, t, market } = c.var;
  const path = decodeURI(new URL(c.req.url).pathname).replace(/\/+$/, '');
  const tree = await layoutDataOf(c).categories;
  const category = findCategoryByUri(tree, path);
  if (!category) throw new HTTPException(404);
  const page = Number(c.req.query('page') ?? '1');
  if (!Number.isInteger(page) || page < 1) throw new HTTPException(404);
  let list;
  try {
    list = await api.list('/api/products', { category: category.id, page, per_page: 24, nc: 1 }, checkProductList);
  } catch (error) {
    throw new HTTPException(error instanceof ApiError && error.status < 500 ? 404 : 503, { cause: error });
  }
  if (list.data.products.length === 0 && page > 1) throw new HTTPException(404);
  return c.render(
    <section className="category-page">
      <h1>{category.name}</h1>
      {category.children.length > 0 && (
        <ul className="subcategories">
          {category.children.map((child) => (
            <li key={child.id}>
              <a href={child.uri}>{child.name}</a>
            </li>
          ))}
        </ul>
      )}
      <div id="grid">
        <ProductGrid products={list.data.products} locale={market.locale} t={t} eagerCount={4} />
      </div>
    </section>,
    { title: category.name },
  );
}
