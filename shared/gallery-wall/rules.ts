/**
 * The poster/frame designer's rules (docs/wall-designer.md "Designer state")
 * as pure functions over a plain state object.
 * Each returns the next state and leaves its input alone, sharing what did not change (an
 * unchanged `posters` list is the same array), so client/state/wall.ts can apply the result
 * to its valtio proxy and only the fields that changed notify.
 *
 * - The step is a whole number from 0 to 4 (anything else clamps; NaN is 0).
 * - A step above 0 ends the intro for good: going back to step 0 does not show it again.
 * - Choosing a layout, a product or a frame toggles the sidebar; choosing a poster slot
 *   makes it the active poster and shows the sidebar (it never closes it).
 */

import {
  clampIndex,
  emptyPoster,
  MAX_SLOTS,
  MIN_STEP,
  clampStep,
  type DesignerPoster,
  type DesignerProduct,
  type DesignerState,
} from './state';

export * from './state';

/** A slot count from 1 to MAX_SLOTS. */
export function clampSlotCount(count: number): number {
  return Math.min(MAX_SLOTS, Math.max(1, Math.trunc(count) || 1));
}

/** docs/wall-designer.md "Designer state": the step is clamped; once it is above 0 the intro is over (and stays over). */
export function setStep(state: DesignerState, step: number): DesignerState {
  const next = clampStep(step);
  return { ...state, step: next, isInIntro: state.isInIntro && next === MIN_STEP };
}

export function chooseEnvironment(state: DesignerState, environment: string): DesignerState {
  return { ...state, environment };
}

/**
 * A new layout of `slotCount` slots keeps the posters already placed in the slots that
 * remain; the sidebar toggles (docs/wall-designer.md "Designer state").
 */
export function chooseLayout(state: DesignerState, layout: string, slotCount: number): DesignerState {
  const slots = clampSlotCount(slotCount);
  const posters = Array.from({ length: slots }, (_, index) => state.posters[index] ?? emptyPoster());
  return { ...state, layout, posters, activePoster: clampIndex(state.activePoster, slots), isSidebarOpen: !state.isSidebarOpen };
}

/** The active slot changed by `change`; an empty wall gets its first slot. */
function updateActivePoster(state: DesignerState, change: (poster: DesignerPoster) => DesignerPoster): DesignerState {
  const posters = state.posters.length === 0 ? [emptyPoster()] : [...state.posters];
  const activePoster = clampIndex(state.activePoster, posters.length);
  posters[activePoster] = change(posters[activePoster] ?? emptyPoster());
  return { ...state, posters, activePoster };
}

/** The active slot's poster; the sidebar toggles (docs/wall-designer.md "Designer state"). */
export function chooseProduct(state: DesignerState, product: DesignerProduct): DesignerState {
  const next = updateActivePoster(state, (poster) => ({ ...poster, product: { ...product } }));
  return { ...next, isSidebarOpen: !state.isSidebarOpen };
}

/** The active slot's frame (null: none) and which of its variations; the sidebar toggles (docs/wall-designer.md "Designer state"). */
export function chooseFrame(state: DesignerState, frame: DesignerProduct | null, frameIndex = 0): DesignerState {
  const index = Math.max(0, Math.trunc(frameIndex) || 0);
  const next = updateActivePoster(state, (poster) => ({ ...poster, frame: frame && { ...frame }, frameIndex: index }));
  return { ...next, isSidebarOpen: !state.isSidebarOpen };
}

/** Choosing a poster slot makes it the active one and shows the sidebar for it (docs/wall-designer.md "Designer state"). */
export function choosePoster(state: DesignerState, index: number): DesignerState {
  return { ...state, activePoster: clampIndex(index, state.posters.length), isSidebarOpen: true };
}

/** The active slot's poster with or without its white margin. */
export function setPosterMargin(state: DesignerState, margin: boolean): DesignerState {
  return updateActivePoster(state, (poster) => ({ ...poster, margin }));
}

/** The active slot's tag filter; only whole numbers are tag ids. */
export function setPosterTags(state: DesignerState, tags: readonly number[]): DesignerState {
  return updateActivePoster(state, (poster) => ({ ...poster, tags: tags.filter((tag) => Number.isInteger(tag)) }));
}
