/**
 * The poster/frame designer (docs/wall-designer.md "Designer state"): an environment, a layout with poster slots,
 * the poster being edited, the step (0 to 4, leaving the intro after 0) and its sidebar.
 * This module holds the valtio state and reads a stored wall back. Only the designer loads it:
 * it registers the wall with the stored state when it loads (./persist.ts `registerStoredArea`),
 * and other pages keep a stored wall as it is without this code. The actions that apply the
 * designer's pure rules (shared/gallery-wall/rules.ts) to it are in ./wall-actions.ts, which
 * only the designer loads (docs/wall-designer.md "JS budget").
 */
import { proxy, snapshot } from 'valtio/vanilla';
import { clampIndex, clampStep, emptyDesigner, MAX_SLOTS } from '../../shared/gallery-wall/state';
import type { DesignerPoster, DesignerProduct, DesignerState } from '../../shared/gallery-wall/state';
import { isRecord } from '../../shared/json';
import { registerStoredArea } from './persist';
import { listOf, stringOr } from './validate';

export { clampStep, MAX_STEP } from '../../shared/gallery-wall/state';

/** What the designer needs of a product or frame to show and later add it. */
export type WallProduct = DesignerProduct;
export type WallPoster = DesignerPoster;
export type WallState = DesignerState;

export const emptyWall = emptyDesigner;

export const state = proxy<WallState>(emptyWall());

export function storedWall(): WallState {
  return snapshot(state) as WallState;
}

const parseProduct = (value: unknown): WallProduct | null =>
  isRecord(value) && Number.isInteger(value.id) && typeof value.sku === 'string'
    ? {
        id: value.id as number,
        sku: value.sku,
        name: stringOr(value.name, ''),
        slug: stringOr(value.slug, ''),
        thumb: stringOr(value.thumb, ''),
      }
    : null;

const parsePoster = (value: unknown): WallPoster | null =>
  isRecord(value)
    ? {
        product: parseProduct(value.product),
        frame: parseProduct(value.frame),
        frameIndex: Number.isInteger(value.frameIndex) && (value.frameIndex as number) >= 0 ? (value.frameIndex as number) : 0,
        tags: listOf(value.tags, (tag) => (Number.isInteger(tag) ? (tag as number) : null)),
        ...(value.margin === true ? { margin: true } : {}),
      }
    : null;

export function parseStoredWall(value: unknown): WallState {
  const empty = emptyWall();
  if (!isRecord(value)) return empty;
  const posters = listOf(value.posters, parsePoster).slice(0, MAX_SLOTS);
  const step = typeof value.step === 'number' ? clampStep(value.step) : 0;
  return {
    environment: stringOr(value.environment, null),
    layout: stringOr(value.layout, null),
    posters,
    activePoster: typeof value.activePoster === 'number' ? clampIndex(value.activePoster, posters.length) : 0,
    step,
    isSidebarOpen: value.isSidebarOpen === true,
    // The intro cannot come back once a step above 0 was reached.
    isInIntro: step === 0 && value.isInIntro !== false,
    locale: stringOr(value.locale, empty.locale),
  };
}

export function restoreWall(value: unknown): void {
  Object.assign(state, parseStoredWall(value));
}

registerStoredArea('wall', { state, stored: storedWall, restore: restoreWall });
