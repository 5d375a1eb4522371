import * as v from 'valibot';
import {
  artist,
  artistList,
  categoryList,
  feedProductList,
  productAttributes,
  productDetail,
  productList,
  reviews,
  searchHints,
  tagDetail,
  tagList,
  widget,
} from '../../shared/schemas/catalog';
import { POSTAL_SHIPPING_METHODS } from '../../shared/schemas/checkout';
import { describe } from '../../shared/schemas/describe';

export type { ArtistEntry } from '../../shared/schemas/catalog';

/**
 * The checks an upstream answer passes before a page reads it or the edge keeps it: its
 * call's schema (shared/schemas/catalog.ts). Each returns the parsed value or throws with
 * the first thing that is wrong ("unexpected answer: products[3].slug …"); the API client
 * turns that into a failure of the read.
 */
const check =
  <T extends v.GenericSchema>(schema: T) =>
  (value: unknown): v.InferOutput<T> => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw new Error(`unexpected answer: ${describe(result.issues, 'answer')}`);
    return result.output;
  };

export const checkCategories = check(categoryList);
export const checkProductList = check(productList);
export const checkFeedProductList = check(feedProductList);
export const checkProductDetail = check(productDetail);
export const checkWidget = check(widget);
export const checkReviews = check(reviews);
export const checkAttributes = check(productAttributes);
export const checkHints = check(searchHints);
export const checkTag = check(tagDetail);
/** GET /api/tags (embedded API only; an upstream without it just has no tags in the sitemap). */
export const checkTagList = check(tagList);
export const checkArtist = check(artist);
export const checkArtistList = check(artistList);

/** GET /api/delivery-methods (shared/delivery.ts): what the merchant feeds state as shipping. */
export const checkDeliveryMethods = check(
  v.object({
    methods: v.array(
      v.object({
        id: v.picklist(POSTAL_SHIPPING_METHODS),
        price: v.number(),
        free_from: v.nullable(v.number()),
        lead_days: v.tuple([v.number(), v.number()]),
      }),
    ),
  }),
);
