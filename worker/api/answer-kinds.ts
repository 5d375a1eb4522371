/**
 * Kinds of upstream answer, each with its own size limit (UPSTREAM_MAX_BYTES, README "Point at
 * a real upstream API"): catalog JSON, images, artists' uploaded images, shoppers' photos
 * for photo posters (GET /api/photos/*), and everything else.
 * No imports: the build's configuration check reads it too.
 */
export const ANSWER_KINDS = ['catalog', 'image', 'media', 'photo', 'other'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
