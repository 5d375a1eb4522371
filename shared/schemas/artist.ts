/**
 * The artist calls' bodies and limits (docs/api.md "Artist calls", docs/accounts.md): the
 * commerce API checks every body against these, and the storefront's forms may use the same
 * schemas before they send. A body that breaks one is answered 422 with `{ error, field }`,
 * `field` being the path of the first offending value ("texts.de.title").
 */
import * as v from 'valibot';
import { isRecord } from '../json';
import { PHOTO_LIMITS } from '../photo-limits';
import { LOCALE_CODES, type LocaleCode } from '../locales';
import { ALL_POSTER_SIZES, ORIENTATIONS, POSTER_SIZES } from '../poster-print';
import { integer, list, record, text } from './rules';

export const POSTER_STATUSES = ['draft', 'in_review', 'live', 'rejected'] as const;
export type PosterStatus = (typeof POSTER_STATUSES)[number];

export { ORIENTATIONS, POSTER_SIZES, PRINT_DPI, requiredPixels, type PosterOrientation } from '../poster-print';

/** Upload limits (bytes and pixels). */
export const IMAGE_LIMITS = {
  avatarBytes: 5 * 1024 * 1024,
  avatarMinPixels: 200,
  posterBytes: 25 * 1024 * 1024,
  /** Either side: what the image service decodes (shared/photo-limits.ts); larger images are refused from the header. */
  maxSide: PHOTO_LIMITS.maxSide,
  /** Width × height: what the image service decodes (shared/photo-limits.ts says why); more is refused from the header. */
  maxPixels: PHOTO_LIMITS.maxPixels,
} as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const httpsUrl = v.pipe(
  text(1, 500),
  v.check((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https:// address'),
);

/** A value per shop language (only the shop's 19 codes as keys). */
const perLocale = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.custom<Record<string, unknown>>(isRecord, 'must be an object'),
    v.record(v.picklist(LOCALE_CODES, `may only have the shop's language codes as keys (${LOCALE_CODES.join(', ')})`), value),
  );

const trimmed = (min: number, max: number) => v.pipe(v.string('must be a string'), v.trim(), text(min, max));

/** PUT /api/my/profile. */
export const profileBody = record({
  name: trimmed(1, 80),
  bio: v.optional(perLocale(trimmed(0, 2000)), {}),
  links: v.optional(list(record({ label: trimmed(1, 40), url: httpsUrl }), 5), []),
});
export type ProfileBody = v.InferOutput<typeof profileBody>;

/** POST /api/my/posters and PUT /api/my/posters/{id}. */
export const posterBody = v.pipe(
  record({
    texts: v.pipe(
      perLocale(record({ title: trimmed(1, 120), description: v.optional(trimmed(0, 5000), '') })),
      v.check((texts) => Object.keys(texts).length > 0, 'must hold a title in at least one language'),
    ),
    tags: v.optional(list(v.pipe(text(1, 40), v.regex(/^[a-z0-9-]+$/, 'must be tag codes')), 10), []),
    categories: v.optional(list(integer(1, 1_000_000), 5), []),
    orientation: v.picklist(ORIENTATIONS, `must be one of ${ORIENTATIONS.join(', ')}`),
    sizes: v.pipe(
      list(v.picklist(ALL_POSTER_SIZES, `must be sizes such as ${ALL_POSTER_SIZES.join(', ')}`), ALL_POSTER_SIZES.length),
      v.minLength(1, 'must name at least one size'),
    ),
  }),
  v.forward(
    v.check(
      (poster) => poster.sizes.every((size) => POSTER_SIZES[poster.orientation].includes(size)),
      'must be sizes offered for the orientation',
    ),
    ['sizes'],
  ),
);
export type PosterBody = v.InferOutput<typeof posterBody>;
export type PosterTexts = Partial<Record<LocaleCode, { title: string; description: string }>>;

/** POST /api/ops/posters/{id}/review. */
export const reviewBody = v.union(
  [record({ approve: v.literal(true) }), record({ approve: v.literal(false), reason: trimmed(1, 1000) })],
  'must be { "approve": true } or { "approve": false, "reason": "…" }',
);
export type ReviewBody = v.InferOutput<typeof reviewBody>;

/** The first issue's path, e.g. "texts.de.title" ("body" for the whole body). */
export function issueField(issues: readonly v.BaseIssue<unknown>[]): string {
  const path = issues[0]?.path ?? [];
  const issue = issues[0];
  // An unknown field names itself as the last key; point at it.
  const keys = path.map((item) => item.key);
  if (issue && keys.length === 0) return 'body';
  return keys.reduce<string>(
    (field, key) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key)),
    '',
  );
}
