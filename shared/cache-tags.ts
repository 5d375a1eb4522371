/**
 * Cache tags (docs/operations.md "Refresh on change"): what a stored page or catalog answer
 * shows, so a change purges exactly what shows it, on every domain. The commerce API's
 * catalog webhook names changes in the same words.
 *
 * - `product:{id}`: a product's detail, and every list that shows it (its price, stock, name).
 * - `category:{id}`: a list of a category's products (a product joining or leaving it).
 * - `artist:{id}`: an artist's page and the list of their posters.
 * - `listing`: every list not narrowed to one category or artist (start page, search, new).
 * - `content:{name}`: the category tree, menus, widgets, strings, tags, reviews, hints.
 * - `host:{host}`: everything of one domain (added by the Worker to every entry; purge by domain).
 */
export type CacheTag = string;

/** One tag: a known kind, then letters, digits and `._-` (Cloudflare allows 1024 bytes; ours stay short). */
export const TAG_PATTERN = /^(?:product|category|artist|content|host):[a-z0-9._-]{1,100}$|^listing$/;

export const MAX_TAGS_PER_CHANGE = 100;

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && TAG_PATTERN.test(value);
}

export const tags = {
  product: (id: number | string) => `product:${id}`,
  category: (id: number | string) => `category:${id}`,
  artist: (id: number | string) => `artist:${id}`,
  content: (name: string) => `content:${name}`,
  host: (host: string) => `host:${host.toLowerCase()}`,
  listing: 'listing',
} as const;
