/**
 * The size limit of each kind of upstream answer (UPSTREAM_MAX_BYTES, README "Point at a
 * real upstream API"): the defaults, and the configured ones read once per isolate.
 */
import { objectVarOr } from '../config/object-var';
import { oncePerEnv } from '../config/per-env';
import type { Env } from '../env';
import { ANSWER_KINDS, type AnswerKind } from './answer-kinds';

export const DEFAULT_MAX_BYTES: Record<AnswerKind, number> = {
  catalog: 2 * 1024 * 1024,
  image: 4 * 1024 * 1024,
  /** Artists' uploaded images (a print file up to 25 MB): the public media and an artist's own preview. */
  media: 26 * 1024 * 1024,
  /** A photo poster's photo read back (up to 25 MB, shared/photo-poster.ts PHOTO_LIMITS): private, never kept. */
  photo: 26 * 1024 * 1024,
  other: 1024 * 1024,
};

/** Per-kind limits from UPSTREAM_MAX_BYTES, read once per env object (the isolate's bindings). */
export const maxBytesOf = oncePerEnv(readLimits);

/** A missing or invalid value keeps the default. */
function readLimits(env: Pick<Env, 'UPSTREAM_MAX_BYTES'>): Record<AnswerKind, number> {
  const limits = { ...DEFAULT_MAX_BYTES };
  const raw = objectVarOr(env.UPSTREAM_MAX_BYTES);
  for (const kind of ANSWER_KINDS) {
    const value = raw[kind];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) limits[kind] = value;
  }
  return limits;
}
