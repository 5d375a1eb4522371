/**
 * A gallery wall as a link (issue 14 "can be shared as a link that recreates it on any of
 * the 19 domains"; docs/wall-designer.md "Designer state"): the value of the `wall` query parameter.
 *
 * Only language-neutral facts go in: the environment and layout ids, and per slot the
 * product id, the poster variation's sku (null: the slot's size decides it,
 * layouts.ts slotVariation), the frame's product id and frameIndex, and the poster options
 * (margin, black and white). No slugs, names or prices: the domain that opens the link
 * looks the products up in its own language and currency, and reports the ones it lacks.
 *
 * Format: `<version>.<payload>`. Version 1's payload is base64url (no padding) of the JSON
 * array `[environment, layout, [[productId, sku, frameId, frameIndex, flags], ...]]`,
 * with 0 / "" for none and flags = margin (1) + black and white (2): positional, so a
 * nine-frame wall stays a few hundred characters. A later version gets a new prefix and
 * its own decoder; links already shared keep working.
 *
 * Decoding never throws: bad, tampered or unknown input is a typed error result.
 */
import * as v from 'valibot';
import { decodeBase64, encodeBase64Url, isPrintable } from '../query-params';
import { LINE_LIMITS } from '../schemas/cart';
import { describe } from '../schemas/describe';
import { integer } from '../schemas/rules';
import { findEnvironment } from './environments';
import { findLayout, MAX_LAYOUT_SLOTS } from './layouts';
import type { DesignerState } from './rules';

/** The query parameter holding a shared wall. */
export const WALL_PARAM = 'wall';
export const SHARE_VERSION = 1;
/** Far more than a nine-slot wall with 64-character skus needs; longer input is refused unread. */
export const MAX_SHARE_LENGTH = 4000;
/** Frames have one variation per size; a frameIndex beyond this is no frame's. */
export const MAX_FRAME_INDEX = 99;

export interface SharedSlot {
  productId: number | null;
  /** The poster variation; null: the slot's size decides it. */
  sku: string | null;
  frameId: number | null;
  /** Which of the frame's variations; 0 without a frame. */
  frameIndex: number;
  margin: boolean;
  blackAndWhite: boolean;
}

export interface SharedWall {
  environment: string;
  layout: string;
  /** One per slot of the layout, in its order. */
  slots: SharedSlot[];
}

export type ShareLinkErrorCode =
  /** Nothing to read. */
  | 'empty'
  | 'too-long'
  /** No `<version>.` prefix, or a version this code does not know (a newer link on an older page). */
  | 'unknown-version'
  /** Not base64url of JSON. */
  | 'malformed'
  /** JSON, but not a wall (message names the field). */
  | 'invalid'
  | 'unknown-environment'
  | 'unknown-layout'
  /** The slots do not match the layout's. */
  | 'slot-count';

export interface ShareLinkError {
  code: ShareLinkErrorCode;
  message: string;
}

export type ShareLinkResult = { ok: true; wall: SharedWall } | { ok: false; error: ShareLinkError };

const FLAG_MARGIN = 1;
const FLAG_BLACK_AND_WHITE = 2;

