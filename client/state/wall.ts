/**
 * The poster/frame designer (SPEC 3 and 4): an environment, a layout with poster slots,
 * the poster being edited, the step (0 to 4, leaving the intro after 0) and its sidebar.
 * The rules themselves are pure (shared/designer/rules.ts); this module holds the valtio
 * state, applies them to it and reads a stored wall back.
 */
import { proxy, snapshot } from 'valtio/vanilla';
import * as rules from '../../shared/designer/rules';
import { clampIndex, clampStep, emptyDesigner, MAX_SLOTS } from '../../shared/designer/rules';
import type { DesignerPoster, DesignerProduct, DesignerState } from '../../shared/designer/rules';
import { isRecord } from '../../shared/json';
import { listOf, stringOr } from './validate';

export { clampStep, MAX_STEP } from '../../shared/designer/rules';

/** What the designer needs of a product or frame to show and later add it. */
export type WallProduct = DesignerProduct;
export type WallPoster = DesignerPoster;
export type WallState = DesignerState;

export const emptyWall = emptyDesigner;

export const state = proxy<WallState>(emptyWall());

/**
 * Applies one of the designer's rules (shared/designer/rules.ts) to the proxy: fields the
 * rule left as they were are the same values, so valtio notifies only for the others.
 */
function apply(change: (current: WallState) => WallState): void {
  Object.assign(state, change(state));
}

export function setStep(step: number): void {
  apply((current) => rules.setStep(current, step));
}

export function chooseEnvironment(environment: string): void {
  apply((current) => rules.chooseEnvironment(current, environment));
}

/** Keeps the posters already placed in the slots that remain. */
export function chooseLayout(layout: string, slotCount: number): void {
  apply((current) => rules.chooseLayout(current, layout, slotCount));
}

export function chooseProduct(product: WallProduct): void {
  apply((current) => rules.chooseProduct(current, product));
}

export function chooseFrame(frame: WallProduct | null, frameIndex = 0): void {
  apply((current) => rules.chooseFrame(current, frame, frameIndex));
}

/** Choosing a poster slot shows the sidebar for it. */
export function choosePoster(index: number): void {
  apply((current) => rules.choosePoster(current, index));
}

export function closeSidebar(): void {
  state.isSidebarOpen = false;
}

export function setPosterMargin(margin: boolean): void {
  apply((current) => rules.setPosterMargin(current, margin));
}

export function setPosterTags(tags: number[]): void {
  apply((current) => rules.setPosterTags(current, tags));
}

/**
 * Replaces the wall with one opened from a link (shared/designer/open-wall.ts) and goes
 * to `step`; the first slot is the active one and the sidebar is closed.
 */
export function openWall(wall: Pick<WallState, 'environment' | 'layout' | 'posters'>, step: number): void {
  apply((current) => rules.setStep({ ...current, ...wall, activePoster: 0, isSidebarOpen: false }, step));
}

export function resetWall(): void {
  Object.assign(state, emptyWall());
}

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
