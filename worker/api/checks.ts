import { isRecord } from '../../shared/json';
import type {
  Artist,
  Category,
  Image,
  ProductAttribute,
  ProductDetail,
  ProductSummary,
  Review,
  SearchHint,
  TagDetail,
  Widget,
} from '../../shared/types';

/**
 * Shape checks for the answers pages depend on. They verify what the page reads, not
 * every field, and throw with a short reason; the API client turns that into a 404.
 */
function fail(what: string): never {
  throw new Error(`unexpected ${what}`);
}

export function checkCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) fail('category list');
  const visit = (c: unknown): void => {
    if (!isRecord(c) || typeof c.id !== 'number' || typeof c.name !== 'string' || typeof c.uri !== 'string') fail('category');
    if (!Array.isArray(c.children)) fail('category children');
    c.children.forEach(visit);
  };
  value.forEach(visit);
  return value as Category[];
}

function checkSummary(value: unknown): ProductSummary {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.slug !== 'string' || typeof value.name !== 'string') fail('product');
  if (!isRecord(value.prices) || !Array.isArray(value.prices.n) || !Array.isArray(value.images)) fail('product prices');
  return value as unknown as ProductSummary;
}

export function checkProductList(value: unknown): { products: ProductSummary[]; categories: Category[] } {
  if (!isRecord(value) || !Array.isArray(value.products)) fail('product list');
  value.products.forEach(checkSummary);
  return {
    products: value.products as ProductSummary[],
    categories: Array.isArray(value.categories) ? (value.categories as Category[]) : [],
  };
}

export function checkProductDetail(value: unknown): ProductDetail {
  checkSummary(value);
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.variations) || typeof v.type !== 'number' || typeof v.template_id !== 'number') fail('product detail');
  return value as ProductDetail;
}

export function checkWidget(value: unknown): Widget {
  if (!isRecord(value) || typeof value.content !== 'string') fail('widget');
  return { content: value.content, hidden: value.hidden === true };
}

export function checkReviews(value: unknown): Review[] {
  if (!Array.isArray(value)) fail('review list');
  return value.filter((r): r is Review => isRecord(r) && typeof r.review === 'string' && typeof r.stars === 'number');
}

export function checkAttributes(value: unknown): ProductAttribute[] {
  if (!Array.isArray(value)) fail('attribute list');
  return value.filter(
    (a): a is ProductAttribute =>
      isRecord(a) &&
      typeof a.slug === 'string' &&
      typeof a.name === 'string' &&
      Array.isArray(a.values) &&
      a.values.every((v) => isRecord(v) && typeof v.slug === 'string' && typeof v.name === 'string'),
  );
}

export function checkHints(value: unknown): SearchHint[] {
  if (!Array.isArray(value)) fail('hint list');
  return value.filter(
    (h): h is SearchHint => isRecord(h) && typeof h.hint === 'string' && typeof h.url === 'string' && typeof h.url_title === 'string',
  );
}

export function checkTag(value: unknown): TagDetail {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.name !== 'string' || typeof value.slug !== 'string') fail('tag');
  return { ...(value as unknown as TagDetail), slugs: isRecord(value.slugs) ? (value.slugs as TagDetail['slugs']) : {} };
}

/** GET /api/tags (embedded API only; an upstream without it just has no tags in the sitemap). */
export function checkTagList(value: unknown): TagDetail[] {
  if (!isRecord(value) || !Array.isArray(value.tags)) fail('tag list');
  return value.tags.map(checkTag);
}

/** An artist as pages use it: the avatar may be missing (another upstream), then it is null. */
export type ArtistEntry = Omit<Artist, 'avatar'> & { avatar: Image | null };

function checkArtistValue(value: unknown): ArtistEntry {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.name !== 'string' || typeof value.slug !== 'string') fail('artist');
  const avatar = isRecord(value.avatar) && typeof value.avatar.url === 'string' ? (value.avatar as unknown as Image) : null;
  return {
    id: value.id,
    name: value.name,
    slug: value.slug,
    avatar,
    product_count: typeof value.product_count === 'number' ? value.product_count : 0,
    ...(typeof value.bio === 'string' ? { bio: value.bio } : {}),
  };
}

export function checkArtist(value: unknown): ArtistEntry {
  return checkArtistValue(value);
}

export function checkArtistList(value: unknown): ArtistEntry[] {
  if (!isRecord(value) || !Array.isArray(value.artists)) fail('artist list');
  return value.artists.map(checkArtistValue);
}