const id = integer(0, LINE_LIMITS.id);
const sku = v.pipe(
  v.string('must be a string'),
  v.maxLength(LINE_LIMITS.sku, `may be at most ${LINE_LIMITS.sku} characters`),
  v.check(isPrintable, 'must be printable'),
);
const name = v.pipe(
  v.string('must be a string'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  v.maxLength(60, 'may be at most 60 characters'),
);

/**
 * `[a, b, …]` of exactly `names.length` items, read as an object of those names so each is
 * checked by its schema and an error names it (wall.slots[0].frameIndex). Written out
 * rather than as v.strictTuple: valibot is one module, so every function any island uses
 * goes into the chunk every page loads (docs/wall-designer.md "JS budget").
 */
const tupleOf = <const N extends readonly string[]>(names: N, message: string) =>
  v.pipe(
    v.array(v.unknown(), message),
    v.check((items) => items.length === names.length, message),
    v.transform((items) => Object.fromEntries(names.map((field, index) => [field, items[index]])) as Record<N[number], unknown>),
  );

const SLOT_FIELDS = ['productId', 'sku', 'frameId', 'frameIndex', 'flags'] as const;
const slotV1 = v.pipe(
  tupleOf(SLOT_FIELDS, 'must be [productId, sku, frameId, frameIndex, flags]'),
  v.object({
    productId: id,
    sku,
    frameId: id,
    frameIndex: integer(0, MAX_FRAME_INDEX),
    flags: integer(0, FLAG_MARGIN | FLAG_BLACK_AND_WHITE),
  }),
  // One way to write each wall: what belongs to a product or a frame comes only with it.
  v.check(({ productId, sku, flags }) => productId > 0 || (sku === '' && flags === 0), 'has a variation or options without a product'),
  v.check(({ frameId, frameIndex }) => frameId > 0 || frameIndex === 0, 'has a frameIndex without a frame'),
);
const wallV1 = v.pipe(
  tupleOf(['environment', 'layout', 'slots'] as const, 'must be [environment, layout, slots]'),
  v.object({
    environment: name,
    layout: name,
    slots: v.pipe(
      v.array(slotV1, 'must be an array'),
      v.minLength(1, 'must not be empty'),
      v.maxLength(MAX_LAYOUT_SLOTS, `may hold at most ${MAX_LAYOUT_SLOTS} slots`),
    ),
  }),
);

/**
 * The wall as a `wall` query value (URL-safe: letters, digits, '-', '_' and the version's '.').
 * A sku, frameIndex or option without its product or frame is left out.
 */
export function encodeWall(wall: SharedWall): string {
  // What belongs to a product or frame is written only with it (decodeWall insists).
  const slots = wall.slots.map(({ productId, sku, frameId, frameIndex, margin, blackAndWhite }) => [
    productId ?? 0,
    productId ? (sku ?? '') : '',
    frameId ?? 0,
    frameId ? frameIndex : 0,
    productId ? (margin ? FLAG_MARGIN : 0) | (blackAndWhite ? FLAG_BLACK_AND_WHITE : 0) : 0,
  ]);
  return `${SHARE_VERSION}.${encodeBase64Url(JSON.stringify([wall.environment, wall.layout, slots]))}`;
}

/**
 * An address with the wall on it as `?wall=`, or without one when there is no wall to share
 * (null): the share link, and the language switcher's links on the designer's page, which
 * carry the wall to the other domain (each domain keeps its own storage). Other parameters stay.
 */
export function hrefWithWall(href: string, wall: SharedWall | null): string {
  const url = new URL(href);
  if (wall) url.searchParams.set(WALL_PARAM, encodeWall(wall));
  else url.searchParams.delete(WALL_PARAM);
  return url.toString();
}

const failure = (code: ShareLinkErrorCode, message: string): ShareLinkResult => ({ ok: false, error: { code, message } });

function decodeV1(payload: string): ShareLinkResult {
  const text = decodeBase64(payload);
  if (text === null || payload.trim() === '') return failure('malformed', 'the wall is not base64url');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure('malformed', 'the wall is not JSON');
  }
  const parsed = v.safeParse(wallV1, json);
  if (!parsed.success) {
    const message = describe(parsed.issues, 'wall');
    return failure('invalid', message.startsWith('wall ') ? message : `wall.${message}`);
  }
  const { environment, layout: layoutId, slots } = parsed.output;
  if (!findEnvironment(environment)) return failure('unknown-environment', `no environment "${environment}"`);
  const layout = findLayout(layoutId);
  if (!layout) return failure('unknown-layout', `no layout "${layoutId}"`);
  if (slots.length !== layout.slots.length) {
    return failure('slot-count', `layout "${layoutId}" has ${layout.slots.length} slots, the wall ${slots.length}`);
  }
  return {
    ok: true,
    wall: {
      environment,
      layout: layoutId,
      slots: slots.map(({ productId, sku, frameId, frameIndex, flags }) => ({
        productId: productId || null,
        sku: sku || null,
        frameId: frameId || null,
        frameIndex,
        margin: (flags & FLAG_MARGIN) !== 0,
        blackAndWhite: (flags & FLAG_BLACK_AND_WHITE) !== 0,
      })),
    },
  };
}

/** A `wall` query value read back; any input, never a throw. */
export function decodeWall(value: string | null | undefined): ShareLinkResult {
  if (typeof value !== 'string' || value.trim() === '') return failure('empty', 'no wall');
  if (value.length > MAX_SHARE_LENGTH) return failure('too-long', `the wall is longer than ${MAX_SHARE_LENGTH} characters`);
  const separator = value.indexOf('.');
  const version = separator > 0 ? value.slice(0, separator) : '';
  try {
    if (version === String(SHARE_VERSION)) return decodeV1(value.slice(separator + 1));
  } catch (error) {
    // Nothing above is known to throw; a share link must never take the page down with it.
    return failure('malformed', error instanceof Error ? error.message : 'unreadable wall');
  }
  return failure('unknown-version', version ? `unknown wall version "${version.slice(0, 10)}"` : 'the wall has no version');
}

/**
 * The designer's wall as a shared one; null until an environment and a known layout are
 * chosen. Variations are left to the slots' sizes; of the options the designer holds the
 * margin (black and white it does not offer); slots beyond the layout's are dropped and missing ones are empty.
 */
export function shareFromDesigner(state: Pick<DesignerState, 'environment' | 'layout' | 'posters'>): SharedWall | null {
  const layout = state.layout ? findLayout(state.layout) : undefined;
  if (!state.environment || !findEnvironment(state.environment) || !layout) return null;
  return {
    environment: state.environment,
    layout: layout.id,
    slots: layout.slots.map((_, index) => {
      const poster = state.posters[index];
      const frame = poster?.frame ?? null;
      return {
        productId: poster?.product?.id ?? null,
        sku: null,
        frameId: frame?.id ?? null,
        frameIndex: frame ? Math.min(MAX_FRAME_INDEX, poster?.frameIndex ?? 0) : 0,
        margin: poster?.product ? poster.margin === true : false,
        blackAndWhite: false,
      };
    }),
  };
}
