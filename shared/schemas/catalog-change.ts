/**
 * The commerce API's catalog webhook (docs/operations.md "Refresh on change"): POST to the
 * storefront's /__hooks/catalog, signed with `Artlane-Signature` (shared/http/signature.ts)
 * by CATALOG_WEBHOOK_SECRET. It names what changed in cache tags (shared/cache-tags.ts);
 * the storefront purges them on every domain.
 */
import * as v from 'valibot';
import { MAX_TAGS_PER_CHANGE, isCacheTag } from '../cache-tags';

export const catalogChange = v.object({
  /** The change's own id (the commerce API's catalog_changes row), for logs and retries. */
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'id: letters, digits, - and _ only')),
  /** Why: product, price, stock, text, poster-live, or anything an operator names. */
  reason: v.pipe(v.string(), v.maxLength(40)),
  tags: v.pipe(
    v.array(v.custom<string>(isCacheTag, 'tags: each must be a cache tag such as product:12')),
    v.minLength(1, 'tags: name at least one'),
    v.maxLength(MAX_TAGS_PER_CHANGE, `tags: at most ${MAX_TAGS_PER_CHANGE}`),
  ),
});
export type CatalogChange = v.InferOutput<typeof catalogChange>;

/** The path the storefront receives changes on. */
export const CATALOG_HOOK_PATH = '/__hooks/catalog';
/** Largest body the storefront reads from it. */
export const CATALOG_HOOK_MAX_BYTES = 16 * 1024;
