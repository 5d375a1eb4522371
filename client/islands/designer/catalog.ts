/**
 * What the designer reads from this domain's API (docs/api.md `GET /api/products`,
 * `GET /api/tags`): names, images and prices in the domain's language and currency. Every
 * read resolves; a failed one gives null, and the island says so.
 */
import { ProductTemplate, ProductType, type ProductSummary } from '../../../shared/types';
import type { LayoutSlot } from '../../../shared/gallery-wall/layouts';

export interface TagOption {
  id: number;
  name: string;
  slug: string;
}

/** At most this many ids per request (the API's limit). */
const IDS_PER_REQUEST = 100;
/** Search results shown per slot. */
export const RESULTS_PER_SEARCH = 12;
/** docs/wall-designer.md "For the shopper": a search needs at least 3 characters. */
export const MIN_QUERY = 3;

async function productsOf(params: Record<string, string>): Promise<ProductSummary[] | null> {
  try {
    const response = await fetch(`/api/products?${new URLSearchParams({ nc: '1', nr: '1', ...params }).toString()}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { products?: unknown };
    return Array.isArray(body.products) ? (body.products as ProductSummary[]) : null;
  } catch {
    return null;
  }
}

/** The products with these ids that this domain sells (missing ones are simply absent); null when the read failed. */
export async function productsByIds(ids: readonly number[]): Promise<ProductSummary[] | null> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  if (unique.length === 0) return [];
  const pages: ProductSummary[] = [];
  for (let start = 0; start < unique.length; start += IDS_PER_REQUEST) {
    const chunk = unique.slice(start, start + IDS_PER_REQUEST);
    const found = await productsOf({ ids: chunk.join(','), per_page: String(chunk.length) });
    if (!found) return null;
    pages.push(...found);
  }
  return pages;
}

/** The frames list (template Frame, type Variation; docs/browse.md "Screens"). */
export function loadFrames(): Promise<ProductSummary[] | null> {
  return productsOf({ template_id: String(ProductTemplate.Frame), type: String(ProductType.Variation), per_page: '100' });
}

/** Single posters sold in the slot's size and orientation, matching the words (3 or more characters) and the tag. */
export function searchPosters(
  slot: Pick<LayoutSlot, 'size' | 'orientation'>,
  query: string,
  tag: string | null,
): Promise<ProductSummary[] | null> {
  const words = query.trim();
  return productsOf({
    template_id: String(ProductTemplate.Poster),
    type: String(ProductType.Variation),
    size: slot.size,
    orientation: slot.orientation,
    per_page: String(RESULTS_PER_SEARCH),
    ...(words.length >= MIN_QUERY ? { query: words.slice(0, 100) } : {}),
    ...(tag ? { tag } : {}),
  });
}

export async function loadTags(): Promise<TagOption[] | null> {
  try {
    const response = await fetch('/api/tags');
    if (!response.ok) return null;
    const body = (await response.json()) as { tags?: TagOption[] };
    return Array.isArray(body.tags) ? body.tags.map(({ id, name, slug }) => ({ id, name, slug })) : null;
  } catch {
    return null;
  }
}
