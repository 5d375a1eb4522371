/**
 * The artist calls' answers as the account pages read them (docs/accounts.md, docs/api.md
 * "Artist calls"): the storefront renders an answer only after it passed its schema, so an
 * upstream that sends something else gets the "could not be loaded" notice, never a broken
 * page. Objects are read loosely (extra fields are ignored).
 */
import * as v from 'valibot';
import { LOCALE_CODES } from '../locales';
import { ORIENTATIONS, POSTER_STATUSES } from './artist';

const nullableString = v.nullable(v.string());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const money = v.pipe(v.number(), v.finite());

const figures = { orders: count, pieces: count, revenue: money, earnings: money };

const perLocale = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((input) => {
      const output: Partial<Record<(typeof LOCALE_CODES)[number], v.InferOutput<T>>> = {};
      for (const code of LOCALE_CODES) {
        const parsed = v.safeParse(value, input[code]);
        if (parsed.success) output[code] = parsed.output;
      }
      return output;
    }),
  );

/** GET /api/my/posters */
export const posterListAnswer = v.object({
  posters: v.array(
    v.object({
      /** The submission (editable or shown at /my-account/posters/edit?id=); null: a catalog product of the artist's that no submission made. */
      id: v.nullable(v.number()),
      /** The catalog product once live, and its slug in the page's language (its public page). */
      product_id: v.nullish(v.number(), null),
      slug: v.nullish(v.string(), null),
      status: v.picklist(POSTER_STATUSES),
      reason: nullableString,
      title: v.string(),
      thumb: nullableString,
      updated_at: v.string(),
    }),
  ),
  total: count,
  page: count,
  per_page: count,
});
export type PosterListAnswer = v.InferOutput<typeof posterListAnswer>;

/** GET/POST/PUT /api/my/posters/{id} */
export const posterAnswer = v.object({
  id: v.number(),
  status: v.picklist(POSTER_STATUSES),
  reason: nullableString,
  title: v.string(),
  texts: perLocale(v.object({ title: v.string(), description: v.optional(v.string(), '') })),
  tags: v.array(v.string()),
  categories: v.array(v.number()),
  orientation: v.picklist(ORIENTATIONS),
  sizes: v.array(v.string()),
  required_pixels: v.object({ width: count, height: count }),
  image: v.nullable(v.object({ preview: v.string(), type: nullableString, width: count, height: count, bytes: count })),
  product_id: v.nullable(v.number()),
});
export type PosterAnswer = v.InferOutput<typeof posterAnswer>;

/** GET /api/my/poster-options */
export const posterOptionsAnswer = v.object({
  tags: v.array(v.object({ code: v.string(), name: v.string() })),
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type PosterOptionsAnswer = v.InferOutput<typeof posterOptionsAnswer>;

/** GET/PUT /api/my/profile */
export const profileAnswer = v.object({
  slug: v.string(),
  name: v.string(),
  bio: perLocale(v.string()),
  links: v.array(v.object({ label: v.string(), url: v.string() })),
  avatar: nullableString,
  avatar_image: v.optional(v.nullable(v.object({ url: v.string(), w: v.number(), h: v.number() })), null),
});
export type ProfileAnswer = v.InferOutput<typeof profileAnswer>;

/** GET /api/my/sales */
export const salesAnswer = v.object({
  from: v.string(),
  to: v.string(),
  group: v.picklist(['day', 'month', 'poster']),
  currency: v.string(),
  /** The artist's share of the sales (0.3); absent from an upstream that does not say. */
  artist_share: v.optional(v.number()),
  rows: v.array(v.object({ key: v.string(), label: v.string(), ...figures })),
  totals: v.object(figures),
});
export type SalesAnswer = v.InferOutput<typeof salesAnswer>;

/** GET /api/my/dashboard */
export const dashboardAnswer = v.object({
  currency: v.string(),
  artist_share: v.number(),
  month: v.object({ from: v.string(), ...figures }),
  best_sellers: v.array(v.object({ product_id: v.number(), title: v.string(), pieces: count, revenue: money })),
  recent_orders: v.array(
    v.object({
      paid_at: v.string(),
      ...figures,
      lines: v.array(v.object({ product_id: v.number(), title: v.string(), variation: nullableString, quantity: count })),
    }),
  ),
  payout: v.object({ status: v.picklist(['scheduled', 'nothing_due']), next_date: v.string(), amount: money, period: v.string() }),
});
export type DashboardAnswer = v.InferOutput<typeof dashboardAnswer>;
